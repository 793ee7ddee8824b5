import Testing
@testable import ElementData

@Suite struct PeriodicTableTests {
    let table = try! PeriodicTable.bundled()

    @Test func bundledDataHas119ElementsInNumberOrder() {
        #expect(table.elements.count == 119)
        #expect(table.elements.map(\.number) == Array(1...119))
    }

    @Test func looksUpBySymbolNameOrNumberIgnoringCase() {
        #expect(table.element(matching: "na")?.name == "Sodium")
        #expect(table.element(matching: "NA")?.name == "Sodium")
        #expect(table.element(matching: "sodium")?.symbol == "Na")
        #expect(table.element(matching: "SODIUM")?.symbol == "Na")
        #expect(table.element(matching: "11")?.symbol == "Na")
        #expect(table.element(matching: " 11 ")?.symbol == "Na")
        #expect(table.element(matching: "Xx") == nil)
        #expect(table.element(matching: "0") == nil)
    }

    /// IUPAC writes aluminium, caesium and sulfur; American and older British English aluminum,
    /// cesium and sulphur. The bundled data mixes them (Aluminium, Cesium, Sulfur): either finds the element.
    @Test func bothEnglishSpellingsOfANameFindTheElement() throws {
        for (spellings, symbol) in [(["aluminium", "Aluminum"], "Al"), (["CAESIUM", "cesium"], "Cs"), (["Sulphur", "sulfur"], "S")] {
            for spelling in spellings {
                #expect(try table.requireElement(matching: spelling).symbol == symbol, "\(spelling)")
            }
        }
        #expect(table.element(matching: "sulphurr") == nil)
    }

    /// What a Chinese, Japanese or Korean keyboard types in its full-width mode names the element too.
    @Test func fullWidthLettersAndDigitsNameTheElement() throws {
        #expect(table.element(matching: "Ｆｅ")?.name == "Iron")
        #expect(table.element(matching: "ＳＯＤＩＵＭ")?.symbol == "Na")
        #expect(table.element(matching: "２６")?.symbol == "Fe")
        #expect(try table.requireElement(matching: "　１１　").symbol == "Na")
    }

    @Test func unknownElementSuggestsTheClosestName() throws {
        let error = #expect(throws: ElementDataError.self) { try table.requireElement(matching: "Sodum") }
        #expect(error?.localizedDescription == "no element matches \"Sodum\" (did you mean Sodium?)")
        #expect(table.suggestion(for: "Xx") == nil)
        #expect(table.suggestion(for: "Carbn")?.name == "Carbon")
    }

    @Test func sortsByName() {
        let names = table.sorted(by: .name).map(\.name)
        #expect(names.first == "Actinium")
        #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
    }

    @Test func sortsBySymbol() {
        let symbols = table.sorted(by: .symbol).map(\.symbol)
        #expect(Array(symbols.prefix(4)) == ["Ac", "Ag", "Al", "Am"])
    }

    @Test func sortsByStateThenNumber() {
        let sorted = table.sorted(by: .state)
        #expect(sorted.first?.symbol == "Li")
        let liquids = sorted.filter { $0.state == .liquid }.map(\.symbol)
        // Copernicium and flerovium are predicted liquids (DataCorrections.json).
        #expect(liquids == ["Br", "Hg", "Cn", "Fl"])
        #expect(sorted.last?.symbol == "Rn")
        let states = sorted.compactMap(\.state)
        #expect(states == states.sorted())
    }

    @Test func groupsByFirstLetterAlphabetically() {
        let sections = table.sections(by: .letter, order: .name)
        #expect(sections.first?.title == "A")
        #expect(sections.first?.elements.map(\.name) == ["Actinium", "Aluminium", "Americium", "Antimony", "Argon", "Arsenic", "Astatine"])
        #expect(sections.map(\.title) == sections.map(\.title).sorted())
        #expect(sections.reduce(0) { $0 + $1.elements.count } == 119)
    }

    @Test func groupsByStateInSolidLiquidGasOrder() {
        let sections = table.sections(by: .state)
        #expect(sections.map(\.title) == ["Solid", "Liquid", "Gas"])
        #expect(sections.map(\.elements.count) == [104, 4, 11])
    }

    @Test func groupsByCategoryInOrderOfFirstMember() {
        let sections = table.sections(by: .category)
        #expect(sections.first?.title == "Diatomic nonmetal")
        #expect(sections.first?.elements.map(\.symbol) == ["H", "N", "O", "F", "Cl", "Br", "I"])
        #expect(sections.count == 15)
    }
}
