import Foundation
import Hummingbird
import PTableTestSupport
import Testing

/// Conditional GETs of the favourites, which carry no `ETag` (they are `no-store`).
@Suite struct FavoritesConditionalRouteTests {
    /// `If-None-Match: *` asks for the answer only if the client has no current one (RFC 9110,
    /// section 13.1.2): the list always exists and a record that is found does, so a GET is 304,
    /// as on the routes with ETags; it got 200 and the body. A record that is not there is 404.
    @Test func ifNoneMatchStarIsNotModifiedForWhatExists() async throws {
        try await FavoritesRouteClient.with(store: TestFolder.file("star", pathExtension: "sqlite").path) { server in
            try await server.favorite("Na", "Sodium", by: "Ann")
            for uri in ["/api/v1/favorites", "/api/v1/favorites?favoritedBy=nobody", "/api/v1/favorites/1"] {
                let answer = try await server.client.get(uri, headers: [("If-None-Match", "*")])
                #expect(answer.status == 304, "\(uri): \(answer.text)")
                #expect(answer.text.isEmpty, "\(uri)")
                #expect(answer.header("cache-control") == "no-store", "\(uri)")
            }
            let missing = try await server.client.get("/api/v1/favorites/2", headers: [("If-None-Match", "*")])
            #expect(missing.status == 404)
            #expect(missing.text == #""Not found""#)
            let tagged = try await server.client.get("/api/v1/favorites", headers: [("If-None-Match", #""abc""#)])
            #expect(tagged.status == 200, "a tag names nothing here: no list was sent with one")
            #expect(try #require(try tagged.json() as? [Any]).count == 1)
        }
    }

    /// A change (`PUT`, `PATCH`, `DELETE`) of a record that exists, sent with `If-None-Match: *`,
    /// must not be made (RFC 9110, section 13.1.2): 412 with a JSON error, the record as it was.
    /// It was changed or deleted as if the header were not there. A record that is not there is 404.
    @Test func ifNoneMatchStarRefusesChangingWhatExists() async throws {
        try await FavoritesRouteClient.with(store: TestFolder.file("star-change", pathExtension: "sqlite").path) { server in
            try await server.favorite("Na", "Sodium", by: "Ann")
            let body = #"{"favoritedBy": "Bob", "elementName": "Iron", "elementSymbol": "Fe"}"#
            for method in [HTTPRequest.Method.put, .patch, .delete] {
                let answer = try await server.client.execute(
                    uri: "/api/v1/favorites/1", method: method,
                    headers: [.contentType: "application/json", .ifNoneMatch: "*"], body: ByteBuffer(string: body)
                ) { response in (Int(response.status.code), String(buffer: response.body)) }
                #expect(answer.0 == 412, "\(method): \(answer.1)")
                #expect(answer.1 == #"{"error":"favourite 1 exists, and If-None-Match: * asks that none does"}"#, "\(method)")
            }
            let record = try await server.get("/api/v1/favorites/1").record()
            #expect(record["favoritedBy"] as? String == "Ann")
            #expect(record["elementSymbol"] as? String == "Na")
            let missing = try await server.client.execute(uri: "/api/v1/favorites/2", method: .delete, headers: [.ifNoneMatch: "*"]) { $0.status.code }
            #expect(missing == 404)
        }
    }
}
