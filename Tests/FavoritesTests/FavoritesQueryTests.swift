import Favorites
import Foundation
import Testing

/// mockapi.io's list query forms applied to records.
@Suite struct FavoritesQueryTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)
    static let records: [Favorite] = [
        ("Joanne", "Sodium", "Na"), ("Ann", "Neon", "Ne"), ("ann", "Iron", "Fe"), ("Bo", "Gold", "Au"),
        ("Ann", "Argon", "Ar"), ("Åsa", "Silver", "Ag"), ("Bo", "Tin", "Sn"), ("Ann", "Oxygen", "O"),
        ("Cy", "Nitrogen", "N"), ("Ann", "Helium", "He"), ("Ann", "Carbon", "C"), ("Dee", "Hydrogen", "H"),
    ].enumerated().map { index, record in
        Favorite(id: Int64(index + 1), favoritedBy: record.0, elementName: record.1, elementSymbol: record.2,
                 createdAt: start.addingTimeInterval(Double((index * 7) % 12)))
    }

    func ids(_ parameters: [String: String]) throws -> [Int64] {
        try FavoritesQuery(parameters: parameters).apply(to: Self.records.shuffled()).map(\.id)
    }

    @Test func noParametersListEveryRecordInIDOrder() throws {
        #expect(try ids([:]) == Array(1...12))
    }

    @Test func aFieldFilterKeepsRecordsWhoseFieldContainsTheTextIgnoringCase() throws {
        #expect(try ids(["favoritedBy": "ann"]) == [1, 2, 3, 5, 8, 10, 11], "Joanne contains ann, as on mockapi")
        #expect(try ids(["elementSymbol": "n"]) == [1, 2, 7, 9])
        #expect(try ids(["favoritedBy": "Ann", "elementName": "on"]) == [2, 3, 5, 11])
        #expect(try ids(["favoritedBy": "a\u{30A}sa"]) == [6], "compared in NFC")
        #expect(try ids(["id": "1"]) == [1, 10, 11, 12], "ids are text too")
        #expect(try ids(["favoritedBy": "Zed"]) == [], "nothing matches: an empty array")
        #expect(try ids(["favoritedBy": ""]) == Array(1...12))
    }

    @Test func searchLooksInEveryFieldButTheTime() throws {
        #expect(try ids(["search": "GEN"]) == [8, 9, 12])
        #expect(try ids(["search": "bo"]) == [4, 7, 11])
        #expect(try ids(["search": "2026"]) == [])
        #expect(try ids(["search": "o", "favoritedBy": "Bo"]) == [4, 7])
    }

    @Test func sortByOrdersAndOrderDescReverses() throws {
        #expect(try ids(["sortBy": "elementName"]) == [5, 11, 4, 10, 12, 3, 2, 9, 8, 6, 1, 7])
        #expect(try ids(["sortBy": "elementName", "order": "desc"]) == [7, 1, 6, 8, 9, 2, 3, 12, 10, 4, 11, 5])
        #expect(try ids(["sortBy": "favoritedBy"]) == [2, 5, 8, 10, 11, 4, 7, 9, 12, 1, 3, 6],
                "code-point order; equal names keep id order")
        #expect(try ids(["sortBy": "createdAt"]) == [1, 8, 3, 10, 5, 12, 7, 2, 9, 4, 11, 6])
        #expect(try ids(["sortBy": "id", "order": "DESC"]) == Array((1...12).reversed()))
        #expect(try ids(["order": "desc"]) == Array((1...12).reversed()), "order alone reverses the id order")
    }

    @Test func pageAndLimitCutPagesFromOne() throws {
        #expect(try ids(["limit": "5"]) == [1, 2, 3, 4, 5])
        #expect(try ids(["page": "2", "limit": "5"]) == [6, 7, 8, 9, 10])
        #expect(try ids(["page": "3", "limit": "5"]) == [11, 12])
        #expect(try ids(["page": "4", "limit": "5"]) == [])
        #expect(try ids(["page": "9223372036854775807", "limit": "9223372036854775807"]) == [])
        #expect(try ids(["favoritedBy": "ann", "sortBy": "elementName", "page": "2", "limit": "3"]) == [3, 2, 8])
    }

    /// A whole number too large for an integer is still a whole number from 1, as the query's
    /// error says it must be: a page that far is past the end, a limit that large takes every record.
    @Test func aPageOrLimitPastTheLargestIntegerIsStillAWholeNumber() throws {
        #expect(try ids(["limit": "100000000000000000000"]) == Array(1...12))
        #expect(try ids(["page": "100000000000000000000", "limit": "5"]) == [])
        #expect(throws: FavoritesError.invalidQuery("limit must be a whole number from 1, got \"000000000000000000000\"")) {
            try FavoritesQuery(parameters: ["limit": "000000000000000000000"])
        }
    }

    @Test(arguments: [
        (["sortby": "id"], "unknown query parameter \"sortby\"; the favourites list takes id, favoritedBy, elementName, elementSymbol, createdAt, search, sortBy, order, page, limit"),
        (["sortBy": "color"], "sortBy \"color\" is not a field to sort by; sort by id, favoritedBy, elementName, elementSymbol, createdAt"),
        (["order": "up"], "order \"up\" is neither asc nor desc"),
        (["limit": "0"], "limit must be a whole number from 1, got \"0\""),
        (["page": "x", "limit": "2"], "page must be a whole number from 1, got \"x\""),
        (["page": "2"], "page needs limit, the number of records on a page (?page=2&limit=10)"),
    ])
    func unusableQueriesSayWhy(parameters: [String: String], message: String) {
        #expect(throws: FavoritesError.invalidQuery(message)) { try FavoritesQuery(parameters: parameters) }
    }
}
