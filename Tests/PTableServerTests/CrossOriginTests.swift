import Foundation
import Testing

/// CORS over a real socket with a real client: preflights, the headers of answers (errors
/// included), reads open to every origin, favourites writes only from `--cors-origin`.
@Suite(.serialized) struct CrossOriginTests {
    static let app = "http://localhost:3000"
    static let stranger = "http://elsewhere.example"

    static func preflight(_ server: ServerProcess, _ path: String, origin: String, method: String,
                          headers: String? = nil) async throws -> TestHTTP.Result {
        var fields = [("Origin", origin), ("Access-Control-Request-Method", method)]
        if let headers { fields.append(("Access-Control-Request-Headers", headers)) }
        return try await TestHTTP.send("OPTIONS", server.baseURL + path, headers: fields)
    }

    static func postFavorite(_ server: ServerProcess, origin: String, person: String = "Ann") async throws -> TestHTTP.Result {
        let body = #"{"favoritedBy": "\#(person)", "elementName": "Argon", "elementSymbol": "Ar"}"#
        return try await TestHTTP.send("POST", server.baseURL + "/api/v1/favorites", body: Data(body.utf8),
                                       headers: [("Content-Type", "application/json"), ("Origin", origin)])
    }

    @Test func readsAreOpenToEveryOriginWithTheirHeadersExposed() async throws {
        let server = try await ServerProcess.start(["--cors-origin", Self.app])
        for path in ["/api/v1/elements", "/periodictable/Tiles/018/s7.JPG", "/argon.jpg", "/api/v1/favorites", "/"] {
            let response = try await TestHTTP.get(server.baseURL + path, headers: [("Origin", Self.stranger)])
            #expect(response.status == 200, "\(path)")
            #expect(response.header("access-control-allow-origin") == "*", "\(path)")
            #expect(response.header("access-control-expose-headers") == "ETag, Location, X-Cache", "\(path)")
        }
        let plain = try await TestHTTP.get(server.baseURL + "/api/v1/elements")
        #expect(plain.header("access-control-allow-origin") == nil, "no Origin, no CORS headers")

        let preflight = try await Self.preflight(server, "/periodictable/Tiles/018/s7.JPG", origin: Self.stranger, method: "GET",
                                                 headers: "if-none-match")
        #expect(preflight.status == 204)
        #expect(preflight.header("access-control-allow-origin") == "*")
        #expect(preflight.header("access-control-allow-methods") == "GET, HEAD, OPTIONS")
        #expect(preflight.header("access-control-allow-headers") == "Content-Type, If-None-Match")
        #expect(preflight.header("access-control-max-age") == "7200")
        #expect(preflight.header("vary") == "Origin, Access-Control-Request-Method, Access-Control-Request-Headers")
        #expect(preflight.body.isEmpty)
        await server.stop()
    }

    @Test func favouritesWritesComeOnlyFromTheListedOrigins() async throws {
        let server = try await ServerProcess.start(["--cors-origin", "\(Self.app),https://App.Example:443"])
        let allowed = try await Self.preflight(server, "/api/v1/favorites", origin: Self.app, method: "POST", headers: "content-type")
        #expect(allowed.status == 204)
        #expect(allowed.header("access-control-allow-origin") == Self.app)
        #expect(allowed.header("access-control-allow-methods") == "GET, HEAD, OPTIONS, POST")
        #expect(allowed.header("vary")?.hasPrefix("Origin") == true)

        let created = try await Self.postFavorite(server, origin: Self.app)
        #expect(created.status == 201)
        #expect(created.header("access-control-allow-origin") == Self.app)
        #expect(created.header("vary") == "Origin")
        let record = try #require(try created.json() as? [String: Any])
        let id = String(describing: try #require(record["id"]))

        // Origins compare as browsers send them: scheme and host in lower case, no default port.
        let normalised = try await Self.postFavorite(server, origin: "https://app.example", person: "Bo")
        #expect(normalised.status == 201)
        #expect(normalised.header("access-control-allow-origin") == "https://app.example")

        let deletion = try await Self.preflight(server, "/api/v1/favorites/\(id)", origin: Self.app, method: "DELETE")
        #expect(deletion.status == 204)
        #expect(deletion.header("access-control-allow-methods")?.contains("DELETE") == true)

        for (path, method) in [("/api/v1/favorites", "POST"), ("/api/v1/favorites/\(id)", "DELETE")] {
            let refused = try await Self.preflight(server, path, origin: Self.stranger, method: method)
            #expect(refused.status == 403, "\(method) \(path)")
            #expect(refused.header("access-control-allow-origin") == nil, "\(method) \(path)")
        }
        let refusedPost = try await Self.postFavorite(server, origin: Self.stranger, person: "Cy")
        #expect(refusedPost.status == 403)
        #expect(refusedPost.header("access-control-allow-origin") == nil)
        #expect(refusedPost.errorMessage == "http://elsewhere.example may not change favourites on this server; "
            + "start it with --cors-origin http://elsewhere.example (or *) to allow it")
        let refusedDelete = try await TestHTTP.send("DELETE", server.baseURL + "/api/v1/favorites/\(id)",
                                                    headers: [("Origin", Self.stranger)])
        #expect(refusedDelete.status == 403)
        // A read from the same stranger still works, and nothing was written for Cy.
        let list = try await TestHTTP.get(server.baseURL + "/api/v1/favorites?favoritedBy=Cy", headers: [("Origin", Self.stranger)])
        #expect(list.status == 200 && list.text == "[]")
        #expect(list.header("access-control-allow-origin") == "*")

        // The server's own page is never cross-origin.
        let ownPage = try await Self.postFavorite(server, origin: server.baseURL, person: "Di")
        #expect(ownPage.status == 201)
        await server.stop()
    }

    @Test func byDefaultEveryOriginMayWrite() async throws {
        let server = try await ServerProcess.start()
        let preflight = try await Self.preflight(server, "/api/v1/favorites", origin: Self.stranger, method: "POST",
                                                 headers: "content-type")
        #expect(preflight.status == 204)
        #expect(preflight.header("access-control-allow-origin") == "*")
        #expect(preflight.header("access-control-allow-methods") == "GET, HEAD, OPTIONS, POST")
        let created = try await Self.postFavorite(server, origin: Self.stranger)
        #expect(created.status == 201)
        #expect(created.header("access-control-allow-origin") == "*")
        await server.stop()
    }

    @Test func noneRefusesEveryOtherOriginsWrites() async throws {
        let server = try await ServerProcess.start(["--cors-origin", "none"])
        let refused = try await Self.postFavorite(server, origin: Self.app)
        #expect(refused.status == 403)
        let read = try await TestHTTP.get(server.baseURL + "/api/v1/elements", headers: [("Origin", Self.app)])
        #expect(read.header("access-control-allow-origin") == "*")
        await server.stop()
    }

    @Test func errorsCarryTheHeadersSoAPageCanReadThem() async throws {
        let server = try await ServerProcess.shared()
        let missing = try await TestHTTP.get(server.baseURL + "/unobtainium.jpg", headers: [("Origin", Self.stranger)])
        #expect(missing.status == 404)
        #expect(missing.header("access-control-allow-origin") == "*")
        #expect(missing.errorMessage?.hasPrefix("no element is named \"unobtainium\"") == true)
        let bad = try await TestHTTP.send("POST", server.baseURL + "/api/v1/favorites", body: Data("{}".utf8),
                                          headers: [("Content-Type", "application/json"), ("Origin", Self.stranger)])
        #expect(bad.status == 400)
        #expect(bad.header("access-control-allow-origin") == "*")
    }

    @Test func plainOptionsListsThePathsMethodsAndUnknownPathsAre404() async throws {
        let server = try await ServerProcess.shared()
        let options = try await TestHTTP.send("OPTIONS", server.baseURL + "/api/v1/favorites")
        #expect(options.status == 204)
        #expect(options.header("allow") == "GET, HEAD, OPTIONS, POST")
        let unknown = try await Self.preflight(server, "/nowhere", origin: Self.stranger, method: "GET")
        #expect(unknown.status == 404)
        #expect(unknown.header("content-type") == "application/json")
    }

    @Test(arguments: ["localhost:3000", "http://localhost:3000/app", "ftp://files.example"])
    func aValueThatIsNoOriginIsAUsageError(value: String) async throws {
        let result = try await AwaitedProcess.run(ServerProcess.executable, ["serve", "--port", "0", "--cors-origin", value],
                                                  deadline: 60)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: --cors-origin \"\(value)\" is not an origin: give scheme://host[:port] (e.g. http://localhost:3000), * or none"),
                "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

