import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PTableTestSupport
import Testing

/// `ptable favorite … --endpoint URL` against `scripts/favorites-endpoint.py` on 127.0.0.1.
@Suite struct FavoriteEndpointEndToEndTests {
    @Test func addListRemoveThroughTheEndpoint() async throws {
        let server = try FavoritesEndpointServer()
        defer { server.stop() }
        let endpoint = ["--endpoint", server.url.absoluteString]
        let folder = try Ptable.temporaryDirectory()
        func ptable(_ arguments: [String]) async throws -> Ptable.Result {
            // A store in the environment must not be touched when an endpoint is given.
            try await Ptable.run(arguments + endpoint, in: folder,
                                  environment: ["PTABLE_STORE": folder.appendingPathComponent("local.sqlite").path])
        }
        #expect(try await ptable(["favorite", "add", "Na", "--by", "Ann"]).output == "added Sodium (Na) to Ann's favourites\n")
        #expect(try await ptable(["favorite", "add", "Na", "--by", "Ann"]).output == "Sodium (Na) is already one of Ann's favourites\n")
        #expect(try await ptable(["favorite", "add", "K", "--by", "Bob"]).status == 0)
        #expect(try await ptable(["favorite", "list", "--by", "Ann"]).output == "Sodium\nNa(11) 22.989769282\n")
        let records = try jsonRecords(try await ptable(["favorite", "list", "--format", "json"]).stdout)
        #expect(records.map { $0["elementSymbol"] as? String } == ["Na", "K"])
        #expect(records.map { $0["favoritedBy"] as? String } == ["Ann", "Bob"])
        #expect(try await ptable(["favorite", "remove", "Na", "--by", "Ann"]).output == "removed Sodium (Na) from Ann's favourites\n")
        #expect(try await ptable(["favorite", "list"]).output == "== Bob ==\nPotassium\nK(19) 39.09831\n")
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    /// An endpoint is shared with other clients (the seed app posts what it likes): when none of
    /// a person's records names an element of the data, the error names the records, where it
    /// said the person had no favourites.
    @Test func favouritesThatNameNoElementAreNamed() async throws {
        let server = try FavoritesEndpointServer()
        defer { server.stop() }
        try await Self.post([("Ann", "Sodium"), ("Bob", "Xx"), ("Bob", "Qq"), ("Cy", "Na")], to: server)
        let folder = try Ptable.temporaryDirectory()
        try Data(#"[{"name": "Hydrogen", "symbol": "H", "number": 1, "atomic_mass": 1.008, "category": "diatomic nonmetal", "xpos": 1, "ypos": 1}]"#.utf8)
            .write(to: folder.appendingPathComponent("hydrogen.json"))
        let cases: [([String], String)] = [
            (["table", "--favorites-of", "Ann", "--format", "svg", "-o", "-"],
             "error: Ann's favourites name no element of the loaded data: unknown symbol \"Sodium\" (did you mean Na?)"),
            (["list", "--favorites-of", "Bob"], "error: Bob's favourites name no element of the loaded data: unknown symbols \"Qq\" and \"Xx\""),
            // Sodium is an element, but not of this data.
            (["list", "--favorites-of", "Cy", "--data", "hydrogen.json"],
             "error: Cy's favourites name no element of the loaded data: unknown symbol \"Na\""),
        ]
        for (arguments, message) in cases {
            let result = try await Ptable.run(arguments + ["--endpoint", server.url.absoluteString], in: folder)
            #expect(result.status == 65, "\(arguments): \(result.stderr)")
            #expect(result.stderrLines == [message], "\(arguments)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// When only some of a person's records name an element of the data, the others are shown
    /// and one warning names those left out, where they were dropped without a word.
    @Test func favouritesThatNameNoElementBesideOthersAreNamedInAWarning() async throws {
        let server = try FavoritesEndpointServer()
        defer { server.stop() }
        try await Self.post([("Dee", "Na"), ("Dee", "Sodium"), ("Eve", "K"), ("Eve", "Xx"), ("Eve", "Qq")], to: server)
        let endpoint = ["--endpoint", server.url.absoluteString]
        let list = try await Ptable.run(["list", "--favorites-of", "Dee"] + endpoint)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.output == "Sodium\nNa(11) 22.989769282\n")
        #expect(list.stderrLines == ["warning: some of Dee's favourites name no element of the loaded data and are left out: "
                                     + "unknown symbol \"Sodium\" (did you mean Na?)"])
        let table = try await Ptable.run(["table", "--favorites-of", "Eve", "--format", "svg", "-o", "-"] + endpoint)
        #expect(table.status == 0, "\(table.stderr)")
        let highlight = try await Ptable.run(["table", "--highlight", "K", "--format", "svg", "-o", "-"])
        #expect(table.stdout == highlight.stdout)
        #expect(table.stderrLines == ["warning: some of Eve's favourites name no element of the loaded data and are left out: "
                                      + "unknown symbols \"Qq\" and \"Xx\""])
    }

    @Test func anOfflineEndpointIsOneClearLine() async throws {
        let url = try FavoritesEndpointServer.closedURL().absoluteString
        let result = try await Ptable.run(["favorite", "add", "Na", "--by", "Ann", "--endpoint", url], deadline: 30)
        #expect(!result.timedOut)
        #expect(result.result.status == 74)
        #expect(result.result.stderrLines == ["error: cannot reach the favourites endpoint \(url): connection refused (is the server running?)"])
        #expect(result.result.stdout.isEmpty)
    }

    /// The PostgreSQL store's password was already hidden; an endpoint's was printed whole.
    @Test func anEndpointsPasswordIsNotPrinted() async throws {
        let url = try FavoritesEndpointServer.closedURL().absoluteString
        let withPassword = url.replacingOccurrences(of: "http://", with: "http://ann:s3cret@")
        let result = try await Ptable.run(["favorite", "list", "--endpoint", withPassword], deadline: 30)
        #expect(result.result.status == 74)
        #expect(result.result.stderrLines == ["error: cannot reach the favourites endpoint "
            + url.replacingOccurrences(of: "http://", with: "http://ann:***@") + ": connection refused (is the server running?)"])
    }

    @Test func anErrorStatusIsOneLineWithTheServersReason() async throws {
        let server = try FavoritesEndpointServer(["--fail-status", "500"])
        defer { server.stop() }
        let result = try await Ptable.run(["favorite", "list", "--endpoint", server.url.absoluteString])
        #expect(result.status == 74)
        #expect(result.stderrLines == ["error: the favourites endpoint \(server.url.absoluteString) answered 500: the favourites service is down for maintenance"])
    }

    /// Posts `records` (person, symbol) to `server` as another client of the endpoint would,
    /// whatever the symbol names.
    private static func post(_ records: [(person: String, symbol: String)], to server: FavoritesEndpointServer) async throws {
        for (person, symbol) in records {
            var request = URLRequest(url: server.url)
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(#"{"favoritedBy": "\#(person)", "elementName": "?", "elementSymbol": "\#(symbol)"}"#.utf8)
            let (_, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 201)
        }
    }

    @Test func anEndpointMustBeAnHTTPURL() async throws {
        let result = try await Ptable.run(["favorite", "list", "--endpoint", "file:///etc/passwd"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "error: invalid endpoint \"file:///etc/passwd\": give an absolute http:// or https:// URL")
    }
}
