import Testing
@testable import Layout

@Suite struct PeriodicTableTests {
    let table = try! PeriodicTable.bundled()

    @Test func bundledDataHas119Elements() {
        #expect(table.elements.count == 119)
        #expect(table.elements.first?.name == "Hydrogen")
    }
}
