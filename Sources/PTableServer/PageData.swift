import Foundation
import Layout

/// What the page's script works from, embedded in the page as JSON: the elements' list rows,
/// every sort with every way of splitting it into sections (computed here, by the same code
/// as `ptable list`), the themes to pick from and whether `--watch` is on.
struct PageData: Encodable {
    struct Row: Encodable {
        let number: Int
        let symbol: String
        let name: String
        /// The name as the data writes it (English for the bundled data), which the favourites
        /// API stores and a search also matches.
        let dataName: String
        /// The seed's list row detail, `Na(11) 22.989769282`.
        let detail: String
        let state: String
        /// The id of the element's tile in the table's SVG.
        let tile: String
        /// The detail view's facts, as the tiles write them: the standard atomic weight as the
        /// tile beside them shows it (`22.990`, not the data's `22.989769282`, whose last digit is
        /// the uncertainty's), melting and boiling points in kelvin, the discoverer (`—` where the
        /// data has none).
        let weight: String
        let melt: String
        let boil: String
        let discoveredBy: String
        /// The seed's thumbnail URL path (`/periodictable/Tiles/011/s7.JPG`).
        let thumbnail: String
    }

    struct Section: Encodable {
        let title: String
        let numbers: [Int]
    }

    let elements: [Row]
    /// order → grouping → sections, e.g. `orders["name"]["letter"]`.
    let orders: [String: [String: [Section]]]
    let theme: String
    let themes: [String]
    let watch: Bool
    let revision: Int
    /// The page's language code, for the images it asks for (`lang=`).
    let lang: String
    /// A label the script fills in itself: its text and its placeholders in the order the
    /// script passes their values (`LanguageLabel.placeholders`).
    struct Word: Encodable {
        let text: String
        let slots: [String]
    }

    /// The script's own words in the page's language, by label (`LanguageLabel.pageScript`, the
    /// labels the script writes itself; the rest are in the page's HTML): status lines, empty
    /// states and image descriptions.
    let words: [String: Word]

    init(design: Design, theme: String, watch: Bool, locale: DisplayLocale = .english) {
        let formatter = ElementFormatter(locale: locale)
        elements = design.table.elements.map { element in
            Row(number: element.number, symbol: formatter.symbol(element), name: formatter.name(element),
                dataName: ElementText.sanitized(element.name),
                detail: formatter.listRow(element).detail,
                state: locale.isEnglish ? element.state?.rawValue ?? "Unknown state" : locale.sectionTitle(for: element, grouping: .state),
                tile: "tile-" + SceneIdentifier.token(formatter.symbol(element)),
                weight: formatter.mass(element), melt: formatter.melt(element), boil: formatter.boil(element),
                discoveredBy: formatter.discoveredBy(element),
                thumbnail: "/periodictable/Tiles/" + String(format: "%03d", element.number) + "/s7.JPG")
        }
        var orders: [String: [String: [Section]]] = [:]
        for order in ElementOrder.allCases {
            for grouping in Grouping.allCases {
                orders[order.rawValue, default: [:]][grouping.rawValue] = locale.sections(of: design.table, by: grouping, order: order)
                    .map { Section(title: $0.title, numbers: $0.elements.map(\.number)) }
            }
        }
        lang = locale.code
        words = Dictionary(uniqueKeysWithValues: LanguageLabel.pageScript.map {
            ($0.rawValue, Word(text: locale.text($0), slots: $0.placeholders))
        })
        self.orders = orders
        self.theme = theme
        themes = design.themeChoices
        self.watch = watch
        revision = design.revision
    }

    /// The JSON, safe inside a `<script>` element: `<`, `>` and `&` escaped.
    func scriptJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
