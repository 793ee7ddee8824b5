import Foundation

/// Failures of the rendering facade itself (the renderers and the layout have their own).
public enum RenderingError: LocalizedError, Equatable, Sendable {
    /// Terminal text is drawn from the layout, so a bare scene cannot be written as ANSI.
    case formatNeedsArtwork(RenderFormat)

    public var errorDescription: String? {
        switch self {
        case let .formatNeedsArtwork(format):
            "\(format.rawValue) output is drawn from the layout, not from a scene"
        }
    }
}
