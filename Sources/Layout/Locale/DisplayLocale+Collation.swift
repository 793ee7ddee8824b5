import ElementData
import Foundation

/// Sorting by name and sections by first letter, in the language's own order.
///
/// Names are compared with the language's collation (ICU's, through Foundation's
/// `compare(_:options:range:locale:)`): Swedish puts Å, Ä, Ö after Z, Polish Ł after L, German
/// files Ä with A. Letter sections follow the language's alphabet: a letter with a diacritic
/// is its own section where the alphabet counts it as a letter (Swedish Å Ä Ö, Norwegian Æ Ø Å,
/// Polish Ą Ć Ę Ł Ń Ó Ś Ź Ż, Spanish Ñ, Russian and Ukrainian Й, Ukrainian Ї) and is filed
/// under its base letter otherwise (German Ö under O, French É under E, Greek Ά under Α).
///
/// Chinese, Japanese and Korean names have no letters; their scheme:
/// - Chinese (`zh-Hans`): names sort by their Hanyu Pinyin reading (bundled with the names):
///   by letters (ü as u, a ü after its u), then by tone, 1 to 4, as a Chinese dictionary does; sections are
///   the reading's first Latin letter, `A`–`Z`, as in a dictionary's pinyin index.
/// - Japanese (`ja`): names sort by their kana reading (katakana names are their own reading;
///   the twenty written with kanji carry one) and sections are the gojūon rows of the reading's
///   first kana: ア行, カ行, サ行, タ行, ナ行, ハ行, マ行, ヤ行, ラ行, ワ行.
/// - Korean (`ko`): names sort in Hangul order and sections are the first syllable's initial
///   consonant, ㄱ to ㅎ, a tense consonant with its plain one (ㄲ under ㄱ), as in a Korean dictionary.
///
/// English keeps ptable's own rules (`PeriodicTable.sorted(by:)`, `Grouping.sectionTitle(for:)`).
public extension DisplayLocale {
    /// The elements of `table` in `order`, names compared in this language, ties by atomic number.
    func sorted(_ table: PeriodicTable, by order: ElementOrder) -> [Element] {
        guard !isEnglish, order == .name else { return table.sorted(by: order) }
        let collation = Locale(identifier: collationIdentifier)
        let isPinyin = code == "zh-Hans"
        // Decomposed, because Foundation's comparison on Linux answers "descending" both ways for
        // some precomposed Hangul syllables (네온 and 네오디뮴, 인 and 이리듐), which left Korean
        // unsorted; the decomposed jamo compare as ICU's Korean collation orders the syllables.
        let keys = table.elements.map { isPinyin ? Self.pinyinKey(sortKey(for: $0)) : sortKey(for: $0).decomposedStringWithCanonicalMapping }
        return table.elements.indices.sorted { left, right in
            if keys[left] == keys[right] { return table.elements[left].number < table.elements[right].number }
            // Pinyin keys are ASCII, compared by their bytes.
            if isPinyin { return keys[left] < keys[right] }
            let order = keys[left].compare(keys[right], options: [], range: nil, locale: collation)
            if order == .orderedSame { return table.elements[left].number < table.elements[right].number }
            return order == .orderedAscending
        }.map { table.elements[$0] }
    }

    /// Whether the word `left` comes before `right` in this language's alphabetical order: Chinese
    /// words (a property's name) by ICU's pinyin collation, Japanese kanji by theirs, which files
    /// them by reading; used where a list is read by its words, not by element names.
    func precedes(_ left: String, _ right: String) -> Bool {
        let collation = Locale(identifier: code == "zh-Hans" ? "zh" : collationIdentifier)
        // Decomposed, as names are above: Hangul syllables compare by their jamo.
        let order = left.decomposedStringWithCanonicalMapping.compare(right.decomposedStringWithCanonicalMapping,
                                                                      options: [], range: nil, locale: collation)
        return order == .orderedSame ? left < right : order == .orderedAscending
    }

    /// The elements of `table` in `order`, split into titled sections in this language.
    ///
    /// Sections come in the order of their first element, except letters (the language's
    /// alphabetical order, see above) and states (solid, liquid, gas).
    func sections(of table: PeriodicTable, by grouping: Grouping, order: ElementOrder = .number) -> [ElementSection] {
        guard !isEnglish else { return table.sections(by: grouping, order: order) }
        let ordered = sorted(table, by: order)
        guard grouping != .none else { return [ElementSection(title: "", elements: ordered)] }
        var sections = ElementSection.split(ordered) { sectionTitle(for: $0, grouping: grouping) }
        switch grouping {
        case .letter:
            sections.sort { sectionRank($0.title) < sectionRank($1.title) }
        case .state:
            let order = [text(.solid), text(.liquid), text(.gas)]
            let rank = { (title: String) in order.firstIndex(of: title) ?? order.count }
            sections.sort { rank($0.title) < rank($1.title) }
        case .category, .none:
            break
        }
        return sections
    }

    /// The letter section a typed letter stands for (`list --letter`), filed as names are:
    /// Greek `ά` under Α, Swedish `ä` its own Ä, Japanese `ガ` in カ行, Korean `가` under ㄱ. A
    /// letter without a one-letter capital (ß, whose capital is SS) stands for itself.
    func letterSection(for letter: String) -> String {
        let capital = letter.uppercased()
        guard capital.count == 1 else { return letter }
        return isEnglish ? capital : initial(ofKey: capital)
    }

    /// The title of the section `element` belongs to: its initial (or kana row, or consonant),
    /// its state, or its category, in this language.
    func sectionTitle(for element: Element, grouping: Grouping) -> String {
        guard !isEnglish else { return grouping.sectionTitle(for: element) }
        switch grouping {
        case .none:
            return ""
        case .letter:
            return initial(ofKey: sortKey(for: element))
        case .state:
            return switch element.state {
            case .solid: text(.solid)
            case .liquid: text(.liquid)
            case .gas: text(.gas)
            case nil: text(.unknownPhase)
            }
        case .category:
            return category(ElementCategory(element.category))
        }
    }
}

private extension DisplayLocale {
    /// The ICU collation the language's names (or readings) are compared with.
    var collationIdentifier: String {
        switch code {
        case "zh-Hans": "en" // pinyin keys are ASCII
        case "nb": "nb"
        default: code
        }
    }

    /// What a name sorts by: its reading where the language has one, else the name.
    func sortKey(for element: Element) -> String {
        let name = name(of: element)
        guard name == data.elementName(element.number) else { return name }
        return data.readings[element.number] ?? name
    }

    /// A pinyin reading as an ASCII key that sorts as a dictionary does: `lǜ` → `lu14`, `qīng` →
    /// `qing01`. Each syllable is its letters with ü as u, then 1 for a ü (0 for none), then its
    /// tone (1 to 4, 5 for none): so lǔ, lǚ, lǜ, luàn, lüè, lún (the order of the Xiandai Hanyu
    /// Cidian and of CLDR's pinyin collation), where ü as a letter after u put lún before lǚ.
    static func pinyinKey(_ reading: String) -> String {
        var key = ""
        for word in reading.split(separator: " ") {
            var letters = "", umlaut = "0", tone = "5"
            for scalar in String(word).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
                switch scalar {
                case "\u{0304}": tone = "1"
                case "\u{0301}": tone = "2"
                case "\u{030C}": tone = "3"
                case "\u{0300}": tone = "4"
                case "\u{0308}": umlaut = "1"
                default: if scalar.isASCII { letters.unicodeScalars.append(scalar) }
                }
            }
            key += letters + umlaut + tone + " "
        }
        return key
    }

    /// The letter section of a name's sort key, by the scheme of the type's comment.
    func initial(ofKey key: String) -> String {
        switch code {
        case "zh-Hans":
            return Self.foldedInitial(of: key, keeping: []) ?? "#"
        case "ja":
            return key.unicodeScalars.first.flatMap(KanaRow.row(of:)).map(\.title) ?? Self.foldedInitial(of: key, keeping: []) ?? "#"
        case "ko":
            return key.unicodeScalars.first.flatMap(HangulInitial.consonant(of:)) ?? Self.foldedInitial(of: key, keeping: []) ?? "#"
        default:
            return Self.foldedInitial(of: key, keeping: ownLetters) ?? "#"
        }
    }

    /// Letters with a diacritic that the alphabet counts as letters of their own.
    var ownLetters: Set<Character> {
        switch code {
        case "sv": ["Å", "Ä", "Ö"]
        case "nb": ["Æ", "Ø", "Å"]
        case "pl": ["Ą", "Ć", "Ę", "Ł", "Ń", "Ó", "Ś", "Ź", "Ż"]
        case "es": ["Ñ"]
        case "ru": ["Й"]
        case "uk": ["Й", "Ї"]
        default: []
        }
    }

    /// The first letter of `text` in upper case, its diacritics removed unless it is one of `keeping`.
    static func foldedInitial(of text: String, keeping: Set<Character>) -> String? {
        guard let first = text.first(where: \.isLetter) else { return nil }
        let upper = String(first).uppercased()
        if let letter = upper.first, keeping.contains(letter) { return upper }
        let base = upper.decomposedStringWithCanonicalMapping.unicodeScalars
            .filter { !$0.properties.isDiacritic && $0.properties.generalCategory != .nonspacingMark }
        return base.isEmpty ? upper : String(String.UnicodeScalarView(base))
    }

    /// Where a section title goes: kana rows and Hangul consonants in their fixed order,
    /// letters in the language's collation (a title is one letter, so one key each).
    func sectionRank(_ title: String) -> SectionRank {
        if code == "ja", let row = KanaRow.allCases.firstIndex(where: { $0.title == title }) {
            return SectionRank(position: row, key: "", locale: code)
        }
        if code == "ko", let consonant = HangulInitial.order.firstIndex(of: title) {
            return SectionRank(position: consonant, key: "", locale: code)
        }
        return SectionRank(position: title == "#" ? Int.max : -1, key: title, locale: collationIdentifier)
    }
}

/// A section title's place: a fixed position, then the title in the language's collation.
struct SectionRank: Comparable {
    var position: Int
    var key: String
    var locale: String

    static func < (lhs: SectionRank, rhs: SectionRank) -> Bool {
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        return lhs.key.compare(rhs.key, options: [], range: nil, locale: Locale(identifier: lhs.locale)) == .orderedAscending
    }
}
