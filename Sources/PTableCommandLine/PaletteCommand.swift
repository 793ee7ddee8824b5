import ArgumentParser
import Foundation
import Layout
import PTableRendering

/// `ptable palette`: every colour of a theme as swatches.
struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Show each colour of a theme with its name, hex value, 0-255 and 0-1 RGB, and its complementary colour.",
        // Every option in one line ran to 245 columns (serve); the options are listed below it.
        usage: "ptable palette [<options>]",
        discussion: """
        In a terminal each colour gets a swatch (truecolor where the terminal supports it); \
        piped, the lines are plain text. --format svg (or png, pdf, json) draws a swatch sheet, \
        written to Output/palette-NAME.EXT without -o.
        """
    )

    @OptionGroup var themeOptions: ThemeOptions
    @OptionGroup var language: LanguageOptions

    @OptionGroup var output: OutputOptions

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
        let data = try ArtworkOutput.render(.palette, as: format, theme: theme, formatter: ElementFormatter(locale: language.locale), options: output)
        try OutputWriter.write(data, to: destination)
        output.reportWritten(destination)
    }
}
