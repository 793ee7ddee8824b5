import ArgumentParser
import Foundation
import Layout

/// `ptable table`: the whole periodic table.
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Render the full periodic table.",
        discussion: """
        Without -o, ansi and json print to the terminal and svg, png and pdf are written \
        to Output/periodic-table.EXT. -o - writes any format to stdout.
        """
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "standard (18 columns, f-block below) or wide (32 columns, f-block inline).")
    var layout: TablePlacement.Form = .standard

    @Flag(help: "Add hypothetical elements past 118 (Ununennium).")
    var includeHypothetical = false

    @Option(help: "Poster width in pixels (points for pdf and svg), 256...32768.")
    var width: Int = 2400

    @Flag(help: "Terminal: draw each element as a large boxed cell instead of the compact grid.")
    var large = false

    @Flag(inversion: .prefixedNo, help: "Show group numbers over the columns and period numbers beside the rows.")
    var axisNumbers = true

    @Option(help: "Title over the table; empty for none.")
    var title: String = "Periodic Table of the Elements"

    func validate() throws {
        guard (256...32768).contains(width) else {
            throw ValidationError("--width must be between 256 and 32768 pixels, got \(width)")
        }
    }

    func run() throws {
        let format = try output.resolvedFormat(fallback: .ansi)
        let table = try common.loadTable()
        let theme = try common.loadTheme()
        let placement = try TablePlacement(elements: table.elements, form: layout,
                                           includeHypothetical: includeHypothetical)
        let destination = OutputWriter.destination(
            option: output.path,
            defaultName: "periodic-table.\(format.fileExtension)",
            prefersStandardOutput: format.prefersStandardOutput
        )
        try OutputWriter.preflight(destination, createDefaultFolder: output.path == nil)
        let data: Data
        if format == .ansi {
            data = Data(TerminalOutput.table(placement, formatter: common.formatter, theme: theme, color: output.color,
                                             large: large).utf8)
        } else {
            var options = TableSceneLayout.Options(width: Double(width), title: title)
            options.showsGroupNumbers = axisNumbers
            options.showsPeriodNumbers = axisNumbers
            let scene = try TableSceneLayout(theme: theme, formatter: common.formatter).scene(for: placement, options: options)
            data = try SceneOutput.render(scene, as: format, options: output)
        }
        try OutputWriter.write(data, to: destination)
        output.reportWritten(destination)
    }
}
