import Favorites
import Foundation
import Testing

@Suite struct FavoriteCodingTests {
    private let sodium = Favorite(id: 7, favoritedBy: "Ann", elementName: "Sodium", elementSymbol: "Na",
                                  createdAt: Date(timeIntervalSince1970: 1_795_000_000.25))

    @Test func encodesTheSeedsRecordWithAnISO8601Time() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(sodium), as: UTF8.self)
        #expect(json == #"{"createdAt":"2026-11-18T11:06:40.250Z","elementName":"Sodium","elementSymbol":"Na","favoritedBy":"Ann","id":"7"}"#)
    }

    @Test func decodesWhatItEncodesAndTheSeedsVariants() throws {
        #expect(try JSONDecoder().decode(Favorite.self, from: JSONEncoder().encode(sodium)) == sodium)
        let variant = #"{"id":"7","favoritedBy":"Ann","elementName":"Sodium","elementSymbol":"Na","createdAt":"2026-11-18T11:06:40Z"}"#
        let decoded = try JSONDecoder().decode(Favorite.self, from: Data(variant.utf8))
        #expect(decoded.id == 7)
        #expect(decoded.createdAt == Date(timeIntervalSince1970: 1_795_000_000))
    }

    @Test func refusesARecordWithoutATime() {
        let json = #"{"id":1,"favoritedBy":"Ann","elementName":"Sodium","elementSymbol":"Na","createdAt":"yesterday"}"#
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Favorite.self, from: Data(json.utf8)) }
    }
}
