import ArgumentParser
import Foundation
import Layout

/// `ptable tile <element>`: one element's detail tile, front or back.
struct TileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tile",
        abstract: "Render one element's detail tile, front or back.",
        discussion: """
        ELEMENT is a symbol (Na), a name (sodium) or an atomic number (11), in any case.
        --side back draws the flipped card: the summary, appearance, named by and the source \
        as a link (clickable in svg and pdf).
        Without -o, ansi and json print to the terminal and svg, png and pdf are written \
        to Output/NNN-name.EXT (e.g. Output/011-sodium.png, Output/011-sodium-back.png). \
        -o - writes any format to stdout.
        """
    )

    /// Which face of the tile to draw.
    enum Side: String, CaseIterable, ExpressibleByArgument {
        case front, back
    }

    @Argument(help: "A symbol, name or atomic number.")
    var element: String

    @OptionGroup var common: CommonOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "Tile side in pixels (points for pdf and svg), 16...8192.")
    var size: Int = 512

    @Option(help: "front (number, symbol, name, facts) or back (summary, appearance, named by, source).")
    var side: Side = .front

    func validate() throws {
        guard (16...8192).contains(size) else {
            throw ValidationError("--size must be between 16 and 8192 pixels, got \(size)")
        }
    }

    func run() throws {
        let format = try output.resolvedFormat(fallback: .ansi)
        let table = try common.loadTable()
        let theme = try common.loadTheme()
        let element = try table.requireElement(matching: element)
        let fileName = FileNaming.tileFileName(for: element, fileExtension: format.fileExtension)
        let destination = OutputWriter.destination(
            option: output.path,
            defaultName: side == .back ? fileName.replacingOccurrences(of: ".", with: "-back.", options: .backwards) : fileName,
            prefersStandardOutput: format.prefersStandardOutput
        )
        try OutputWriter.preflight(destination, createDefaultFolder: output.path == nil)
        let data: Data
        switch (format, side) {
        case (.ansi, .front):
            data = Data(TerminalOutput.tile(element, formatter: common.formatter, theme: theme, color: output.color,
                                            columns: output.columns).utf8)
        case (.ansi, .back):
            data = Data(TerminalOutput.tileBack(element, formatter: common.formatter, theme: theme,
                                                color: output.color, columns: output.columns).utf8)
        case (_, .front):
            let scene = try DetailTileLayout(theme: theme, formatter: common.formatter).scene(for: element, size: Double(size))
            data = try SceneOutput.render(scene, as: format, options: output)
        case (_, .back):
            let scene = try BackTileLayout(theme: theme, formatter: common.formatter).scene(for: element, size: Double(size))
            data = try SceneOutput.render(scene, as: format, options: output)
        }
        try OutputWriter.write(data, to: destination)
        output.reportWritten(destination)
    }
}
