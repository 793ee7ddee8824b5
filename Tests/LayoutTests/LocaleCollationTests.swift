import Testing
@testable import Layout

/// `list --sort name` and `--group letter` in each language's alphabet.
@Suite struct LocaleCollationTests {
    let table = try! PeriodicTable.bundled()

    func names(_ code: String, _ words: [String]) throws -> [String] {
        let elements = words.enumerated().map { Element(name: $0.element, number: 200 + $0.offset, symbol: "X", xpos: 1, ypos: 1) }
        let locale = try DisplayLocale.bundled(code)
        return locale.sorted(PeriodicTable(elements: elements), by: .name).map(\.name)
    }

    func titles(_ code: String) throws -> [String] {
        try DisplayLocale.bundled(code).sections(of: table, by: .letter, order: .name).map(\.title)
    }

    @Test func swedishPutsÅÄÖAfterZ() throws {
        #expect(try names("sv", ["Ödla", "Zink", "Åska", "Ärm", "Bor", "Aluminium"]) == ["Aluminium", "Bor", "Zink", "Åska", "Ärm", "Ödla"])
    }

    @Test func polishPutsŁAfterLAndŻAfterZ() throws {
        #expect(try names("pl", ["Łupek", "Lutet", "Mangan", "Lit", "Żelazo", "Złoto", "Cez", "Ćma", "Cynk"])
            == ["Cez", "Cynk", "Ćma", "Lit", "Lutet", "Łupek", "Mangan", "Złoto", "Żelazo"])
        let polish = try titles("pl")
        #expect(polish.suffix(2) == ["Z", "Ż"])
        let żelazo = try DisplayLocale.bundled("pl").sections(of: table, by: .letter, order: .name).last!
        #expect(żelazo.elements.map(\.symbol) == ["Fe"])
    }

    @Test func germanFilesUmlautsWithTheirBaseLetter() throws {
        #expect(try names("de", ["Zink", "Öl", "Ober", "Äther", "Arsen", "Blei"]) == ["Arsen", "Äther", "Blei", "Ober", "Öl", "Zink"])
        let german = try DisplayLocale.bundled("de")
        let byName = german.sorted(table, by: .name).map { german.name(of: $0) }
        #expect(byName.prefix(3) == ["Actinium", "Aluminium", "Americium"])
        #expect(byName.firstIndex(of: "Molybdän")! < byName.firstIndex(of: "Moscovium")!)
        #expect(try titles("de").allSatisfy { $0.count == 1 && $0.first!.isASCII })
    }

    @Test func englishKeepsItsOwnOrderAndSections() throws {
        let english = try DisplayLocale.bundled("en")
        #expect(english.sections(of: table, by: .letter, order: .name) == table.sections(by: .letter, order: .name))
        #expect(english.sorted(table, by: .name) == table.sorted(by: .name))
    }

    @Test func russianAndGreekSectionsFollowTheirAlphabets() throws {
        let russian = try titles("ru")
        #expect(russian.first == "А" && russian.last == "Э")
        let greek = try titles("el")
        #expect(greek.first == "Α" && greek.contains("Ψ") && !greek.contains("Ά"))
    }

    @Test func chineseSortsByPinyinAndSectionsByItsFirstLetter() throws {
        let chinese = try DisplayLocale.bundled("zh-Hans")
        let sections = chinese.sections(of: table, by: .letter, order: .name)
        #expect(sections.first?.title == "A")
        // ā, āi, ài, ào: by letters, then by tone 1 to 4.
        #expect(sections.first?.elements.map(\.symbol) == ["Ac", "Es", "At", "Og"])
        #expect(sections.map(\.title) == sections.map(\.title).sorted())
        let q = try #require(sections.first { $0.title == "Q" })
        #expect(q.elements.map(\.symbol) == ["Pb", "H"])
    }

    /// ü files with u, after it, before the next letter, as CLDR's pinyin collation and the
    /// Xiandai Hanyu Cidian do: lú, lǔ, lǚ, lǜ, then lún; nǚ before nuò.
    @Test func chineseFilesÜWithU() throws {
        let chinese = try DisplayLocale.bundled("zh-Hans")
        let sections = chinese.sections(of: table, by: .letter, order: .name)
        let l = try #require(sections.first { $0.title == "L" })
        #expect(l.elements.suffix(5).map(\.symbol) == ["Rf", "Lu", "Al", "Cl", "Rg"])
        let n = try #require(sections.first { $0.title == "N" })
        let neodymium = try #require(n.elements.firstIndex { $0.symbol == "Nd" })
        let nobelium = try #require(n.elements.firstIndex { $0.symbol == "No" })
        #expect(neodymium < nobelium)
    }

    /// Hangul syllables sort as a Korean dictionary (and ICU's Korean collation) orders them,
    /// which for modern syllables is their code point order: 네오디뮴 before 네온, 이리듐 before 인.
    @Test func koreanNamesSortInHangulOrder() throws {
        let korean = try DisplayLocale.bundled("ko")
        let names = korean.sorted(table, by: .name).map { korean.name(of: $0) }
        #expect(names == names.sorted())
        #expect(try self.names("ko", ["인", "네온", "이트륨", "네오디뮴", "이리듐"]) == ["네오디뮴", "네온", "이리듐", "이트륨", "인"])
    }

    @Test func japaneseSectionsAreKanaRowsInGojuonOrder() throws {
        let japanese = try DisplayLocale.bundled("ja")
        let sections = japanese.sections(of: table, by: .letter, order: .name)
        #expect(sections.map(\.title) == ["ア行", "カ行", "サ行", "タ行", "ナ行", "ハ行", "マ行", "ヤ行", "ラ行", "ワ行"].filter { title in sections.contains { $0.title == title } })
        let a = try #require(sections.first)
        #expect(a.elements.prefix(2).map { japanese.name(of: $0) } == ["アインスタイニウム", "亜鉛"])
        let sa = try #require(sections.first { $0.title == "サ行" })
        #expect(sa.elements.contains { $0.symbol == "O" } && sa.elements.contains { $0.symbol == "H" })
    }

    @Test func koreanSectionsAreInitialConsonants() throws {
        let korean = try DisplayLocale.bundled("ko")
        let sections = korean.sections(of: table, by: .letter, order: .name)
        #expect(sections.first?.title == "ㄱ")
        #expect(sections.first?.elements.first.map { korean.name(of: $0) } == "가돌리늄")
        #expect(sections.last?.title == "ㅎ")
    }

    /// `list --letter` takes a letter as the sections file names: Greek ά under Α (Άζωτο,
    /// Άνθρακας), a letter of its own where the alphabet has one, a kana's row, a syllable's consonant.
    @Test(arguments: [("el", "ά", "Α"), ("el", "Έ", "Ε"), ("de", "ä", "A"), ("sv", "ä", "Ä"), ("pl", "ł", "Ł"),
                      ("ja", "ガ", "カ行"), ("ja", "た", "タ行"), ("ko", "가", "ㄱ"), ("ko", "ㅎ", "ㅎ"), ("en", "x", "X"),
                      ("de", "ß", "ß"), ("zh-Hans", "q", "Q")])
    func aTypedLetterNamesTheSectionItIsFiledUnder(code: String, letter: String, section: String) throws {
        let locale = try DisplayLocale.bundled(code)
        #expect(locale.letterSection(for: letter) == section)
    }

    @Test func greekLettersWithATonosFindTheirSection() throws {
        let greek = try DisplayLocale.bundled("el")
        let alpha = table.elements.filter { greek.sectionTitle(for: $0, grouping: .letter) == greek.letterSection(for: "ά") }
        #expect(alpha.map { greek.name(of: $0) }.contains("Άζωτο"))
        #expect(alpha.map { greek.name(of: $0) }.contains("Αργό"))
    }

    @Test func stateAndCategorySectionsAreInTheLanguage() throws {
        let german = try DisplayLocale.bundled("de")
        #expect(german.sections(of: table, by: .state).map(\.title) == ["Fest", "Flüssig", "Gasförmig"])
        #expect(german.sections(of: table, by: .category).first?.title == "Zweiatomiges Nichtmetall")
    }
}
