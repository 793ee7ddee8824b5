import Hummingbird

extension ServerState {
    /// `body` tagged `etag` (a quoted strong validator), answering a matching `If-None-Match`
    /// with 304, and sent gzipped when the request takes gzip and the body is over a packet:
    /// the gzipped bytes are a representation of their own, tagged `"…-gzip"`, and made once
    /// (kept in the image cache under that tag).
    func encodedResponse(_ body: ByteBuffer, etag: String, contentType: String, request: Request,
                         changesWithStore: Bool = false, vary: [String] = []) async throws -> Response {
        let validated = encodedValidation(etag: etag, length: body.readableBytes, request: request,
                                          changesWithStore: changesWithStore, vary: vary)
        if let notModified = validated.notModified { return notModified }
        var headers = validated.headers
        headers[.contentType] = contentType
        guard validated.tag != etag else { return Response(status: .ok, headers: headers, body: .init(byteBuffer: body)) }
        headers[.contentEncoding] = "gzip"
        let (compressed, _) = try await cache.image(for: validated.tag) { try GzipEncoding.compress(Array(buffer: body)) }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: compressed.data))
    }

    /// The 304 `encodedResponse` answers for a body of `length` bytes tagged `etag` when the
    /// request holds that representation already, nil when it does not: a route that knows
    /// the tag of what it would send answers a revalidation without making the body.
    func encodedNotModified(etag: String, length: Int, request: Request, changesWithStore: Bool = false,
                            vary: [String] = []) -> Response? {
        encodedValidation(etag: etag, length: length, request: request, changesWithStore: changesWithStore, vary: vary).notModified
    }

    /// The validation headers (`ETag`, `Cache-Control`, `Vary`) of a body of `length` bytes
    /// tagged `etag`, the tag of the representation sent (`"…-gzip"` when it goes gzipped), and
    /// the 304 to send instead when the request's `If-None-Match` names that tag.
    private func encodedValidation(etag: String, length: Int, request: Request, changesWithStore: Bool,
                                   vary: [String]) -> (headers: HTTPFields, tag: String, notModified: Response?) {
        let compresses = length > GzipEncoding.smallestCompressed
        let gzip = compresses && GzipEncoding.isAccepted(by: request.headers[.acceptEncoding])
        let tag = gzip ? String(etag.dropLast()) + "-gzip\"" : etag
        var (headers, notModified) = validation(etag: tag, request: request, changesWithStore: changesWithStore)
        let varies = vary + (compresses ? ["Accept-Encoding"] : [])
        if !varies.isEmpty { headers[.vary] = varies.joined(separator: ", ") }
        return (headers, tag, notModified == nil ? nil : Response(status: .notModified, headers: headers))
    }
}
