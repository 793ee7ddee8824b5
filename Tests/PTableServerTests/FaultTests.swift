import Foundation
import PTableTestSupport
import Testing

/// Garbage, slow clients, hang-ups mid-response and idle connections never stop the server:
/// after each, a normal request still gets its answer.
@Suite(.serialized) struct FaultTests {
    func stillServes(_ server: ServerProcess) async throws {
        let response = try await TestHTTP.get(server.baseURL + "/tiles/001/s7.png")
        #expect(response.status == 200)
    }

    @Test func garbageRequestsGetAJSONErrorAndALogLine() async throws {
        let server = try await ServerProcess.start()
        for garbage in ["GARBAGE\r\n\r\n", "GET / HTTP/9.9\r\n\r\n", "\u{0}\u{1}\u{2}\u{3}\r\n\r\n",
                        "GET /" + String(repeating: "a", count: 200_000) + " HTTP/1.1\r\n\r\n"] {
            let connection = try RawConnection(port: server.port)
            connection.send(garbage)
            let answer = String(decoding: connection.receive(upTo: 4096), as: UTF8.self)
            // Unreadable requests get what every other failure gets: a 4xx with a JSON error.
            #expect(answer.hasPrefix("HTTP/1.1 400 ") || answer.hasPrefix("HTTP/1.1 431 "), "\(answer.prefix(80))")
            #expect(answer.contains("Content-Type: application/json\r\n"), "\(answer.prefix(200))")
            #expect(answer.contains("\r\n\r\n{\"error\":\""), "\(answer.prefix(300))")
        }
        // The parser counts a URL with the headers: the message names both.
        let longURL = try RawConnection(port: server.port)
        longURL.send("GET /api/v1/favorites?search=" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: x\r\n\r\n")
        let tooLong = String(decoding: longURL.receive(upTo: 4096), as: UTF8.self)
        #expect(tooLong.hasSuffix(#"{"error":"the request's URL and headers are too large (80 KiB and 1000 fields at most)"}"#), "\(tooLong)")
        let unknownMethod = try await TestHTTP.send("BREW", server.baseURL + "/api/v1/elements")
        #expect(unknownMethod.status == 400)
        #expect(String(decoding: unknownMethod.body, as: UTF8.self)
            == #"{"error":"unknown HTTP method; the server takes GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS"}"#)
        // A client library would escape this; a raw one sends it as is.
        let badEscape = try RawConnection(port: server.port)
        badEscape.send("GET /table.svg?title=%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let answer = String(decoding: badEscape.receive(upTo: 65536), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 400"))
        #expect(answer.hasSuffix(#"{"error":"query has a bad percent escape: \"%ZZ\""}"#), "\(answer)")
        try await stillServes(server)
        let result = try #require(await server.stop())
        #expect(result.status == 0)
        let unreadable = result.stderr.split(separator: "\n").filter { $0.hasPrefix("- (unreadable request: ") }
        #expect(unreadable.count == 6, "\(result.stderr)")
    }

    @Test func aSlowClientDoesNotHoldUpOthers() async throws {
        let server = try await ServerProcess.start()
        let slow = try RawConnection(port: server.port)
        slow.send("GET /api/v1/elem")
        let sent = Date()
        // Answered while the slow request is still half-sent: no connection waits on another.
        try await stillServes(server)
        slow.send("ents HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let answer = String(decoding: slow.receive(upTo: 64), as: UTF8.self)
        // The slow client is answered too, unless it dawdled past the 30 s idle timeout (a machine
        // busy with the rest of the suite), after which the server drops a half-sent request.
        if Date().timeIntervalSince(sent) < 25 {
            #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
        }
        #expect(await server.stop()?.status == 0)
    }

    @Test func hangingUpMidResponseLeavesTheServerServing() async throws {
        let server = try await ServerProcess.start()
        for path in ["/table.png?width=6000", "/api/v1/elements"] {
            let early = try RawConnection(port: server.port)
            early.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
            early.reset()
            let partway = try RawConnection(port: server.port)
            partway.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = partway.receive(upTo: 2000)
            partway.reset()
        }
        try await stillServes(server)
        #expect(await server.stop()?.status == 0)
    }

    /// An HTTP/1.1 request without a Host header, or with two, is a 400 (RFC 9112, 3.2) that
    /// closes the connection, and nothing sent after it is answered; HTTP/1.0 needs no Host.
    @Test func anHTTP11RequestNeedsOneHostHeader() async throws {
        let server = try await ServerProcess.shared()
        for request in ["GET /healthz HTTP/1.1\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
                        "GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"] {
            let connection = try RawConnection(port: server.port)
            connection.send(request)
            let answer = String(decoding: connection.receive(upTo: 65536), as: UTF8.self)
            #expect(answer.hasPrefix("HTTP/1.1 400 ") && answer.hasSuffix(#"{"error":"an HTTP/1.1 request needs one Host header"}"#),
                    "\(answer)")
        }
        let old = try RawConnection(port: server.port)
        old.send("GET /healthz HTTP/1.0\r\n\r\n")
        #expect(String(decoding: old.receive(upTo: 65536), as: UTF8.self).hasPrefix("HTTP/1.1 200 "))
        try await stillServes(server)
    }

    /// A request that cannot be read, pipelined after a good one, is answered after the good
    /// one's answer, which was lost: the 400 went out at once and the connection closed.
    @Test func anUnreadableRequestIsAnsweredAfterThoseBeforeIt() async throws {
        let server = try await ServerProcess.shared()
        for bad in ["BREW /healthz HTTP/1.1\r\nHost: x\r\n\r\n", "GET /healthz HTTP/1.1\r\n\r\n"] {
            let pipelined = try RawConnection(port: server.port)
            pipelined.send("GET /table.svg HTTP/1.1\r\nHost: x\r\n\r\n" + bad)
            let answers = String(decoding: pipelined.receive(upTo: 1 << 20), as: UTF8.self)
            #expect(answers.hasPrefix("HTTP/1.1 200 ") && answers.contains("</svg>\nHTTP/1.1 400 "), "\(answers.prefix(200))")
        }
        try await stillServes(server)
    }

    /// HTTP/1.0 without keep-alive, and `Connection: close` in any case or among other tokens, end
    /// the connection after the answer (RFC 9112, 9.3): a client reading to the end is not left
    /// waiting for the idle timeout.
    @Test func aConnectionAskedToCloseClosesAfterTheAnswer() async throws {
        let server = try await ServerProcess.shared()
        for request in ["GET /healthz HTTP/1.0\r\n\r\n", "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: Close\r\n\r\n",
                        "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: TE, close\r\n\r\n"] {
            let connection = try RawConnection(port: server.port)
            let sent = Date()
            connection.send(request)
            let answer = String(decoding: connection.receive(upTo: 65536), as: UTF8.self)
            #expect(answer.hasPrefix("HTTP/1.1 200 ") && answer.hasSuffix(#"{"status":"live"}"#), "\(answer)")
            #expect(Date().timeIntervalSince(sent) < 5, "\(request.debugDescription) was left open")
        }
        // Nothing can follow a CONNECT on its connection: it closes after the answer.
        let connect = try RawConnection(port: server.port)
        let sent = Date()
        connect.send("CONNECT /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        let refused = String(decoding: connect.receive(upTo: 65536), as: UTF8.self)
        #expect(refused.hasPrefix("HTTP/1.1 405 ") && refused.contains("Allow: GET, HEAD, OPTIONS\r\n"), "\(refused)")
        #expect(Date().timeIntervalSince(sent) < 5, "a CONNECT was left open")
        // HTTP/1.0 asking for keep-alive gets it, and is told so (an HTTP/1.0 client such as
        // ApacheBench's -k only reuses a connection the answer says is kept): the second request
        // is answered on the same connection.
        let kept = try RawConnection(port: server.port)
        kept.send("GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /healthz HTTP/1.0\r\n\r\n")
        let answers = String(decoding: kept.receive(upTo: 65536), as: UTF8.self)
        #expect(answers.components(separatedBy: "HTTP/1.1 200 ").count == 3, "\(answers)")
        #expect(answers.lowercased().components(separatedBy: "connection: keep-alive\r\n").count == 2, "\(answers)")
    }

    /// A CONNECT is refused as any other request the server cannot take: 405 with `Allow` on a
    /// known path, 404 elsewhere, each with its JSON error and the body's length (NIO's encoder
    /// dropped both, leaving a bare status); the server keeps serving.
    @Test func aCONNECTIsRefusedWithAJSONError() async throws {
        let server = try await ServerProcess.shared()
        for (target, status, error) in [
            ("/healthz", "405 Method Not Allowed", #"{"error":"CONNECT is not allowed on /healthz; it takes GET, HEAD, OPTIONS"}"#),
            ("example.com:443", "404 Not Found", nil),
        ] {
            let connection = try RawConnection(port: server.port)
            connection.send("CONNECT \(target) HTTP/1.1\r\nHost: x\r\n\r\n")
            let answer = String(decoding: connection.receive(upTo: 65536), as: UTF8.self)
            let (head, body) = try #require(answer.split(separator: "\r\n\r\n", maxSplits: 1).map(String.init).pairs, "\(answer)")
            #expect(head.hasPrefix("HTTP/1.1 \(status)\r\n"), "\(answer)")
            #expect(head.lowercased().contains("content-type: application/json"), "\(answer)")
            #expect(head.lowercased().contains("content-length: \(body.utf8.count)\r\n") || head.lowercased().hasSuffix("content-length: \(body.utf8.count)"), "\(answer)")
            #expect(body.hasPrefix(#"{"error":""#) && body.hasSuffix("}"), "\(answer)")
            if let error { #expect(body == error) }
            if status.hasPrefix("405") { #expect(head.contains("Allow: GET, HEAD, OPTIONS\r\n") || head.hasSuffix("Allow: GET, HEAD, OPTIONS"), "\(answer)") }
        }
        try await stillServes(server)
    }

    /// An answer without a length (`/events`) went to an HTTP/1.0 client chunked, which RFC 9112
    /// forbids and the client read as part of the body; it goes out as HTTP/1.0, the body as it
    /// is, ended by closing the connection (here when the stop ends the stream).
    @Test func aStreamToAnHTTP10ClientIsEndedByTheCloseNotChunked() async throws {
        let folder = try TestFolder.make("http10")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"base": "classic"}"##.utf8).write(to: folder.appendingPathComponent("theme.json"))
        let server = try await ServerProcess.start(["--theme", "theme.json", "--watch"], in: folder)
        let connection = try RawConnection(port: server.port)
        connection.send("GET /events HTTP/1.0\r\n\r\n")
        #expect(await server.log(containing: "GET /events 200"))
        #expect(await server.stop()?.status == 0)
        let answer = String(decoding: connection.receive(upTo: 65536), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.0 200 OK\r\n"), "\(answer)")
        #expect(!answer.lowercased().contains("transfer-encoding") && answer.lowercased().contains("connection: close\r\n"), "\(answer)")
        #expect(answer.hasSuffix("\r\n\r\nretry: 1000\n: revision 0\n\n"), "\(answer)")
    }

    @Test func manyIdleConnectionsDoNotStopIt() async throws {
        let server = try await ServerProcess.start()
        let idle = try (0..<64).map { _ in try RawConnection(port: server.port) }
        try await stillServes(server)
        _ = idle
        #expect(await server.stop()?.status == 0, "idle connections do not hold up a graceful stop")
    }
}

private extension Array where Element == String {
    /// The two parts of a split in two, nil when there are not two.
    var pairs: (String, String)? { count == 2 ? (self[0], self[1]) : nil }
}
