import ElementData
import Foundation

public extension Theme {
    /// The built-in themes by name.
    static let builtIn: [String: Theme] = ["classic": .classic, "dark": .dark, "mono": .mono]

    /// The built-in theme names in the order `ptable theme list` shows them.
    static let builtInNames = ["classic", "dark", "mono"]

    /// Theme files larger than this are refused before they are read.
    static let maximumFileSize = 1024 * 1024

    /// A built-in theme by name (any case), or a theme JSON file by path.
    ///
    /// A built-in name wins over a file of the same name; write `./dark` for the file.
    /// A relative path is read from `base` (default: the current folder).
    static func resolve(_ nameOrPath: String, relativeTo base: URL? = nil) throws -> Theme {
        if let theme = builtIn[nameOrPath.lowercased()] { return theme }
        let url = UserPath.url(nameOrPath, relativeTo: base)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            let suggestion = builtInNames.first { EditDistance.between($0, nameOrPath.lowercased()) <= 2 }
            throw LayoutError.unknownTheme(name: nameOrPath, builtIn: builtInNames, suggestion: suggestion)
        }
        if isDirectory.boolValue {
            throw ElementDataError.unreadableFile(path: nameOrPath, reason: "it is a directory, not a theme file")
        }
        return try load(contentsOf: url, displayName: nameOrPath)
    }

    /// A theme from a JSON file in the format `ptable theme show` prints (see `Theme+JSON.swift`).
    static func load(contentsOf url: URL, displayName: String? = nil) throws -> Theme {
        let name = displayName ?? url.relativePath
        // A regular file only, its size checked before reading: never a FIFO or /dev/zero.
        let data = try DataFile.contents(of: url, displayName: name, limit: maximumFileSize)
        return try decode(data, source: name, defaultName: url.deletingPathExtension().lastPathComponent)
    }
}
