/// What a `SceneRenderer` writes: a name to select it by, the usual file name extension,
/// and whether the bytes are UTF-8 text (compared line by line) or binary.
public struct SceneFormat: Hashable, Sendable {
    /// The name a renderer is selected by, e.g. `svg` or `outline`; lowercase by convention.
    public var name: String
    /// The file name extension without its dot, e.g. `svg`.
    public var fileExtension: String
    /// Whether the output is UTF-8 text.
    public var isText: Bool

    /// A format named `name`, whose files end in `fileExtension` (the name itself when nil).
    public init(name: String, fileExtension: String? = nil, isText: Bool) {
        self.name = name
        self.fileExtension = fileExtension ?? name
        self.isText = isText
    }
}

public extension SceneFormat {
    /// The resolved scene itself as JSON.
    static let json = SceneFormat(name: "json", isText: true)
    /// An SVG document.
    static let svg = SceneFormat(name: "svg", isText: true)
    /// A PNG image.
    static let png = SceneFormat(name: "png", isText: false)
    /// A PDF document.
    static let pdf = SceneFormat(name: "pdf", isText: false)
}
