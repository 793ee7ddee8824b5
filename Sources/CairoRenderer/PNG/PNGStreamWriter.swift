import CZlib
import Foundation

/// Builds a PNG file piece by piece: the header first, then compressed segments in image
/// order as they are ready, then the checksum and the end chunk. It keeps nothing of what it
/// returns, so a huge image never has to be in memory at once.
struct PNGStreamWriter {
    /// The PNG signature: the eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let layout: PNGPixelLayout
    /// The resolution the file states (pHYs), so a printed page prints at its paper size.
    let pixelsPerInch: Double?
    /// The image's title and its language (a BCP 47 tag), stated in an iTXt chunk.
    let title: String?
    let language: String?
    private var checksum: UInt = 1
    private var headerWritten = false
    private var rowsWritten = 0

    /// A writer for an image of `layout`, stating `pixelsPerInch` when given.
    init(layout: PNGPixelLayout, pixelsPerInch: Double? = nil, title: String? = nil, language: String? = nil) {
        self.layout = layout
        self.pixelsPerInch = pixelsPerInch
        self.title = title
        self.language = language
    }

    /// The signature, the IHDR chunk, the colour space (sRGB, with gAMA for readers that know
    /// only that), with a resolution the pHYs chunk, and with a title its iTXt chunk.
    func header() -> Data {
        var header = Data(Self.signature)
        var fields = Data()
        fields.appendBigEndian(UInt32(layout.width))
        fields.appendBigEndian(UInt32(layout.height))
        // Bit depth 8; colour type RGBA (6) or RGB (2); deflate; adaptive filtering; no interlace.
        fields.append(contentsOf: [8, layout.hasAlpha ? 6 : 2, 0, 0, 0])
        header.appendChunk("IHDR", fields)
        // Theme colours are sRGB hex values; saying so lets colour-managed viewers and print
        // workflows show them as picked rather than guess (PNG 3rd ed. §11.3.2.5: rendering
        // intent 0, perceptual; gAMA 1/2.2 as 45455).
        header.appendChunk("sRGB", Data([0]))
        var gamma = Data()
        gamma.appendBigEndian(UInt32(45455))
        header.appendChunk("gAMA", gamma)
        if let pixelsPerInch {
            // Pixels per metre, the same across and down, unit 1 (the metre).
            let perMetre = UInt32((pixelsPerInch / 0.0254).rounded())
            var resolution = Data()
            resolution.appendBigEndian(perMetre)
            resolution.appendBigEndian(perMetre)
            resolution.append(1)
            header.appendChunk("pHYs", resolution)
        }
        if let title, !title.isEmpty {
            // Keyword, uncompressed, language tag, no translated keyword, then the UTF-8 text
            // with no NUL in it (PNG 3rd ed. §11.3.3.4).
            let tag = LanguageTag.checked(language) ?? ""
            let text = Data("Title".utf8) + Data([0, 0, 0]) + Data(tag.utf8) + Data([0, 0])
                + Data(title.replacingOccurrences(of: "\0", with: "").utf8)
            header.appendChunk("iTXt", text)
        }
        return header
    }

    /// The next segment, `rows` rows of the image, as an IDAT chunk; after the image's last
    /// row, the zlib checksum and the IEND chunk follow.
    mutating func chunks(for segment: PNGSegment, rows: Int) -> Data {
        var data = Data()
        if !headerWritten {
            // zlib header: deflate with a 32 KB window, "fastest" level, no dictionary.
            data.append(contentsOf: [0x78, 0x01])
            headerWritten = true
        }
        data.append(segment.compressed)
        checksum = adler32_combine(checksum, segment.checksum, off_t(segment.uncompressedCount))
        rowsWritten += rows
        let isLast = rowsWritten == layout.height
        if isLast { data.appendBigEndian(UInt32(truncatingIfNeeded: checksum)) }
        var chunks = Data()
        chunks.appendChunk("IDAT", data)
        if isLast { chunks.appendChunk("IEND", Data()) }
        return chunks
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a PNG chunk: length, type, data, CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        let typeBytes = Data(type.utf8)
        var crc = typeBytes.withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count)) }
        if !body.isEmpty {
            // Only with bytes: zlib's crc32 answers a null buffer with the initial value.
            crc = body.withUnsafeBytes { crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count)) }
        }
        append(typeBytes)
        append(body)
        appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}
