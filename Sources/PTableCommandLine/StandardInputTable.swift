import Foundation
import Layout

/// The table `--data -` reads from standard input: read once per process, however often a
/// command loads its data (validation and run both do).
enum StandardInputTable {
    static let shared: Result<PeriodicTable, Error> = Result {
        let data = try DataFile.standardInputContents(limit: ElementDataLoader.maximumFileSize)
        return PeriodicTable(elements: try ElementDataLoader.elements(from: data, source: DataFile.standardInputName))
    }
}
