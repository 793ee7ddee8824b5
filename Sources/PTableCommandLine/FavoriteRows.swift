import Favorites
import Layout

/// Favourites as the seed's list rows: the element's name over `Na(11) 22.989769282`.
struct FavoriteRows {
    let table: PeriodicTable
    let formatter: ElementFormatter

    /// Two lines a favourite, under an `== NAME ==` heading per person when `headings` is set.
    /// A record whose symbol the data does not have shows its own name and symbol.
    func lines(for favorites: [Favorite], headings: Bool) -> [String] {
        var lines: [String] = []
        var person: String?
        for favorite in favorites {
            if headings, favorite.favoritedBy != person {
                if person != nil { lines.append("") }
                lines.append("== \(favorite.favoritedBy) ==")
                person = favorite.favoritedBy
            }
            if let element = table.element(matching: favorite.elementSymbol), element.symbol == favorite.elementSymbol {
                let row = formatter.listRow(element)
                lines += [row.title, row.detail]
            } else {
                lines += [favorite.elementName, favorite.elementSymbol]
            }
        }
        return lines
    }
}
