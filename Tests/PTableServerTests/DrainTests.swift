import Foundation
import PTableTestSupport
import Testing

/// The drain after SIGTERM with `--drain-delay`, on the real process (the signal is the point):
/// `/readyz` answers 503 at once, requests are still served for the delay, then the listener
/// closes and the process exits 0. And `--log-format json` on the real process's standard error.
@Suite(.serialized) struct DrainTests {
    @Test func sigtermMakesReadyzAnswer503WhileRequestsAreStillServedForTheDelay() async throws {
        // Twenty seconds: the checks below must land inside the delay even on a busy machine (on
        // one running two builds beside the suite, ten were over before they were made).
        let server = try await ServerProcess.start(["--drain-delay", "20"])
        #expect(try await TestHTTP.get(server.baseURL + "/readyz").status == 200)
        let signalled = Date()
        kill(server.process.processIdentifier, SIGTERM)
        #expect(await server.log(containing: "draining: /readyz answers 503; the listener closes in 20.0 seconds"))
        let readiness = try await TestHTTP.get(server.baseURL + "/readyz")
        #expect(readiness.status == 503)
        #expect(String(decoding: readiness.body, as: UTF8.self) == #"{"error":"not ready: draining (shutting down after a signal)"}"#)
        let elements = try await TestHTTP.get(server.baseURL + "/api/v1/elements/Na")
        #expect(elements.status == 200, "still serving during the delay")
        #expect(try await TestHTTP.get(server.baseURL + "/healthz").status == 200)
        let result = try #require(await server.stop(SIGTERM, timeout: 30), "a second SIGTERM does not cut the drain short")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Date().timeIntervalSince(signalled) >= 19.9, "the listener stayed open for the delay")
    }

    /// A closed terminal or `systemctl reload` sends SIGHUP: a drain, not a death that drops the
    /// requests in flight.
    @Test func sighupDrainsAsSigtermDoes() async throws {
        let server = try await ServerProcess.start()
        let result = try #require(await server.stop(SIGHUP, timeout: 30))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("draining: /readyz answers 503"), "\(result.stderr)")
    }

    @Test func drainDelayOutsideItsRangeIsRefused() async throws {
        let result = try await AwaitedProcess.run(ServerProcess.executable, ["serve", "--port", "0", "--drain-delay", "4000"], deadline: 60)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --drain-delay must be between 0 and 3600 seconds, got 4000\n"), "\(result.stderr)")
    }

    @Test func logFormatJSONWritesOneObjectPerRequestLine() async throws {
        let server = try await ServerProcess.start(["--log-format", "json"])
        _ = try await TestHTTP.get(server.baseURL + "/api/v1/elements")
        #expect(await server.log(containing: "\"route\":\"/api/v1/elements\""))
        let result = try #require(await server.stop())
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "the request and the drain: \(lines)")
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["time"] is String && object?["message"] is String, "\(line)")
        }
        let request = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(request?["status"] as? Int == 200)
        #expect(request?["path"] as? String == "/api/v1/elements")
    }

    @Test func anUnknownLogFormatIsRefusedNamingTheChoices() async throws {
        let result = try await AwaitedProcess.run(ServerProcess.executable, ["serve", "--port", "0", "--log-format", "xml"], deadline: 60)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(result.stderr.contains("xml") && result.stderr.contains("text") && result.stderr.contains("json"), "\(result.stderr)")
    }
}
