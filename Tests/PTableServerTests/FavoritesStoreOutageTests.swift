import Favorites
import Foundation
import PTableTestSupport
import Testing

/// The favourites routes on PostgreSQL while the database goes away and comes back: 503 JSON
/// in bounded time, the rest of the server unaffected, service back without a restart.
@Suite struct FavoritesStoreOutageTests {
    @Test func anOutageIs503AndTheServerRecoversByItself() async throws {
        let postgres = try await PostgresTestServer.launch()
        defer { postgres.remove() }
        let url = try await postgres.makeDatabase("outage")
        let shown = try StoreLocation(parsing: url).description
        try await FavoritesRouteClient.with(store: url, poolSize: 2, operationTimeout: .seconds(5)) { server in
            // The first calls connect and create the tables, which can take longer than the 5 s
            // limit while other suites load the machine: reads, repeated, wait that out, and so
            // does the first add (200 when a timed-out attempt had landed after all), for up to
            // five minutes in all (two minutes were once not enough on a 2-core CI machine, while
            // two other suites each started a PostgreSQL server of their own).
            let warmedUp = ContinuousClock.now + .seconds(300)
            while try await server.get("/api/v1/favorites").status != 200, ContinuousClock.now < warmedUp {
                try await Task.sleep(for: .milliseconds(250))
            }
            var sodium = try await server.favorite("Na", "Sodium", by: "Ann")
            while sodium.status == 503, ContinuousClock.now < warmedUp {
                try await Task.sleep(for: .milliseconds(250))
                sodium = try await server.favorite("Na", "Sodium", by: "Ann")
            }
            #expect([200, 201].contains(sodium.status), "\(sodium.text)")
            let sodiumID = try #require(try sodium.record()["id"] as? String)

            try await postgres.stop()
            // Each store request ends within the store's 5 s timeout; the slack is for the suites
            // running beside this one, which keep the process's concurrency threads (and so the
            // timeout's timer) busy. The hang this guards against lasted over a minute.
            func timed(_ request: () async throws -> FavoritesRouteClient.Answer) async throws -> FavoritesRouteClient.Answer {
                let start = ContinuousClock.now
                let answer = try await request()
                #expect(start.duration(to: .now) < .seconds(30), "a store request during the outage took too long")
                return answer
            }
            let list = try await timed { try await server.get("/api/v1/favorites") }
            #expect(list.status == 503)
            #expect(list.header("content-type") == "application/json")
            #expect(list.header("retry-after") == "1")
            #expect(list.errorMessage?.hasPrefix("the favourites store \(shown) is unavailable: ") == true, "\(list.text)")
            let post = try await timed { try await server.favorite("Ne", "Neon", by: "Ann") }
            #expect(post.status == 503)
            let byID = try await timed { try await server.get("/api/v1/favorites/1") }
            #expect(byID.status == 503)
            #expect(try await server.get("/api/v1/elements").status == 200, "routes without the store go on")

            try await postgres.start()
            var back: FavoritesRouteClient.Answer?
            for _ in 0..<40 {
                let answer = try await server.get("/api/v1/favorites")
                if answer.status == 200 { back = answer; break }
                try await Task.sleep(for: .milliseconds(250))
            }
            #expect(try back?.records().compactMap { $0["elementSymbol"] as? String } == ["Na"])
            let neon = try await server.favorite("Ne", "Neon", by: "Ann")
            #expect(neon.status == 201)
            let neonID = try #require(try neon.record()["id"] as? String)
            #expect(Int(neonID) ?? 0 > Int(sodiumID) ?? .max, "ids go on after the outage: \(sodiumID), \(neonID)")
        }
    }
}
