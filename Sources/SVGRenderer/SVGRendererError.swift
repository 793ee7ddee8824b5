import Foundation

/// Everything that can go wrong while writing SVG.
public enum SVGRendererError: LocalizedError, Equatable, Sendable {
    /// A bundled font file was found but could not be read for embedding.
    case unreadableFont(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case let .unreadableFont(path, reason):
            return "cannot read font \(path) to embed it: \(reason)"
        }
    }
}
