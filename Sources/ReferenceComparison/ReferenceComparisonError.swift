import CairoRenderer
import Foundation

/// What can go wrong while comparing a rendered file with its reference, beyond the files
/// themselves being unreadable (`CairoRendererError.unreadablePNG`).
public enum ReferenceComparisonError: LocalizedError, Equatable, Sendable {
    /// The three-panel difference image of two PNGs would be over the decoder's limits
    /// (`PNGHeader.maximumPixelSide`, `PNGHeader.maximumPixelCount`).
    case differenceImageTooLarge(width: Int, height: Int)

    /// The problem in one line, naming the file or the sizes at fault.
    public var errorDescription: String? {
        switch self {
        case let .differenceImageTooLarge(width, height):
            "cannot draw the difference image: the panels would be \(width) × \(height) px, over the limit of "
                + "\(PNGHeader.maximumPixelSide) px a side and \(PNGHeader.maximumPixelCount / 1_000_000) megapixels"
        }
    }
}
