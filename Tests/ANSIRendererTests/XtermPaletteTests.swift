import Testing
import Layout
@testable import ANSIRenderer

@Suite struct XtermPaletteTests {
    @Test func paletteColoursMapToThemselves() {
        for index in 16...255 {
            #expect(XtermPalette.nearestIndex(to: XtermPalette.color(at: index)) == index)
        }
    }

    @Test func knownColoursMapToTheirEntries() {
        #expect(XtermPalette.nearestIndex(to: Color(hex: "#ff0000")!) == 196)
        #expect(XtermPalette.nearestIndex(to: Color(hex: "#000000")!) == 16)
        #expect(XtermPalette.nearestIndex(to: Color(hex: "#ffffff")!) == 231)
        #expect(XtermPalette.nearestIndex(to: Color(hex: "#808080")!) == 244)
    }

    @Test func paleTintsKeepTheirHue() {
        // The classic alkali-metal fill is a pale red: it must not become a grey.
        let index = XtermPalette.nearestIndex(to: Color(hex: "#ffd6c7")!)
        #expect(index < 232)
        let color = XtermPalette.color(at: index)
        #expect(color.red > color.blue)
    }
}
