import CairoRenderer
import Foundation
import Layout
import PTableRendering
import ReferenceComparison
import Testing

@Suite struct ReferenceComparatorTests {
    let sodium = try! PeriodicTable.bundled().requireElement(matching: "Na")

    func png(size: Double = 64) throws -> Data {
        try ArtworkRenderer().render(.tile(sodium, size: size), as: .png)
    }

    /// `png` with the green channel of the pixel at (x, y) lowered by `delta`.
    func nudged(_ png: Data, x: Int = 10, y: Int = 30, by delta: Int) throws -> Data {
        var image = try RGBAImage(png: png)
        var pixel = image[x, y]
        pixel.green = UInt8(clamping: Int(pixel.green) - delta)
        image[x, y] = pixel
        return try image.pngData()
    }

    @Test func identicalFilesMatch() throws {
        let data = try png()
        for format in RenderFormat.allCases {
            #expect(ReferenceComparator().change(from: data, to: data, format: format) == nil)
        }
    }

    @Test func onePixelWithinToleranceMatches() throws {
        let reference = try png()
        let actual = try nudged(reference, by: 1)
        #expect(actual != reference)
        #expect(ReferenceComparator().change(from: reference, to: actual, format: .png) == nil)
    }

    @Test func onePixelBeyondToleranceIsAChangeWithAThreePanelImage() throws {
        let reference = try png()
        let actual = try nudged(reference, by: 80)
        let change = try #require(ReferenceComparator().change(from: reference, to: actual, format: .png))
        guard case let .pixels(diff) = change else { Issue.record("expected pixels, got \(change)"); return }
        #expect(diff.differingPixels == 1)
        #expect(change.summary == "0.024% pixels")
        let artifact = try #require(ReferenceComparator().diffArtifact(for: change, expected: reference, actual: actual,
                                                                       name: "011-sodium.png"))
        #expect(artifact.fileName == "011-sodium.diff.png")
        let panels = try RGBAImage(png: artifact.data)
        #expect(panels.width == 3 * 64 && panels.height == 64)
        #expect(panels[64 + 10, 30] == Color(red: 255, green: 0, blue: 0))
    }

    @Test func aShareOfDifferingPixelsCanBeAllowed() throws {
        let reference = try png()
        let actual = try nudged(reference, by: 80)
        let lenient = ReferenceComparator(png: PNGComparison(tolerance: 1, maximumDifferingFraction: 0.001))
        #expect(lenient.change(from: reference, to: actual, format: .png) == nil)
    }

    @Test func sizeChangeIsReported() throws {
        let change = try #require(ReferenceComparator().change(from: try png(size: 64), to: try png(size: 32), format: .png))
        #expect(change.summary == "size 64×64 → 32×32")
    }

    @Test func textChangeNamesTheFirstLineAndGivesAUnifiedDiff() throws {
        let expected = Data("<svg>\n<rect fill=\"#ffd6c7\"/>\n<text>Na</text>\n</svg>\n".utf8)
        let actual = Data("<svg>\n<rect fill=\"#00ff00\"/>\n<text>Na</text>\n</svg>\n".utf8)
        let change = try #require(ReferenceComparator().change(from: expected, to: actual, format: .svg))
        #expect(change == .lines(firstLine: 2))
        #expect(change.summary == "line 2")
        let artifact = try #require(ReferenceComparator().diffArtifact(for: change, expected: expected, actual: actual,
                                                                       name: "011-sodium.svg"))
        #expect(artifact.fileName == "011-sodium.svg.diff")
        #expect(String(decoding: artifact.data, as: UTF8.self) == """
            --- 011-sodium.svg (reference)
            +++ 011-sodium.svg (rendered)
            @@ -1,4 +1,4 @@
             <svg>
            -<rect fill="#ffd6c7"/>
            +<rect fill="#00ff00"/>
             <text>Na</text>
             </svg>

            """)
    }

    @Test func pdfComparesBytes() {
        let change = ReferenceComparator().change(from: Data([1, 2, 3]), to: Data([1, 2, 4]), format: .pdf)
        #expect(change == .bytes(firstOffset: 2))
    }

    @Test func unreadableReferenceIsAChange() throws {
        let change = try #require(ReferenceComparator().change(from: Data("not a png".utf8), to: try png(), format: .png))
        guard case .unreadable = change else { Issue.record("expected unreadable, got \(change)"); return }
    }
}
