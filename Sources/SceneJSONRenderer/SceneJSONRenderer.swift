import Foundation
import Layout

/// Writes the resolved scene itself as JSON, for snapshot tests and other tools: every
/// group, rectangle, line and text run with its coordinates, colours, fonts and role.
///
/// The JSON is `JSONEncoder`'s, pretty-printed with sorted keys and unescaped slashes, and
/// ends with a line feed, so the same scene gives the same bytes and a changed scene diffs
/// line by line. Coordinates are already rounded to 1/100 point by the scene (`Fixed`).
///
/// ```swift
/// let json = try SceneJSONRenderer().renderData(scene)
/// ```
public struct SceneJSONRenderer: SceneRenderer {
    /// A renderer of scenes as sorted-key JSON; it has no options.
    public init() {}

    /// `json`: UTF-8 text in files ending in `.json`.
    public var format: SceneFormat { .json }

    /// The scene as JSON.
    ///
    /// - Throws: `EncodingError` when the scene holds a number that is not finite.
    public func renderData(_ scene: Scene) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(scene)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
