import Foundation
import PTableRendering

/// What a reference folder holds: which formats, elements and sizes. `snapshot record`
/// saves it as `ptable-snapshot.json` in the folder so `verify` (and a later `record`)
/// renders the same set without repeating the options.
struct SnapshotSettings: Codable, Equatable {
    static let manifestName = "ptable-snapshot.json"
    static let defaults = SnapshotSettings(formats: [.svg, .png, .json], tileSize: 256, tableWidth: 1200,
                                           table: true, elements: nil, includeHypothetical: false)

    var formats: [RenderFormat]
    var tileSize: Int
    var tableWidth: Int
    /// Whether the standard table is recorded too (`periodic-table.EXT`).
    var table: Bool
    /// The `--elements` queries, or nil for every element.
    var elements: [String]?
    var includeHypothetical: Bool

    /// The settings saved in `folder`, or nil when there are none.
    ///
    /// - Throws: `CLIError.invalidManifest` when the file is not a valid manifest.
    static func saved(in folder: URL) throws -> SnapshotSettings? {
        let url = folder.appendingPathComponent(manifestName)
        guard let data = try? Data(contentsOf: url) else { return nil }
        do {
            return try JSONDecoder().decode(SnapshotSettings.self, from: data)
        } catch {
            throw CLIError.invalidManifest(path: url.relativePath, reason: "\(error)")
        }
    }

    /// The manifest as pretty JSON with sorted keys.
    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
