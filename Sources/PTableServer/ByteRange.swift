import Foundation
import Hummingbird

/// One byte range of an image a GET asks for (`Range: bytes=0-1023`, `bytes=1024-`,
/// `bytes=-512`; RFC 9110, section 14), answered with 206 and `Content-Range`.
///
/// A poster is megabytes: `curl -C -` gave up on the full 200 ("server doesn't seem to support
/// byte ranges", exit 33), `wget -c` refused to truncate what it had, and a download manager
/// started again. Several ranges at once, another unit, a range that does not parse, or an
/// `If-Range` that no longer names the image get the whole image, as RFC 9110 allows; a range
/// wholly past the end gets 416 with `Content-Range: bytes */LENGTH`.
struct ByteRange: Equatable {
    /// The first byte sent, counted from 0.
    let first: Int
    /// The last byte sent, inclusive.
    let last: Int

    /// The response for `body`, the representation tagged by `headers`' `ETag`: whole (with
    /// `Accept-Ranges: bytes`), or the part `request`'s `Range` asks for.
    ///
    /// - Throws: `ServerError` 416 when the range starts past the end of `body`.
    static func response(_ status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer, request: Request) throws -> Response {
        var headers = headers
        headers[.acceptRanges] = "bytes"
        let length = body.readableBytes
        guard request.method == .get, let header = request.headers[.range],
              isCurrent(ifRange: request.headers[.ifRange], etag: headers[.eTag]),
              let range = try ByteRange(header, length: length) else {
            return Response(status: status, headers: headers, body: .init(byteBuffer: body))
        }
        headers[.contentRange] = "bytes \(range.first)-\(range.last)/\(length)"
        let part = body.getSlice(at: body.readerIndex + range.first, length: range.last - range.first + 1) ?? body
        return Response(status: .partialContent, headers: headers, body: .init(byteBuffer: part))
    }

    /// The one range `header` asks for in a body of `length` bytes, the last byte cut to the
    /// body's; nil when the header is to be ignored (not bytes, not one range, not a range).
    ///
    /// - Throws: `ServerError` 416 when the range is well formed but no byte of it exists.
    init?(_ header: String, length: Int) throws {
        let value = header.trimmingCharacters(in: .whitespaces)
        guard value.lowercased().hasPrefix("bytes="), !value.contains(",") else { return nil }
        let spec = value.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        guard let dash = spec.firstIndex(of: "-") else { return nil }
        let (start, end) = (spec[..<dash], spec[spec.index(after: dash)...])
        guard (start + end).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        if start.isEmpty {
            guard let suffix = Int(end), suffix >= 0 else { return nil }
            guard suffix > 0, length > 0 else { throw Self.unsatisfiable(header, length: length) }
            (first, last) = (max(length - suffix, 0), length - 1)
            return
        }
        guard let from = Int(start), from >= 0 else { return nil }
        let to = end.isEmpty ? Int.max : Int(end)
        guard let to, to >= from else { return nil }
        guard from < length else { throw Self.unsatisfiable(header, length: length) }
        (first, last) = (from, min(to, length - 1))
    }

    /// Whether an `If-Range` lets the range through: none, or the image's own strong ETag (a
    /// date never does: no `Last-Modified` is sent).
    private static func isCurrent(ifRange: String?, etag: String?) -> Bool {
        guard let ifRange else { return true }
        return ifRange.trimmingCharacters(in: .whitespaces) == etag
    }

    private static func unsatisfiable(_ header: String, length: Int) -> ServerError {
        var headers = HTTPFields()
        headers[.contentRange] = "bytes */\(length)"
        return ServerError(.rangeNotSatisfiable, "Range \"\(header)\" asks for no byte of this image, which is \(length) bytes long",
                           headers: headers)
    }
}
