import Foundation
import Layout

/// Failures of the rendering facade itself (the renderers and the layout have their own).
public enum RenderingError: LocalizedError, Equatable, Sendable {
    /// Terminal text is drawn from the layout, so a bare scene cannot be written as ANSI.
    case formatNeedsArtwork(RenderFormat)
    /// No renderer of ptable's own and none registered has this format name.
    case unknownFormat(String, known: [String])
    /// A printed page too large for its format; the message says what fits.
    case pageTooLarge(String)

    /// The problem in one line, naming the value and what is possible instead.
    public var errorDescription: String? {
        switch self {
        case let .formatNeedsArtwork(format):
            "\(format.rawValue) output is drawn from the layout, not from a scene"
        case let .unknownFormat(name, known):
            "no renderer for the format \"\(ElementText.escapedForMessage(name))\" (known: \(known.joined(separator: ", ")))"
        case let .pageTooLarge(message):
            message
        }
    }
}
