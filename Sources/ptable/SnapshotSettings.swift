import Foundation
import PTableRendering

/// What a reference folder holds: which formats, elements and sizes. `snapshot record`
/// saves it as `ptable-snapshot.json` in the folder so `verify` (and a later `record`)
/// renders the same set without repeating the options.
struct SnapshotSettings: Codable, Equatable {
    static let manifestName = "ptable-snapshot.json"
    static let defaults = SnapshotSettings(formats: [.svg, .png, .json], sides: [.front], tileSize: 256,
                                           tableWidth: 1200, table: true, elements: nil, includeHypothetical: false)

    var formats: [RenderFormat]
    /// Which sides of each tile (`011-sodium.svg`, `011-sodium-back.svg`).
    var sides: [TileSide]
    var tileSize: Int
    var tableWidth: Int
    /// Whether the standard table is recorded too (`periodic-table.EXT`).
    var table: Bool
    /// The `--elements` queries, or nil for every element.
    var elements: [String]?
    var includeHypothetical: Bool

    init(formats: [RenderFormat], sides: [TileSide], tileSize: Int, tableWidth: Int, table: Bool,
         elements: [String]?, includeHypothetical: Bool) {
        self.formats = formats
        self.sides = sides
        self.tileSize = tileSize
        self.tableWidth = tableWidth
        self.table = table
        self.elements = elements
        self.includeHypothetical = includeHypothetical
    }

    /// Reads a manifest; keys it lacks take their default, so older manifests still load.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Self.defaults
        formats = try container.decodeIfPresent([RenderFormat].self, forKey: .formats) ?? defaults.formats
        sides = try container.decodeIfPresent([TileSide].self, forKey: .sides) ?? defaults.sides
        tileSize = try container.decodeIfPresent(Int.self, forKey: .tileSize) ?? defaults.tileSize
        tableWidth = try container.decodeIfPresent(Int.self, forKey: .tableWidth) ?? defaults.tableWidth
        table = try container.decodeIfPresent(Bool.self, forKey: .table) ?? defaults.table
        elements = try container.decodeIfPresent([String].self, forKey: .elements)
        includeHypothetical = try container.decodeIfPresent(Bool.self, forKey: .includeHypothetical)
            ?? defaults.includeHypothetical
    }

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
