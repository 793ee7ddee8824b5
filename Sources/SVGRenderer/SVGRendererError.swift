import Foundation

/// Everything that can go wrong while writing SVG.
public enum SVGRendererError: LocalizedError, Equatable, Sendable {
    /// A bundled font file was found but could not be read for embedding.
    case unreadableFont(path: String, reason: String)

    /// The problem in one line, naming the font file and the reason.
    public var errorDescription: String? {
        switch self {
        case let .unreadableFont(path, reason):
            return "cannot read font \(path) to embed it: \(reason)"
        }
    }
}
