import Foundation

public extension Theme {
    /// The built-in themes by name.
    static let builtIn: [String: Theme] = ["classic": .classic]

    /// A built-in theme by name, or a theme JSON file by path.
    static func resolve(_ nameOrPath: String) throws -> Theme {
        if let theme = builtIn[nameOrPath.lowercased()] { return theme }
        return try load(contentsOf: URL(fileURLWithPath: nameOrPath))
    }

    /// A theme from a JSON file in the format `ptable theme show` prints.
    static func load(contentsOf url: URL) throws -> Theme {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LayoutError.unreadableFile(path: url.relativePath, reason: "no such theme or file")
        }
        do {
            return try JSONDecoder().decode(Theme.self, from: data)
        } catch {
            throw LayoutError.invalidElementData(path: url.relativePath, detail: "not a valid theme: \(error)")
        }
    }

    /// The theme as JSON with sorted keys, the format `load(contentsOf:)` reads.
    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
