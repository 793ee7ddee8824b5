import Foundation
import Layout

/// Reads the design from the files `ptable serve` was given: `--data` and `--theme`.
struct DesignLoader: Sendable {
    let dataPath: String?
    let themeSpec: String

    /// The design, or the error `ptable table` would give for the same files.
    func load(revision: Int) throws -> Design {
        let table = try PeriodicTable.load(from: dataPath.map { UserPath.url($0) })
        let theme = try Theme.resolve(themeSpec)
        let isBuiltIn = Theme.builtIn[themeSpec.lowercased()] != nil
        return try Design(table: table, theme: theme, themeLabel: isBuiltIn ? themeSpec.lowercased() : theme.name,
                          revision: revision, dataOrigin: dataPath == nil ? .bundled : .userData)
    }

    /// The files a `--watch` looks at: the data file and a theme that is a file.
    var watchedPaths: [String] {
        var paths = dataPath.map { [$0] } ?? []
        if Theme.builtIn[themeSpec.lowercased()] == nil { paths.append(themeSpec) }
        return paths
    }

    /// What identifies a file's version cheaply: size and modification time (nil when missing).
    static func stamp(of path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let size = (attributes[.size] as? Int) ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)@\(modified)"
    }
}
