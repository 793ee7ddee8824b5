import Foundation

/// Everything that can go wrong while drawing a scene with Cairo or decoding a PNG.
///
/// A font file that cannot be *found* is reported as `ElementDataError.resourceNotFound`,
/// which names the file and every folder searched; this enum covers the rest.
public enum CairoRendererError: LocalizedError, Equatable, Sendable {
    /// FreeType could not open or parse a bundled font file.
    case fontUnloadable(file: String, path: String, reason: String)
    /// FreeType itself could not be initialised.
    case freeTypeUnavailable(reason: String)
    /// The canvas is empty, negative or not a finite number.
    case invalidCanvasSize(width: Double, height: Double, unit: String)
    /// The scale factor for a raster is not a positive finite number.
    case invalidScale(Double)
    /// The canvas exceeds a limit; refused before any memory is allocated.
    case canvasTooLarge(width: Double, height: Double, unit: String, limit: String)
    /// A Cairo call failed; `status` is Cairo's own description.
    case cairoFailure(operation: String, status: String)
    /// Data handed to `RGBAImage(png:)` is not a PNG Cairo can decode, or is over `PNGHeader`'s limits.
    case unreadablePNG(name: String, status: String)
    /// ptable's PNG encoder could not compress or find memory for a band.
    case pngEncodingFailed(reason: String)

    /// A one-line message for the CLI to print after `error: `.
    public var errorDescription: String? {
        switch self {
        case let .fontUnloadable(file, path, reason):
            return "cannot load font \(file) from \(path): \(reason)"
        case let .freeTypeUnavailable(reason):
            return "cannot initialise FreeType: \(reason)"
        case let .invalidCanvasSize(width, height, unit):
            return "cannot draw a canvas of \(Self.format(width)) × \(Self.format(height)) \(unit): "
                + "both sides must be positive finite numbers"
        case let .invalidScale(scale):
            return "cannot render at scale \(Self.format(scale)): the scale must be a positive finite number"
        case let .canvasTooLarge(width, height, unit, limit):
            return "canvas of \(Self.format(width)) × \(Self.format(height)) \(unit) is too large: \(limit)"
        case let .cairoFailure(operation, status):
            return "Cairo failed to \(operation): \(status)"
        case let .unreadablePNG(name, status):
            return "cannot decode the \(name) PNG: \(status)"
        case let .pngEncodingFailed(reason):
            return "cannot encode the PNG: \(reason)"
        }
    }

    private static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15
            ? String(Int(value)) : String(value)
    }
}
