import Foundation
import Testing
@testable import Layout

/// An SVG that embeds its fonts embeds each face's cut to the bundled words (`.words.otf`, made by
/// `scripts/subset-fonts.py`) whenever that draws the face's text, and the whole face otherwise.
@Suite struct EmbeddedFontCutTests {
    static let table = try! PeriodicTable.bundled()

    @Test func anSVGEmbedsTheSmallestCutThatDrawsItsText() throws {
        let korean = FontLibrary.cjk(.korean, bold: true), japanese = FontLibrary.cjk(.japanese, bold: false)
        let words = try FontLibrary.embeddedURL(for: korean, drawing: try LanguageData.bundled("ko").elements.joined(separator: " "))
        #expect(words.lastPathComponent == "NotoSansCJKKR-Bold.words.otf")
        #expect(try FontLibrary.embeddedURL(for: korean, drawing: "똠").lastPathComponent == "NotoSansCJKKR-Bold.subset.otf")
        #expect(try FontLibrary.embeddedURL(for: japanese, drawing: "濃度 µg").lastPathComponent == "NotoSansCJKJP-Regular.subset.otf")
        #expect(try FontLibrary.embeddedURL(for: japanese, drawing: "鉄 55.845").lastPathComponent == "NotoSansCJKJP-Regular.words.otf")
        #expect(try FontLibrary.embeddedURL(for: FontLibrary.bold, drawing: "Iron 55.845 −1.5×10³ Jöns").lastPathComponent == "Inter-Bold.words.otf")
        // Vietnamese ễ is Inter's, but none of the bundled words has it.
        #expect(try FontLibrary.embeddedURL(for: FontLibrary.regular, drawing: "Nguyễn").lastPathComponent == "Inter-Regular.otf")
    }

    /// The cuts are what makes them worth embedding: a tenth of a whole face or less.
    @Test func theCutsAreSmall() throws {
        for face in FontLibrary.allFaces + FontLibrary.fallbackFaces {
            let cut = try FontLibrary.embeddedURL(for: face, drawing: "")
            let size = try FileManager.default.attributesOfItem(atPath: cut.path)[.size] as? Int ?? 0
            #expect(cut.lastPathComponent.hasSuffix(".words.otf") && size < 100_000, "\(cut.lastPathComponent) is \(size) bytes")
        }
    }

    /// Everything ptable draws of its own in a language (tiles front and back with every field,
    /// the poster, a heatmap of every property) is drawn by the cuts: a language file, data or
    /// label changed without running `scripts/subset-fonts.py` again fails here.
    @Test(arguments: DisplayLocale.supportedCodes) func everythingPtableWritesIsInTheCuts(code: String) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        let base: [TileField] = [.number, .symbol, .name]
        let facts = TileField.allCases.filter { $0 != .none && !base.contains($0) }
        let themes = stride(from: 0, to: facts.count, by: 4).map { start in
            var theme = Theme.classic
            theme.slots = try! TileFieldList(base + facts[start..<min(start + 4, facts.count)]).slots
            return theme
        }
        var scenes: [Scene] = []
        for element in Self.table.elements {
            for theme in themes {
                scenes.append(try DetailTileLayout(theme: theme, formatter: formatter).scene(for: element, size: 1024))
            }
            scenes.append(try BackTileLayout(formatter: formatter).scene(for: element, size: 1024))
        }
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        scenes.append(try TableSceneLayout(formatter: formatter).scene(for: placement, options: .init(page: PageGeometry(paper: .a3))))
        for property in NumericProperty.allCases {
            var options = TableSceneLayout.Options(width: 2400)
            options.coloring = .heatmap(Heatmap(property: property, range: nil))
            scenes.append(try TableSceneLayout(formatter: formatter).scene(for: placement, options: options))
        }
        let textByFace = Dictionary(grouping: scenes.flatMap(\.textRuns), by: \.font).mapValues { $0.map(\.text).joined(separator: " ") }
        for (face, text) in textByFace {
            let embedded = try FontLibrary.embeddedURL(for: face, drawing: text).lastPathComponent
            #expect(embedded.hasSuffix(".words.otf"), "\(code): \(face.file) embeds \(embedded)")
        }
    }

    /// The served page's language picker draws each Chinese, Japanese and Korean language's own
    /// name with its region's cut to that name (`.name.otf`): a name changed without running
    /// `scripts/subset-fonts.py` again fails here, as the picker would draw a box.
    @Test func eachCJKLanguagesOwnNameIsInItsNameCut() throws {
        var regions: [CJKRegion] = []
        for code in DisplayLocale.supportedCodes {
            let locale = try DisplayLocale.bundled(code)
            guard let region = locale.cjkRegion else { continue }
            regions.append(region)
            let cut = try FontMetrics(contentsOf: FontLibrary.languageNameURL(for: region))
            let missing = locale.data.name.unicodeScalars.filter { !$0.isASCII && !cut.hasGlyph($0) }
            #expect(missing.isEmpty, "\(code): \(cut) lacks \(String(String.UnicodeScalarView(missing)))")
        }
        #expect(Set(regions) == Set(CJKRegion.allCases))
    }
}
