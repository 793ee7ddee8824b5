import Foundation

/// Why a JPEG could not be written or read.
public enum JPEGRendererError: LocalizedError, Equatable, Sendable {
    /// The image is over what one JPEG (or the memory it is built in) may hold.
    case canvasTooLarge(width: Int, height: Int, limit: String)
    /// A quality outside 1...100.
    case invalidQuality(Int)
    /// libjpeg-turbo refused to encode (its message).
    case encodingFailed(reason: String)
    /// The bytes are not a JPEG libjpeg-turbo can decode.
    case unreadable(name: String, reason: String)

    /// The problem in one line, naming the file or the encoder's reason.
    public var errorDescription: String? {
        switch self {
        case let .canvasTooLarge(width, height, limit):
            "the image is \(width) × \(height) px; \(limit)"
        case let .invalidQuality(quality):
            "JPEG quality must be between 1 and 100, got \(quality)"
        case let .encodingFailed(reason):
            "cannot encode the JPEG: \(reason)"
        case let .unreadable(name, reason):
            "cannot read \(name) as a JPEG: \(reason)"
        }
    }
}
