import Foundation
import Testing

/// HEAD answers like GET without the body; a known path asked with a method it does not take
/// is a 405 with `Allow`; an unknown path stays a 404.
@Suite(.serialized) struct MethodTests {
    /// One of each kind of GET route: data, seed images, general images, the page, favourites.
    static let getPaths = [
        "/api/v1/elements", "/tiles/011/s7.png", "/images/sodium.png", "/tiles/Na.svg", "/table.json?width=600",
        "/periodictable/Tiles/011/s7.JPG", "/sodium.jpg", "/", "/api/v1/favorites",
    ]

    @Test func headAnswersLikeGetWithoutTheBody() async throws {
        let server = try await ServerProcess.shared()
        let mark = server.logMark
        for path in Self.getPaths {
            let get = try await TestHTTP.get(server.baseURL + path)
            let head = try await TestHTTP.send("HEAD", server.baseURL + path)
            #expect(get.status == 200, "\(path)")
            #expect(head.status == 200, "\(path)")
            #expect(head.body.isEmpty, "\(path)")
            #expect(head.header("content-length") == String(get.body.count), "\(path)")
            for name in ["content-type", "etag", "cache-control"] {
                #expect(head.header(name) == get.header(name), "\(path) \(name)")
            }
        }
        // One log line per HEAD (no other test sends HEAD for these paths to the shared server).
        #expect(await server.log(containing: "HEAD \(Self.getPaths.last!) 200 ", since: mark))
        let headLines = server.log(since: mark).split(separator: "\n").filter { line in
            Self.getPaths.contains { line.hasPrefix("HEAD \($0) 200 ") }
        }
        #expect(headLines.count == Self.getPaths.count, "\(headLines)")
        #expect(headLines.first?.wholeMatch(of: /HEAD \/api\/v1\/elements 200 [0-9]+\.[0-9] ms/) != nil)
    }

    @Test func headOfAnErrorHasTheErrorsHeadersWithoutItsBody() async throws {
        let server = try await ServerProcess.shared()
        for path in ["/tiles/Xx.png", "/nowhere", "/tiles/Na.png?sise=12"] {
            let get = try await TestHTTP.get(server.baseURL + path)
            let head = try await TestHTTP.send("HEAD", server.baseURL + path)
            #expect(head.status == get.status, "\(path)")
            #expect(head.body.isEmpty, "\(path)")
            #expect(head.header("content-type") == "application/json", "\(path)")
            #expect(head.header("content-length") == String(get.body.count), "\(path)")
        }
        let notModified = try await TestHTTP.get(server.baseURL + "/tiles/Na.png")
        let etag = try #require(notModified.header("etag"))
        let revalidated = try await TestHTTP.send("HEAD", server.baseURL + "/tiles/Na.png", headers: [("If-None-Match", etag)])
        #expect(revalidated.status == 304)
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
        let server = try await ServerProcess.shared()
        let mark = server.logMark
        let response = try await TestHTTP.send(method, server.baseURL + path, body: Data("{}".utf8))
        #expect(response.status == 405)
        #expect(response.header("allow") == allowed)
        #expect(response.header("content-type") == "application/json")
        #expect(response.errorMessage == "\(method) is not allowed on \(path); it takes \(allowed)")
        // The connection and the server go on serving.
        let next = try await TestHTTP.get(server.baseURL + "/api/v1/elements")
        #expect(next.status == 200)
        #expect(await server.log(containing: "\(method) \(path) 405 ", since: mark), "\(server.log(since: mark))")
    }

    @Test(arguments: ["GET", "PUT", "DELETE"])
    func anUnknownPathIs404WhateverTheMethod(method: String) async throws {
        let server = try await ServerProcess.shared()
        for path in ["/nowhere", "/api/v1/element", "/tiles/011/s8.png", "/api/v1/favorites/7/more"] {
            let response = try await TestHTTP.send(method, server.baseURL + path)
            #expect(response.status == 404, "\(method) \(path)")
            #expect(response.header("allow") == nil)
            #expect(response.errorMessage == "no such path; see / for the page and the README for the API")
        }
    }
}
