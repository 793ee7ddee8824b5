import ElementData
import Foundation

public extension Scene {
    /// The scene as pretty-printed JSON with sorted keys: stable across runs.
    func jsonData() throws -> Data {
        // `SceneJSONWriter` writes the encoder's bytes without Codable's cost; a scene it
        // cannot write (a non-finite number) goes to the encoder, which throws its usual error.
        if var bytes = SceneJSONWriter.data(for: self) {
            bytes.append(UInt8(ascii: "\n"))
            return Data(bytes)
        }
        return try encodedData()
    }

    /// The same JSON through `JSONEncoder`.
    internal func encodedData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
