import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
@testable import PTableServer
import PTableTestSupport
import Testing

/// `/healthz` and `/readyz`, in-process: live while the process answers; ready only while not
/// draining and while the favourites store answers, 503 with the reason otherwise.
@Suite struct HealthRouteTests {
    @Test func healthzAnswersLiveAsJSONThatNoCacheKeeps() async throws {
        let server = try CollectedLogServer()
        try await server.test { client in
            let response = try await client.execute(uri: "/healthz", method: .get)
            #expect(response.status == .ok)
            #expect(response.text == #"{"status":"live"}"#)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.cacheControl] == "no-store")
            let head = try await client.execute(uri: "/healthz", method: .head)
            #expect(head.status == .ok && head.body.readableBytes == 0)
        }
    }

    @Test func readyzIsReadyWhenTheStoreAnswersAndCreatesNoStoreFile() async throws {
        let folder = try TestFolder.make("readyz")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("favorites.sqlite").path
        let server = try CollectedLogServer(storePath: path)
        try await server.test { client in
            let response = try await client.execute(uri: "/readyz", method: .get)
            #expect(response.status == .ok)
            #expect(response.text == #"{"status":"ready","store":"ok"}"#)
            #expect(response.headers[.cacheControl] == "no-store")
        }
        #expect(!FileManager.default.fileExists(atPath: path), "a readiness check writes nothing")
    }

    @Test func readyzIs503NamingTheStoreWhenTheStoreFails() async throws {
        let folder = try TestFolder.make("readyz")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("favorites.sqlite").path
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        let server = try CollectedLogServer(storePath: path)
        try await server.test { client in
            let response = try await client.execute(uri: "/readyz", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(response.json?["error"] as? String
                == "not ready: \(path) is not a ptable favourites store (not an SQLite database); it was left untouched")
            let live = try await client.execute(uri: "/healthz", method: .get)
            #expect(live.status == .ok, "live all the same: restarting would not mend the store")
        }
    }

    @Test func readyzIs503WhenThereIsNoStore() async throws {
        let server = try CollectedLogServer(storePath: nil)
        try await server.test { client in
            let response = try await client.execute(uri: "/readyz", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect((response.json?["error"] as? String)?.hasPrefix("not ready: no place for the favourites store") == true)
        }
    }

    @Test func readyzIs503OnceTheDrainBeganWhileOtherRoutesStillAnswer() async throws {
        let folder = try TestFolder.make("readyz")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try CollectedLogServer(storePath: folder.appendingPathComponent("favorites.sqlite").path)
        try await server.test { client in
            #expect(try await client.execute(uri: "/readyz", method: .get).status == .ok)
            #expect(server.state.readiness.beginDrain())
            #expect(!server.state.readiness.beginDrain(), "the drain begins once")
            let response = try await client.execute(uri: "/readyz", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(response.json?["error"] as? String == "not ready: draining (shutting down after a signal)")
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/api/v1/elements/Na", method: .get).status == .ok)
        }
    }

    @Test func healthRoutesRefuseQueryParametersAndOtherMethods() async throws {
        let server = try CollectedLogServer()
        try await server.test { client in
            #expect(try await client.execute(uri: "/healthz?verbose=1", method: .get).status == .badRequest)
            let post = try await client.execute(uri: "/readyz", method: .post)
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[.allow] == "GET, HEAD, OPTIONS")
        }
    }
}
