import Hummingbird

extension ServerState {
    /// `body` tagged `etag` (a quoted strong validator), answering a matching `If-None-Match`
    /// with 304, and sent gzipped when the request takes gzip and the body is over a packet:
    /// the gzipped bytes are a representation of their own, tagged `"…-gzip"`, and made once
    /// (kept in the image cache under that tag).
    func encodedResponse(_ body: ByteBuffer, etag: String, contentType: String, request: Request,
                         changesWithStore: Bool = false, vary: [String] = []) async throws -> Response {
        let compresses = body.readableBytes > GzipEncoding.smallestCompressed
        let gzip = compresses && GzipEncoding.isAccepted(by: request.headers[.acceptEncoding])
        let tag = gzip ? String(etag.dropLast()) + "-gzip\"" : etag
        var (headers, notModified) = validation(etag: tag, request: request, changesWithStore: changesWithStore)
        let varies = vary + (compresses ? ["Accept-Encoding"] : [])
        if !varies.isEmpty { headers[.vary] = varies.joined(separator: ", ") }
        if notModified != nil { return Response(status: .notModified, headers: headers) }
        headers[.contentType] = contentType
        guard gzip else { return Response(status: .ok, headers: headers, body: .init(byteBuffer: body)) }
        headers[.contentEncoding] = "gzip"
        let (compressed, _) = try await cache.image(for: tag) { try GzipEncoding.compress(Array(buffer: body)) }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: compressed.data))
    }
}
