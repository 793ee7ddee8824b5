import CZlib
import Foundation
import NIOCore

/// `Content-Encoding: gzip` for the large text responses a phone loads: the page (1.7 MB, most of
/// it the fonts its table embeds, about 750 kB gzipped) and the elements' JSON (190 kB, about
/// 30 kB). Images are already compressed and go out as they are.
enum GzipEncoding {
    /// Bodies up to this many bytes fit one packet as they are and go out uncompressed.
    static let smallestCompressed = 1400

    /// Whether a request's `Accept-Encoding` takes gzip: `gzip`, `x-gzip` or `*` with a valid
    /// quality above 0 (or none), and gzip not refused by name (RFC 9110, section 12.5.3).
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
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }
            qualities[coding == "x-gzip" ? "gzip" : coding] = weight.map { quality($0.dropFirst(2)) ?? 0 } ?? 1
        }
        return (qualities["gzip"] ?? qualities["*"] ?? 0) > 0
    }

    /// A qvalue as RFC 9110 (section 12.4.2) writes it, 0 to 1 with at most three decimals; nil
    /// for anything else (`abc`, `1.5`, `1e0`), which makes the coding unacceptable, as nginx
    /// reads it: a client that garbles the weight of gzip has not said it takes gzip.
    static func quality(_ text: Substring) -> Double? {
        guard text.wholeMatch(of: /0(\.[0-9]{0,3})?|1(\.0{0,3})?/) != nil else { return nil }
        return Double(text.hasSuffix(".") ? text.dropLast() : text)
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
