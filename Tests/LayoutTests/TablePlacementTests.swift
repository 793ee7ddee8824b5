import Testing
@testable import Layout

@Suite struct TablePlacementTests {
    let table = try! PeriodicTable.bundled()

    @Test func standardFormPlacesEveryElementAtItsXposAndYpos() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        #expect(placement.cells.count == 118)
        #expect(placement.columnCount == 18)
        let sodium = placement.cells.first { $0.element.symbol == "Na" }!
        #expect(sodium.column == 0 && sodium.row == 2)
        let oganesson = placement.cells.first { $0.element.symbol == "Og" }!
        #expect(oganesson.column == 17 && oganesson.row == 6)
    }

    @Test func lanthanumStartsTheFirstFBlockRowAfterAGap() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let lanthanum = placement.cells.first { $0.element.symbol == "La" }!
        let actinium = placement.cells.first { $0.element.symbol == "Ac" }!
        #expect(lanthanum.column == 2)
        #expect(lanthanum.row == 7.5)
        #expect(actinium.column == 2 && actinium.row == 8.5)
        let mainBodyBottom = placement.cells.filter { $0.element.ypos < 9 }.map(\.row).max()!
        #expect(lanthanum.row - mainBodyBottom - 1 == TablePlacement.fBlockGap)
        #expect(placement.rowExtent == 9.5)
    }

    @Test func markersFillTheEmptyGroupThreeCells() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        #expect(placement.markers == [
            TablePlacement.Marker(text: "57–71", column: 2, row: 5, family: .lanthanide),
            TablePlacement.Marker(text: "89–103", column: 2, row: 6, family: .actinide),
        ])
        #expect(placement.cell(column: 2, row: 5) == nil)
    }

    @Test func hypotheticalElementsAreLeftOutUnlessAsked() throws {
        let standard = try TablePlacement(elements: table.elements, form: .standard)
        #expect(!standard.cells.contains { $0.element.number == 119 })
        let withUue = try TablePlacement(elements: table.elements, form: .standard, includeHypothetical: true)
        let ununennium = withUue.cells.first { $0.element.number == 119 }!
        #expect(ununennium.column == 0 && ununennium.row == 7)
        #expect(withUue.cells.first { $0.element.symbol == "La" }!.row == 8.5)
    }

    @Test func wideFormHas32ColumnsAndUniqueCells() throws {
        let placement = try TablePlacement(elements: table.elements, form: .wide, includeHypothetical: true)
        #expect(placement.columnCount == 32)
        #expect(placement.markers.isEmpty)
        let cells = placement.cells.map { "\($0.column),\($0.row)" }
        #expect(Set(cells).count == 119)
        let lanthanum = placement.cells.first { $0.element.symbol == "La" }!
        #expect(lanthanum.column == 2 && lanthanum.row == 5)
        #expect(placement.cells.first { $0.element.symbol == "Og" }!.column == 31)
    }

    @Test func groupNumbersSitAboveTheTopmostTileOfEachColumn() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        #expect(placement.groupLabels.map(\.text) == (1...18).map(String.init))
        #expect(placement.groupLabels.first == .init(text: "1", column: 0, row: -1))
        #expect(placement.groupLabels[1] == .init(text: "2", column: 1, row: 0))
        #expect(placement.groupLabels[2] == .init(text: "3", column: 2, row: 2))
        #expect(placement.periodLabels.map(\.text) == (1...7).map(String.init))
    }
}
