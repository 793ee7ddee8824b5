import ANSIRenderer
import ArgumentParser
import Foundation
import PTableRendering

/// Options about where and how output is written.
///
/// Declared by each command that writes artwork, with these help texts (see `CommonOptions`).
struct OutputOptions {
    static let formatHelp = ArgumentHelp("Output format: ansi, json, svg, png or pdf (default: from the -o extension, else ansi).")
    static let pathNames: NameSpecification = [.customShort("o"), .customLong("output")]
    static let pathHelp = ArgumentHelp("Write to PATH; - for stdout.", valueName: "PATH")
    static let colorHelp = ArgumentHelp("Terminal colour: auto (colour on a terminal unless NO_COLOR is set), always or never.")
    static let columnsHelp = ArgumentHelp("Terminal: lay ansi output out for N columns, 1...10000 (default: COLUMNS, else the terminal's width, else 80).",
                                          valueName: "N")
    static let embedFontsHelp = ArgumentHelp("SVG: embed the font files so the SVG looks the same on machines without Inter.")
    static let outlineTextHelp = ArgumentHelp("SVG: draw text as outlines with Cairo (for print shops without the fonts).")

    var format: OutputFormat?
    var path: String?
    var color: ColorChoice = .auto
    var columns: Int?
    var embedFonts = false
    var outlineText = false

    func validate() throws {
        if let columns, !(1...10000).contains(columns) {
            throw ValidationError("--columns must be between 1 and 10000, got \(columns)")
        }
        try PathOption.requireNonEmpty(path, option: "-o")
    }

    func resolvedFormat(fallback: OutputFormat) throws -> OutputFormat {
        try OutputFormat.resolve(explicit: format, output: path, fallback: fallback)
    }

    /// Tells the user where a file went, on stderr so stdout stays clean for pipes.
    func reportWritten(_ destination: OutputWriter.Destination) {
        if case let .file(url) = destination, path == nil {
            StandardStream.writeError("wrote \(url.relativePath)\n")
        }
    }
}

extension ColorChoice: ListedArgument {}
