import Favorites
import Foundation
import Hummingbird
import Layout

/// `GET /api/v1/elements`: the seed's element list (with mockapi.io's query forms), one
/// element's record by symbol, name or number (the detail view's fetch, which the seed does by
/// filtering the list), and its sourced properties (`/api/v1/elements/{element}/properties`).
extension ServerState {
    func addDataRoutes(to router: Router<BasicRequestContext>) {
        // mockapi.io's query forms, as the favourites list takes them (`?symbol=Na`, `?search=`,
        // `?sortBy=&order=`, `?page=&limit=`); without any, the array made once for the design.
        router.get("/api/v1/elements") { request, _ in
            let parameters = try QueryParameters(request.uri.query)
            let design = self.designs.current
            guard !parameters.dictionary.isEmpty else {
                return try await self.jsonResponse(design.elementsBody, digest: design.dataDigest, request: request)
            }
            try parameters.requireOnly(ListQuery<ElementListRecord>.parameterNames)
            let query = try ListQuery<ElementListRecord>(parameters: parameters.dictionary)
            let records = query.apply(to: design.table.elements.map(ElementListRecord.init))
            let json = try ElementRecords.json(for: records.map(\.element))
            return try await self.jsonResponse(ByteBuffer(bytes: json), request: request)
        }
        router.get("/api/v1/elements/{element}") { request, context in
            try QueryParameters(request.uri.query).requireOnly([])
            let design = self.designs.current
            let element = try self.element(context.parameters.decoded("element"), in: design)
            let record = ByteBuffer(string: try ElementRecords.record(element) + "\n")
            return try await self.jsonResponse(record, request: request)
        }
        // Every sourced property of one element with its unit, uncertainty and source, and the
        // references in full (`ElementPropertiesDocument`); the element list keeps the seed's shape.
        // `lang=` as `ptable properties --lang`: the element named in that language, and the
        // names, notes and numbers of the document in it.
        router.get("/api/v1/elements/{element}/properties") { request, context in
            let query = try QueryParameters(request.uri.query)
            try query.requireOnly(["lang"])
            let locale = try query.language()
            let design = self.designs.current
            let element = try self.element(context.parameters.decoded("element"), in: design, locale: locale)
            let formatter = ElementFormatter(dataOrigin: design.dataOrigin, locale: locale)
            let json = try ElementPropertiesDocument(element: element, formatter: formatter).jsonData()
            return try await self.jsonResponse(ByteBuffer(bytes: json), request: request)
        }
    }

    /// `json` with the strong ETag of its bytes (`digest`, their SHA-256, when already known),
    /// answering a matching `If-None-Match` with 304. Not a digest of what names the body
    /// (element, language, data, version): the body also follows from the data's origin and
    /// from the build's own files, which change under the same version.
    private func jsonResponse(_ json: ByteBuffer, digest: String? = nil, request: Request) async throws -> Response {
        let etag = "\"" + (digest ?? ContentHash.sha256(json)) + "\""
        return try await encodedResponse(json, etag: etag, contentType: "application/json", request: request)
    }
}
