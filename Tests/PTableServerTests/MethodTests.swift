import Foundation
import PTableServer
import PTableTestSupport
import Testing

/// HEAD answers like GET without the body; a known path asked with a method it does not take
/// is a 405 with `Allow`; an unknown path stays a 404. In-process: the router and its
/// middleware decide all of it, no socket does.
@Suite struct MethodTests {
    /// One of each kind of GET route: data, seed images, general images, the page, favourites.
    static let getPaths = [
        "/api/v1/elements", "/tiles/011/s7.png", "/images/sodium.png", "/tiles/Na.svg", "/table.json?width=600",
        "/periodictable/Tiles/011/s7.JPG", "/sodium.jpg", "/", "/api/v1/favorites",
    ]

    /// A server with a favourites store of its own, so `/api/v1/favorites` answers.
    static func server() throws -> CollectedLogServer {
        try CollectedLogServer(storePath: TestFolder.file("methods-store", pathExtension: "sqlite").path)
    }

    @Test func headAnswersLikeGetWithoutTheBody() async throws {
        let server = try Self.server()
        try await server.test { client in
            for path in Self.getPaths {
                let get = try await client.get(path)
                let head = try await client.send("HEAD", path)
                #expect(get.status == 200, "\(path)")
                #expect(head.status == 200, "\(path)")
                #expect(head.body.isEmpty, "\(path)")
                #expect(head.header("content-length") == String(get.body.count), "\(path)")
                for name in ["content-type", "etag", "cache-control"] {
                    #expect(head.header(name) == get.header(name), "\(path) \(name)")
                }
            }
        }
        // One log line per HEAD.
        let headLines = server.logLines.filter { line in Self.getPaths.contains { line.hasPrefix("HEAD \($0) 200 ") } }
        #expect(headLines.count == Self.getPaths.count, "\(headLines)")
        #expect(headLines.first?.wholeMatch(of: /HEAD \/api\/v1\/elements 200 [0-9]+\.[0-9] ms\n/) != nil)
    }

    @Test func headOfAnErrorHasTheErrorsHeadersWithoutItsBody() async throws {
        try await Self.server().test { client in
            for path in ["/tiles/Xx.png", "/nowhere", "/tiles/Na.png?sise=12"] {
                let get = try await client.get(path)
                let head = try await client.send("HEAD", path)
                #expect(head.status == get.status, "\(path)")
                #expect(head.body.isEmpty, "\(path)")
                #expect(head.header("content-type") == "application/json", "\(path)")
                #expect(head.header("content-length") == String(get.body.count), "\(path)")
            }
            let notModified = try await client.get("/tiles/Na.png")
            let etag = try #require(notModified.header("etag"))
            let revalidated = try await client.send("HEAD", "/tiles/Na.png", headers: [("If-None-Match", etag)])
            #expect(revalidated.status == 304)
        }
    }

    @Test(arguments: [
        ("PUT", "/api/v1/elements", "GET, HEAD, OPTIONS"),
        ("POST", "/table.svg", "GET, HEAD, OPTIONS"),
        ("DELETE", "/tiles/Na.png", "GET, HEAD, OPTIONS"),
        ("PATCH", "/tiles/011/s7.png", "GET, HEAD, OPTIONS"),
        ("POST", "/periodictable/Tiles/011/s7.JPG", "GET, HEAD, OPTIONS"),
        ("PUT", "/sodium.jpg", "GET, HEAD, OPTIONS"),
        ("PUT", "/api/v1/favorites", "GET, HEAD, OPTIONS, POST"),
        ("POST", "/api/v1/favorites/7", "DELETE, GET, HEAD, OPTIONS, PATCH, PUT"),
        ("POST", "/", "GET, HEAD, OPTIONS"),
    ])
    func aWrongMethodOnAKnownPathIs405WithAllow(method: String, path: String, allowed: String) async throws {
        let server = try Self.server()
        try await server.test { client in
            let response = try await client.send(method, path, body: Data("{}".utf8))
            #expect(response.status == 405)
            #expect(response.header("allow") == allowed)
            #expect(response.header("content-type") == "application/json")
            #expect(response.errorMessage == "\(method) is not allowed on \(path); it takes \(allowed)")
            // The server goes on serving.
            let next = try await client.get("/api/v1/elements")
            #expect(next.status == 200)
        }
        #expect(server.logLines.contains { $0.hasPrefix("\(method) \(path) 405 ") }, "\(server.logLines)")
    }

    /// HEAD of the event stream, whose length is not known, said `Content-Length: 0`.
    @Test func headOfAStreamAnnouncesNoLength() async throws {
        let configuration = ServerConfiguration(watch: true, version: "test", logsRequests: false)
        try await InProcessServer.test(configuration) { client in
            let head = try await client.send("HEAD", "/events")
            #expect(head.status == 200 && head.header("content-type") == "text/event-stream")
            #expect(head.header("content-length") == nil && head.body.isEmpty)
        }
    }

    /// `OPTIONS *` asks what the server as a whole takes (RFC 9110, 9.3.7): it was a 404 "no such
    /// path". Only OPTIONS may send the target `*`; any other method with it is a 400.
    @Test func optionsAsteriskNamesEveryMethodTheServerTakes() async throws {
        let server = try await ServerProcess.shared()
        let options = try RawConnection(port: server.port)
        options.send("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let answer = String(decoding: options.receive(upTo: 65536), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 204 ") && answer.contains("Allow: DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT\r\n"),
                "\(answer)")
        let get = try RawConnection(port: server.port)
        get.send("GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let refused = String(decoding: get.receive(upTo: 65536), as: UTF8.self)
        #expect(refused.hasPrefix("HTTP/1.1 400 ") && refused.hasSuffix(#"for OPTIONS only; GET needs a path"}"#), "\(refused)")
    }

    @Test(arguments: ["GET", "PUT", "DELETE"])
    func anUnknownPathIs404WhateverTheMethod(method: String) async throws {
        try await Self.server().test { client in
            for path in ["/nowhere", "/api/v1/element", "/tiles/011/s8.png", "/api/v1/favorites/7/more"] {
                let response = try await client.send(method, path)
                #expect(response.status == 404, "\(method) \(path)")
                #expect(response.header("allow") == nil)
                #expect(response.errorMessage == "no such path; see / for the page and the README for the API")
            }
        }
    }
}
