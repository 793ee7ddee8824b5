import ArgumentParser
import Foundation
import Layout
import PTableRendering

/// The reference folder and what goes into it, shared by `snapshot record` and `verify`.
///
/// Options left out come from the folder's `ptable-snapshot.json`, then from the defaults
/// (svg, png and json; 256-pixel tiles; the standard table 1200 wide; elements 1–118).
struct SnapshotOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The folder of reference files.", valueName: "DIR"))
    var directory: String

    @Option(help: ArgumentHelp("Formats, comma-separated: svg, png, json, pdf, ansi (default svg,png,json).", valueName: "LIST"))
    var formats: String?

    @Option(help: ArgumentHelp("Sides of each tile, comma-separated: front, back (default front).", valueName: "LIST"))
    var sides: String?

    @Option(help: ArgumentHelp("Only these elements' tiles: symbols, names, numbers or ranges (1-18, La-Lu), comma-separated, or @FILE with one per line (@- reads standard input).",
                               valueName: "LIST"))
    var elements: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Tile side in pixels (points for pdf; CSS pixels in svg), \(SnapshotManifest.tileSizes) (default 256).", valueName: "PX"))
    var size: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Width of the table in pixels, \(SnapshotManifest.tableWidths) (default 1200).", valueName: "PX"))
    var tableWidth: Int?

    @Flag(inversion: .prefixedNo, help: "Include the standard table, as periodic-table.EXT (default yes).")
    var table: Bool?

    @Flag(inversion: .prefixedNo, help: "Include hypothetical elements past 118 (default no).")
    var includeHypothetical: Bool?

    @Option(parsing: .unconditional, help: "Threads to render on; the default is the number of processors.")
    var jobs: Int?

    func validate() throws {
        try PathOption.requireFolder(directory, option: "DIR")
        if let formats { _ = try Self.parseFormats(formats) }
        if let sides { _ = try Self.parseSides(sides) }
        let sizes = SnapshotManifest.tileSizes
        if let size, !sizes.contains(size) {
            throw ValidationError("--size must be between \(sizes.lowerBound) and \(sizes.upperBound) pixels, got \(size)")
        }
        let widths = SnapshotManifest.tableWidths
        if let tableWidth, !widths.contains(tableWidth) {
            throw ValidationError("--table-width must be between \(widths.lowerBound) and \(widths.upperBound) pixels, got \(tableWidth)")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        try ElementSelection.validate(elements)
    }

    var folder: URL { CommandContext.current.url(for: directory, isDirectory: true) }

    /// The manifest as errors name it, when the element list comes from it (no `--elements`).
    var elementsManifest: String? {
        elements == nil ? PathText.joined(directory, SnapshotSettings.manifestName) : nil
    }

    /// The options given, over those saved in the folder, over the defaults.
    func settings() throws -> SnapshotSettings {
        var settings = try SnapshotSettings.saved(in: folder) ?? .defaults
        if let formats { settings.formats = try Self.parseFormats(formats) }
        if let sides { settings.sides = try Self.parseSides(sides) }
        if let elements { settings.elements = try ElementListFile.queries(elements, option: "--elements") }
        if let size { settings.tileSize = size }
        if let tableWidth { settings.tableWidth = tableWidth }
        if let table { settings.table = table }
        if let includeHypothetical { settings.includeHypothetical = includeHypothetical }
        return settings
    }

    static func parseFormats(_ list: String) throws -> [RenderFormat] {
        try distinctValues(in: list, named: "format", option: "--formats", allowed: SnapshotManifest.formatNames,
                           choices: "svg, png, json, pdf or ansi", whenEmpty: "--formats needs at least one format, e.g. svg,png")
    }

    static func parseSides(_ list: String) throws -> [TileSide] {
        try distinctValues(in: list, named: "side", option: "--sides", allowed: SnapshotManifest.sideNames, choices: "front, back or front,back",
                           whenEmpty: "--sides needs front, back or both")
    }

    /// The values a comma-separated list names (any case), each once, in order; only those in
    /// `allowed`, the names the folder's manifest may hold: `--formats jpeg` was recorded, and then
    /// every later record and verify refused the manifest it had written.
    private static func distinctValues<Value: RawRepresentable<String> & Equatable>(
        in list: String, named noun: String, option: String, allowed: [String], choices: String, whenEmpty: String
    ) throws -> [Value] {
        var values: [Value] = []
        for name in HighlightList.queries(inList: list) {
            guard allowed.contains(name.lowercased()), let value = Value(rawValue: name.lowercased()) else {
                throw ValidationError("unknown \(noun) '\(name)' in \(option); use \(choices)")
            }
            if !values.contains(value) { values.append(value) }
        }
        guard !values.isEmpty else { throw ValidationError(whenEmpty) }
        return values
    }
}
