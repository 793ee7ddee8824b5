import ANSIRenderer
import CairoRenderer
import Foundation
import Layout
import PTableRendering
import SceneJSONRenderer
import SVGRenderer
import Testing

@Suite struct ArtworkRendererTests {
    let table = try! PeriodicTable.bundled()
    var sodium: Element { try! table.requireElement(matching: "Na") }

    @Test func tileMatchesTheLayoutDrawnByEachRenderer() throws {
        let scene = try DetailTileLayout().scene(for: sodium, size: 128)
        let renderer = ArtworkRenderer()
        #expect(try renderer.render(.tile(sodium, size: 128), as: .json) == SceneJSONRenderer().renderData(scene))
        #expect(try renderer.render(.tile(sodium, size: 128), as: .svg) == SVGRenderer().renderData(scene))
        #expect(try renderer.render(.tile(sodium, size: 128), as: .png) == CairoRenderer().png(scene))
        #expect(try renderer.render(.tile(sodium, size: 128), as: .pdf) == CairoRenderer().pdf(scene))
    }

    @Test func backSideIsTheBackTileLayoutAndTheTerminalBackCard() throws {
        let theme = try Theme.resolve("dark")
        let renderer = ArtworkRenderer(theme: theme, options: RenderOptions(colorMode: .none))
        let scene = try renderer.scene(for: .tile(sodium, size: 200, side: .back))
        #expect(scene == (try BackTileLayout(theme: theme).scene(for: sodium, size: 200)))
        let text = String(decoding: try renderer.render(.tile(sodium, size: 1, side: .back), as: .ansi), as: UTF8.self)
        #expect(text == ANSIRenderer().renderTileBack(sodium, formatter: ElementFormatter(), theme: theme, mode: .none))
        #expect(TileSide.allCases.map(\.fileNameSuffix) == ["", "-back"])
    }

    @Test func tableUsesItsOptions() throws {
        let placement = try TablePlacement(elements: table.elements, form: .wide)
        var options = TableSceneLayout.Options(width: 900, title: "Wide")
        options.showsLegend = false
        let scene = try ArtworkRenderer().scene(for: .table(placement, options: options))
        #expect(scene == (try TableSceneLayout().scene(for: placement, options: options)))
        #expect(scene.width == 900)
    }

    /// A size that is no size is refused in every format, as PNG always did, never written as
    /// an SVG or scene zero points wide.
    @Test(arguments: [0, -5, Double.nan, -Double.infinity])
    func aSizeThatIsNoSizeIsRefusedInEveryFormat(size: Double) throws {
        let placement = try TablePlacement(elements: [sodium], form: .standard)
        for artwork in [Artwork.tile(sodium, size: size), .table(placement, options: .init(width: size))] {
            for format in [RenderFormat.svg, .json, .png, .pdf] {
                #expect(throws: CairoRendererError.self, "\(format)") {
                    try ArtworkRenderer().render(artwork, as: format)
                }
            }
        }
    }

    @Test func themeAndFormatterReachTheLayout() throws {
        var theme = Theme.classic
        theme.families[CategoryFamily.alkaliMetal.rawValue]?.fill = Color(hex: "#00ff00")!
        let renderer = ArtworkRenderer(theme: theme, formatter: ElementFormatter(temperatureUnit: .celsius))
        let svg = String(decoding: try renderer.render(.tile(sodium, size: 256), as: .svg), as: UTF8.self)
        #expect(svg.contains("#00ff00"))
        #expect(svg.contains("°C"))
    }

    @Test func terminalTextUsesTheColourModeAndIsNotAScene() throws {
        let plain = ArtworkRenderer(options: RenderOptions(colorMode: .none))
        let text = String(decoding: try plain.render(.tile(sodium, size: 1), as: .ansi), as: UTF8.self)
        #expect(text.contains("Sodium"))
        #expect(!text.contains("\u{1B}"))
        let colored = String(decoding: try ArtworkRenderer().render(.tile(sodium, size: 1), as: .ansi), as: UTF8.self)
        #expect(colored.contains("\u{1B}[0;38;2;"))
        #expect(throws: RenderingError.formatNeedsArtwork(.ansi)) {
            try ArtworkRenderer().render(try DetailTileLayout().scene(for: sodium, size: 64), as: .ansi)
        }
    }

    @Test func formatsKnowTheirExtensions() {
        #expect(RenderFormat.allCases.map(\.fileExtension) == ["json", "svg", "png", "pdf", "jpg", "txt"])
        #expect(RenderFormat(fileExtension: "TXT") == .ansi)
        #expect(RenderFormat(fileExtension: "JPG") == .jpeg && RenderFormat(fileExtension: "jpeg") == .jpeg)
        #expect(RenderFormat(fileExtension: "gif") == nil)
        #expect(RenderFormat.allCases.filter(\.isText) == [.json, .svg, .ansi])
    }

    /// Terminal text is drawn from the layout, not a scene, and refuses a theme outside a theme
    /// file's limits as every other format does.
    @Test func everyFormatRefusesAThemeOutsideAThemeFilesLimits() throws {
        var theme = Theme.classic
        theme.tile.bandHeight = -1
        let renderer = ArtworkRenderer(theme: theme)
        for format in RenderFormat.allCases {
            #expect(throws: LayoutError.self, "\(format)") { try renderer.render(.tile(sodium, size: 128), as: format) }
            #expect(throws: LayoutError.self, "\(format)") { try renderer.render(.palette, as: format) }
        }
    }
}
