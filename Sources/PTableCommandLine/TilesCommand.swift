import ArgumentParser
import ElementData
import Foundation
import Layout
import PTableRendering

/// `ptable tiles`: one tile per element into a folder, on every core.
struct TilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tiles",
        abstract: "Render a tile for every element (or those in --elements) into a folder.",
        discussion: """
        Files are named like the seed app's images: 001-hydrogen.png … 118-oganesson.png \
        (001-hydrogen-back.png … with --side back), \
        written into DIR (default Output/tiles/, created if missing), each atomically. \
        Tiles are rendered on all processors (--jobs). A progress bar shows on stderr when \
        it is a terminal. A tile that fails is named on stderr (error: 026-iron.png: …) \
        while the others are still written; the exit code is then that of the first \
        failure (74 could not write, 65 bad input, 70 internal).
        """
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var language: LanguageOptions
    @OptionGroup var fields: FieldOptions

    @Option(name: .customLong("format"), help: "File format, one file per tile (so not ansi).")
    var fileFormat: TileFileFormat = .png

    var format: RenderFormat { fileFormat.renderFormat }

    @Option(parsing: .unconditional, help: "Tile side in pixels (points for pdf; CSS pixels in svg), 16...8192.")
    var size: Int = 256

    @Option(name: [.customShort("o"), .customLong("output")],
            help: ArgumentHelp("Folder to write into, created if missing.", valueName: "DIR"))
    var folder: String = "Output/tiles"

    @Option(help: ArgumentHelp("Only these elements: symbols, names, numbers or ranges (1-18, La-Lu), comma-separated, or @FILE with one per line (# comments), @- from standard input.",
                               valueName: "LIST"))
    var elements: String?

    @OptionGroup var favorites: FavoritesSelection

    @Option(help: "front, or back (summary, appearance, named by, source), written as 011-sodium-back.png.")
    var side: TileSide = .front

    @Flag(help: "Also draw the hypothetical elements past 118 (Ununennium); not with --elements or --favorites-of, which choose the tiles.")
    var includeHypothetical = false

    @Flag(help: "SVG: embed the font files.")
    var embedFonts = false

    @Option(parsing: .unconditional, help: "Threads to render on; the default is the number of processors.")
    var jobs: Int?

    @OptionGroup var values: ValuesOptions

    func validate() throws {
        try OutputOptions.checkSVGOnly(embedFonts ? "--embed-fonts" : nil, format: format)
        guard (16...8192).contains(size) else {
            throw ValidationError("--size must be between 16 and 8192 pixels, got \(size)")
        }
        try side.checkFrontOnly([("--fields", fields.fields != nil), ("--values", values.values != nil),
                                 ("--count-formulas", values.countFormulas != nil)].filter(\.1).map(\.0))
        try PathOption.requireFolder(folder, option: "-o")
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        try ElementSelection.validate(elements)
        try values.validateStandardInput(dataPath: common.dataOptions.data)
        try StandardInputList.checkAlone(elements, option: "--elements", besides: [
            ("--data", common.dataOptions.data == "-"), ("--values", values.values == "-"), ("--count-formulas", values.countFormulas == "-"),
        ])
        if elements != nil, favorites.person != nil {
            throw ValidationError("--elements and --favorites-of cannot be combined: both choose the tiles")
        }
        // The list alone decides which tiles are drawn, past 118 or not.
        if includeHypothetical, elements != nil {
            throw ValidationError("--include-hypothetical changes nothing with --elements, which chooses the tiles; name 119 (Uue) in the list instead")
        }
        if includeHypothetical, favorites.person != nil {
            throw ValidationError("--include-hypothetical changes nothing with --favorites-of, which chooses the tiles")
        }
    }

    func run() throws {
        let started = Date()
        let table = try common.dataOptions.loadTable()
        try common.dataOptions.requireHypotheticalElements(in: table, if: includeHypothetical)
        let chosen = try favorites.elements(in: table)
            ?? ElementSelection.elements(in: table, list: elements, includeHypothetical: includeHypothetical,
                                        locale: language.locale)
        try common.dataOptions.requireElementsToDraw(chosen, in: table)
        // A list draws any element it names, past 118 too; values for elements it leaves out
        // are not drawn, as a value for Fe is not when only Na is listed.
        let listed = elements != nil || favorites.person != nil
        let ownValues = try values.load(table: table, drawable: table.elements.filter { listed || includeHypothetical || !$0.isHypothetical })
        let (tileFormat, tileSize, tileSide) = (format, Double(size), side)
        var renderer = ArtworkRenderer(theme: try fields.applied(to: common.themeOptions.load()), formatter: common.formatter(in: language),
                                       options: RenderOptions(embedFonts: embedFonts))
        renderer.tileValues = ownValues
        // Every input is read before the folder is made: a bad theme leaves nothing behind.
        let files = chosen.map { FileNaming.tileFileName(for: $0, side: side, fileExtension: tileFormat.fileExtension) }
        let directory = try BatchFolder.prepare(folder, for: files)
        let failed = BatchFolder.run(files, jobs: jobs, renderer: renderer) { index, renderer in
            let data = try renderer.render(.tile(chosen[index], size: tileSize, side: tileSide), as: tileFormat)
            try OutputWriter.write(data, to: .file(directory.appendingPathComponent(files[index])), policy: .batchEntry)
        }
        let seconds = String(posixFormat: "%.2f", Date().timeIntervalSince(started))
        let written = chosen.count - failed.count
        let counted = failed.isEmpty ? "\(written)" : "\(written) of \(chosen.count)"
        let noun = chosen.count == 1 ? "tile" : "tiles"
        // The folder as one line: a name with a line break or an escape sequence would otherwise
        // reach the terminal as it is, as `snapshot verify` already prevents.
        // A PDF page is measured in points, as `tile --sizes` captions it; the rest in pixels.
        let unit = format == .pdf ? "pt" : "px"
        var summary = "wrote \(counted) \(noun) (\(format.rawValue), \(self.size) \(unit)) to \(ElementText.escaped(directory.relativePath))/ in \(seconds) s"
        if !failed.isEmpty { summary += "; \(failed.count) failed" }
        StandardStream.writeError(summary + "\n")
        if let first = failed.keys.min() {
            throw (BatchFolder.exitCode(for: failed[first]!))
        }
    }
}

extension TileSide: ExpressibleByArgument {}
