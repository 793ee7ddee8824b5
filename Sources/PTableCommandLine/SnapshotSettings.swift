import Foundation
import Layout
import PTableRendering

/// What a reference folder holds: which formats, elements and sizes. `snapshot record`
/// saves it as `ptable-snapshot.json` in the folder so `verify` (and a later `record`)
/// renders the same set without repeating the options.
struct SnapshotSettings: Encodable, Equatable {
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
}

extension SnapshotSettings {
    /// The settings of `manifest` over the defaults (keys it lacks take their default, so
    /// older manifests still load).
    init(_ manifest: SnapshotManifest) {
        let defaults = Self.defaults
        formats = manifest.formats?.compactMap(RenderFormat.init(rawValue:)) ?? defaults.formats
        sides = manifest.sides?.compactMap(TileSide.init(rawValue:)) ?? defaults.sides
        tileSize = manifest.tileSize ?? defaults.tileSize
        tableWidth = manifest.tableWidth ?? defaults.tableWidth
        table = manifest.table ?? defaults.table
        elements = manifest.elements
        includeHypothetical = manifest.includeHypothetical ?? defaults.includeHypothetical
    }

    /// The settings saved in `folder`, or nil when there are none.
    ///
    /// - Throws: `ElementDataError` naming the file (and the key) when the manifest is not a
    ///   regular file, too large, not JSON, or holds a value the command line would refuse.
    static func saved(in folder: URL) throws -> SnapshotSettings? {
        let url = folder.appendingPathComponent(manifestName)
        var status = stat()
        // No manifest yet, or no folder to hold one (record then names the path it cannot write).
        if lstat(url.path, &status) != 0, errno == ENOENT || errno == ENOTDIR { return nil }
        let data = try DataFile.contents(of: url, displayName: url.relativePath, limit: SnapshotManifest.maximumFileSize)
        return SnapshotSettings(try SnapshotManifest(data: data, source: url.relativePath))
    }

    /// The manifest as pretty JSON with sorted keys.
    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
