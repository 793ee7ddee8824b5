import ArgumentParser
import Foundation

/// The formats a tile or a table can be written in.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case ansi, json, svg, png, pdf

    /// The format an output path's extension names, if any.
    init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "txt", "ans", "ansi": self = .ansi
        case "json": self = .json
        case "svg": self = .svg
        case "png": self = .png
        case "pdf": self = .pdf
        default: return nil
        }
    }

    /// Text formats print to the terminal when no `-o` is given; the others go to `Output/`.
    var prefersStandardOutput: Bool { self == .ansi || self == .json }

    var fileExtension: String { self == .ansi ? "txt" : rawValue }

    /// The format from `--format`, else from the `-o` extension, else `fallback`.
    static func resolve(explicit: OutputFormat?, output: String?, fallback: OutputFormat) throws -> OutputFormat {
        if let explicit { return explicit }
        guard let output, output != "-" else { return fallback }
        let pathExtension = URL(fileURLWithPath: output).pathExtension
        guard !pathExtension.isEmpty else { return fallback }
        guard let inferred = OutputFormat(pathExtension: pathExtension) else {
            throw ValidationError("cannot tell the format from the extension .\(pathExtension); give --format ansi|json|svg|png|pdf")
        }
        return inferred
    }
}
