import Favorites
import Foundation
import PTableTestSupport
import Testing

/// `ptable serve --store postgres://…` and `ptable favorite --store postgres://…` as built, over
/// real sockets: the wiring from the command line to the database, and a client written as the
/// seed's students write theirs against mockapi.io (string ids).
@Suite struct FavoritesPostgresEndToEndTests {
    /// A student's model of a mockapi.io favourite.
    struct SeedFavorite: Codable, Equatable {
        let id: String
        let favoritedBy: String
        let elementName: String
        let elementSymbol: String
        let createdAt: String
    }

    @Test func theCLIAndTheServerShareAPostgreSQLStoreAndAnswerAsMockapi() async throws {
        let url = try await PostgresTestServer.shared().makeDatabase("endtoend")
        let added = try await PtableProcess.run(["favorite", "add", "Na", "--by", "Ann", "--store", url])
        #expect(added.status == 0, "\(added.stderr)")

        let server = try await ServerProcess.start(["--store", url, "--store-pool-size", "3"])
        let base = server.baseURL + "/api/v1/favorites"
        for body in [#"{"favoritedBy": "Ann", "elementName": "Neon", "elementSymbol": "Ne"}"#,
                     #"{"favoritedBy": "Joanne", "elementName": "Iron", "elementSymbol": "Fe"}"#] {
            let posted = try await TestHTTP.send("POST", base, body: Data(body.utf8), headers: [("Content-Type", "application/json")])
            #expect(posted.status == 201, "\(posted.text)")
        }
        let mine = try JSONDecoder().decode([SeedFavorite].self, from: try await TestHTTP.get(base + "?favoritedBy=Ann").body)
        #expect(mine.map(\.id) == ["1", "2", "3"], "Joanne contains Ann, as on mockapi; the app filters exactly")
        #expect(mine.filter { $0.favoritedBy == "Ann" }.map(\.elementName) == ["Sodium", "Neon"])

        let page = try JSONDecoder().decode([SeedFavorite].self,
                                            from: try await TestHTTP.get(base + "?sortBy=elementName&order=desc&page=1&limit=2").body)
        #expect(page.map(\.elementName) == ["Sodium", "Neon"])
        let one = try JSONDecoder().decode(SeedFavorite.self, from: try await TestHTTP.get(base + "/3").body)
        #expect(one.elementSymbol == "Fe")
        let put = try await TestHTTP.send("PUT", base + "/3", body: Data(#"{"elementSymbol": "Au"}"#.utf8),
                                          headers: [("Content-Type", "application/json")])
        #expect(try JSONDecoder().decode(SeedFavorite.self, from: put.body).elementName == "Gold")
        let deleted = try await TestHTTP.send("DELETE", base + "/3")
        #expect(deleted.status == 200)
        let gone = try await TestHTTP.get(base + "/3")
        #expect(gone.status == 404)
        #expect(gone.text == #""Not found""#)
        await server.stop()

        let listed = try await PtableProcess.run(["favorite", "list", "--by", "Ann", "--store", url])
        #expect(listed.output.contains("Sodium") && listed.output.contains("Neon"), "\(listed.output)\(listed.stderr)")
    }

    @Test(arguments: [["serve", "--port", "0"], ["favorite", "list"], ["favorite", "add", "Na", "--by", "Ann"]])
    func aStoreURLOfAnUnknownSchemeIsAnErrorNotAFolder(command: [String]) async throws {
        let folder = try TestFolder.make("scheme")
        let result = try await PtableProcess.run(command + ["--store", "mysql://root@localhost/fav"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr == "error: unknown favourites store \"mysql://root@localhost/fav\": ptable keeps favourites in an SQLite file (a path) or in PostgreSQL (postgres://USER@HOST:PORT/DB), not in \"mysql:\"\n")
        #expect(result.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no folder mysql: was made")
    }

    @Test func theEnvironmentNamesTheStoreToo() async throws {
        let folder = try TestFolder.make("scheme")
        let result = try await PtableProcess.run(["favorite", "list"], in: folder, environment: ["PTABLE_STORE": "postgres:fav"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: invalid favourites store URL \"postgres:fav\": not a URL; write it as postgres://USER@HOST:PORT/DATABASE\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
