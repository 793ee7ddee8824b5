import CZlib
import Foundation
import NIOCore

/// `Content-Encoding: gzip` for the large text responses a phone loads: the page (1.7 MB, most of
/// it the fonts its table embeds, about 750 kB gzipped) and the elements' JSON (190 kB, about
/// 30 kB). Images are already compressed and go out as they are.
enum GzipEncoding {
    /// Bodies up to this many bytes fit one packet as they are and go out uncompressed.
    static let smallestCompressed = 1400

    /// Whether a request's `Accept-Encoding` takes gzip: `gzip`, `x-gzip` or `*` with a quality
    /// above 0, and gzip not refused by name (RFC 9110, section 12.5.3).
    ///
    /// A request that refuses identity as well (`identity;q=0` and no gzip) still gets the body
    /// as it is, which RFC 9110 allows beside a 406: every client can read that, where a 406
    /// would leave it with nothing (and an image, which has no other coding, could never load).
    static func isAccepted(by acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        var qualities: [String: Double] = [:]
        for item in acceptEncoding.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first, !coding.isEmpty else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            qualities[coding == "x-gzip" ? "gzip" : coding] = quality
        }
        return (qualities["gzip"] ?? qualities["*"] ?? 0) > 0
    }

    /// `bytes` as one gzip member; the same bytes in, the same bytes out.
    static func compress(_ bytes: [UInt8]) throws -> ByteBuffer {
        var stream = z_stream()
        guard ptable_deflate_init_gzip(&stream, 6) == Z_OK else { throw ServerError(.internalServerError, "zlib could not start (not enough memory?)") }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                // deflateBound leaves room for the whole stream, so one call finishes it.
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw ServerError(.internalServerError, "zlib could not compress (status \(status))") }
        return ByteBuffer(bytes: output.prefix(Int(stream.total_out)))
    }
}
