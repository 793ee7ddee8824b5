/// The file formats ptable renders artwork in.
public enum RenderFormat: String, CaseIterable, Codable, Sendable {
    /// The resolved scene as pretty-printed JSON with sorted keys.
    case json
    /// ptable's own SVG writer (or Cairo's outlined SVG with `RenderOptions.outlineText`).
    case svg
    /// A raster image through Cairo.
    case png
    /// A one-page vector PDF through Cairo.
    case pdf
    /// A raster image through Cairo, encoded by libjpeg-turbo at a fixed quality over the
    /// theme's page colour (JPEG has no transparency); files end in `.jpg`.
    case jpeg
    /// Terminal text with SGR colour escapes, drawn from the layout rather than a scene.
    case ansi

    /// The usual file name extension: `txt` for terminal text, `jpg` for JPEG, otherwise the raw value.
    public var fileExtension: String {
        switch self {
        case .ansi: "txt"
        case .jpeg: "jpg"
        default: rawValue
        }
    }

    /// Whether the output is UTF-8 text that compares line by line.
    public var isText: Bool {
        switch self {
        case .json, .svg, .ansi: true
        case .png, .pdf, .jpeg: false
        }
    }

    /// The format a file name extension names (`json`, `svg`, `png`, `pdf`, `jpg`/`jpeg`, `txt`/`ans`/`ansi`).
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "json": self = .json
        case "svg": self = .svg
        case "png": self = .png
        case "pdf": self = .pdf
        case "jpg", "jpeg": self = .jpeg
        case "txt", "ans", "ansi": self = .ansi
        default: return nil
        }
    }
}
