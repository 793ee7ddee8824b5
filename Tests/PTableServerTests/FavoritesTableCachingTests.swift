import Foundation
import PTableServer
import PTableTestSupport
import Testing

/// A table that shows a person's favourites changes whenever they add one through the API, with
/// no file changing: clients must revalidate it, not keep it for an hour.
@Suite struct FavoritesTableCachingTests {
    @Test func aTableOfFavouritesIsRevalidatedAndChangesWithThem() async throws {
        let store = TestFolder.file("serve-store", pathExtension: "sqlite").path
        try await InProcessServer.test(ServerConfiguration(storePath: store, version: "test", logsRequests: false)) { client in
            let before = try await client.get("/table.svg?favorites-of=Ann")
            #expect(before.status == 200)
            #expect(before.header("cache-control") == "no-cache")
            let etag = try #require(before.header("etag"))

            let unchanged = try await client.get("/table.svg?favorites-of=Ann", headers: [("If-None-Match", etag)])
            #expect(unchanged.status == 304)
            #expect(unchanged.header("cache-control") == "no-cache")

            let added = try await client.send("POST", "/api/v1/favorites",
                                              body: Data(#"{"favoritedBy": "Ann", "elementName": "Sodium", "elementSymbol": "Na"}"#.utf8),
                                              headers: [("Content-Type", "application/json")])
            #expect(added.status == 201)
            let after = try await client.get("/table.svg?favorites-of=Ann", headers: [("If-None-Match", etag)])
            #expect(after.status == 200, "the favourites changed, so the old ETag no longer matches")
            #expect(after.header("cache-control") == "no-cache")

            // Images that depend on nothing but the request and the files keep their hour.
            let plain = try await client.get("/table.svg")
            #expect(plain.header("cache-control") == "public, max-age=3600")
        }
    }
}
