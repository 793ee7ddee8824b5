import Testing
@testable import ElementData

@Suite struct ElementCategoryTests {
    @Test func categoryTextNamesItsFamilyWhateverItsCaseAndSeparators() {
        #expect(ElementCategory("alkaline earth metal").family == .alkalineEarthMetal)
        #expect(ElementCategory("ALKALINE_EARTH_METAL").family == .alkalineEarthMetal)
        #expect(ElementCategory("  noble   gas  ").family == .nobleGas)
        #expect(ElementCategory("post-transition metal").family == .postTransitionMetal)
        #expect(ElementCategory("al\u{212A}ali metal").family == .alkaliMetal)  // the Kelvin sign lowercases to k
    }

    @Test func unknownTextIsTheUnknownFamily() {
        #expect(ElementCategory("unknown, probably metalloid").family == .unknown)
        #expect(ElementCategory("alkali--metal").family == .unknown)
        #expect(ElementCategory("").family == .unknown)
        #expect(ElementCategory(nil).family == .unknown)
    }

    @Test func bundledCategoriesHaveTheirFamilies() throws {
        let table = try PeriodicTable.bundled()
        let families = try ["Na", "Mg", "La", "U", "Fe", "Pb", "Si", "O", "C", "Ne"].map { symbol in
            ElementCategory(try #require(table.element(matching: symbol)).category).family
        }
        #expect(families == [.alkaliMetal, .alkalineEarthMetal, .lanthanide, .actinide, .transitionMetal,
                             .postTransitionMetal, .metalloid, .diatomicNonmetal, .polyatomicNonmetal, .nobleGas])
    }

    @Test func displayNamesReadAsWords() {
        let names = CategoryFamily.allCases.map(\.displayName)
        #expect(names == ["Alkali metal", "Alkaline earth metal", "Lanthanide", "Actinide", "Transition metal",
                          "Post-transition metal", "Metalloid", "Diatomic nonmetal", "Polyatomic nonmetal",
                          "Noble gas", "Unknown properties"])
    }
}
