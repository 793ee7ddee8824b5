import ANSIRenderer
import ArgumentParser
import ElementData
import Foundation
import PTableRendering

/// Options about where and how artwork is written.
struct OutputOptions: ParsableArguments {
    @Option(help: "Output format: ansi, json, svg, png, pdf or jpeg (default: from the -o extension, else ansi).")
    var format: RenderFormat?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("Write to PATH; - for stdout.", valueName: "PATH"))
    var path: String?

    // Optional so that a --color given with a drawn format, which it cannot change, is refused.
    @Option(help: "Terminal colour: auto (colour on a terminal unless NO_COLOR is set), always or never (default: auto; ansi output only).")
    var color: ColorChoice?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Terminal: lay ansi output out for N columns, 1...10000 (default: COLUMNS, else the terminal's width, else 80; ansi output only).",
                               valueName: "N"))
    var columns: Int?

    @Flag(help: "SVG: embed the font files, so web browsers draw it in Inter where Inter is not installed (tools that use installed fonts only, such as rsvg-convert, need --outline-text).")
    var embedFonts = false

    @Flag(help: "SVG: draw text as outlines with Cairo, so it looks the same in every viewer (for print shops without the fonts).")
    var outlineText = false

    func validate() throws {
        if let columns, !(1...10000).contains(columns) {
            throw ValidationError("--columns must be between 1 and 10000, got \(columns)")
        }
        try PathOption.requireNonEmpty(path, option: "-o")
        if embedFonts && outlineText {
            throw ValidationError("--embed-fonts and --outline-text cannot be combined: text drawn as outlines uses no font")
        }
        try Self.checkSVGOnly(embedFonts ? "--embed-fonts" : outlineText ? "--outline-text" : nil,
                              format: try? resolvedFormat(fallback: .ansi))
        try checkTerminalOnly(format: try? resolvedFormat(fallback: .ansi))
        // An image's bytes on a terminal are garbage at best and escape sequences at worst.
        if path == "-", let format = try? resolvedFormat(fallback: .ansi), [.png, .jpeg, .pdf].contains(format),
           CommandContext.current.isOutputTerminal {
            throw ValidationError("-o - would write \(format.rawValue) to the terminal; redirect standard output (> FILE or | PROGRAM) or give -o FILE")
        }
    }

    /// `--color` or `--columns` with a drawn format is a usage error: they shape terminal text
    /// only, and a PNG or an SVG came out without a word that they changed nothing.
    func checkTerminalOnly(format: RenderFormat?) throws {
        let given = [("--color", color != nil), ("--columns", columns != nil)].filter(\.1).map(\.0)
        guard let format, format != .ansi, !given.isEmpty else { return }
        let subject = given.count == 1 ? "\(given[0]) applies" : "\(given.joined(separator: " and ")) apply"
        throw ValidationError("\(subject) to terminal text (ansi), not \(format.rawValue); leave \(given.count == 1 ? "it" : "them") out, or choose ansi with --format")
    }

    /// An SVG option (`--embed-fonts`, `--outline-text`) with another format is a usage error: a
    /// PNG or the terminal was drawn without a word that the option changed nothing.
    static func checkSVGOnly(_ option: String?, format: RenderFormat?) throws {
        guard let option, let format, format != .svg else { return }
        throw ValidationError("\(option) applies to svg, not \(format.rawValue); choose svg with --format or the -o file's extension")
    }

    func resolvedFormat(fallback: RenderFormat) throws -> RenderFormat {
        try RenderFormat.resolve(explicit: format, output: path, fallback: fallback)
    }

    /// The error for `options` (those given, in their order) that draw an image but would be
    /// written as terminal text: it names only those options, and says what to change when the
    /// user asked for ansi themselves (`--format ansi`, or an `-o` file that resolves to it).
    func imageOnly(_ options: [String]) -> ValidationError {
        let subject = options.count == 1 ? "\(options[0]) draws" : options.dropLast().joined(separator: ", ") + " and \(options.last!) draw"
        let formats = "svg, png, jpeg, pdf or json"
        if format == .ansi { return ValidationError("\(subject) \(formats), not ansi; choose one with --format") }
        if path != nil { return ValidationError("\(subject) \(formats), not ansi; choose one with --format or the -o file's extension") }
        return ValidationError("\(subject) \(formats); add --format or -o FILE")
    }

    /// Tells the user where a file went, on stderr so stdout stays clean for pipes.
    func reportWritten(_ destination: OutputWriter.Destination) {
        if case let .file(url) = destination, path == nil {
            StandardStream.writeError("wrote \(ElementText.escaped(url.relativePath))\n")
        }
    }
}

extension ColorChoice: ExpressibleByArgument {}
