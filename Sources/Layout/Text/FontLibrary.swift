import ElementData
import Foundation
import Synchronization

/// The bundled fonts: the only faces any renderer draws with.
public enum FontLibrary {
    /// Inter, by Rasmus Andersson (SIL Open Font License 1.1), in the weights a tile uses.
    public static let regular = FontFace(family: "Inter", weight: 400, file: "Inter-Regular.otf")
    /// Inter Medium (weight 500).
    public static let medium = FontFace(family: "Inter", weight: 500, file: "Inter-Medium.otf")
    /// Inter SemiBold (weight 600).
    public static let semiBold = FontFace(family: "Inter", weight: 600, file: "Inter-SemiBold.otf")
    /// Inter Bold (weight 700).
    public static let bold = FontFace(family: "Inter", weight: 700, file: "Inter-Bold.otf")
    /// Inter's display cut, drawn for large text such as a tile's symbol.
    public static let displayBold = FontFace(family: "Inter Display", weight: 700, file: "InterDisplay-Bold.otf")

    /// Every bundled face a theme can choose.
    public static let allFaces = [regular, medium, semiBold, bold, displayBold]

    /// Noto Sans CJK, cut down to the bundled Chinese, Japanese and Korean words and the
    /// characters in everyday use in each region (SIL Open Font License 1.1): the faces text
    /// Inter cannot draw falls back to.
    public static func cjk(_ region: CJKRegion, bold: Bool) -> FontFace {
        FontFace(family: "Noto Sans CJK \(region.rawValue)", weight: bold ? 700 : 400,
                 file: "NotoSansCJK\(region.rawValue)-\(bold ? "Bold" : "Regular").subset.otf")
    }

    /// The fallback faces, every region in both weights.
    public static let fallbackFaces = CJKRegion.allCases.flatMap { [cjk($0, bold: false), cjk($0, bold: true)] }

    /// The regular face of `region` cut to its language's own name alone (`日本語`, a few kB):
    /// what the served page's language picker draws that name with on a machine without CJK fonts.
    package static func languageNameURL(for region: CJKRegion) throws -> URL {
        try ResourceLocator.fonts.url(forFile: "NotoSansCJK\(region.rawValue)-Regular.name.otf")
    }

    /// The font file of a face, or an error naming every folder searched.
    public static func url(for face: FontFace) throws -> URL {
        guard allFaces.contains(where: { $0.file == face.file }) || fallbackFaces.contains(where: { $0.file == face.file }) else {
            throw ElementDataError.resourceNotFound(file: face.file, searched: ["the bundled fonts"], environmentVariable: nil)
        }
        return try ResourceLocator.fonts.url(forFile: face.file)
    }

    /// The metrics of a bundled face, read from its file once per process and then cached.
    ///
    /// Safe to call from any thread; a file that cannot be read or parsed throws every time.
    public static func metrics(for face: FontFace) throws -> FontMetrics {
        try metrics(ofFile: face.file) { try url(for: face) }
    }

    /// The file an SVG embeds for `face`, whose text in the document is `text`: the face's cut
    /// to the bundled words (`.words.otf`: the data's, the sourced properties' and the language
    /// files' characters, tens of kilobytes) when that draws all of `text`, else the face's own
    /// file (an Inter face is 260 kB, a CJK face's everyday subset a megabyte and more). Both are
    /// cut from the same font, so the glyphs drawn are the same.
    public static func embeddedURL(for face: FontFace, drawing text: String) throws -> URL {
        let whole = try url(for: face)
        let words = face.file.replacing(/(\.subset)?\.otf$/, with: ".words.otf")
        let wordsURL = try ResourceLocator.fonts.url(forFile: words)
        let covers = try metrics(ofFile: words) { wordsURL }.missingScalars(in: text).allSatisfy(\.properties.isWhitespace)
        return covers ? wordsURL : whole
    }

    private static func metrics(ofFile file: String, at url: () throws -> URL) throws -> FontMetrics {
        // The lock is held while a font loads, so each file is parsed once even when many
        // threads ask for it at the same time.
        try metricsByFile.withLock { cache in
            if let cached = cache[file] { return cached }
            let loaded = try FontMetrics(contentsOf: url())
            cache[file] = loaded
            return loaded
        }
    }

    private static let metricsByFile = Mutex<[String: FontMetrics]>([:])
}
