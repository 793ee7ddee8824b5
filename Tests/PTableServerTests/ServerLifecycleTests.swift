import Foundation
import PTableTestSupport
import Testing

/// Starting, logging and stopping: the first line, one log line per request, a clean exit on
/// SIGINT and SIGTERM after the requests in flight, and one error line when it cannot start.
@Suite(.serialized) struct ServerLifecycleTests {
    @Test func firstLineNamesTheLoopbackAddressAndTheFreePortItPicked() throws {
        let server = try ServerProcess()
        #expect(server.firstLine.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:[1-9][0-9]*/) != nil)
        #expect(server.port > 0 && server.port != 8080)
        #expect(server.stop()?.status == 0)
    }

    @Test func eachRequestIsOneLogLineWithMethodPathStatusAndMilliseconds() async throws {
        let server = try ServerProcess()
        _ = try await TestHTTP.get(server.baseURL + "/api/v1/elements")
        _ = try await TestHTTP.get(server.baseURL + "/tiles/999/s7.png")
        _ = try await TestHTTP.send("POST", server.baseURL + "/nowhere?x=%0Aforged")
        let result = try #require(server.stop())
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines[0].wholeMatch(of: /GET \/api\/v1\/elements 200 [0-9]+\.[0-9] ms/) != nil, "\(lines[0])")
        #expect(lines[1].wholeMatch(of: /GET \/tiles\/999\/s7\.png 404 [0-9]+\.[0-9] ms/) != nil, "\(lines[1])")
        #expect(lines[2].wholeMatch(of: /POST \/nowhere\?x=%0Aforged 404 [0-9]+\.[0-9] ms/) != nil, "\(lines[2])")
        #expect(result.stdout.isEmpty, "only the first line goes to standard output")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalFinishesTheRequestInFlightThenExitsZero(signal: Int32) async throws {
        let expected = try await Self.undisturbedSlowPNG.value
        // The debug hook says when the render has begun: a request still in the listen queue at
        // the signal is, rightly, never answered, so the signal waits for that line, not a guess.
        let server = try ServerProcess(environment: ["PTABLE_DEBUG_RENDER_STARTED": "1"])
        // A large PNG takes seconds to render, so it is still in flight when the signal arrives.
        let slow = Task { try await TestHTTP.get(server.baseURL + Self.slowPath) }
        try #require(try await Self.waitUntil { server.stderr.contains("render started") }, "\(server.stderr)")
        let stopped = Task.detached { server.stop(signal, timeout: 60) }
        // The listener closes once the signal is handled; from then on connections are refused.
        let refused = try await Self.waitUntil { (try? RawConnection(port: server.port)) == nil }
        #expect(refused, "a new connection after the signal is refused")
        let response = try await slow.value
        #expect(response.status == 200)
        #expect(response.header("Content-Length") == String(expected.count))
        #expect(response.body.count == expected.count, "the whole body, not a truncated one")
        #expect(response.body == expected, "the same bytes as without a signal")
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

    /// Slow enough to render (seconds in a debug build) that a signal lands while it is in flight,
    /// and large enough (5 MB) that its body outgrows the socket's buffers.
    private static let slowPath = "/table.png?width=12000"

    /// The slow PNG from a server left alone, fetched once for both signals.
    private static let undisturbedSlowPNG = Task { () async throws -> Data in
        let server = try ServerProcess()
        defer { server.stop() }
        let response = try await TestHTTP.get(server.baseURL + slowPath)
        try #require(response.status == 200 && TestHTTP.pngSize(response.body)?.width == 12000)
        return response.body
    }

    @Test func aPortInUseIsOneErrorLineAndExitCode74() throws {
        let first = try ServerProcess()
        let second = Process()
        second.executableURL = ServerProcess.executable
        second.arguments = ["serve", "--port", String(first.port)]
        let err = Pipe()
        second.standardError = err
        second.standardOutput = FileHandle.nullDevice
        try second.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()
        #expect(second.terminationStatus == 74)
        #expect(message.hasPrefix("error: cannot listen on 127.0.0.1:\(first.port): "), "\(message)")
        #expect(message.split(separator: "\n").count == 1)
        first.stop()
    }

    @Test func aBrokenThemeFileStopsItBeforeItListens() throws {
        let folder = try TestFolder.make("serve")
        try Data("{\"ink\": 12}".utf8).write(to: folder.appendingPathComponent("broken.json"))
        #expect(throws: ServerStartFailure.self) { try ServerProcess(["--theme", "broken.json"], in: folder) }
        do {
            _ = try ServerProcess(["--theme", "broken.json"], in: folder)
        } catch let failure as ServerStartFailure {
            #expect(failure.status == 65)
            #expect(failure.stderr.hasPrefix("error: "), "\(failure.stderr)")
            #expect(failure.stderr.contains("broken.json"))
        }
    }
}
