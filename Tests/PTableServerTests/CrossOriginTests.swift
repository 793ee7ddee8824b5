import Foundation
import HummingbirdTesting
import PTableServer
import PTableTestSupport
import Testing

/// CORS: preflights, the headers of answers (errors included), reads open to every origin,
/// favourites writes only from `--cors-origin`. In-process, but for the server's own page,
/// whose origin is the address a real client reached it at.
@Suite struct CrossOriginTests {
    static let app = "http://localhost:3000"
    static let stranger = "http://elsewhere.example"

    /// Runs `body` against a server with its own favourites store and `--cors-origin origins`.
    static func withServer(corsOrigin origins: [String]? = nil,
                           _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var configuration = ServerConfiguration(storePath: TestFolder.file("cors-store", pathExtension: "sqlite").path,
                                                version: "test", logsRequests: false)
        if let origins { configuration.crossOrigin = try CrossOriginPolicy(origins) }
        try await InProcessServer.test(configuration, body)
    }

    static func preflight(_ client: any TestClientProtocol, _ path: String, origin: String, method: String,
                          headers: String? = nil) async throws -> TestHTTP.Result {
        var fields = [("Origin", origin), ("Access-Control-Request-Method", method)]
        if let headers { fields.append(("Access-Control-Request-Headers", headers)) }
        return try await client.send("OPTIONS", path, headers: fields)
    }

    static func postFavorite(_ client: any TestClientProtocol, origin: String, person: String = "Ann") async throws -> TestHTTP.Result {
        try await client.send("POST", "/api/v1/favorites", body: Data(favorite(by: person).utf8),
                              headers: [("Content-Type", "application/json"), ("Origin", origin)])
    }

    static func favorite(by person: String) -> String {
        #"{"favoritedBy": "\#(person)", "elementName": "Argon", "elementSymbol": "Ar"}"#
    }

    /// A thumbnail an `<img>` loaded (no `Origin`, so no CORS headers then) was kept by the
    /// browser, which then answered a page's `fetch` of the same URL from another origin with that
    /// copy and failed it ("Failed to fetch", the server never asked).
    @Test func aCopyCachedWithoutOriginServesAnotherOriginsFetch() async throws {
        let server = try await ServerProcess.shared()
        let other = server.baseURL.replacing("127.0.0.1", with: "localhost") + "/tiles/K.png?size=101"
        let fetch = """
            fetch('\(other)', { mode: 'no-cors' })
              .then(() => fetch('\(other)'))
              .then((response) => 'read ' + response.status, (error) => 'failed: ' + error)
            """
        let snapshots = try await ChromiumDevTools.snapshots(of: server.baseURL + "/healthz", after: [fetch])
        #expect(snapshots.first?.result == "read 200")
    }

    @Test func readsAreOpenToEveryOriginWithTheirHeadersExposed() async throws {
        try await Self.withServer(corsOrigin: [Self.app]) { client in
            for path in ["/api/v1/elements", "/periodictable/Tiles/018/s7.JPG", "/argon.jpg", "/api/v1/favorites", "/"] {
                let response = try await client.get(path, headers: [("Origin", Self.stranger)])
                #expect(response.status == 200, "\(path)")
                #expect(response.header("access-control-allow-origin") == "*", "\(path)")
                #expect(response.header("access-control-expose-headers") == "Content-Range, ETag, Location, X-Cache, X-Unknown-Favorites", "\(path)")
            }
            // Without an Origin too: a cached copy of this answer must serve every origin.
            let plain = try await client.get("/api/v1/elements")
            #expect(plain.header("access-control-allow-origin") == "*", "a read without Origin")
            let write = try await client.send("POST", "/api/v1/favorites", body: Data(Self.favorite(by: "Plain").utf8),
                                              headers: [("Content-Type", "application/json")])
            #expect(write.status == 201 && write.header("access-control-allow-origin") == nil, "a write without Origin")

            let preflight = try await Self.preflight(client, "/periodictable/Tiles/018/s7.JPG", origin: Self.stranger,
                                                     method: "GET", headers: "if-none-match")
            #expect(preflight.status == 204)
            #expect(preflight.header("access-control-allow-origin") == "*")
            #expect(preflight.header("access-control-allow-methods") == "GET, HEAD, OPTIONS")
            #expect(preflight.header("access-control-allow-headers") == "Content-Type, If-None-Match, If-Range, Range")
            #expect(preflight.header("access-control-max-age") == "7200")
            #expect(preflight.header("vary") == "Origin, Access-Control-Request-Method, Access-Control-Request-Headers")
            #expect(preflight.body.isEmpty)
        }
    }

    @Test func favouritesWritesComeOnlyFromTheListedOrigins() async throws {
        try await Self.withServer(corsOrigin: ["\(Self.app),https://App.Example:443"]) { client in
            let allowed = try await Self.preflight(client, "/api/v1/favorites", origin: Self.app, method: "POST",
                                                   headers: "content-type")
            #expect(allowed.status == 204)
            #expect(allowed.header("access-control-allow-origin") == Self.app)
            #expect(allowed.header("access-control-allow-methods") == "GET, HEAD, OPTIONS, POST")
            #expect(allowed.header("vary")?.hasPrefix("Origin") == true)

            let created = try await Self.postFavorite(client, origin: Self.app)
            #expect(created.status == 201)
            #expect(created.header("access-control-allow-origin") == Self.app)
            #expect(created.header("vary") == "Origin")
            let record = try #require(try created.json() as? [String: Any])
            let id = String(describing: try #require(record["id"]))

            // Origins compare as browsers send them: scheme and host in lower case, no default port.
            let normalised = try await Self.postFavorite(client, origin: "https://app.example", person: "Bo")
            #expect(normalised.status == 201)
            #expect(normalised.header("access-control-allow-origin") == "https://app.example")

            let deletion = try await Self.preflight(client, "/api/v1/favorites/\(id)", origin: Self.app, method: "DELETE")
            #expect(deletion.status == 204)
            #expect(deletion.header("access-control-allow-methods")?.contains("DELETE") == true)

            for (path, method) in [("/api/v1/favorites", "POST"), ("/api/v1/favorites/\(id)", "DELETE")] {
                let refused = try await Self.preflight(client, path, origin: Self.stranger, method: method)
                #expect(refused.status == 403, "\(method) \(path)")
                #expect(refused.header("access-control-allow-origin") == nil, "\(method) \(path)")
            }
            let refusedPost = try await Self.postFavorite(client, origin: Self.stranger, person: "Cy")
            #expect(refusedPost.status == 403)
            #expect(refusedPost.header("access-control-allow-origin") == nil)
            #expect(refusedPost.errorMessage == "http://elsewhere.example may not change favourites on this server; "
                + "start it with --cors-origin http://elsewhere.example (or *) to allow it")
            // A page opened from a file sends Origin: null, which only * allows (--cors-origin null is no origin).
            let fromAFile = try await Self.postFavorite(client, origin: "null", person: "Di")
            #expect(fromAFile.status == 403)
            #expect(fromAFile.errorMessage == "null may not change favourites on this server; start it with --cors-origin * to allow it")
            let refusedDelete = try await client.send("DELETE", "/api/v1/favorites/\(id)", headers: [("Origin", Self.stranger)])
            #expect(refusedDelete.status == 403)
            // A read from the same stranger still works, and nothing was written for Cy.
            let list = try await client.get("/api/v1/favorites?favoritedBy=Cy", headers: [("Origin", Self.stranger)])
            #expect(list.status == 200 && list.text == "[]")
            #expect(list.header("access-control-allow-origin") == "*")
        }
    }

    /// A preflight grants the headers it asks for, as mockapi.io does: a page sending
    /// `X-Requested-With` or `Authorization` (jQuery, an HTTP library's defaults) was refused by
    /// the browser, which only names the headers granted, and its request never sent.
    @Test func aPreflightGrantsTheHeadersItAsksFor() async throws {
        try await Self.withServer { client in
            let asked = try await Self.preflight(client, "/api/v1/favorites", origin: Self.app, method: "POST",
                                                 headers: "content-type, X-Requested-With,authorization, bad header, a(b)")
            #expect(asked.status == 204)
            #expect(asked.header("access-control-allow-headers")
                == "Content-Type, If-None-Match, If-Range, Range, x-requested-with, authorization")
            let plain = try await Self.preflight(client, "/api/v1/elements", origin: Self.app, method: "GET")
            #expect(plain.header("access-control-allow-headers") == "Content-Type, If-None-Match, If-Range, Range")
        }
    }

    /// The server's own page is never cross-origin: its origin is the address the browser
    /// reached the server at, which only a real connection gives.
    @Test func theServersOwnPageMayWriteWhateverTheList() async throws {
        let server = try await ServerProcess.start(["--cors-origin", Self.app])
        let ownPage = try await TestHTTP.send("POST", server.baseURL + "/api/v1/favorites", body: Data(Self.favorite(by: "Di").utf8),
                                              headers: [("Content-Type", "application/json"), ("Origin", server.baseURL)])
        #expect(ownPage.status == 201)
        await server.stop()
    }

    @Test func byDefaultEveryOriginMayWrite() async throws {
        try await Self.withServer { client in
            let preflight = try await Self.preflight(client, "/api/v1/favorites", origin: Self.stranger, method: "POST",
                                                     headers: "content-type")
            #expect(preflight.status == 204)
            #expect(preflight.header("access-control-allow-origin") == "*")
            #expect(preflight.header("access-control-allow-methods") == "GET, HEAD, OPTIONS, POST")
            let created = try await Self.postFavorite(client, origin: Self.stranger)
            #expect(created.status == 201)
            #expect(created.header("access-control-allow-origin") == "*")
        }
    }

    @Test func noneRefusesEveryOtherOriginsWrites() async throws {
        try await Self.withServer(corsOrigin: ["none"]) { client in
            let refused = try await Self.postFavorite(client, origin: Self.app)
            #expect(refused.status == 403)
            let read = try await client.get("/api/v1/elements", headers: [("Origin", Self.app)])
            #expect(read.header("access-control-allow-origin") == "*")
        }
    }

    @Test func errorsCarryTheHeadersSoAPageCanReadThem() async throws {
        try await Self.withServer { client in
            let missing = try await client.get("/unobtainium.jpg", headers: [("Origin", Self.stranger)])
            #expect(missing.status == 404)
            #expect(missing.header("access-control-allow-origin") == "*")
            #expect(missing.errorMessage?.hasPrefix("no element is named \"unobtainium\"") == true)
            let bad = try await client.send("POST", "/api/v1/favorites", body: Data("{}".utf8),
                                            headers: [("Content-Type", "application/json"), ("Origin", Self.stranger)])
            #expect(bad.status == 400)
            #expect(bad.header("access-control-allow-origin") == "*")
        }
    }

    @Test func plainOptionsListsThePathsMethodsAndUnknownPathsAre404() async throws {
        try await Self.withServer { client in
            let options = try await client.send("OPTIONS", "/api/v1/favorites")
            #expect(options.status == 204)
            #expect(options.header("allow") == "GET, HEAD, OPTIONS, POST")
            let unknown = try await Self.preflight(client, "/nowhere", origin: Self.stranger, method: "GET")
            #expect(unknown.status == 404)
            #expect(unknown.header("content-type") == "application/json")
        }
    }
}
