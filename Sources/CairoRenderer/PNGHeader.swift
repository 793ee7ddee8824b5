import Foundation

/// The size a PNG declares in its header, read without decoding anything, so a file that
/// claims 17000 × 17000 pixels can be refused before gigabytes are allocated for it.
public struct PNGHeader: Equatable, Sendable {
    /// The largest image decoded for a comparison: it is decoded onto one Cairo image surface,
    /// so at most 32767 px a side, and at most 300 megapixels (1.2 GB of ARGB).
    public static let maximumPixelSide = 32_767
    /// The largest area decoded for a comparison, in pixels.
    public static let maximumPixelCount = 300_000_000

    /// The width the header declares, in pixels.
    public let width: Int
    /// The height the header declares, in pixels.
    public let height: Int

    /// A header of the given size, for arithmetic on sizes.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header of `data`, or nil when it does not start with a PNG signature and an IHDR chunk.
    public init?(_ data: Data) {
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard Array(bytes[0..<8]) == Self.signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func uint32(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        width = uint32(16)
        height = uint32(20)
    }

    /// Whether the declared image is small enough to decode.
    public var isDecodable: Bool {
        width >= 1 && height >= 1 && width <= Self.maximumPixelSide && height <= Self.maximumPixelSide
            && width * height <= Self.maximumPixelCount
    }

    /// Throws `CairoRendererError.unreadablePNG` naming `name` when `data` is not a PNG or
    /// declares an image over the limits.
    package static func check(_ data: Data, name: String) throws -> PNGHeader {
        guard let header = PNGHeader(data) else {
            throw CairoRendererError.unreadablePNG(name: name, status: "not a PNG file")
        }
        guard header.isDecodable else {
            throw CairoRendererError.unreadablePNG(
                name: name,
                status: "it declares \(header.width) × \(header.height) px, over the limit of \(maximumPixelSide) px a side and \(maximumPixelCount / 1_000_000) megapixels")
        }
        return header
    }
}
