import CairoRenderer

extension CairoRendererError {
    /// Whether the failure comes from a size the caller asked for (a canvas too large or a scale
    /// out of range), which the command line reports as a usage error and the server as a 400,
    /// as opposed to a failure inside Cairo.
    public var isSizeProblem: Bool {
        switch self {
        case .invalidCanvasSize, .invalidScale, .canvasTooLarge: true
        default: false
        }
    }
}
