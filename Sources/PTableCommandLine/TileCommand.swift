import ArgumentParser
import Foundation
import Layout
import PTableRendering

/// `ptable tile <element>`: one element's detail tile, front or back.
struct TileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tile",
        abstract: "Render one element's detail tile, front or back.",
        discussion: """
        ELEMENT is a symbol (Na), a name (sodium) or an atomic number (11), in any case; \
        with --lang, also the name in that language (natrium with --lang de).
        --side back draws the flipped card: the summary, appearance, named by and the source \
        as a link (clickable in svg and pdf).
        Without -o, ansi and json print to the terminal and svg, png, jpeg and pdf are written \
        to Output/NNN-name.EXT (e.g. Output/011-sodium.png, Output/011-sodium-back.png). \
        -o - writes any format to stdout (png, jpeg and pdf only when it is not a terminal).
        """
    )

    @Argument(help: "A symbol, name or atomic number.")
    var element: String

    @OptionGroup var common: CommonOptions
    @OptionGroup var language: LanguageOptions
    @OptionGroup var fields: FieldOptions

    @OptionGroup var output: OutputOptions

    // Optional so that a --size beside --sizes, which it cannot change, is refused, not ignored.
    @Option(parsing: .unconditional, help: "Tile side in pixels (points for pdf; CSS pixels in svg), 16...8192. (default: 512; not with --sizes)")
    var size: Int?
    var tileSize: Int { size ?? 512 }

    @Option(help: "front (number, symbol, name, facts) or back (summary, appearance, named by, source).")
    var side: TileSide = .front

    @Option(parsing: .unconditional, help: ArgumentHelp("Draw the tile at each of these sizes side by side, captioned (e.g. 32,48,64,96,128,256): the levels of detail; svg, png, jpeg, pdf or json.",
                               valueName: "list"))
    var sizes: String?

    /// The sizes of `--sizes`, each 16...1024, at most 12.
    func parsedSizes() throws -> [Int]? {
        guard let sizes else { return nil }
        let values = sizes.split(separator: ",", omittingEmptySubsequences: false).map {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        guard !values.isEmpty, values.count <= 12, values.allSatisfy({ $0.map { (16...1024).contains($0) } ?? false }) else {
            throw ValidationError("--sizes must be 1 to 12 comma-separated sizes between 16 and 1024 pixels, got \"\(sizes)\"")
        }
        return values.compactMap { $0 }
    }

    func validate() throws {
        if let size, !(16...8192).contains(size) {
            throw ValidationError("--size must be between 16 and 8192 pixels, got \(size)")
        }
        try side.checkFrontOnly(fields.fields == nil ? [] : ["--fields"])
        if size != nil, sizes != nil {
            throw ValidationError("--size and --sizes cannot be combined: --sizes gives every size drawn")
        }
        let format = try? output.resolvedFormat(fallback: .ansi)
        if try parsedSizes() != nil, format == .ansi {
            throw output.imageOnly(["--sizes"])
        }
        // The terminal tile is as wide as --columns or the terminal allows: a --size there drew
        // the same tile as without it, and nothing said so.
        if size != nil, format == .ansi {
            throw ValidationError("--size sizes an svg, png, jpeg, pdf or json tile; the terminal tile fits --columns N (else the terminal)")
        }
    }

    func run() throws {
        let format = try output.resolvedFormat(fallback: .ansi)
        try common.registerInputs(checkingOutput: output.path)
        let table = try common.dataOptions.loadTable()
        let theme = try fields.applied(to: common.themeOptions.load())
        let element = try language.locale.requireElement(matching: element, in: table)
        let destination = OutputWriter.destination(
            option: output.path,
            defaultName: FileNaming.tileFileName(for: element, side: side, fileExtension: format.fileExtension),
            prefersStandardOutput: format.prefersStandardOutput
        )
        try OutputWriter.preflight(destination, createDefaultFolder: output.path == nil)
        let artwork: Artwork = if let sizes = try parsedSizes() {
            .tileSizes(element, sizes: sizes, side: side)
        } else {
            .tile(element, size: Double(tileSize), side: side)
        }
        let data = try ArtworkOutput.render(artwork, as: format, theme: theme, formatter: common.formatter(in: language), options: output)
        try OutputWriter.write(data, to: destination)
        common.dataOptions.warnOfUndrawableNames([element], format: format)
        output.reportWritten(destination)
    }
}
