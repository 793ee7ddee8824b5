import ArgumentParser
import Foundation
import PTableRendering

/// `--format` takes the facade's own formats.
extension RenderFormat: ExpressibleByArgument {
    /// In the order the help text lists them, terminal text first.
    public static var allValueStrings: [String] { ["ansi", "json", "svg", "png", "pdf", "jpeg"] }

    /// A format by its name, or `jpg` for JPEG: the name of its files (`-o tile.jpg`, `/tiles/Na.jpg`),
    /// which `--format jpg` refused while `--format jpeg` drew the same bytes.
    public init?(argument: String) {
        self.init(rawValue: argument == "jpg" ? "jpeg" : argument)
    }

    /// Text formats print to the terminal when no `-o` is given; the others go to `Output/`.
    var prefersStandardOutput: Bool { self == .ansi || self == .json }

    /// The format from `--format`, else from the `-o` extension, else `fallback`.
    ///
    /// A `--format` that contradicts the extension (`--format png -o tile.svg`) is refused
    /// rather than writing PNG bytes into a `.svg` file; an extension that names no format, or
    /// `.txt` (any text), goes with whatever `--format` says.
    static func resolve(explicit: RenderFormat?, output: String?, fallback: RenderFormat) throws -> RenderFormat {
        let pathExtension = output.flatMap { $0 == "-" ? nil : URL(fileURLWithPath: $0).pathExtension } ?? ""
        if let explicit {
            if let named = RenderFormat(fileExtension: pathExtension), named != explicit, named != .ansi {
                throw ValidationError("--format \(explicit.rawValue) contradicts the .\(pathExtension) extension of \(output ?? ""); change one of them")
            }
            return explicit
        }
        guard !pathExtension.isEmpty else { return fallback }
        guard let inferred = RenderFormat(fileExtension: pathExtension) else {
            throw ValidationError("cannot tell the format from the extension .\(pathExtension); give --format \(allValueStrings.joined(separator: "|"))")
        }
        return inferred
    }
}
