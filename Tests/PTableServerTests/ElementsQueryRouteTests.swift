import Foundation
import PTableTestSupport
import Testing

/// `GET /api/v1/elements` with mockapi.io's query forms, as a student's client sends them to the
/// seed's host: field filters, `search`, `sortBy` and `order`, `page` and `limit`. Each answered
/// 400 `unknown query parameter`.
@Suite struct ElementsQueryRouteTests {
    static func symbols(_ response: TestHTTP.Result) throws -> [String] {
        try #require(try response.json() as? [[String: Any]]).compactMap { $0["symbol"] as? String }
    }

    @Test func theListTakesMockapisQueryForms() async throws {
        try await InProcessServer.test { client in
            let cases: [(String, [String])] = [
                ("?symbol=Na", ["Na"]),
                ("?symbol=n&limit=4", ["N", "Ne", "Na", "Mn"]),                  // contains, any case, as on mockapi
                ("?name=GEN", ["H", "N", "O", "Rg"]),                            // Roentgenium contains "gen" too
                ("?number=1&limit=5", ["H", "Ne", "Na", "Mg", "Al"]),            // numbers as the JSON writes them
                ("?category=noble gas&sortBy=symbol", ["Ar", "He", "Kr", "Ne", "Og", "Rn", "Xe"]),
                ("?search=HALOGEN", ["F", "Cl", "Br", "Ir"]),                    // any string field: Iridium's summary
                ("?sortBy=melt&order=desc&limit=4", ["W", "Re", "Os", "Ta"]),    // numbers by value, highest first
                ("?sortBy=melt&limit=3", ["He", "H", "Ne"]),
                ("?sortBy=name&limit=3", ["Ac", "Al", "Am"]),
                ("?order=desc&limit=2", ["Uue", "Og"]),                          // order alone reverses the data's order
                ("?limit=3", ["H", "He", "Li"]),                                 // limit alone: the first page
                ("?page=2&limit=10", ["Na", "Mg", "Al", "Si", "P", "S", "Cl", "Ar", "K", "Ca"]),
                ("?page=12&limit=10", ["Rg", "Cn", "Nh", "Fl", "Mc", "Lv", "Ts", "Og", "Uue"]),
                ("?page=13&limit=10", []),                                       // past the end: an empty array
                ("?symbol=Zz", []),
                ("?search=gas&sortBy=number&order=desc&page=1&limit=2&_=1700000000000", ["Og", "Rn"]),
            ]
            for (query, expected) in cases {
                let response = try await client.get("/api/v1/elements" + query)
                #expect(response.status == 200, "\(query): \(response.text.prefix(200))")
                #expect(response.header("content-type") == "application/json", "\(query)")
                #expect(try Self.symbols(response) == expected, "\(query)")
            }
            #expect(try await client.get("/api/v1/elements?symbol=Zz").text == "[]\n")
        }
    }

    /// Elements with no melting point in the data (carbon and the superheavy ones) come last
    /// whichever way the list is sorted, in the data's order, so `order=desc` starts with the
    /// highest value there is.
    @Test func recordsWithoutTheSortedValueComeLastInEitherOrder() async throws {
        try await InProcessServer.test { client in
            let records = try #require(try await client.get("/api/v1/elements").json() as? [[String: Any]])
            let noMeltingPoint = records.filter { $0["melt"] is NSNull }.compactMap { $0["symbol"] as? String }
            #expect(noMeltingPoint.first == "C" && noMeltingPoint.last == "Uue")
            for order in ["asc", "desc"] {
                let sorted = try Self.symbols(try await client.get("/api/v1/elements?sortBy=melt&order=\(order)"))
                #expect(sorted.count == 119)
                #expect(Array(sorted.suffix(noMeltingPoint.count)) == noMeltingPoint, "\(order)")
                #expect(sorted.first == (order == "asc" ? "He" : "W"))
            }
        }
    }

    /// A query's answer is a list of its own: tagged by its bytes and revalidated with 304.
    @Test func aQueriedListIsTaggedByItsContent() async throws {
        try await InProcessServer.test { client in
            let whole = try await client.get("/api/v1/elements")
            let page = try await client.get("/api/v1/elements?limit=3")
            let tag = try #require(page.header("etag"))
            #expect(tag != whole.header("etag"))
            #expect(try await client.get("/api/v1/elements?limit=3", headers: [("If-None-Match", tag)]).status == 304)
            #expect(try await client.get("/api/v1/elements?limit=4", headers: [("If-None-Match", tag)]).status == 200)
        }
    }

    @Test func unusableQueriesAre400sNamingTheParameterAndValue() async throws {
        try await InProcessServer.test { client in
            let cases: [(String, String)] = [
                ("?page=0&limit=5", "page must be a whole number from 1, got \"0\""),
                ("?limit=abc", "limit must be a whole number from 1, got \"abc\""),
                ("?limit=-1", "limit must be a whole number from 1, got \"-1\""),
                ("?order=sideways", "order \"sideways\" is neither asc nor desc"),
                ("?sortBy=colour", "sortBy \"colour\" is not a field to sort by; sort by name, appearance, atomic_mass, boil,"),
                ("?sortBy=shells", "sortBy \"shells\" is not a field to sort by; sort by name, appearance, atomic_mass, boil,"),
                ("?page=2", "page needs limit, the number of records on a page (?page=2&limit=10)"),
                ("?symbl=Na", "unknown query parameter \"symbl\"; did you mean \"symbol\"? (this path takes: name, appearance,"),
                ("?limit=2&limit=3", "query parameter \"limit\" is given more than once"),
            ]
            for (query, message) in cases {
                let response = try await client.get("/api/v1/elements" + query)
                #expect(response.status == 400, "\(query)")
                #expect(response.header("content-type") == "application/json", "\(query)")
                #expect(response.errorMessage?.hasPrefix(message) == true, "\(query): \(response.text)")
            }
            #expect(try await client.get("/api/v1/elements?limit=1").status == 200, "the server keeps serving")
        }
    }
}
