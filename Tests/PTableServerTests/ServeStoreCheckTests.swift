import Favorites
import Foundation
import PTableTestSupport
import Testing

/// `ptable serve` asks its favourites store once before it listens: a store that cannot work as
/// named is one error line and an exit code, one that is only away for now is no reason not to start.
@Suite struct ServeStoreCheckTests {
    @Test func aFolderAsTheStoreIsOneErrorLineBeforeAnythingListens() async throws {
        let folder = try TestFolder.make("store-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await AwaitedProcess.run(ServerProcess.executable, ["serve", "--port", "0", "--store", folder.path], deadline: 60)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr == "error: \(folder.path) is not a ptable favourites store (it is a folder); it was left untouched\n")
        #expect(result.stdout.isEmpty, "nothing listened")
    }

    @Test func aPostgreSQLDatabaseThatDoesNotExistIsOneErrorLine() async throws {
        let postgres = try await PostgresTestServer.shared()
        let url = "postgres://ptable@127.0.0.1:\(postgres.port)/no_such_database"
        let result = try await AwaitedProcess.run(ServerProcess.executable, ["serve", "--port", "0", "--store", url], deadline: 60)
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr == "error: favourites store \(url): database \"no_such_database\" does not exist\n")
        #expect(result.stdout.isEmpty, "nothing listened")
    }

    @Test func aDatabaseThatIsDownDoesNotKeepTheServerFromStarting() async throws {
        let closed = try FavoritesEndpointServer.closedURL()
        let url = "postgres://ptable@127.0.0.1:\(closed.port!)/favorites"
        let server = try await ServerProcess.start(["--store", url])
        #expect(await server.log(containing: "the favourites store \(url) is unavailable: cannot connect to 127.0.0.1:\(closed.port!): connection refused; serving"))
        let status = await server.stop()?.status
        #expect(status == 0)
    }
}
