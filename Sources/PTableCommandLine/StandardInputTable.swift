import Foundation
import Layout
import NIOConcurrencyHelpers

/// The table `--data -` reads from standard input: read once per run, however often a
/// command loads its data (validation and run both do).
enum StandardInputTable {
    static func load() throws -> PeriodicTable {
        let context = CommandContext.current
        return try context.session.standardInputTable.withLockedValue { cached in
            if let cached { return cached }
            let read = Result {
                let data = try DataFile.standardInputContents(limit: ElementDataLoader.maximumFileSize, from: context.standardInput)
                return PeriodicTable(elements: try ElementDataLoader.elements(from: data, source: DataFile.standardInputName))
            }
            cached = read
            return read
        }.get()
    }
}
