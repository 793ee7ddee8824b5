import Foundation
import Hummingbird

/// `GET /api/v1/elements`: the seed's element list.
extension ServerState {
    func addDataRoutes(to router: RouteRecorder) {
        router.get("/api/v1/elements") { request, _ in
            try QueryParameters(request.uri.query).requireOnly([])
            let design = self.designs.current
            let etag = "\"" + ContentHash.sha256("elements|\(design.dataDigest)|ptable=\(self.configuration.version)") + "\""
            var headers = HTTPFields()
            headers[.eTag] = etag
            headers[.cacheControl] = self.cacheControl
            if Self.matches(request.headers[.ifNoneMatch], etag: etag) {
                return Response(status: .notModified, headers: headers)
            }
            headers[.contentType] = "application/json"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: design.elementsJSON)))
        }
    }
}
