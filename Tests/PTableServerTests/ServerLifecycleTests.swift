import Foundation
import PTableTestSupport
import Testing

/// Starting, logging and stopping: the first line, one log line per request, a clean exit on
/// SIGINT and SIGTERM after the requests in flight, and one error line when it cannot start.
@Suite(.serialized) struct ServerLifecycleTests {
    @Test func firstLineNamesTheLoopbackAddressAndTheFreePortItPicked() async throws {
        let server = try await ServerProcess.start()
        #expect(server.firstLine.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:[1-9][0-9]*/) != nil)
        #expect(server.port > 0 && server.port != 8080)
        #expect(await server.stop()?.status == 0)
    }

    @Test func eachRequestIsOneLogLineWithMethodPathStatusAndMilliseconds() async throws {
        let server = try await ServerProcess.start()
        _ = try await TestHTTP.get(server.baseURL + "/api/v1/elements")
        _ = try await TestHTTP.get(server.baseURL + "/tiles/999/s7.png")
        _ = try await TestHTTP.send("POST", server.baseURL + "/nowhere?x=%0Aforged")
        let result = try #require(await server.stop())
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines[0].wholeMatch(of: /GET \/api\/v1\/elements 200 [0-9]+\.[0-9] ms/) != nil, "\(lines[0])")
        #expect(lines[1].wholeMatch(of: /GET \/tiles\/999\/s7\.png 404 [0-9]+\.[0-9] ms/) != nil, "\(lines[1])")
        #expect(lines[2].wholeMatch(of: /POST \/nowhere\?x=%0Aforged 404 [0-9]+\.[0-9] ms/) != nil, "\(lines[2])")
        #expect(lines[3] == "draining: /readyz answers 503; the listener closes now, then the requests in flight finish")
        #expect(result.stdout.isEmpty, "only the first line goes to standard output")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalFinishesTheRequestInFlightThenExitsZero(signal: Int32) async throws {
        // The undisturbed bytes render on the shared server meanwhile (the first time only).
        let expected = Task { try await Self.undisturbedSlowPNG.value }
        // The debug hook says when the render has begun: a request still in the listen queue at
        // the signal is, rightly, never answered, so the signal waits for that line, not a guess.
        let server = try await ServerProcess.start(environment: ["PTABLE_DEBUG_RENDER_STARTED": "1"])
        // A large PNG takes seconds to render, so it is still in flight when the signal arrives.
        let slow = Task { try await TestHTTP.get(server.baseURL + Self.slowPath) }
        try #require(await server.log(containing: "render started", seconds: 60), "\(server.stderr)")
        let stopped = Task { await server.stop(signal, timeout: 60) }
        // The listener closes once the signal is handled; from then on connections are refused.
        let refused = try await Self.waitUntil { (try? RawConnection(port: server.port)) == nil }
        #expect(refused, "a new connection after the signal is refused")
        let response = try await slow.value
        let undisturbed = try await expected.value
        #expect(response.status == 200)
        #expect(response.header("Content-Length") == String(undisturbed.count))
        #expect(response.body.count == undisturbed.count, "the whole body, not a truncated one")
        #expect(response.body == undisturbed, "the same bytes as without a signal")
        let result = try #require(await stopped.value)
        #expect(result.status == 0, "stderr: \(result.stderr)")
    }

    /// Whether `condition` came true, checked every 10 ms for at most `seconds`.
    private static func waitUntil(seconds: Double = 60, _ condition: () throws -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return try condition()
    }

    /// Slow enough to render that the signal, sent as the render begins, lands while it is in
    /// flight, and large enough (1.5 MB, a hundred times a loopback socket's initial buffers)
    /// that its body takes many writes.
    private static let slowPath = "/table.png?width=6000"

    /// The slow PNG from a server left alone (the shared one), fetched once for both signals.
    private static let undisturbedSlowPNG = Task { () async throws -> Data in
        let server = try await ServerProcess.shared()
        let response = try await TestHTTP.get(server.baseURL + slowPath)
        try #require(response.status == 200 && TestHTTP.pngSize(response.body)?.width == 6000)
        return response.body
    }

    @Test func aPortInUseIsOneErrorLineAndExitCode74() async throws {
        let first = try await ServerProcess.shared()
        let second = try await AwaitedProcess.run(ServerProcess.executable, ["serve", "--port", String(first.port)], deadline: 60)
        #expect(second.status == 74)
        #expect(second.stderr == "error: cannot listen on 127.0.0.1:\(first.port): address already in use\n")
        #expect(second.stdout.isEmpty)
    }

    @Test func aBrokenThemeFileStopsItBeforeItListens() async throws {
        let folder = try TestFolder.make("serve")
        try Data("{\"ink\": 12}".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let failure = await #expect(throws: ServerStartFailure.self) {
            try await ServerProcess.start(["--theme", "broken.json"], in: folder)
        }
        #expect(failure?.status == 65)
        #expect(failure?.stderr.hasPrefix("error: ") == true, "\(failure?.stderr ?? "")")
        #expect(failure?.stderr.contains("broken.json") == true)
    }
}
