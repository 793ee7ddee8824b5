import ArgumentParser
import Foundation
import Layout
import PTableRendering

/// `ptable palette`: every colour of a theme as swatches.
struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Show each colour of a theme with its name, hex value, 0-255 and 0-1 RGB, and its complementary colour.",
        discussion: """
        In a terminal each colour gets a swatch (truecolor where the terminal supports it); \
        piped, the lines are plain text. --format svg (or png, pdf, json) draws a swatch sheet, \
        written to Output/palette-NAME.EXT without -o.
        """
    )

    // The options of `ThemeOptions`, declared here rather than as a group (see `CommonOptions`).
    @Option(help: ThemeOptions.help) var theme: String = "classic"
    var themeOptions: ThemeOptions { ThemeOptions(theme: theme) }
    @Option(name: .long, help: CommonOptions.langHelp) var lang: String = "en"

    // The options of `OutputOptions`, declared here rather than as a group (see `CommonOptions`).
    @Option(help: OutputOptions.formatHelp) var format: OutputFormat?
    @Option(name: OutputOptions.pathNames, help: OutputOptions.pathHelp) var path: String?
    @Option(help: OutputOptions.colorHelp) var color: ColorChoice = .auto
    @Option(parsing: .unconditional, help: OutputOptions.columnsHelp) var columns: Int?
    @Flag(help: OutputOptions.embedFontsHelp) var embedFonts = false
    @Flag(help: OutputOptions.outlineTextHelp) var outlineText = false
    var output: OutputOptions {
        OutputOptions(format: format, path: path, color: color, columns: columns, embedFonts: embedFonts, outlineText: outlineText)
    }

    func validate() throws {
        guard !DeferredOptionChecks.isDeferred else { return }
        try themeOptions.validate()
        try CommonOptions.validateLanguage(lang)
        try output.validate()
    }

    func run() throws {
        let format = try output.resolvedFormat(fallback: .ansi)
        themeOptions.registerInput()
        if let path = output.path, path != "-" { try InputFiles.checkOutput(path, shownAs: path) }
        let theme = try themeOptions.load()
        let destination = OutputWriter.destination(
            option: output.path,
            defaultName: "palette-\(SceneIdentifier.token(theme.name).lowercased()).\(format.fileExtension)",
            prefersStandardOutput: format.prefersStandardOutput
        )
        try OutputWriter.preflight(destination, createDefaultFolder: output.path == nil)
        let data = try ArtworkOutput.render(.palette, as: format, theme: theme, formatter: ElementFormatter(locale: CommonOptions.locale(lang)), options: output)
        try OutputWriter.write(data, to: destination)
        output.reportWritten(destination)
    }
}
