import Testing
@testable import Layout

/// A line is drawn with one face: a Chinese, Japanese or Korean line that holds a mass number
/// (`²³⁸U … 44.63億年`) is drawn with the CJK face, which must draw every superscript digit.
/// Noto Sans CJK maps only ¹²³⁴; `scripts/subset-fonts.py` gives each cut ⁰ and ⁵–⁹.
@Suite struct CJKSuperscriptTests {
    @Test(arguments: CJKRegion.allCases) func everyCJKCutDrawsEverySuperscriptDigit(region: CJKRegion) throws {
        for bold in [false, true] {
            let face = FontLibrary.cjk(region, bold: bold)
            let metrics = try FontLibrary.metrics(for: face)
            #expect(metrics.missingScalars(in: "⁰¹²³⁴⁵⁶⁷⁸⁹").isEmpty, "\(face.file)")
            let line = "²³⁸U 44.63" + (region == .korean ? "억 년" : region == .japanese ? "億年" : "亿年")
            #expect(GlyphFallback.displayable(line, metrics: metrics) == line)
            // The words cut an SVG embeds draws them too.
            #expect(try FontLibrary.embeddedURL(for: face, drawing: "²³⁵U ⁹⁷Tc ¹⁰⁶Pd").lastPathComponent.hasSuffix(".words.otf"))
        }
    }

    /// The added digits sit where the face's own ⁴ does and are as wide: ²³⁸ reads as one number.
    @Test func theAddedDigitsAreAsWideAsTheFacesOwn() throws {
        let metrics = try FontLibrary.metrics(for: FontLibrary.cjk(.japanese, bold: false))
        let four = metrics.width(of: "⁴", fontSize: 1000)
        for digit in "⁰⁵⁶⁷⁸⁹" {
            #expect(metrics.width(of: String(digit), fontSize: 1000) == four)
        }
    }
}
