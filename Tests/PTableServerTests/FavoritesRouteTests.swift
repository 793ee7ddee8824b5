import Favorites
import Foundation
import Hummingbird
import PTableTestSupport
import Testing

/// The seed's favourites API: validated POSTs, the stored record back with 201, listing by
/// person, DELETE by id as mockapi.io answers it, all on the same store as `ptable favorite`.
/// The routes run in-process; the body limits, which the HTTP server enforces as bytes arrive,
/// over a real socket.
@Suite struct FavoritesRouteTests {
    static func temporaryStore() -> String {
        TestFolder.file("fav", pathExtension: "sqlite").path
    }

    static let annSodium = #"{"favoritedBy": "Ann", "elementName": "Sodium", "elementSymbol": "Na"}"#

    @Test func postStoresTheRecordAndAnsweringAgainAddsNothing() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            let created = try await server.send(.post, "/api/v1/favorites", json: Self.annSodium)
            #expect(created.status == 201)
            let record = try created.record()
            #expect(record["favoritedBy"] as? String == "Ann")
            #expect(record["elementName"] as? String == "Sodium")
            #expect(record["elementSymbol"] as? String == "Na")
            let id = try #require(record["id"] as? String, "ids are strings, as mockapi.io writes them")
            #expect((record["createdAt"] as? String)?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil)
            #expect(created.header("location") == "/api/v1/favorites/\(id)")

            let again = try await server.send(.post, "/api/v1/favorites",
                                              json: #"{"favoritedBy": "Ann", "elementName": "sodium", "elementSymbol": "na"}"#)
            #expect(again.status == 200, "an existing favourite is returned, not added twice")
            #expect(try again.record()["id"] as? String == id)

            try await server.favorite("Ne", "Neon", by: "Bo")
            let ann = try await server.get("/api/v1/favorites?favoritedBy=Ann")
            #expect(try ann.records().map { $0["elementSymbol"] as? String } == ["Na"])
            #expect(try await server.get("/api/v1/favorites").records().count == 2)

            let deleted = try await server.send(.delete, "/api/v1/favorites/\(id)")
            #expect(deleted.status == 200, "mockapi answers a DELETE with the record removed")
            #expect(try deleted.record()["elementSymbol"] as? String == "Na")
            let gone = try await server.send(.delete, "/api/v1/favorites/\(id)")
            #expect(gone.status == 404)
            #expect(gone.text == #""Not found""#)
        }
    }

    /// A person's name comes back as it was posted, as from mockapi.io: a student's app posting
    /// `"Name "` (its literal ends in a space) filtered the list by `favoritedBy == "Name "` and
    /// showed no favourites, as the server had trimmed the name.
    @Test func aNameComesBackAsItWasPosted() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            let created = try await server.send(.post, "/api/v1/favorites",
                                                json: #"{"favoritedBy": "Name ", "elementName": "Sodium", "elementSymbol": "Na"}"#)
            #expect(created.status == 201)
            #expect(try created.record()["favoritedBy"] as? String == "Name ")
            let all = try await server.get("/api/v1/favorites")
            #expect(try all.records().map { $0["favoritedBy"] as? String } == ["Name "])
            let filtered = try await server.get("/api/v1/favorites?favoritedBy=Name%20")
            #expect(try filtered.records().count == 1)
            let blank = try await server.send(.post, "/api/v1/favorites",
                                              json: #"{"favoritedBy": "  ", "elementName": "Sodium", "elementSymbol": "Na"}"#)
            #expect(blank.status == 400 && blank.errorMessage?.contains("a name needs at least one visible character") == true)
        }
    }

    /// An app that posts its whole record type (or a record it read back) sends `id` and
    /// `createdAt`; mockapi answers 201 with ids and times of its own, and so does ptable.
    @Test func aPostedIdAndCreatedAtAreIgnoredAsOnMockapi() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            let bodies = [
                #"{"id": "42", "createdAt": "2019-01-01T00:00:00.000Z", "favoritedBy": "Ann", "elementName": "Sodium", "elementSymbol": "Na"}"#,
                #"{"id": null, "createdAt": null, "favoritedBy": "Ann", "elementName": "Iron", "elementSymbol": "Fe"}"#,
                #"{"id": "", "favoritedBy": "Ann", "elementName": "Gold", "elementSymbol": "Au"}"#,
            ]
            for body in bodies {
                let response = try await server.send(.post, "/api/v1/favorites", json: body)
                #expect(response.status == 201, "\(body): \(response.text)")
            }
            let records = try await server.get("/api/v1/favorites").text
            #expect(!records.contains(#""id":"42""#) && !records.contains("2019-01-01"), "\(records)")
            #expect(records.contains(#""id":"1""#) && records.contains(#""id":"3""#), "\(records)")
        }
    }

    /// The assignment gives the values as "your own name, and the symbol and name of the element"
    /// for favoritedBy, elementName and elementSymbol "respectively": an app written to the
    /// letter sends the symbol as elementName. mockapi took it; ptable takes it too and keeps
    /// each value in its own field.
    @Test func aSymbolAndNameSentTheAssignmentsWayRoundAreTaken() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            let created = try await server.send(.post, "/api/v1/favorites",
                                                json: #"{"favoritedBy": "Ann", "elementName": "Na", "elementSymbol": "Sodium"}"#)
            #expect(created.status == 201, "\(created.text)")
            let record = try created.record()
            #expect(record["elementName"] as? String == "Sodium")
            #expect(record["elementSymbol"] as? String == "Na")
            let again = try await server.send(.post, "/api/v1/favorites", json: Self.annSodium)
            #expect(again.status == 200, "the same favourite, not a second one")
            let mixed = try await server.send(.post, "/api/v1/favorites",
                                              json: #"{"favoritedBy": "Ann", "elementName": "K", "elementSymbol": "Sodium"}"#)
            #expect(mixed.status == 400, "a name and a symbol of two elements are still refused")
        }
    }

    /// A record's id is the text it carries (`"1"`), as on mockapi: `/api/v1/favorites/01` names
    /// no record, and a DELETE there removes nothing.
    @Test func anIDWithLeadingZerosNamesNoRecord() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            #expect(try await server.send(.post, "/api/v1/favorites", json: Self.annSodium).status == 201)
            for path in ["/api/v1/favorites/01", "/api/v1/favorites/0001"] {
                let read = try await server.get(path)
                #expect(read.status == 404, "\(path): \(read.text)")
                #expect(read.text == #""Not found""#)
                #expect(try await server.send(.delete, path).status == 404, "\(path)")
            }
            #expect(try await server.get("/api/v1/favorites/1").status == 200, "the record is still there")
        }
    }

    @Test func badSubmissionsAreJSON400s() async throws {
        let cases: [(String, String)] = [
            (#"{"favoritedBy": "Ann", "elementName": "Sodium"}"#, "missing key \"elementSymbol\""),
            (#"{"favoritedBy": "Ann", "elementSymbol": "Na"}"#, "missing key \"elementName\""),
            (#"{"elementName": "Sodium", "elementSymbol": "Na"}"#, "missing key \"favoritedBy\""),
            (#"{"favoritedBy": "Ann", "elementName": "Sodium", "elementSymbol": "Xx"}"#, "unknown element symbol \"Xx\""),
            (#"{"favoritedBy": "Ann", "elementName": "Potassium", "elementSymbol": "Na"}"#,
             "elementName \"Potassium\" does not match elementSymbol \"Na\", which is Sodium"),
            (#"{"favoritedBy": "  ", "elementName": "Sodium", "elementSymbol": "Na"}"#,
             #"invalid name "  ": a name needs at least one visible character"#),
            (#"{"favoritedBy": "\t", "elementName": "Sodium", "elementSymbol": "Na"}"#,
             #"invalid name "\u{9}": a name needs at least one visible character"#),
            (#"{"favoritedBy": 7, "elementName": "Sodium", "elementSymbol": "Na"}"#, "\"favoritedBy\" must be a string"),
            (#"{"favoritedBy": "Ann", "elementName": "Sodium", "elementSymbl": "Na"}"#,
             "missing key \"elementSymbol\" (the body has \"elementSymbl\", not a favourite's key)"),
            (#"["Ann", "Sodium", "Na"]"#, "the body must be a JSON object"),
            ("favoritedBy=Ann", #"the body is not valid JSON: line 1, column 1: expected a value, found 'f'; send {"favoritedBy": …, "elementName": …, "elementSymbol": …}"#),
            ("", #"the body is empty; send {"favoritedBy": …, "elementName": …, "elementSymbol": …}"#),
        ]
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            for (body, message) in cases {
                let response = try await server.send(.post, "/api/v1/favorites", json: body)
                #expect(response.status == 400, "\(body)")
                #expect(response.errorMessage?.hasPrefix(message) == true, "\(body): \(response.text)")
            }
            #expect(try await server.get("/api/v1/favorites").text == "[]", "nothing was stored")
            let badID = try await server.send(.delete, "/api/v1/favorites/abc")
            #expect(badID.status == 404, "an id that is no number names no record, as on mockapi")
        }
    }

    /// An app that posts its element model sends more than the three keys (a student's app
    /// sent `spectral_img`); mockapi stored them, and this server answered 400 "unknown key",
    /// so the favourite was never made. The record keeps the three.
    @Test func aPostsOtherKeysAreLeftOutOfTheRecord() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            let body = #"{"favoritedBy": "Ann", "elementName": "Sodium", "elementSymbol": "Na", "spectral_img": null, "number": 11}"#
            let created = try await server.send(.post, "/api/v1/favorites", json: body)
            #expect(created.status == 201, "\(created.text)")
            let record = try created.record()
            #expect(record.keys.sorted() == ["createdAt", "elementName", "elementSymbol", "favoritedBy", "id"])
            #expect(record["elementSymbol"] as? String == "Na")
        }
    }

    /// The data writes Cesium and Aluminium; an app may spell them the other English way.
    @Test func eitherEnglishSpellingOfAnElementsNameIsTaken() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            for (symbol, name) in [("Cs", "Caesium"), ("Al", "aluminum")] {
                let created = try await server.favorite(symbol, name, by: "Ann")
                #expect(created.status == 201, "\(name): \(created.text)")
                #expect(try created.record()["elementSymbol"] as? String == symbol)
            }
        }
    }

    /// Persian and Indic names are spelled with the zero-width joiners (ZWNJ, ZWJ), and so are
    /// emoji sequences; other invisible format characters, such as a right-to-left override that
    /// would reorder a listing, are still refused.
    @Test func namesSpelledWithJoinersAreTakenAndOtherFormatCharactersRefused() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            for name in ["\u{0639}\u{0644}\u{06CC}\u{200C}\u{0631}\u{0636}\u{0627}", "\u{0915}\u{094D}\u{200D}\u{0937}", "Ann \u{1F469}\u{200D}\u{1F52C}"] {
                let created = try await server.favorite("Na", "Sodium", by: name)
                #expect(created.status == 201, "\(name.unicodeScalars.map { String($0.value, radix: 16) }): \(created.text)")
                #expect(try created.record()["favoritedBy"] as? String == name)
                let query = try #require(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
                #expect(try await server.get("/api/v1/favorites?favoritedBy=\(query)").records().count == 1)
            }
            let override = try await server.favorite("Na", "Sodium", by: "Ann\u{202E}nnA")
            #expect(override.status == 400)
            #expect(override.errorMessage == "invalid name \"Ann\\u{202E}nnA\": control characters are not allowed")
        }
    }

    @Test func theServerAndTheCLIShareOneStore() async throws {
        let store = Self.temporaryStore()
        // The store `ptable favorite` opens, through the same library.
        _ = try await SQLiteFavoritesStore(path: store).add(elementSymbol: "K", elementName: "Potassium", by: "Cy")
        try await FavoritesRouteClient.with(store: store) { server in
            let listed = try await server.get("/api/v1/favorites?favoritedBy=Cy")
            #expect(try listed.records().first?["elementName"] as? String == "Potassium")
            try await server.favorite("Ar", "Argon", by: "Cy")
            let stored = try await SQLiteFavoritesStore(path: store).list(by: "Cy").map(\.elementName)
            #expect(stored == ["Potassium", "Argon"])
            // favorites-of highlights them on the table, as `ptable table --favorites-of` does.
            let table = try await server.get("/table.svg?favorites-of=Cy")
            #expect(table.status == 200)
            let tagged = try await server.get("/table.svg?highlight=K,Ar")
            #expect(table.text == tagged.text)
            #expect(try await server.get("/table.svg?favorites-of=Nobody").status == 200)
        }
    }

    /// A favourite that names no element of the served data (stored by another client, or
    /// before `--data` changed) cannot be drawn: the table shows the others, and a header names
    /// it, where it was dropped without a word.
    @Test func aTableOfFavouritesNamesThoseTheDataHasNot() async throws {
        let store = Self.temporaryStore()
        for symbol in ["K", "Qq", "Na,Cl"] {
            _ = try await SQLiteFavoritesStore(path: store).add(elementSymbol: symbol, elementName: "?", by: "Dee")
        }
        try await FavoritesRouteClient.with(store: store) { server in
            let table = try await server.get("/table.svg?favorites-of=Dee")
            #expect(table.status == 200)
            #expect(table.text == (try await server.get("/table.svg?highlight=K")).text)
            #expect(table.header("x-unknown-favorites") == "Na%2CCl, Qq")
            try await server.favorite("K", "Potassium", by: "Cy")
            #expect(try await server.get("/table.svg?favorites-of=Cy").header("x-unknown-favorites") == nil)
        }
    }

    /// The media type is compared whole, in any case, parameters aside: `application/jsonx` is not JSON.
    @Test func onlyJSONMediaTypesAreTaken() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            let cases: [(String, Int)] = [("application/jsonx", 415), ("application/json-seq", 415), ("text/json", 415),
                                          ("Application/JSON; charset=utf-8", 201), ("application/json ;charset=UTF-8", 200),
                                          ("application/merge-patch+json", 200)]
            for (type, status) in cases {
                var headers = HTTPFields()
                headers[.contentType] = type
                let answer = try await server.client.execute(uri: "/api/v1/favorites", method: .post, headers: headers,
                                                             body: ByteBuffer(string: Self.annSodium))
                #expect(Int(answer.status.code) == status, "\(type): \(String(buffer: answer.body))")
                if status == 415 {
                    #expect(answer.errorMessage == "a favourite is sent as application/json, got \(type)")
                }
            }
            var gzip = HTTPFields()
            gzip[.contentType] = "application/json"
            gzip[.contentEncoding] = "gzip"
            let compressed = try await server.client.execute(uri: "/api/v1/favorites", method: .post, headers: gzip,
                                                             body: ByteBuffer(bytes: [0x1f, 0x8b, 0x08, 0x00]))
            #expect(compressed.status == .unsupportedMediaType)
            #expect(compressed.errorMessage == "a favourite is sent without Content-Encoding, got gzip")
            #expect(try await server.get("/api/v1/favorites").records().count == 1, "nothing is stored for a refused type")
        }
    }

    /// JSON is UTF-8: a body declared in another charset was read as UTF-8 all the same (a
    /// Latin-1 "Zoé" became a broken name, or was stored under another one); now a 415 names it.
    @Test func aCharsetOtherThanUTF8IsRefusedByName() async throws {
        try await FavoritesRouteClient.with(store: Self.temporaryStore()) { server in
            let cases = [("application/json; charset=latin1", "latin1"), ("application/json;charset=\"ISO-8859-1\"", "ISO-8859-1"),
                         ("application/json; Charset=utf-16", "utf-16")]
            for (type, charset) in cases {
                var headers = HTTPFields()
                headers[.contentType] = type
                let answer = try await server.client.execute(uri: "/api/v1/favorites", method: .post, headers: headers,
                                                             body: ByteBuffer(string: Self.annSodium))
                #expect(answer.status == .unsupportedMediaType, "\(type): \(String(buffer: answer.body))")
                #expect(answer.headers[.contentType] == "application/json")
                #expect(answer.errorMessage == "a favourite is sent as UTF-8 JSON, got charset \"\(charset)\"", "\(type)")
            }
            #expect(try await server.get("/api/v1/favorites").records().isEmpty, "nothing is stored for a refused charset")
            for type in ["application/json; charset=UTF-8", "application/json; charset=\"utf-8\"", "application/json; charset=us-ascii"] {
                var headers = HTTPFields()
                headers[.contentType] = type
                let answer = try await server.client.execute(uri: "/api/v1/favorites", method: .post, headers: headers,
                                                             body: ByteBuffer(string: Self.annSodium))
                #expect(answer.status.code < 300, "\(type): \(String(buffer: answer.body))")
            }
        }
    }

    /// A real socket: Hummingbird's body limit is applied to the bytes as they arrive, chunked or not.
    @Test func hugeAndMistypedBodiesAreRefusedAndTheServerGoesOn() async throws {
        let server = try await ServerProcess.start()
        let huge = try await Self.post(server, String(repeating: "x", count: 2_000_000))
        #expect(huge.status == 413)
        #expect(huge.errorMessage?.contains("limit") == true)
        let unlabelled = try await TestHTTP.send("POST", server.baseURL + "/api/v1/favorites",
                                                 body: Data(repeating: 0x7b, count: 100_000), headers: [])
        #expect(unlabelled.status == 413)
        // Chunked: no Content-Length to refuse it by, so the limit stops the bytes as they come.
        let chunked = try RawConnection(port: server.port)
        let chunk = String(repeating: "x", count: 4096)
        chunked.send("POST /api/v1/favorites HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            + String(repeating: "1000\r\n\(chunk)\r\n", count: 8) + "0\r\n\r\n")
        let answer = String(decoding: chunked.receive(upTo: 4096), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 413 "), "\(answer)")
        #expect(answer.hasSuffix(#"{"error":"the request body is over the limit of 16384 bytes"}"#), "\(answer)")
        let form = try await Self.post(server, "{}", headers: [("Content-Type", "text/plain")])
        #expect(form.status == 415)
        let fine = try await Self.post(server, #"{"favoritedBy": "Ann", "elementName": "Neon", "elementSymbol": "Ne"}"#)
        #expect(fine.status == 201)
        await server.stop()
    }

    static func post(_ server: ServerProcess, _ body: String, headers: [(String, String)] = [("Content-Type", "application/json")])
        async throws -> TestHTTP.Result {
        try await TestHTTP.send("POST", server.baseURL + "/api/v1/favorites", body: Data(body.utf8), headers: headers)
    }
}
