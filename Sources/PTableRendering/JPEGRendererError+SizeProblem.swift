import JPEGRenderer

extension JPEGRendererError {
    /// Whether the failure comes from a size the caller asked for (an image over what one JPEG
    /// may hold), which the command line reports as a usage error, as it does for a PNG too
    /// large to draw.
    public var isSizeProblem: Bool {
        if case .canvasTooLarge = self { return true }
        return false
    }
}
