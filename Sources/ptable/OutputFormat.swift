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
    ///
    /// A `--format` that contradicts the extension (`--format png -o tile.svg`) is refused
    /// rather than writing PNG bytes into a `.svg` file; an extension that names no format, or
    /// `.txt` (any text), goes with whatever `--format` says.
    static func resolve(explicit: OutputFormat?, output: String?, fallback: OutputFormat) throws -> OutputFormat {
        let pathExtension = output.flatMap { $0 == "-" ? nil : URL(fileURLWithPath: $0).pathExtension } ?? ""
        if let explicit {
            if let named = OutputFormat(pathExtension: pathExtension), named != explicit, named != .ansi {
                throw ValidationError("--format \(explicit.rawValue) contradicts the .\(pathExtension) extension of \(output ?? ""); change one of them")
            }
            return explicit
        }
        guard !pathExtension.isEmpty else { return fallback }
        guard let inferred = OutputFormat(pathExtension: pathExtension) else {
            throw ValidationError("cannot tell the format from the extension .\(pathExtension); give --format ansi|json|svg|png|pdf")
        }
        return inferred
    }
}
