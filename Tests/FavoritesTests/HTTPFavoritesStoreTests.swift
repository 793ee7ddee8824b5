import Favorites
import Foundation
import PTableTestSupport
import Testing

/// The remote store against `scripts/favorites-endpoint.py` on 127.0.0.1.
@Suite struct HTTPFavoritesStoreTests {
    @Test func addListRemoveAgainstTheSeedShapedEndpoint() async throws {
        let server = try FavoritesEndpointServer()
        defer { server.stop() }
        let store = HTTPFavoritesStore(endpoint: server.url, timeout: 5)
        let sodium = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        let again = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        _ = try await store.add(elementSymbol: "K", elementName: "Potassium", by: "Bob")
        #expect(sodium.created)
        #expect(!again.created)
        #expect(again.favorite == sodium.favorite)
        #expect(sodium.favorite.favoritedBy == "Ann")
        let anns = try await store.list(by: "Ann")
        #expect(anns == [sodium.favorite])
        let everyone = try await store.list(by: nil)
        #expect(everyone.map(\.elementSymbol) == ["Na", "K"])
        let removed = try await store.remove(elementSymbol: "Na", by: "Ann")
        let removedAgain = try await store.remove(elementSymbol: "Na", by: "Ann")
        let removedUnknownID = try await store.remove(id: 999)
        #expect([removed, removedAgain, removedUnknownID] == [true, false, false])
        let left = try await store.list(by: nil)
        #expect(left.map(\.elementSymbol) == ["K"])
    }

    @Test func anOfflineEndpointIsOneClearError() async throws {
        let url = try FavoritesEndpointServer.closedURL()
        let store = HTTPFavoritesStore(endpoint: url, timeout: 5)
        await assertThrows(FavoritesError.endpointUnreachable(url: url.absoluteString, reason: "connection refused (is the server running?)")) {
            _ = try await store.list(by: nil)
        }
    }

    @Test func anErrorStatusCarriesTheServersMessage() async throws {
        let server = try FavoritesEndpointServer(["--fail-status", "503"])
        defer { server.stop() }
        let store = HTTPFavoritesStore(endpoint: server.url, timeout: 5)
        await assertThrows(FavoritesError.endpointStatus(url: server.url.absoluteString, status: 503,
                                                         message: "the favourites service is down for maintenance")) {
            _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        }
    }

    /// An endpoint that redirects to itself is named in words; the message was the client
    /// library's `HTTPClientError.redirectCycleDetected`.
    @Test func aRedirectLoopIsSaidInWords() async throws {
        let server = try FavoritesEndpointServer(["--redirect-loop"])
        defer { server.stop() }
        let error = await #expect(throws: FavoritesError.self) { try await HTTPFavoritesStore(endpoint: server.url, timeout: 5).list(by: nil) }
        #expect(error == .endpointUnreachable(url: server.url.absoluteString, reason: "it redirects in a loop or too many times"))
    }

    // The time limit fails the test instead of hanging the suite if the timeout is ever lost;
    // the error says the timeout ended the wait. Wall-clock time is no measure here: on a
    // machine busy with the rest of the suite this test's continuations wait their turn.
    @Test(.timeLimit(.minutes(2)))
    func aSilentEndpointTimesOut() async throws {
        // Connections are made (the kernel completes them) and never answered.
        let silent = try LoopbackPort.silent()
        let url = silent.url()
        let store = HTTPFavoritesStore(endpoint: url, timeout: 0.5)
        await assertThrows(FavoritesError.endpointUnreachable(url: url.absoluteString, reason: "no answer within the timeout")) {
            _ = try await store.list(by: nil)
        }
        // A timeout is not a connection failure: no second try.
        #expect(silent.connectionsMade() == 1)
    }

    /// The timeout bounds the whole answer, not only its head and each silence: an endpoint
    /// sending a byte every 0.1 s held the command for the 20 s its body took, and then the
    /// list succeeded. The time limit fails the test, rather than hanging it, should that return.
    @Test(.timeLimit(.minutes(1)))
    func anEndpointThatTricklesItsAnswerTimesOut() async throws {
        let server = try FavoritesEndpointServer(["--trickle", "0.1"])
        defer { server.stop() }
        let store = HTTPFavoritesStore(endpoint: server.url, timeout: 1)
        await assertThrows(FavoritesError.endpointUnreachable(url: server.url.absoluteString, reason: "no answer within the timeout")) {
            _ = try await store.list(by: nil)
        }
    }

    /// A record the endpoint got wrong is named by its key in ptable's words; Foundation's
    /// ("Cannot get value of type String -- found null value instead") named a Swift type.
    @Test func aBrokenRecordIsNamedByItsKey() async throws {
        let server = try FavoritesEndpointServer(["--broken-list"])
        defer { server.stop() }
        let store = HTTPFavoritesStore(endpoint: server.url, timeout: 5)
        await assertThrows(FavoritesError.endpointResponse(url: server.url.absoluteString, reason: "\"favoritedBy\" is null, not a string")) {
            _ = try await store.list(by: nil)
        }
    }

    @Test func aPostAnsweredWithoutABodyFindsTheRecordInTheList() async throws {
        let server = try FavoritesEndpointServer(["--empty-post"])
        defer { server.stop() }
        let store = HTTPFavoritesStore(endpoint: server.url, timeout: 5)
        let (favorite, created) = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        #expect(created)
        #expect(favorite.elementSymbol == "Na")
        #expect(favorite.id == 1)
    }

    @Test func anEndpointMustBeAnHTTPURL() throws {
        let refusal = #expect(throws: (any Error).self) { try HTTPFavoritesStore.endpoint(parsing: "ftp://example.org/favorites") }
        #expect(refusal?.localizedDescription == "invalid endpoint \"ftp://example.org/favorites\": give an absolute http:// or https:// URL")
        #expect(throws: (any Error).self) { try HTTPFavoritesStore.endpoint(parsing: "favorites") }
        #expect(try HTTPFavoritesStore.endpoint(parsing: "http://127.0.0.1:8080/favorites").port == 8080)
    }

    /// Messages go to terminals and CI logs: an endpoint's password is never in them, while an
    /// `@` or `:` in its path or query is the endpoint's own.
    @Test func anEndpointsPasswordIsNeverInAMessage() {
        let unreachable = FavoritesError.endpointUnreachable(url: "https://ann:s3cret@example.org/api?by=a@b:c", reason: "timed out")
        #expect(unreachable.localizedDescription == "cannot reach the favourites endpoint https://ann:***@example.org/api?by=a@b:c: timed out")
        let status = FavoritesError.endpointStatus(url: "http://example.org:8080/api?by=a@b:c", status: 500, message: "")
        #expect(status.localizedDescription == "the favourites endpoint http://example.org:8080/api?by=a@b:c answered 500")
        #expect(FavoritesError.invalidEndpoint("ftp://ann:s3cret@example.org/").localizedDescription
            == "invalid endpoint \"ftp://ann:***@example.org/\": give an absolute http:// or https:// URL")
    }
}
