import ArgumentParser
import Foundation
import Layout
import PTableRendering

/// The reference folder and what goes into it, shared by `snapshot record` and `verify`.
///
/// Options left out come from the folder's `ptable-snapshot.json`, then from the defaults
/// (svg, png and json; 256-pixel tiles; the standard table 1200 wide; elements 1–118).
///
/// Declared by `snapshot record` and `snapshot verify`, with these help texts (see `CommonOptions`).
struct SnapshotOptions {
    static let directoryHelp = ArgumentHelp("The folder of reference files.", valueName: "DIR")
    static let formatsHelp = ArgumentHelp("Formats, comma-separated: svg, png, json, pdf, ansi (default svg,png,json).", valueName: "LIST")
    static let sidesHelp = ArgumentHelp("Sides of each tile, comma-separated: front, back (default front).", valueName: "LIST")
    static let elementsHelp = ArgumentHelp("Only these elements' tiles: symbols, names or numbers, comma-separated, or @FILE with one per line (@- reads standard input).",
                                           valueName: "LIST")
    static let sizeHelp = ArgumentHelp("Tile side in pixels (points in svg and pdf), 16...2048 (default 256).", valueName: "PX")
    static let tableWidthHelp = ArgumentHelp("Width of the table in pixels, 256...8192 (default 1200).", valueName: "PX")
    static let tableHelp = ArgumentHelp("Include the standard table, as periodic-table.EXT (default yes).")
    static let includeHypotheticalHelp = ArgumentHelp("Include hypothetical elements past 118 (default no).")
    static let jobsHelp = ArgumentHelp("Threads to render on; the default is the number of processors.")

    var directory: String
    var formats: String?
    var sides: String?
    var elements: String?
    var size: Int?
    var tableWidth: Int?
    var table: Bool?
    var includeHypothetical: Bool?
    var jobs: Int

    func validate() throws {
        try PathOption.requireFolder(directory, option: "DIR")
        if let formats { _ = try Self.parseFormats(formats) }
        if let sides { _ = try Self.parseSides(sides) }
        if let size, !(16...2048).contains(size) {
            throw ValidationError("--size must be between 16 and 2048 pixels, got \(size)")
        }
        if let tableWidth, !(256...8192).contains(tableWidth) {
            throw ValidationError("--table-width must be between 256 and 8192 pixels, got \(tableWidth)")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        try ElementSelection.validate(elements)
    }

    var folder: URL { URL(fileURLWithPath: directory, isDirectory: true) }

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
        var formats: [RenderFormat] = []
        for name in ElementSelection.queries(in: list) {
            guard let format = RenderFormat(rawValue: name.lowercased()) else {
                throw ValidationError("unknown format '\(name)' in --formats; use svg, png, json, pdf or ansi")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { throw ValidationError("--formats needs at least one format, e.g. svg,png") }
        return formats
    }

    static func parseSides(_ list: String) throws -> [TileSide] {
        var sides: [TileSide] = []
        for name in ElementSelection.queries(in: list) {
            guard let side = TileSide(rawValue: name.lowercased()) else {
                throw ValidationError("unknown side '\(name)' in --sides; use front, back or front,back")
            }
            if !sides.contains(side) { sides.append(side) }
        }
        guard !sides.isEmpty else { throw ValidationError("--sides needs front, back or both") }
        return sides
    }
}
