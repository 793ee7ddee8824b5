@testable import CairoRenderer
import Foundation
import Layout
import ReferenceComparison
import Testing

/// Large pages are drawn in bands (and columns) that never change a byte.
@Suite struct BandedRenderingTests {
    let renderer = CairoRenderer()

    private func png(_ scene: Scene, scale: Double, bandRows: Int? = nil, columnWidth: Int = 32_767,
                     bandsInFlight: Int = 1, threads: Int = 2) throws -> Data {
        let size = try CairoRenderer.pixelSize(of: scene, scale: scale)
        let layout = PNGPixelLayout(width: size.width, height: size.height, hasAlpha: scene.background == nil)
        let plan = PNGBandPlan(layout: layout, bandRows: bandRows ?? size.height, columnWidth: columnWidth,
                               bandsInFlight: bandsInFlight)
        var data = Data()
        try renderer.writePNG(scene, scale: scale, plan: plan, threads: threads) { data.append($0) }
        return data
    }

    @Test(arguments: [false, true])
    func testBandsGiveTheSameBytesAsOneCanvas(transparent: Bool) throws {
        let a4 = try PosterScenes.poster(.a4)
        let scene = transparent ? PosterScenes.transparent(a4) : a4
        let scale = 90.0 / 72
        let whole = try png(scene, scale: scale)
        #expect(whole == (try renderer.png(scene, scale: scale)), "a page this small is not banded by default")
        for (rows, inFlight) in [(1, 1), (300, 3), (200, 2)] {
            let banded = try png(scene, scale: scale, bandRows: rows, bandsInFlight: inFlight)
            #expect(banded == whole, "bands of \(rows) rows, \(inFlight) at once")
        }
    }

    /// Columns are used only where one Cairo surface cannot be as wide as the page (over 32767
    /// px), so there is no one-canvas render to match byte for byte; seams must still not show.
    @Test func testColumnsDrawTheSamePictureAsOneCanvas() throws {
        let scene = try PosterScenes.poster(.a4)
        let scale = 90.0 / 72
        let whole = try RGBAImage(png: try png(scene, scale: scale))
        let columns = try RGBAImage(png: try png(scene, scale: scale, bandRows: 200, columnWidth: 333, bandsInFlight: 2))
        // Tolerance 1: the poster's footer names its sources in small text across every seam,
        // whose glyph edges differ by 1 (138 pixels); a drawn seam differs by far more.
        let diff = PNGComparison(tolerance: 1).compare(expected: whole, actual: columns)
        // Measured: 4 of 782688 pixels, by at most 12, where antialiased edges cross a seam.
        #expect(diff.differingPixels * 10_000 <= diff.totalPixels, "\(diff)")
        #expect(diff.maximumChannelDelta <= 16, "\(diff)")
    }

    /// The A0 poster at 600 dpi is 28087 × 19866 px: its plan, checked in full, keeps the
    /// canvases in memory far under 256 MB.
    @Test func testA0At600DPIIsPlannedInBoundedMemory() throws {
        let scene = try PosterScenes.poster(.a0)
        let size = try CairoRenderer.pixelSize(of: scene, scale: 600.0 / 72)
        #expect(size == (28_087, 19_866))
        let layout = PNGPixelLayout(width: size.width, height: size.height, hasAlpha: false)
        for threads in [1, 2, 64] {
            let plan = PNGBandPlan(layout: layout, threads: threads)
            #expect(plan.bandCount > 1)
            #expect(plan.bandRows % layout.segmentRows == 0)
            #expect(plan.bandRows * size.width * 4 * plan.bandsInFlight <= PNGBandPlan.memoryBudget)
        }
    }

    /// The 600 dpi A0 render at a reduced scale (30 dpi): the same page, in as many bands of
    /// whole segments as the full-size render, two in flight, gives the bytes of one canvas.
    @Test func testA0At600DPIRenderedAtReducedScale() throws {
        let scene = try PosterScenes.poster(.a0)
        let fullPlan = PNGBandPlan(layout: PNGPixelLayout(width: 28_087, height: 19_866, hasAlpha: false), threads: 2)
        let scale = 600.0 / 72 / 20
        let size = try CairoRenderer.pixelSize(of: scene, scale: scale)
        let bandRows = size.height / fullPlan.bandCount
        let banded = try png(scene, scale: scale, bandRows: bandRows, bandsInFlight: 2)
        let whole = try png(scene, scale: scale)
        #expect(banded == whole, "banded and one-canvas renders differ")
        let image = try RGBAImage(png: banded)
        #expect((image.width, image.height) == (1404, 993))
        #expect(image[5, 5] == scene.background)
    }

    @Test func testWiderThanOneCairoSurfaceRendersInColumns() throws {
        let stripe = Color(red: 200, green: 30, blue: 30)
        let scene = Scene(width: 40_000, height: 3, title: "wide", background: .white, nodes: [
            .rect(SceneRect(x: 32_760, y: 0, width: 20, height: 3, fill: stripe)),
        ])
        let png = try renderer.png(scene)
        #expect(TestTools.pngSize(png)! == (40_000, 3))
        let chunks = try TestTools.pngChunks(png)
        #expect(chunks.allSatisfy { $0.crcIsValid })
        let pixels = try TestTools.inflatedScanlines(png)
        let row = 1 + 40_000 * 3
        for x in [32_759, 32_760, 32_766, 32_767, 32_779, 32_780] {
            let red = pixels[row + 1 + x * 3]
            #expect(red == ((32_760..<32_780).contains(x) ? 200 : 255), "x = \(x)")
        }
    }
}
