import Favorites
import Foundation
import Hummingbird
import PTableTestSupport
import Testing

/// The favourites API as mockapi.io answers it, driven in-process on each database backend:
/// string ids, bare arrays, the list's query forms, GET/PUT/PATCH/DELETE by id, `"Not found"`.
@Suite struct FavoritesMockapiRouteTests {
    enum Backend: String, CaseIterable, Sendable { case sqlite, postgres }

    static func store(_ backend: Backend) async throws -> String {
        switch backend {
        case .sqlite: TestFolder.file("mockapi", pathExtension: "sqlite").path
        case .postgres: try await PostgresTestServer.shared().makeDatabase("routes")
        }
    }

    /// Ann's and others' favourites, ids 1...6 in this order.
    static func seed(_ server: FavoritesRouteClient) async throws {
        for (symbol, name, person) in [("Na", "Sodium", "Ann"), ("Ne", "Neon", "Joanne"), ("Fe", "Iron", "Bo"),
                                       ("Au", "Gold", "Ann"), ("Ar", "Argon", "ann"), ("O", "Oxygen", "Cy")] {
            let answer = try await server.favorite(symbol, name, by: person)
            #expect(answer.status == 201, "\(answer.text)")
        }
    }

    static func ids(_ answer: FavoritesRouteClient.Answer) throws -> [String] {
        try answer.records().compactMap { $0["id"] as? String }
    }

    @Test(arguments: Backend.allCases)
    func theListTakesMockapisQueryFormsAndAnswersBareArrays(_ backend: Backend) async throws {
        try await FavoritesRouteClient.with(store: try await Self.store(backend)) { server in
            try await Self.seed(server)
            let all = try await server.get("/api/v1/favorites")
            #expect(all.status == 200)
            #expect(all.header("content-type") == "application/json")
            #expect(try Self.ids(all) == ["1", "2", "3", "4", "5", "6"], "string ids in id order")

            let cases: [(String, [String])] = [
                ("?favoritedBy=Ann", ["1", "2", "4", "5"]),                // contains, any case: Joanne and ann too
                ("?favoritedBy=Joanne", ["2"]),
                ("?favoritedBy=Joanne&_=1700000000000", ["2"]),            // jQuery's cache-buster names nothing
                ("?elementSymbol=a&favoritedBy=ann", ["1", "4", "5"]),
                ("?search=on", ["2", "3", "5"]),                          // Neon, Iron, Argon
                ("?search=BO", ["3"]),
                ("?sortBy=elementName", ["5", "4", "3", "2", "6", "1"]),
                ("?sortBy=elementName&order=desc", ["1", "6", "2", "3", "4", "5"]),
                ("?sortBy=favoritedBy", ["1", "4", "3", "6", "2", "5"]),  // code points: upper case first
                ("?order=desc", ["6", "5", "4", "3", "2", "1"]),
                ("?page=2&limit=4", ["5", "6"]),
                ("?limit=2", ["1", "2"]),
                ("?page=3&limit=4", []),
                ("?favoritedBy=nobody", []),
                ("?search=ann&sortBy=elementSymbol&order=desc&page=1&limit=2", ["2", "1"]),
            ]
            for (query, expected) in cases {
                let answer = try await server.get("/api/v1/favorites" + query)
                #expect(answer.status == 200, "\(query): \(answer.text)")
                #expect(try Self.ids(answer) == expected, "\(query)")
            }
            let empty = try await server.get("/api/v1/favorites?search=zzz")
            #expect(empty.text == "[]", "no match is an empty array, never an error")
        }
    }

    @Test func badQueriesAre400sWithTheReason() async throws {
        try await FavoritesRouteClient.with(store: try await Self.store(.sqlite)) { server in
            let cases = [
                ("?sortBy=colour", "sortBy \"colour\" is not a field to sort by; sort by id, favoritedBy, elementName, elementSymbol, createdAt"),
                ("?order=sideways", "order \"sideways\" is neither asc nor desc"),
                ("?page=0&limit=5", "page must be a whole number from 1, got \"0\""),
                ("?page=2", "page needs limit, the number of records on a page (?page=2&limit=10)"),
                ("?favouritedBy=Ann", "unknown query parameter \"favouritedBy\"; did you mean \"favoritedBy\"? (this path takes: id, favoritedBy, elementName, elementSymbol, createdAt, search, sortBy, order, page, limit)"),
                ("?sortby=id", "unknown query parameter \"sortby\"; did you mean \"sortBy\"? (this path takes: id, favoritedBy, elementName, elementSymbol, createdAt, search, sortBy, order, page, limit)"),
                ("?search=a&search=b", "query parameter \"search\" is given more than once"),
            ]
            for (query, message) in cases {
                let answer = try await server.get("/api/v1/favorites" + query)
                #expect(answer.status == 400, "\(query)")
                #expect(answer.errorMessage == message, "\(query): \(answer.text)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func aRecordIsReadChangedAndDeletedByItsID(_ backend: Backend) async throws {
        try await FavoritesRouteClient.with(store: try await Self.store(backend)) { server in
            try await Self.seed(server)
            let one = try await server.get("/api/v1/favorites/1")
            #expect(one.status == 200)
            let record = try one.record()
            #expect(record["id"] as? String == "1")
            #expect(record["elementName"] as? String == "Sodium")
            let createdAt = try #require(record["createdAt"] as? String)

            // mockapi merges a PUT into the record; the element's name follows its symbol.
            let moved = try await server.send(.put, "/api/v1/favorites/1", json: #"{"elementSymbol": "k"}"#)
            #expect(moved.status == 200, "\(moved.text)")
            #expect(try moved.record()["elementName"] as? String == "Potassium")
            #expect(try moved.record()["elementSymbol"] as? String == "K")
            #expect(try moved.record()["favoritedBy"] as? String == "Ann")
            #expect(try moved.record()["createdAt"] as? String == createdAt)

            // A decoded record sent back whole, as an app re-encodes its model, is fine.
            let whole = #"{"id": "1", "createdAt": "\#(createdAt)", "favoritedBy": "Dee", "elementName": "Zinc", "elementSymbol": "Zn"}"#
            let replaced = try await server.send(.patch, "/api/v1/favorites/1", json: whole)
            #expect(replaced.status == 200, "\(replaced.text)")
            #expect(try await server.get("/api/v1/favorites/1").record()["favoritedBy"] as? String == "Dee")
            // The same time as a Swift app's JSONEncoder writes it: .iso8601 (whole seconds), the
            // default (seconds since 2001), .secondsSince1970 and .millisecondsSince1970.
            let time = try #require(FavoriteTime.date(from: createdAt))
            for echo in [#""\#(createdAt.prefix(19))Z""#, "\(time.timeIntervalSinceReferenceDate)",
                         "\(time.timeIntervalSince1970)", "\(Int((time.timeIntervalSince1970 * 1000).rounded()))"] {
                let echoed = try await server.send(.put, "/api/v1/favorites/1", json: #"{"createdAt": \#(echo), "favoritedBy": "Dee"}"#)
                #expect(echoed.status == 200, "\(echo): \(echoed.text)")
            }

            let refusals: [(String, Int, String)] = [
                (#"{"id": "2"}"#, 400, "id cannot be changed; it stays 1"),
                (#"{"createdAt": "2020-01-01T00:00:00.000Z"}"#, 400, "createdAt cannot be changed; it stays \(createdAt)"),
                (#"{"createdAt": "2020-01-01T00:00:00Z"}"#, 400, "createdAt cannot be changed; it stays \(createdAt)"),
                (#"{"createdAt": null}"#, 400, "createdAt cannot be changed; it stays \(createdAt)"),
                (#"{"elementSymbol": "Xx"}"#, 400, "unknown element symbol \"Xx\""),
                (#"{"elementSymbol": "Na", "elementName": "Neon"}"#, 400, "elementName \"Neon\" does not match elementSymbol \"Na\", which is Sodium"),
                (#"{"colour": "red"}"#, 400, "unknown key \"colour\"; a favourite has favoritedBy, elementName and elementSymbol"),
                (#"{"favoritedBy": "Ann", "elementSymbol": "Au"}"#, 409, "Ann already has Au as a favourite (id 4)"),
            ]
            for (body, status, message) in refusals {
                let answer = try await server.send(.put, "/api/v1/favorites/1", json: body)
                #expect(answer.status == status, "\(body): \(answer.text)")
                #expect(answer.errorMessage?.hasPrefix(message) == true, "\(body): \(answer.text)")
            }

            let deleted = try await server.send(.delete, "/api/v1/favorites/1")
            #expect(deleted.status == 200)
            #expect(try deleted.record()["elementSymbol"] as? String == "Zn", "the deleted record comes back")
            let missing: [(HTTPRequest.Method, String)] = [
                (.get, "/api/v1/favorites/1"), (.delete, "/api/v1/favorites/1"), (.put, "/api/v1/favorites/1"),
                (.get, "/api/v1/favorites/abc"), (.get, "/api/v1/favorites/0"), (.get, "/api/v1/favorites/99999999999999999999"),
            ]
            for (method, uri) in missing {
                let answer = try await server.send(method, uri, json: method == .put ? #"{"favoritedBy": "Ann"}"# : nil)
                #expect(answer.status == 404, "\(uri)")
                #expect(answer.text == #""Not found""#, "mockapi's 404 body")
            }
            #expect(try Self.ids(try await server.get("/api/v1/favorites")) == ["2", "3", "4", "5", "6"])
        }
    }
}
