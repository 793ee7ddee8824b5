import Foundation
import Layout
import PTableRendering
import SVGRenderer
import Testing

/// A renderer from outside ptable (`OutlineRenderer`, public API only) plugs into the facade.
@Suite struct ExampleRendererTests {
    static let table = try! PeriodicTable.bundled()
    static let sodium = try! table.requireElement(matching: "Na")
    let renderer = ArtworkRenderer().registering(OutlineRenderer())

    private func outline(_ artwork: Artwork) throws -> String {
        String(decoding: try renderer.render(artwork, formatNamed: "outline"), as: UTF8.self)
    }

    @Test func tileRendersThroughTheRegisteredName() throws {
        #expect(try outline(.tile(Self.sodium, size: 256)) == """
        scene "Sodium (Na, 11)" 256×256
          group tile-Na [tile detail-tile alkali-metal]
            rect 0,0 256×256
            rect 0,38.40 256×217.60
            rect 0,38.40 256×15.36
            rect 1.02,1.02 253.95×253.95
            text number "11"
            text category "Alkali metal"
            text symbol "Na"
            text name "Sodium"
            text mass "22.990"
            line 17.92,166.13 → 238.08,166.13
            text label "Melting point"
            text melt "370.94 K"
            text label "Boiling point"
            text boil "1156.09 K"
            text label "Discovered by"
            text discoveredBy "Humphry Davy"

        """)
    }

    @Test func tableRendersEveryElementAsAGroup() throws {
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        let text = try outline(.table(placement, options: .init(width: 1200)))
        let tiles = text.split(separator: "\n").filter { $0.hasPrefix("    group tile-") || $0.hasPrefix("  group tile-") }
        // Every confirmed element (1–118); the hypothetical 119 is drawn only on request.
        #expect(tiles.count == 118)
        #expect(tiles.contains { $0.contains("group tile-Og [") })
    }

    @Test func registeredAndDirectPathsGiveTheSameBytes() throws {
        let artwork = Artwork.tile(Self.sodium, size: 128, side: .back)
        #expect(try renderer.render(artwork, formatNamed: "OUTLINE") == renderer.render(artwork, with: OutlineRenderer()))
        #expect(try renderer.render(artwork, as: .svg) == renderer.render(artwork, with: SVGRenderer()))
    }

    @Test func unknownFormatNamesEveryKnownOne() {
        #expect(throws: RenderingError.unknownFormat("gif", known: ["json", "svg", "png", "pdf", "jpeg", "outline"])) {
            try renderer.render(.tile(Self.sodium, size: 64), formatNamed: "gif")
        }
        #expect(ArtworkRenderer().sceneRenderer(named: "ansi") == nil)
    }
}
