import Foundation
import Hummingbird
import HummingbirdTesting
@testable import PTableServer
import Testing

/// The request log through swift-log: one line per request, as text or as one JSON object.
@Suite struct RequestLogFormatTests {
    @Test func textIsOneLinePerRequestWithMethodPathStatusAndMilliseconds() async throws {
        let server = try CollectedLogServer(logFormat: .text)
        try await server.test { client in
            _ = try await client.execute(uri: "/api/v1/elements/Na", method: .get)
            _ = try await client.execute(uri: "/nowhere", method: .get)
        }
        let lines = server.logLines
        #expect(lines.count == 2)
        #expect(lines[0].wholeMatch(of: /GET \/api\/v1\/elements\/Na 200 [0-9]+\.[0-9] ms\n/) != nil, "\(lines)")
        #expect(lines[1].wholeMatch(of: /GET \/nowhere 404 [0-9]+\.[0-9] ms\n/) != nil, "\(lines)")
    }

    @Test func durationsAreWrittenToOneDecimalRoundedToTheNearest() {
        #expect(RequestLog.tenths(0) == "0.0")
        #expect(RequestLog.tenths(4.24) == "4.2")
        #expect(RequestLog.tenths(4.26) == "4.3")
        #expect(RequestLog.tenths(0.04) == "0.0")
        #expect(RequestLog.tenths(12345.67) == "12345.7")
    }

    @Test func jsonIsOneObjectPerLineWithTheRequestFieldsAsTheirOwnKeys() async throws {
        let server = try CollectedLogServer(logFormat: .json)
        try await server.test { client in
            _ = try await client.execute(uri: "/api/v1/elements/Na?", method: .get)
            _ = try await client.execute(uri: "/tiles/999/s7.png", method: .get)
        }
        let lines = server.logLines
        #expect(lines.count == 2)
        let objects = try lines.map { line in
            #expect(line.hasSuffix("}\n") && line.dropLast().allSatisfy { $0 != "\n" }, "one line: \(line)")
            return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let first = objects[0]
        #expect(Set(first.keys) == ["time", "level", "label", "message", "method", "path", "route", "status", "duration_ms"])
        #expect(first["level"] as? String == "info")
        #expect(first["label"] as? String == "ptable.serve")
        #expect(first["method"] as? String == "GET")
        #expect(first["path"] as? String == "/api/v1/elements/Na?")
        #expect(first["route"] as? String == "/api/v1/elements/{element}")
        #expect((first["status"] as? NSNumber)?.intValue == 200)
        #expect(first["duration_ms"] is NSNumber, "a number, not a string")
        #expect((first["message"] as? String)?.hasPrefix("GET /api/v1/elements/Na? 200 ") == true)
        let time = try #require(first["time"] as? String)
        #expect(time.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z/) != nil, "\(time)")
        #expect((objects[1]["status"] as? NSNumber)?.intValue == 404)
        #expect(objects[1]["route"] as? String == "/tiles/{name}/s7.png")
    }

    @Test func jsonEscapesWhatAHostileURICarries() {
        let line = RequestLogHandler.jsonLine(time: Date(timeIntervalSince1970: 0), level: .info, label: "ptable.serve",
                                              message: "GET /a\"b\\c\u{1}\u{2028} 200", fields: ["path": "/a\"b\\c\u{1}"])
        #expect(line == #"{"time":"1970-01-01T00:00:00.000Z","level":"info","label":"ptable.serve","message":"GET /a\"b\\c\u0001\u2028 200","path":"/a\"b\\c\u0001"}"# + "\n")
        #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
    }

    @Test func aServerFailureLogsWhyAsAWarning() async throws {
        // A folder where the favourites store should be: every favourites request is a 503.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-failure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reason = "\(folder.path) is not a ptable favourites store (it is a folder); it was left untouched"
        let text = try CollectedLogServer(storePath: folder.path, logFormat: .text)
        try await text.test { client in
            _ = try await client.execute(uri: "/api/v1/favorites", method: .get)
            _ = try await client.execute(uri: "/api/v1/elements/Xx", method: .get)
        }
        #expect(text.logLines.count == 2)
        #expect(text.logLines.first?.hasSuffix(" ms: \(reason)\n") == true, "\(text.logLines)")
        #expect(text.logLines.last?.hasSuffix(" ms\n") == true, "a 404 is the client's mistake: no reason logged")

        let json = try CollectedLogServer(storePath: folder.path, logFormat: .json)
        try await json.test { client in _ = try await client.execute(uri: "/api/v1/favorites", method: .get) }
        let line = try #require(json.logLines.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["level"] as? String == "warning", "a 503 is a warning; only a 500, a bug, is an error")
        #expect(object["error"] as? String == reason)
        #expect((object["status"] as? NSNumber)?.intValue == 503)
    }
}
