import ElementData
import Foundation

/// What can go wrong while laying out: a font file that cannot be used, a theme that cannot
/// be read or found, an element the wide table cannot place. Reading a file fails with
/// `ElementDataError` (Layout reads themes and fonts through `DataFile` and `ResourceLocator`).
public enum LayoutError: LocalizedError, Equatable, Sendable {
    /// An element without `wxpos`/`wypos`, asked for in the wide table.
    case missingWideCoordinates(element: String)
    /// An element whose `key` (`xpos`, `ypos`, `wxpos`, `wypos` or `period`) is `value`, outside
    /// the `range` a table has cells for.
    case gridPositionOutOfRange(element: String, key: String, value: Int, range: ClosedRange<Int>)
    /// A strip of tiles (`TileStrip`) asked for no sizes, or for a size that is not positive.
    case invalidStripSizes([Int])
    /// A font file that is truncated, corrupt or lacks a table the metrics need.
    case invalidFont(file: String, reason: String)
    /// A theme file with an unknown key or a bad value; `detail` names the key's path.
    case invalidTheme(path: String, detail: String)
    /// `--theme NAME` that is neither a built-in theme nor a file.
    case unknownTheme(name: String, builtIn: [String], suggestion: String?)

    /// One line, control and bidi characters escaped: a message may quote text from a file
    /// (a key, a name, a path) and is printed on a terminal.
    public var errorDescription: String? { ElementText.errorLine(message) }

    private var message: String {
        switch self {
        case let .missingWideCoordinates(element):
            "\(element) has no wxpos/wypos, so the wide layout cannot place it"
        case let .invalidStripSizes(sizes):
            "a strip of tiles needs one or more positive sizes, got [\(sizes.map(String.init).joined(separator: ", "))]"
        case let .gridPositionOutOfRange(element, key, value, range):
            "\(element) has \(key) \(value), outside \(range.lowerBound)...\(range.upperBound), so the table cannot place it"
        case let .invalidFont(file, reason):
            "\(file) is not a usable font: \(reason)"
        case let .invalidTheme(path, detail):
            "\(path): \(detail)"
        case let .unknownTheme(name, builtIn, suggestion):
            "no theme named \"\(ElementText.escapedForMessage(name))\"\(suggestion.map { " (did you mean \($0)?)" } ?? ""): "
                + "not a built-in theme (\(builtIn.joined(separator: ", "))) and no such file"
        }
    }
}
