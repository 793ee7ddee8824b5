import ElementData
import Foundation

/// The language ptable writes in: element and category names, labels, how numbers are written,
/// and how names sort and fall into sections (`DisplayLocale+Collation`).
///
/// A plain value chosen by the caller (`--lang`, a `lang` query): nothing here reads the
/// machine's locale, so the same request gives the same bytes everywhere. English, the default,
/// writes exactly what ptable always wrote: the data's own names, `12.011`, `370.94 K`, `[98]`.
public struct DisplayLocale: Sendable, Equatable {
    /// The BCP 47 code of a bundled language, e.g. `de` or `zh-Hans`.
    public let code: String
    /// The language's words, checked complete when read.
    public let data: LanguageData
    /// English names by atomic number: a data name that matches one is translated.
    private let englishNames: [String]

    private init(data: LanguageData, englishNames: [String]) {
        code = data.language
        self.data = data
        self.englishNames = englishNames
    }

    /// The bundled language `code` (one of `DisplayLocale.supportedCodes`).
    public static func bundled(_ code: String) throws -> DisplayLocale {
        let english = try LanguageData.bundled("en")
        return DisplayLocale(data: code == "en" ? english : try LanguageData.bundled(code),
                             englishNames: english.elements.map { $0.lowercased() })
    }

    /// English, ptable's default. The bundled English file is part of the element data's own
    /// resources, so it is there whenever the element data is.
    public static let english: DisplayLocale = {
        do {
            return try bundled("en")
        } catch {
            preconditionFailure("the bundled English language file cannot be read: \(error.localizedDescription)")
        }
    }()

    /// Every bundled language code, English first.
    public static var supportedCodes: [String] { LanguageData.bundledCodes }

    /// True for English, whose words are the data's own.
    public var isEnglish: Bool { code == "en" }

    /// The Chinese, Japanese or Korean face family text in this language falls back to, if any.
    public var cjkRegion: CJKRegion? {
        switch code {
        case "zh-Hans": .simplifiedChinese
        case "ja": .japanese
        case "ko": .korean
        default: nil
        }
    }

    /// Two locales are equal when their codes are (`de`, `zh-Hans`).
    public static func == (lhs: DisplayLocale, rhs: DisplayLocale) -> Bool { lhs.code == rhs.code }

    // MARK: Words

    /// The element's name in this language: the translation when the data's name is the
    /// standard English name of its atomic number, otherwise the data's own name (a user's
    /// data file naming an element differently keeps its name).
    public func name(of element: Element) -> String {
        let own = ElementText.sanitized(element.name)
        guard !isEnglish, englishNames.indices.contains(element.number - 1),
              own.trimmingCharacters(in: .whitespaces).lowercased() == englishNames[element.number - 1],
              let translated = data.elementName(element.number) else { return own }
        return translated
    }

    /// A label, e.g. `Schmelzpunkt` for `.meltingPoint` in German.
    public func text(_ label: LanguageLabel) -> String {
        data.text(label)
    }

    /// A pattern label with its placeholders filled in order: `text(.groupNumber, "3")` →
    /// `Gruppe 3`, `text(.stripTitle, "Natrium", "64, 128")` → `Natrium in 64, 128 px`.
    /// The placeholders are found in the pattern first, so a value holding braces stays as it is.
    public func text(_ label: LanguageLabel, _ values: String...) -> String {
        var text = data.text(label)
        let found = zip(label.placeholders, values).flatMap { placeholder, value in
            text.ranges(of: placeholder).map { (range: $0, value: value) }
        }
        for (range, value) in found.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            text.replaceSubrange(range, with: value)
        }
        return text
    }

    /// The category as the data writes it, in this language; a category the bundled data does
    /// not use (a user's data) is shown as written, capitalised.
    public func category(_ category: ElementCategory) -> String {
        if let translated = data.categories[category.raw.lowercased()] { return translated }
        return category.displayName
    }

    /// A sourced crystal structure (`body-centred cubic`) in this language; one the language
    /// file does not know is shown as the source writes it.
    public func crystalStructure(_ structure: String) -> String {
        data.crystalStructures[structure] ?? structure
    }

    /// A discoverer that is a place, an age or a date (`Middle East`, `5000 BC`) in this
    /// language; a person or an institution keeps the name the data gives.
    public func discoverer(_ text: String) -> String {
        data.discoverers[text] ?? text
    }

    /// A category family's name for legends: `family.displayName` in English.
    public func family(_ family: CategoryFamily) -> String {
        guard !isEnglish else { return family.displayName }
        let key = family == .unknown ? "unknown" : family.rawValue.replacingOccurrences(of: "-", with: " ")
            .replacingOccurrences(of: "post transition", with: "post-transition")
        return data.categories[key] ?? family.displayName
    }

    // MARK: Numbers

    /// A decimal number written by ptable (`12.011`, `~1800`, `1.7×10³⁰⁸`) with this language's
    /// decimal separator, and a whole part of five digits or more grouped in threes with its
    /// group separator: `12,011` and `98.765.432` in German, `10 031` (U+202F) in English.
    /// Digits after the point and superscript exponents are never grouped.
    public func decimal(_ text: String) -> String {
        let style = data.number
        var result = ""
        var digits = ""
        var afterPoint = false
        func endDigits() {
            result += afterPoint ? digits : Self.grouped(digits, separator: style.groupSeparator)
            digits = ""
        }
        for character in text {
            if character.isASCII, character.isWholeNumber {
                digits.append(character)
                continue
            }
            endDigits()
            afterPoint = character == "."
            result += afterPoint ? style.decimalSeparator : String(character)
        }
        endDigits()
        return result
    }

    /// Whole parts this long or longer are grouped (CLDR's minimum grouping digits of 2, which
    /// the SI also leaves to the writer for four digits).
    static let shortestGroupedRun = 5

    /// `digits` in groups of three from the right, when there are at least `shortestGroupedRun`.
    static func grouped(_ digits: String, separator: String) -> String {
        guard digits.count >= shortestGroupedRun else { return digits }
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return result
    }

    /// A number and its unit with this language's spacing: `370,94 K` (a no-break space) in German.
    /// The unit takes the language's own symbol (`370,94 К` in Russian), and a half-life in years
    /// the language's words for NUBASE's prefix (`4,463 Ga`, `704 млн лет`, `898 лет`, `898年`),
    /// or for another power the number moves to exactly (`7.04億年` for 704 My, as Chinese,
    /// Japanese and Korean count years by myriads), else a power of ten before its word for
    /// years (`56×10¹⁸ a`, `1.38×10³年`).
    public func quantity(_ number: String, unit: String) -> String {
        let separator = data.number.unitSeparator
        if let years = data.number.years, let exponent = Self.yearExponents[unit] {
            let multiples = data.number.yearMultiples ?? [:]
            if exponent != 0, let words = multiples[String(exponent)] { return number + words }
            if exponent != 0, let moved = Self.movedYears(number, exponent: exponent, powers: multiples.keys.compactMap { Int($0) },
                                                          decimalSeparator: data.number.decimalSeparator,
                                                          groupSeparator: data.number.groupSeparator),
               let words = multiples[String(moved.power)] {
                return moved.number + words
            }
            let category = Self.pluralCategory(number, exponent: exponent, decimalSeparator: data.number.decimalSeparator)
            let plain = multiples["0"] ?? separator + (years[category] ?? years["other"] ?? unit)
            return (exponent == 0 ? number : number + "×10" + NumberText.superscript(exponent)) + plain
        }
        if unit == "%" { return number + (data.number.percentSeparator ?? separator) + unit }
        return number + separator + self.unit(unit)
    }

    /// A unit symbol as this language writes it: `эВ` for `eV` in Russian, `j` for `d` in French;
    /// the symbol itself where the language writes it as the source does.
    public func unit(_ symbol: String) -> String {
        data.number.units?[symbol] ?? symbol
    }

    /// NUBASE's year units and the power of ten of each prefix.
    static let yearExponents = ["y": 0, "ky": 3, "My": 6, "Gy": 9, "Ty": 12, "Py": 15, "Ey": 18, "Zy": 21, "Yy": 24]

    /// The CLDR plural category of `number` × 10^`exponent` by the Russian and Ukrainian rule:
    /// `one` (21), `few` (124), `many` (898, and any number with a power of ten: `4,463×10⁹ лет`
    /// as Russian texts write it), `other` (a decimal fraction: `17,7 года`).
    static func pluralCategory(_ number: String, exponent: Int, decimalSeparator: String) -> String {
        guard exponent == 0 else { return "many" }
        guard !number.contains(decimalSeparator), let whole = Int(number.filter(\.isNumber)) else { return "other" }
        switch (whole % 10, whole % 100) {
        case (1, let lastTwo) where lastTwo != 11: return "one"
        case (2...4, let lastTwo) where !(12...14).contains(lastTwo): return "few"
        default: return "many"
        }
    }

    /// A mass text from `MassFormatting` in this language: `[98]` becomes `(98)` in Japanese,
    /// and decimals take the language's separator.
    public func mass(_ text: String) -> String {
        if text.hasPrefix("["), text.hasSuffix("]") {
            return data.number.massNumberOpen + text.dropFirst().dropLast() + data.number.massNumberClose
        }
        return decimal(text)
    }
}
