import CairoRenderer
import Foundation
import JPEGRenderer
import Layout
import Testing

/// JPEG through libjpeg-turbo: real JPEG bytes that decode to what Cairo drew, the same bytes
/// for the same scene, transparency laid over the matte, and clear errors for what cannot be a JPEG.
@Suite struct JPEGRendererTests {
    static let red = Color(red: 220, green: 30, blue: 40)
    static let teal = Color(red: 20, green: 140, blue: 150)

    /// A 64 × 48 scene: transparent, a red square in the top left corner, a teal bar at the bottom.
    static let scene = Scene(width: 64, height: 48, title: "test", background: nil, nodes: [
        .rect(SceneRect(x: 0, y: 0, width: 24, height: 24, fill: red)),
        .rect(SceneRect(x: 0, y: 32, width: 64, height: 16, fill: teal)),
    ])

    static func near(_ actual: (UInt8, UInt8, UInt8), _ expected: Color, within tolerance: Int = 6) -> Bool {
        abs(Int(actual.0) - Int(expected.red)) <= tolerance && abs(Int(actual.1) - Int(expected.green)) <= tolerance
            && abs(Int(actual.2) - Int(expected.blue)) <= tolerance
    }

    static func pixel(_ raster: RGBRaster, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let index = (y * raster.width + x) * 3
        return (raster.pixels[index], raster.pixels[index + 1], raster.pixels[index + 2])
    }

    @Test func writesABaselineJFIFThatDecodesToTheScene() throws {
        let jpeg = try JPEGRenderer().renderData(Self.scene)
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF, 0xE0]), "SOI then the JFIF APP0 segment")
        #expect(jpeg.suffix(2) == Data([0xFF, 0xD9]), "ends with EOI")
        #expect(jpeg.range(of: Data("JFIF".utf8)) != nil)
        let decoded = try RGBRaster(jpeg: jpeg)
        #expect(decoded.width == 64 && decoded.height == 48)
        #expect(Self.near(Self.pixel(decoded, 8, 8), Self.red))
        #expect(Self.near(Self.pixel(decoded, 40, 42), Self.teal))
        #expect(Self.near(Self.pixel(decoded, 50, 10), Color(red: 255, green: 255, blue: 255)), "transparency over white")
    }

    @Test func theSameSceneGivesTheSameBytes() throws {
        let first = try JPEGRenderer().renderData(Self.scene)
        let second = try JPEGRenderer(cairo: CairoRenderer()).renderData(Self.scene)
        #expect(first == second)
        #expect(try JPEGRenderer(encoder: JPEGEncoder(quality: 50)).renderData(Self.scene) != first, "quality changes the bytes")
    }

    @Test func transparentPixelsTakeTheMatte() throws {
        let matte = Color(red: 20, green: 22, blue: 27)
        let decoded = try RGBRaster(jpeg: try JPEGRenderer(matte: matte).renderData(Self.scene))
        #expect(Self.near(Self.pixel(decoded, 50, 10), matte))
        #expect(Self.near(Self.pixel(decoded, 8, 8), Self.red))
    }

    @Test func scaleSetsPixelsPerPoint() throws {
        let decoded = try RGBRaster(jpeg: try JPEGRenderer(scale: 2.5).renderData(Self.scene))
        #expect(decoded.width == 160 && decoded.height == 120)
    }

    @Test func aPageAtADPIStatesItsDensitySoItPrintsAtItsPaperSize() throws {
        // JFIF: units at byte 13 (1: dots per inch), then the horizontal and vertical density.
        let page = try JPEGRenderer(scale: 150.0 / 72).renderData(Self.scene)
        #expect([UInt8](page[13..<18]) == [1, 0, 150, 0, 150])
        #expect(try RGBRaster(jpeg: page).width == 133, "still decodes")
        #expect([UInt8](try JPEGRenderer().renderData(Self.scene)[13..<18]) == [0, 0, 1, 0, 1], "a point drawn as a pixel: no unit")
    }

    @Test func aPrintedPageEmbedsAnSRGBProfileAfterTheJFIFHeader() throws {
        // A RIP that is not told what the RGB means assigns its own working space; the page's
        // PDF states sRGB with its output intent, so its JPEG does with an ICC profile.
        let page = try JPEGRenderer(scale: 150.0 / 72).renderData(Self.scene)
        let app0End = 4 + (Int(page[4]) << 8 | Int(page[5]))
        #expect([UInt8](page[app0End..<(app0End + 2)]) == [0xFF, 0xE2], "APP2 right after the JFIF APP0")
        let length = Int(page[app0End + 2]) << 8 | Int(page[app0End + 3])
        let segment = page[(app0End + 4)..<(app0End + 2 + length)]
        #expect(segment.starts(with: Data("ICC_PROFILE\0".utf8) + Data([1, 1])), "chunk 1 of 1")
        let profile = Data(segment.dropFirst(14))
        #expect(Int(profile[0]) << 24 | Int(profile[1]) << 16 | Int(profile[2]) << 8 | Int(profile[3]) == profile.count,
                "the profile's own size is the segment's rest")
        #expect(profile[12..<20].elementsEqual("mntrRGB ".utf8) && profile[36..<40].elementsEqual("acsp".utf8))
        #expect(profile.range(of: Data("sRGB IEC61966-2.1".utf8)) != nil)
        #expect(try RGBRaster(jpeg: page).width == 133, "still decodes")
        let tile = try JPEGRenderer().renderData(Self.scene)
        #expect(tile.range(of: Data("ICC_PROFILE".utf8)) == nil, "a tile, read as sRGB on screens, stays small")
    }

    @Test func aPageDrawnAPointToAPixelStates72DPIAndSRGB() throws {
        // A scene with a bleed (0 or more) is a printed page; at scale 1 it is one at 72 dpi.
        var page = Self.scene
        page.bleed = 0
        let jpeg = try JPEGRenderer().renderData(page)
        #expect([UInt8](jpeg[13..<18]) == [1, 0, 72, 0, 72])
        #expect(jpeg.range(of: Data("ICC_PROFILE\0".utf8)) != nil, "the sRGB profile")
    }

    @Test func rgbIsThePNGOverTheMatte() throws {
        let cairo = CairoRenderer()
        let png = try RGBAImage(png: try cairo.png(Self.scene))
        let rgb = try cairo.rgb(Self.scene, matte: Color(red: 255, green: 255, blue: 255))
        for (x, y) in [(8, 8), (23, 23), (24, 24), (40, 42), (50, 10), (63, 47)] {
            let straight = png[x, y]
            let alpha = Int(straight.alpha)
            let expected = [straight.red, straight.green, straight.blue].map { (Int($0) * alpha + 255 * (255 - alpha) + 127) / 255 }
            let actual = Self.pixel(rgb, x, y)
            #expect(abs(Int(actual.0) - expected[0]) <= 1 && abs(Int(actual.1) - expected[1]) <= 1
                    && abs(Int(actual.2) - expected[2]) <= 1, "(\(x), \(y))")
        }
    }

    @Test func refusesImagesOverTheLimitsBeforeDrawing() {
        let wide = Scene(width: 70_000, height: 10, title: "wide", background: nil, nodes: [])
        #expect(throws: JPEGRendererError.canvasTooLarge(width: 70_000, height: 10, limit: "a JPEG side may be at most 65500 px")) {
            try JPEGRenderer().renderData(wide)
        }
        let poster = Scene(width: 12_000, height: 12_000, title: "poster", background: nil, nodes: [])
        #expect {
            try JPEGRenderer().renderData(poster)
        } throws: { error in
            (error as? JPEGRendererError)?.localizedDescription
                == "the image is 12000 × 12000 px; a JPEG may have at most 100 million pixels (use PNG for larger pages)"
        }
    }

    @Test func refusesAQualityOutsideOneToAHundred() {
        #expect(throws: JPEGRendererError.invalidQuality(0)) { try JPEGEncoder(quality: 0) }
        #expect(throws: JPEGRendererError.invalidQuality(101)) { try JPEGEncoder(quality: 101) }
        #expect(JPEGRendererError.invalidQuality(0).localizedDescription == "JPEG quality must be between 1 and 100, got 0")
    }

    @Test func bytesThatAreNotAJPEGAreNamedInTheError() {
        #expect {
            try RGBRaster(jpeg: Data("not a jpeg".utf8), name: "argon.jpg")
        } throws: { error in
            (error as? JPEGRendererError)?.localizedDescription.hasPrefix("cannot read argon.jpg as a JPEG: ") == true
        }
    }
}
