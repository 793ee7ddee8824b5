import Foundation

/// The bundled fonts: the only faces any renderer draws with.
public enum FontLibrary {
    /// Inter, by Rasmus Andersson (SIL Open Font License 1.1), in the weights a tile uses.
    public static let regular = FontFace(family: "Inter", weight: 400, file: "Inter-Regular.otf")
    public static let medium = FontFace(family: "Inter", weight: 500, file: "Inter-Medium.otf")
    public static let semiBold = FontFace(family: "Inter", weight: 600, file: "Inter-SemiBold.otf")
    public static let bold = FontFace(family: "Inter", weight: 700, file: "Inter-Bold.otf")
    /// Inter's display cut, drawn for large text such as a tile's symbol.
    public static let displayBold = FontFace(family: "Inter Display", weight: 700, file: "InterDisplay-Bold.otf")

    /// Every bundled face.
    public static let allFaces = [regular, medium, semiBold, bold, displayBold]

    /// The font file of a face, or an error naming every folder searched.
    public static func url(for face: FontFace) throws -> URL {
        guard allFaces.contains(where: { $0.file == face.file }) else {
            throw LayoutError.resourceNotFound(file: face.file, searched: ["the bundled fonts"], environmentVariable: nil)
        }
        return try ResourceLocator.fonts.url(forFile: face.file)
    }
}
