import CZlib
import Foundation

/// A run of scanlines compressed on its own: a raw deflate stream that starts from an empty
/// window and ends byte-aligned (after a sync flush), so segments compressed on different
/// threads join into one valid zlib stream, as parallel gzip (pigz) does.
struct PNGSegment: Sendable {
    /// The raw deflate bytes; the image's last segment ends with the final block.
    let compressed: Data
    /// Adler-32 of the uncompressed scanlines, joined into the stream's checksum.
    let checksum: UInt
    /// How many uncompressed bytes the segment holds.
    let uncompressedCount: Int

    /// Converts and compresses `rows` rows of ARGB32 pixels at `source`, `stride` bytes apart;
    /// `isLast` ends the deflate stream with its final block.
    static func encode(rows: Int, from source: UnsafeRawPointer, stride: Int, layout: PNGPixelLayout,
                       isLast: Bool) throws -> PNGSegment {
        let count = rows * layout.scanlineBytes
        let scanlines = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { scanlines.deallocate() }
        PNGScanlineConverter.convert(rows: rows, from: source, stride: stride, into: scanlines, layout: layout)
        let checksum = adler32(1, scanlines, uInt(count))
        let compressed = try deflate(scanlines, count: count, finish: isLast)
        return PNGSegment(compressed: compressed, checksum: checksum, uncompressedCount: count)
    }

    private static func deflate(_ input: UnsafeMutablePointer<UInt8>, count: Int, finish: Bool) throws -> Data {
        var stream = z_stream()
        guard ptable_deflate_init_raw(&stream, PNGPixelLayout.compressionLevel) == Z_OK else {
            throw CairoRendererError.pngEncodingFailed(reason: "zlib could not start (not enough memory?)")
        }
        defer { deflateEnd(&stream) }
        // deflateBound covers the data; the sync flush's empty stored block needs a few more.
        var output = Data(count: Int(deflateBound(&stream, uLong(count))) + 64)
        stream.next_in = input
        stream.avail_in = uInt(count)
        var written = 0
        while true {
            let status = output.withUnsafeMutableBytes { buffer -> Int32 in
                let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
                stream.next_out = base + written
                stream.avail_out = uInt(buffer.count - written)
                let status = CZlib.deflate(&stream, finish ? Z_FINISH : Z_SYNC_FLUSH)
                written = buffer.count - Int(stream.avail_out)
                return status
            }
            let done = finish ? status == Z_STREAM_END : (status == Z_OK && stream.avail_out > 0)
            if done { break }
            guard status == Z_OK || status == Z_BUF_ERROR else {
                throw CairoRendererError.pngEncodingFailed(reason: "zlib error \(status)")
            }
            output.count += output.count / 2 + 64
        }
        output.count = written
        return output
    }
}
