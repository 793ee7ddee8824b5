import Foundation
import Synchronization

/// One language's words for ptable, read from a bundled file `Locales/<code>.json`: the names of
/// elements 1 to 119, the categories the element data uses, the labels (`LanguageLabel`), how
/// numbers are written, and for Chinese and Japanese the readings names are sorted by.
///
/// Each file names in `source` the nomenclature its element names follow. Decoding checks the
/// file is complete: 119 non-empty names, every category of the bundled data, every label, and
/// every pattern label with its placeholder; so a missing word is an error, never English.
public struct LanguageData: Codable, Equatable, Sendable {
    /// How the language writes a decimal number, a quantity with its unit, and a mass number.
    public struct NumberStyle: Codable, Equatable, Sendable {
        /// `.` or `,`.
        public var decimalSeparator: String
        /// Between groups of three digits of a whole part of five digits or more, as CLDR writes
        /// it (`.` in German, a no-break space in Russian, `,` in Chinese), and the SI's thin
        /// no-break space (U+202F) in English: `10 031 °F`. Four digits are never grouped, so a
        /// year or `1811 K` reads as before.
        public var groupSeparator: String
        /// Between a number and its unit: a space in English, a no-break space elsewhere.
        public var unitSeparator: String
        /// Around the mass number of an element with no stable isotope: `[` `]`, or `(` `)` in Japanese.
        public var massNumberOpen: String
        /// The closing counterpart of `massNumberOpen`: `]`, or `)` in Japanese.
        public var massNumberClose: String
        /// The word for years in a half-life, by CLDR plural category (`one`, `few`, `many`,
        /// `other`; `other` is required): nil keeps NUBASE's `y`, `ky` … `Gy`, which read as
        /// the gray outside English. `one`, `few` and `many` follow the Russian and Ukrainian rule.
        public var years: [String: String]?
        /// What follows a half-life's number in place of NUBASE's `ky`, `My`, `Gy`, by the power of
        /// ten (`"6"`), spacing included, so it reads as English's `704 My` does: ` Ma` (annus with
        /// its SI prefix), ` млн лет`, ` milj. år`; `"0"` for plain years written close (`898年`). A
        /// power not listed moves to the largest listed one at or under the number's order of
        /// magnitude when its decimal point can move there without a digit the source lacks: the
        /// myriads of Chinese, Japanese and Korean (`"4"`, `"8"`) write 704 My as `7.04億年` and
        /// 245.5 ky as `24.55万年`. Otherwise it is written `×10ⁿ` before the plain years
        /// (`56×10¹⁸ a`, `1.38×10³年`).
        public var yearMultiples: [String: String]?
        /// Unit symbols the language writes its own way, by the symbol ptable uses: Russian and
        /// Ukrainian in Cyrillic (`K` → `К`, `eV` → `эВ`, as GOST 8.417 and DSTU 3651 have them),
        /// French days `j`. A unit not listed is written as the source gives it.
        public var units: [String: String]?
        /// Between a number and `%`, where CLDR's percent pattern differs from `unitSeparator`:
        /// none in Italian, Portuguese, Dutch, Polish, Ukrainian, Greek, Chinese, Japanese and
        /// Korean (`99,2742%`). Nil takes `unitSeparator`.
        public var percentSeparator: String?
    }

    /// The BCP 47 code, e.g. `de` or `zh-Hans`.
    public var language: String
    /// The language's own name for itself, e.g. `Deutsch`.
    public var name: String
    /// The nomenclature the names follow, in the language itself.
    public var source: String
    /// How the language writes numbers, quantities and mass numbers.
    public var number: NumberStyle
    /// Names of elements 1 to 119 (119 is the systematic placeholder), in atomic-number order.
    public var elements: [String]
    /// The data's category texts (lowercase, as Periodic-Table-JSON writes them) in this language.
    public var categories: [String: String]
    /// The sourced crystal structures (`body-centred cubic`, as `ElementProperties` writes them)
    /// in this language.
    public var crystalStructures: [String: String]
    /// The discoverers the bundled data names that are not people: places, ages and dates
    /// (`Middle East`, `5000 BC`), by the data's text, in this language. People and
    /// institutions keep their own names.
    public var discoverers: [String: String]
    /// Every `LanguageLabel` by its raw value.
    public var labels: [String: String]
    /// Readings that decide sorting and sections where the script does not (Chinese pinyin,
    /// Japanese kana for names written with kanji), by atomic number.
    public var readings: [Int: String]

    /// How many element names a file holds: 1 to 118 and the placeholder of 119.
    public static let elementCount = 119

    /// The category keys every file translates: those of the bundled element data.
    public static let categoryKeys = [
        "alkali metal", "alkaline earth metal", "lanthanide", "actinide", "transition metal",
        "post-transition metal", "metalloid", "diatomic nonmetal", "polyatomic nonmetal", "noble gas", "unknown",
        "unknown, probably transition metal", "unknown, probably post-transition metal", "unknown, probably metalloid",
        "unknown, predicted to be noble gas", "unknown, but predicted to be an alkali metal",
    ]

    /// The crystal structures every file translates: those of the bundled sourced properties.
    public static let crystalStructureKeys = [
        "body-centred cubic", "face-centred cubic", "hexagonal close-packed", "simple cubic", "diamond cubic", "cubic",
        "tetragonal", "orthorhombic", "rhombohedral", "trigonal", "monoclinic",
    ]

    /// The discoverer texts every file translates: the bundled data's that are not names.
    public static let discovererKeys = [
        "5000 BC", "Ancient Egypt", "Ancient china", "Bronze Age", "India", "Middle East", "unknown, before 2000 BCE",
        "unknown, before 3000 BC", "unknown, before 3500 BC", "unknown, before 5000 BC",
    ]

    /// The languages bundled, in the order `--help` lists them.
    public static let bundledCodes = [
        "en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "nb", "ru", "uk", "el", "zh-Hans", "ja", "ko",
    ]

    /// The name of element `number`, nil outside 1...119.
    public func elementName(_ number: Int) -> String? {
        elements.indices.contains(number - 1) ? elements[number - 1] : nil
    }

    /// The text of `label`; every file has all of them (checked when decoded).
    public func text(_ label: LanguageLabel) -> String {
        labels[label.rawValue] ?? ""
    }
}

public extension LanguageData {
    /// The bundled file of `code` (one of `bundledCodes`), decoded and checked once per process.
    static func bundled(_ code: String) throws -> LanguageData {
        guard bundledCodes.contains(code) else {
            throw ElementDataError.unknownLanguage(code: code, supported: bundledCodes)
        }
        return try bundledFiles.withLock { files in
            if let known = files[code] { return known }
            let result = BundledResource.load("Locales/\(code).json") { data, source in
                try LanguageData.decode(from: data, source: source)
            }
            files[code] = result
            return result
        }.get()
    }

    /// A language file from its bytes; `source` names it in errors.
    static func decode(from data: Data, source: String) throws -> LanguageData {
        let file = try BundledResource.decode(File.self, from: data, source: source, what: "a language file")
        let language = LanguageData(language: file.language, name: file.name, source: file.source, number: file.number,
                                    elements: file.elements, categories: file.categories,
                                    crystalStructures: file.crystalStructures, discoverers: file.discoverers, labels: file.labels,
                                    readings: file.readings?.byNumber ?? [:])
        if let problem = language.problem {
            throw ElementDataError.invalidElementData(path: source, detail: problem)
        }
        return language
    }

    /// What makes the file incomplete, or nil when it has every word.
    internal var problem: String? {
        if let years = number.years, (years["other"] ?? "").isEmpty {
            return "\"years\" has no \"other\" form"
        }
        if elements.count != Self.elementCount {
            return "has \(elements.count) element names, expected \(Self.elementCount)"
        }
        if let blank = elements.firstIndex(where: { $0.allSatisfy(\.isWhitespace) }) {
            return "the name of element \(blank + 1) is empty"
        }
        if let missing = Self.categoryKeys.first(where: { (categories[$0] ?? "").isEmpty }) {
            return "no text for the category \"\(missing)\""
        }
        if let missing = Self.crystalStructureKeys.first(where: { (crystalStructures[$0] ?? "").isEmpty }) {
            return "no text for the crystal structure \"\(missing)\""
        }
        if let missing = Self.discovererKeys.first(where: { (discoverers[$0] ?? "").isEmpty }) {
            return "no text for the discoverer \"\(missing)\""
        }
        for label in LanguageLabel.allCases {
            guard let text = labels[label.rawValue], !text.isEmpty else { return "no text for the label \(label.rawValue)" }
            if let placeholder = label.placeholders.first(where: { !text.contains($0) }) {
                return "the label \(label.rawValue) lacks its placeholder \(placeholder)"
            }
        }
        if let unknown = labels.keys.sorted().first(where: { LanguageLabel(rawValue: $0) == nil }) {
            return "unknown label \(unknown)"
        }
        if let number = readings.keys.sorted().first(where: { !(1...Self.elementCount).contains($0) }) {
            return "a reading for element \(number), outside 1...\(Self.elementCount)"
        }
        return nil
    }
}

private extension LanguageData {
    /// Bundled language files by code, each read at most once.
    static let bundledFiles = Mutex<[String: Result<LanguageData, ElementDataError>]>([:])

    /// The file's shape: `readings` is a list of 119 (Chinese) or an object by atomic number (Japanese).
    struct File: Decodable {
        var language: String
        var name: String
        var source: String
        var number: NumberStyle
        var elements: [String]
        var categories: [String: String]
        var crystalStructures: [String: String]
        var discoverers: [String: String]
        var labels: [String: String]
        var readings: Readings?
    }

    enum Readings: Decodable {
        case list([String])
        case byNumber([String: String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let list = try? container.decode([String].self) {
                self = .list(list)
            } else {
                self = .byNumber(try container.decode([String: String].self))
            }
        }

        var byNumber: [Int: String] {
            switch self {
            case let .list(list):
                Dictionary(uniqueKeysWithValues: list.enumerated().map { ($0.offset + 1, $0.element) })
            case let .byNumber(texts):
                Dictionary(texts.compactMap { key, value in Int(key).map { ($0, value) } }, uniquingKeysWith: { first, _ in first })
            }
        }
    }
}
