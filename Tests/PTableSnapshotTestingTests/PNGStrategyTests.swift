import CairoRenderer
import Foundation
import Layout
import PTableRendering
import PTableSnapshotTesting
import SnapshotTesting
import Testing

@Suite struct PNGStrategyTests {
    let reference = try! ArtworkRenderer().render(.tile(Fixtures.sodium, size: 128), as: .png)

    @Test func onePixelChangeWithinToleranceMatches() throws {
        let actual = try Fixtures.nudged(reference, x: 64, y: 64, by: 1)
        #expect(actual != reference)
        #expect(Diffing<Data>.png().diffV2(reference, actual) == nil)
        #expect(Diffing<Data>.png(tolerance: 0).diffV2(reference, actual) != nil)
    }

    @Test func onePixelBeyondToleranceFailsUnlessItsShareIsAllowed() throws {
        let actual = try Fixtures.nudged(reference, x: 64, y: 64, by: 100)
        let (message, _) = try #require(Diffing<Data>.png().diffV2(reference, actual))
        #expect(message.contains("1 of 16384 pixels"))
        #expect(Diffing<Data>.png(maxDifferingFraction: 1.0 / 16384).diffV2(reference, actual) == nil)
    }

    @Test func changedGlyphFailsAndWritesAThreePanelDiffImage() throws {
        var changed = Fixtures.sodium
        changed.symbol = "Nb"
        let message = try #require(try recordThenVerify(Fixtures.sodium, changed, as: .png(size: 128)))
        #expect(message.contains("PNG snapshot differs"))
        let path = try #require(message.split(separator: "\n").first { $0.hasPrefix("Expected | difference | actual: ") }?
            .dropFirst("Expected | difference | actual: ".count))
        #expect(path.hasPrefix(SnapshotArtifacts.folder.path))
        #expect(path.hasSuffix(".diff.png"))
        let panels = try RGBAImage(png: try Data(contentsOf: URL(fileURLWithPath: String(path))))
        #expect(panels.width == 3 * 128 && panels.height == 128)
        // The middle panel marks the changed glyph in red, and only where it changed.
        let red = Color(red: 255, green: 0, blue: 0)
        var marked = 0
        for y in 0..<128 { for x in 128..<256 where panels[x, y] == red { marked += 1 } }
        #expect(marked > 20 && marked < 128 * 128 / 4)
        #expect(panels[128 + 4, 124] != red)
    }

    /// Record mode keeps whatever the strategy gave, a failed render's message too: once the tile
    /// renders again, the failure says what the reference holds, not that it is no PNG.
    @Test func aReferenceThatRecordedARenderFailureSaysSo() throws {
        let failed = Data("ptable could not render this snapshot: cannot draw a canvas of 0 × 0 pt\n".utf8)
        let (message, _) = try #require(Diffing<Data>.png().diffV2(failed, reference))
        #expect(message == "The reference is the message of a failed render, not a PNG (ptable could not render this "
                + "snapshot: cannot draw a canvas of 0 × 0 pt): delete it and record again.")
    }

    @Test func sizeMismatchFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-size-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: Fixtures.sodium, as: .png(size: 64), named: "s", record: .all, snapshotDirectory: folder.path)
        let failure = try #require(verifySnapshot(of: Fixtures.sodium, as: .png(size: 48), named: "s", record: .never,
                                                  snapshotDirectory: folder.path))
        #expect(failure.contains("size mismatch: expected 64×64, actual 48×48"))
    }

    @Test func unchangedTileMatchesAndHasTheRequestedSize() throws {
        #expect(try recordThenVerify(Fixtures.sodium, Fixtures.sodium, as: .png(size: 96)) == nil)
        let png = Snapshotting<Element, Data>.png(size: 96)
        var data: Data?
        png.snapshot(Fixtures.sodium).run { data = $0 }
        let image = try RGBAImage(png: try #require(data))
        #expect(image.width == 96 && image.height == 96)
    }
}
