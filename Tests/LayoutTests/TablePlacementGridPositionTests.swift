import Testing
import Layout

/// An `Element` made in code is not held to a data file's limits when it is made, so the
/// table layout checks the coordinates it places by: out-of-range ones throw instead of
/// overflowing the grid arithmetic (`Int.min`) or giving the legend an empty range (`-5`).
@Suite struct TablePlacementGridPositionTests {
    let table = try! PeriodicTable.bundled()

    private func elements(withSodium change: (inout Element) -> Void) throws -> [Element] {
        var sodium = try table.requireElement(matching: "Na")
        change(&sodium)
        return table.elements.filter { $0.number != 11 } + [sodium]
    }

    @Test(arguments: [Int.min, -5, 0, 65, Int.max])
    func aStandardColumnOutsideTheGridThrowsNamingTheElement(xpos: Int) throws {
        let elements = try elements { $0.xpos = xpos }
        #expect(throws: LayoutError.gridPositionOutOfRange(element: "Sodium", key: "xpos", value: xpos, range: 1...64)) {
            try TablePlacement(elements: elements, form: .standard)
        }
    }

    @Test func aWideRowOutsideTheGridThrowsAndTheStandardFormIgnoresIt() throws {
        let elements = try elements { $0.wypos = Int.max }
        let error = #expect(throws: LayoutError.self) { try TablePlacement(elements: elements, form: .wide) }
        #expect(error?.localizedDescription == "Sodium has wypos 9223372036854775807, outside 1...32, so the table cannot place it")
        #expect(try TablePlacement(elements: elements, form: .standard).cells.count == 118)
    }

    @Test func aPeriodOutsideTheGridThrows() throws {
        let elements = try elements { $0.period = Int.min }
        #expect(throws: LayoutError.self) { try TablePlacement(elements: elements, form: .standard) }
    }

    @Test func aNegativeRowThrowsRatherThanTrappingInTheLegend() throws {
        let elements = try elements { $0.ypos = -3 }
        #expect(throws: LayoutError.self) { try TablePlacement(elements: elements, form: .standard) }
    }
}
