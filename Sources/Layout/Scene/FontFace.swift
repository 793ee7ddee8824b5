/// A bundled font file and the family and weight it represents.
public struct FontFace: Codable, Hashable, Sendable {
    /// Family name, e.g. `Inter`.
    public var family: String
    /// CSS weight, 100...900.
    public var weight: Int
    /// File name inside `Fonts/`, e.g. `Inter-Bold.otf`.
    public var file: String

    /// A face of `family` at CSS `weight` drawn from the bundled file `file`; the file is not opened here.
    public init(family: String, weight: Int, file: String) {
        self.family = family
        self.weight = weight
        self.file = file
    }
}
