import Foundation
import Layout

/// The `@font-face` rules that draw the language picker's Chinese, Japanese and Korean names
/// (`简体中文`, `日本語`, `한국어`) on every page, whatever its language, in a browser without CJK
/// fonts, where they were boxes.
///
/// Each rule embeds the bundled cut of its region's face to that name alone (about 4 kB) and
/// claims only the name's characters (`unicode-range`), so the English page grows by some 15 kB
/// and no other text is drawn with them: each name keeps its own region's glyph shapes.
enum LanguageNameFaces {
    /// The family `page.css` sets the picker in, after Inter.
    static let family = "ptable language names"

    /// One rule per language whose name Inter cannot draw.
    ///
    /// - Throws: `ElementDataError` when a language file or a cut is missing.
    static func styleRules() throws -> String {
        try DisplayLocale.supportedCodes.compactMap { code -> String? in
            let locale = try DisplayLocale.bundled(code)
            guard let region = locale.cjkRegion else { return nil }
            let range = locale.data.name.unicodeScalars.filter { !$0.isASCII }
                .map { "U+" + String($0.value, radix: 16, uppercase: true) }
            let font = try Data(contentsOf: FontLibrary.languageNameURL(for: region)).base64EncodedString()
            return "@font-face { font-family: '\(family)'; font-weight: 400; unicode-range: \(range.joined(separator: ", ")); "
                + "src: url(data:font/otf;base64,\(font)) format('opentype'); }"
        }.joined(separator: "\n")
    }
}
