import ArgumentParser
import Foundation
import Layout

/// `ptable tile <element>`: one element's detail tile.
struct TileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tile",
        abstract: "Render one element's detail tile.",
        discussion: """
        ELEMENT is a symbol (Na), a name (sodium) or an atomic number (11), in any case.
        Without -o, ansi and json print to the terminal and svg, png and pdf are written \
        to Output/NNN-name.EXT (e.g. Output/011-sodium.png). -o - writes any format to stdout.
        """
    )

    @Argument(help: "A symbol, name or atomic number.")
    var element: String

    @OptionGroup var common: CommonOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "Tile side in pixels (points for pdf and svg), 16...8192.")
    var size: Int = 512

    func validate() throws {
        guard (16...8192).contains(size) else {
            throw ValidationError("--size must be between 16 and 8192 pixels, got \(size)")
        }
    }

    func run() throws {
        let format = try output.resolvedFormat(fallback: .ansi)
        let table = try common.loadTable()
        let element = try table.requireElement(matching: element)
        let destination = OutputWriter.destination(
            option: output.path,
            defaultName: FileNaming.tileFileName(for: element, fileExtension: format.fileExtension),
            prefersStandardOutput: format.prefersStandardOutput
        )
        try OutputWriter.preflight(destination, createDefaultFolder: output.path == nil)
        let data: Data
        if format == .ansi {
            data = Data(TerminalOutput.tile(element, formatter: common.formatter, color: output.color).utf8)
        } else {
            let scene = try DetailTileLayout(formatter: common.formatter).scene(for: element, size: Double(size))
            data = try SceneOutput.render(scene, as: format, options: output)
        }
        try OutputWriter.write(data, to: destination)
        output.reportWritten(destination)
    }
}
