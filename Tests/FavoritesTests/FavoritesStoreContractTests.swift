import Favorites
import Foundation
import Testing

/// What every database store promises (see `FavoritesStore`), checked on SQLite and on a real
/// PostgreSQL alike: the same answers, ids, uniqueness, idempotent adds and NFC names.
@Suite struct FavoritesStoreContractTests {
    @Test(arguments: StoreBackend.allCases)
    func idsCountFromOneAndAreNeverGivenAgain(_ backend: StoreBackend) async throws {
        let (store, _) = try await backend.makeStore()
        let sodium = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        let neon = try await store.add(elementSymbol: "Ne", elementName: "Neon", by: "Ann")
        #expect([sodium.favorite.id, neon.favorite.id] == [1, 2])
        #expect(try await store.remove(id: 2))
        let iron = try await store.add(elementSymbol: "Fe", elementName: "Iron", by: "Bo")
        #expect(iron.favorite.id == 3, "a removed id is not handed out again")
        try await store.close()
    }

    @Test(arguments: StoreBackend.allCases)
    func addingThePairAgainReturnsTheRecordAndAddsNothing(_ backend: StoreBackend) async throws {
        let (store, _) = try await backend.makeStore()
        let first = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        let again = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        #expect(first.created && !again.created)
        #expect(again.favorite == first.favorite)
        let next = try await store.add(elementSymbol: "K", elementName: "Potassium", by: "Ann")
        #expect(next.favorite.id == 2, "a refused duplicate uses up no id")
        #expect(try await store.list(by: nil).count == 2)
        try await store.close()
    }

    /// A name is kept as it was sent, spaces and all, as mockapi.io keeps it: an app that posted
    /// `"Name "` looked for `favoritedBy == "Name "` and found nothing, as the store had trimmed
    /// it. So `" Ann "` is another person than `"Ann"`; the CLI trims what is typed itself.
    @Test(arguments: StoreBackend.allCases)
    func aNameIsKeptAsSentSpacesAndAll(_ backend: StoreBackend) async throws {
        let (store, _) = try await backend.makeStore()
        let ann = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        let spaced = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann ")
        #expect(spaced.created && spaced.favorite.favoritedBy == "Ann ")
        #expect(try await store.list(by: "Ann ") == [spaced.favorite])
        #expect(try await store.list(by: "Ann") == [ann.favorite])
        #expect(try await store.remove(elementSymbol: "Na", by: "Ann "))
        #expect(try await store.list(by: nil) == [ann.favorite])
        try await store.close()
    }

    @Test(arguments: StoreBackend.allCases)
    func concurrentAddsOfOnePairMakeOneRecord(_ backend: StoreBackend) async throws {
        let (store, _) = try await backend.makeStore()
        let results = try await withThrowingTaskGroup(of: (Favorite, Bool).self) { group in
            for _ in 0..<12 {
                group.addTask { try await store.add(elementSymbol: "Ar", elementName: "Argon", by: "Cy") }
            }
            return try await group.reduce(into: [(Favorite, Bool)]()) { $0.append($1) }
        }
        #expect(results.filter(\.1).count == 1, "exactly one add created the record")
        #expect(Set(results.map(\.0.id)).count == 1)
        #expect(try await store.list(by: nil).count == 1)
        try await store.close()
    }

    @Test(arguments: StoreBackend.allCases)
    func namesAreOnePersonInEitherUnicodeForm(_ backend: StoreBackend) async throws {
        let (store, _) = try await backend.makeStore()
        let composed = "\u{C5}sa"          // Å as one code point
        let decomposed = "A\u{30A}sa"      // A and a combining ring
        let first = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: decomposed)
        #expect(first.favorite.favoritedBy.unicodeScalars.elementsEqual(composed.unicodeScalars), "stored in NFC")
        let again = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: composed)
        #expect(!again.created)
        #expect(try await store.list(by: decomposed).map(\.id) == [first.favorite.id])
        #expect(try await store.remove(elementSymbol: "Na", by: composed))
        #expect(try await store.list(by: nil).isEmpty)
        try await store.close()
    }

    @Test(arguments: StoreBackend.allCases)
    func listOrdersByPersonInCodePointOrderThenTimeThenID(_ backend: StoreBackend) async throws {
        let (store, _) = try await backend.makeStore()
        for (symbol, name, person) in [("K", "Potassium", "bob"), ("Na", "Sodium", "Ann"), ("Fe", "Iron", "Ann"),
                                       ("Au", "Gold", "Émile"), ("Ag", "Silver", "Zoe"), ("H", "Hydrogen", "bob")] {
            _ = try await store.add(elementSymbol: symbol, elementName: name, by: person)
        }
        let listed = try await store.list(by: nil)
        // Upper case before lower, and É (U+00C9) after every ASCII letter: bytes, not a locale.
        #expect(listed.map(\.favoritedBy) == ["Ann", "Ann", "Zoe", "bob", "bob", "Émile"])
        #expect(listed.map(\.elementSymbol) == ["Na", "Fe", "Ag", "K", "H", "Au"])
        #expect(listed == listed.sorted(by: Favorite.listOrder))
        #expect(try await store.list(by: "bob").map(\.elementSymbol) == ["K", "H"])
        #expect(try await store.list(by: "Bob").isEmpty, "a person is named exactly")
        try await store.close()
    }

    @Test(arguments: StoreBackend.allCases)
    func aRecordIsReadUpdatedAndRemovedByID(_ backend: StoreBackend) async throws {
        let (store, _) = try await backend.makeStore()
        let sodium = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann").favorite
        let neon = try await store.add(elementSymbol: "Ne", elementName: "Neon", by: "Ann").favorite
        #expect(try await store.favorite(id: sodium.id) == sodium)
        #expect(try await store.favorite(id: 99) == nil)

        let updated = try await store.update(id: sodium.id, elementSymbol: "K", elementName: "Potassium", by: "Bo")
        #expect(updated == Favorite(id: sodium.id, favoritedBy: "Bo", elementName: "Potassium", elementSymbol: "K",
                                    createdAt: sodium.createdAt), "the id and the time stay")
        #expect(try await store.favorite(id: sodium.id) == updated)
        #expect(try await store.update(id: 99, elementSymbol: "K", elementName: "Potassium", by: "Bo") == nil)
        await assertThrows(.duplicateFavorite(person: "Ann", elementSymbol: "Ne", id: neon.id)) {
            _ = try await store.update(id: sodium.id, elementSymbol: "Ne", elementName: "Neon", by: "Ann")
        }
        #expect(try await store.favorite(id: sodium.id) == updated, "a refused update changes nothing")

        #expect(try await store.remove(id: neon.id))
        #expect(try await store.remove(id: neon.id) == false)
        #expect(try await store.remove(elementSymbol: "Na", by: "Ann") == false)
        #expect(try await store.list(by: nil) == [updated!])
        try await store.close()
    }

    @Test(arguments: StoreBackend.allCases)
    func badNamesAreRefusedBeforeTheStoreIsTouched(_ backend: StoreBackend) async throws {
        let (store, _) = try await backend.makeStore()
        await assertThrows(.invalidPerson(name: "  ", reason: "a name needs at least one visible character")) {
            _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "  ")
        }
        await assertThrows(.invalidPerson(name: #"A\u{7}n"#, reason: "control characters are not allowed")) {
            _ = try await store.list(by: "A\u{7}n")
        }
        #expect(try await store.list(by: nil).isEmpty)
        try await store.close()
    }

    @Test(arguments: StoreBackend.allCases)
    func aClosedStoreOpensAgainWithItsRecords(_ backend: StoreBackend) async throws {
        let (store, location) = try await backend.makeStore()
        let sodium = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann").favorite
        try await store.close()
        #expect(try await store.list(by: nil) == [sodium])
        try await store.close()
        let another = location.makeStore(poolSize: 2, operationTimeout: StoreBackend.operationTimeout)
        #expect(try await another.favorite(id: sodium.id) == sodium, "a second instance sees the same record")
        try await another.close()
    }

    /// The same calls on both backends give byte-identical JSON but for the times.
    @Test func theBackendsAnswerAlike() async throws {
        var answers: [String] = []
        for backend in StoreBackend.allCases {
            let (store, _) = try await backend.makeStore()
            var log: [String] = []
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            func record(_ value: some Encodable) throws {
                let text = String(decoding: try encoder.encode(value), as: UTF8.self)
                log.append(text.replacing(/"createdAt":"[^"]*"/, with: #""createdAt":"…""#))
            }
            for (symbol, name, person) in [("Na", "Sodium", "Ann"), ("na", "Sodium", "Ann"), ("K", "Potassium", "Zoë"),
                                           ("Fe", "Iron", "Ann"), ("Fe", "Iron", "Zoe\u{308}")] {
                let added = try await store.add(elementSymbol: symbol == "na" ? "Na" : symbol, elementName: name, by: person)
                try record(added.favorite)
                try record(added.created)
            }
            try record(try await store.update(id: 3, elementSymbol: "Cu", elementName: "Copper", by: "Ann"))
            try record(try await store.remove(id: 1))
            try record(try await store.list(by: nil))
            try record(try await store.list(by: "Zoë"))
            answers.append(log.joined(separator: "\n"))
            try await store.close()
        }
        #expect(answers.count == 2)
        #expect(answers.first == answers.last, "\(answers)")
    }
}
