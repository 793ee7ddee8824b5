import Foundation
import GRDB

/// A row of the `favorite` table read as a `Favorite`. A wrapper, so GRDB stays out of the
/// module's public API.
struct FavoriteRow: FetchableRecord {
    let favorite: Favorite

    init(row: Row) throws {
        let time: String = row["createdAt"]
        guard let createdAt = FavoriteTime.date(from: time) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "createdAt \"\(time)\" is not an ISO 8601 time")
        }
        favorite = Favorite(id: row["id"], favoritedBy: row["favoritedBy"], elementName: row["elementName"],
                            elementSymbol: row["elementSymbol"], createdAt: createdAt)
    }
}
