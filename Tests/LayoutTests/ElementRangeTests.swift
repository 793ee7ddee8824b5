import ElementData
import Foundation
import Testing
@testable import Layout

/// `1-18`, `La-Lu`: element lists (`--elements`, `--highlight`, `?highlight=`) take ranges.
@Suite struct ElementRangeTests {
    let table = try! PeriodicTable.bundled()

    func symbols(_ query: String, _ code: String = "en") throws -> [String] {
        try DisplayLocale.bundled(code).requireElements(matching: query, in: table).map(\.symbol)
    }

    @Test func aRangeIsEveryElementFromOneEndToTheOtherInNumberOrder() throws {
        #expect(try symbols("1-18").count == 18)
        #expect(try symbols("1-18").last == "Ar")
        #expect(try symbols("La-Lu") == ["La", "Ce", "Pr", "Nd", "Pm", "Sm", "Eu", "Gd", "Tb", "Dy", "Ho", "Er", "Tm", "Yb", "Lu"])
        #expect(try symbols(" fe .. ZINC ") == ["Fe", "Co", "Ni", "Cu", "Zn"])
        #expect(try symbols("lanthanum\u{2013}57") == ["La"], "an en dash, and a range of one")
        #expect(try symbols("Eisen-Zink", "de") == ["Fe", "Co", "Ni", "Cu", "Zn"], "names in the language asked for")
        #expect(try symbols("Na") == ["Na"])
    }

    @Test func aRangeWrittenBackwardsSaysHowToWriteIt() {
        #expect(throws: ElementDataError.backwardsRange(query: "Ne-H", reversed: "H-Ne")) { try symbols("Ne-H") }
        #expect(ElementDataError.backwardsRange(query: "Ne-H", reversed: "H-Ne").localizedDescription
            == "the range \"Ne-H\" runs from a higher atomic number to a lower one; write H-Ne")
    }

    @Test func anEndThatNamesNoElementIsNamed() {
        #expect(throws: ElementDataError.noElementMatches(query: "200", hint: "atomic numbers run from 1 to 119")) { try symbols("1-200") }
        #expect(throws: ElementDataError.noElementMatches(query: "Sodum", hint: "did you mean Sodium?")) { try symbols("Sodum-K") }
    }

    @Test(arguments: ["-1", "1-", "1-2-3", "-", "Na--K"])
    func whatIsNoRangeIsNoElement(query: String) {
        #expect(throws: ElementDataError.self) { try symbols(query) }
        #expect((try? symbols(query)) == nil)
    }

    /// A `--data` file may name an element with a hyphen; it still names that element.
    @Test func aNameWithAHyphenNamesItsElement() throws {
        var elements = table.elements
        elements[0].name = "Hydro-gen"
        let custom = PeriodicTable(elements: elements)
        #expect(try DisplayLocale.english.requireElements(matching: "hydro-gen", in: custom).map(\.number) == [1])
    }
}
