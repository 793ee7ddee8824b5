import Foundation

/// One favourite: a person (`favoritedBy`) marked an element, as the seed app's favourites
/// endpoint stores it.
///
/// Its JSON form is the record as mockapi.io, the seed's favourites host, writes it, whatever the
/// encoder's date strategy: `{"id": "1", "favoritedBy": "Ann", "elementName": "Sodium",
/// "elementSymbol": "Na", "createdAt": "2026-11-23T01:42:09.123Z"}` — the id a string of digits,
/// the time ISO 8601 in UTC with milliseconds.
public struct Favorite: Codable, Sendable, Equatable {
    /// The store's identifier for the record, a positive whole number (written as a string in
    /// JSON); `GET`/`PUT`/`DELETE /api/v1/favorites/ID` use it.
    public var id: Int64
    /// The person's name, as given with `--by` (trimmed).
    public var favoritedBy: String
    /// The element's name, e.g. `Sodium`.
    public var elementName: String
    /// The element's symbol, e.g. `Na`; a person favourites one symbol once.
    public var elementSymbol: String
    /// When the favourite was first added.
    public var createdAt: Date

    /// A record with every field given.
    public init(id: Int64, favoritedBy: String, elementName: String, elementSymbol: String, createdAt: Date) {
        self.id = id
        self.favoritedBy = favoritedBy
        self.elementName = elementName
        self.elementSymbol = elementSymbol
        self.createdAt = createdAt
    }

    enum CodingKeys: String, CodingKey {
        case id, favoritedBy, elementName, elementSymbol, createdAt
    }

    /// Reads the seed's record. `id` may be a number or a string of digits and `createdAt` an ISO 8601
    /// time with or without fractional seconds, as JSON servers write them.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? container.decode(Int64.self, forKey: .id) {
            id = number
        } else if let text = try? container.decode(String.self, forKey: .id), let number = Int64(text) {
            id = number
        } else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "id is not an integer")
        }
        favoritedBy = try container.decode(String.self, forKey: .favoritedBy)
        elementName = try container.decode(String.self, forKey: .elementName)
        elementSymbol = try container.decode(String.self, forKey: .elementSymbol)
        let time = try container.decode(String.self, forKey: .createdAt)
        guard let date = FavoriteTime.date(from: time) else {
            throw DecodingError.dataCorruptedError(
                forKey: .createdAt, in: container, debugDescription: "createdAt \"\(time)\" is not an ISO 8601 time")
        }
        createdAt = date
    }

    /// Writes the seed's record: `id` as a string of digits, `createdAt` as ISO 8601 UTC text.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(id), forKey: .id)
        try container.encode(favoritedBy, forKey: .favoritedBy)
        try container.encode(elementName, forKey: .elementName)
        try container.encode(elementSymbol, forKey: .elementSymbol)
        try container.encode(FavoriteTime.string(from: createdAt), forKey: .createdAt)
    }
}
