import Testing
import ElementData

/// The readers of a user's numbers are values an app shares between tasks: a counter or a
/// reader made once is used from a task group without copying its scope by hand.
@Suite struct ReaderConcurrencyTests {
    static let table = try! PeriodicTable.bundled()

    @Test func aFormulaCounterAndAValuesReaderAreUsedFromConcurrentTasks() async throws {
        let counter = FormulaCounter(table: Self.table, shown: Set(1...118))
        let reader = ElementValuesReader(table: Self.table, shown: Set(1...118), hiddenHint: "")
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask { [counter, reader] in
                    _ = reader
                    return counter.scope.table.elements.count
                }
            }
            return await group.reduce(0, +)
        }
        #expect(counts == 4 * Self.table.elements.count)
    }
}
