@testable import CairoRenderer
import Foundation
import Layout
import Testing

@Suite struct CairoRendererPNGTests {
    let renderer = CairoRenderer()

    @Test func testPixelSizeIsSceneSizeTimesScaleRounded() throws {
        let scene = TestScenes.sodium
        #expect(TestTools.pngSize(try renderer.png(scene))! == (200, 120))
        #expect(TestTools.pngSize(try renderer.png(scene, scale: 2))! == (400, 240))
        #expect(TestTools.pngSize(try renderer.png(scene, scale: 1.333))! == (267, 160))
    }

    @Test func testRectFillAndRoundedCornerAndBackground() throws {
        let image = try RGBAImage(png: try renderer.png(TestScenes.sodium))
        #expect(image[20, 60] == TestScenes.tileFill)
        #expect(image[10, 10] == .white, "the rounded corner leaves the background showing")
        #expect(image[10, 60] == TestScenes.tileStroke, "the stroke is centred on the outline")
        #expect(image[150, 69] == TestScenes.rule)
        #expect(image[198, 118] == .white)
    }

    @Test func testGroupIsTranslated() throws {
        let image = try RGBAImage(png: try renderer.png(TestScenes.sodium))
        #expect(image[125, 15] == TestScenes.linkFill)
        #expect(image[119, 15] == .white)
    }

    @Test func testNoBackgroundIsTransparent() throws {
        var scene = TestScenes.sodium
        scene.background = nil
        let image = try RGBAImage(png: try renderer.png(scene))
        #expect(image[198, 118].alpha == 0)
        #expect(image[20, 60] == TestScenes.tileFill)
    }

    @Test func testTranslucentColourIsBlended() throws {
        let half = Color(red: 0, green: 0, blue: 255, alpha: 128)
        let scene = Scene(width: 10, height: 10, title: "alpha", background: .white, nodes: [
            .rect(SceneRect(x: 0, y: 0, width: 10, height: 10, fill: half)),
        ])
        let pixel = try RGBAImage(png: try renderer.png(scene))[5, 5]
        #expect(pixel.blue == 255 && pixel.alpha == 255)
        #expect((126...128).contains(Int(pixel.red)))
    }

    @Test func testTwoRendersAreByteIdentical() throws {
        let first = try renderer.png(TestScenes.sodium, scale: 2)
        let second = try CairoRenderer().png(TestScenes.sodium, scale: 2)
        #expect(first == second)
    }

    @Test func testConcurrentRendersMatchSerialOnes() async throws {
        let renderer = CairoRenderer()
        let expected = try renderer.png(TestScenes.sodium, scale: 3)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for index in 0..<8 {
                let shared = index.isMultiple(of: 2)
                group.addTask { try (shared ? renderer : CairoRenderer()).png(TestScenes.sodium, scale: 3) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
