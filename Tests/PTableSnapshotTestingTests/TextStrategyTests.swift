import Foundation
import Layout
import PTableRendering
import PTableSnapshotTesting
import SceneJSONRenderer
import SnapshotTesting
import Testing

@Suite struct TextStrategyTests {
    @Test func changedSVGAttributeFailsWithAReadableLineDiff() throws {
        let message = try #require(try recordThenVerify(TileSnapshot(Fixtures.sodium),
                                                        TileSnapshot(Fixtures.sodium, theme: Fixtures.recolouredTheme),
                                                        as: .svg))
        let lines = message.split(separator: "\n").map(String.init)
        // swift-snapshot-testing marks removals with U+2212 MINUS SIGN.
        #expect(lines.contains { $0.hasPrefix("@@ −") })
        let removed = try #require(lines.first { $0.hasPrefix("−") && $0.contains("#ee8866") })
        let added = try #require(lines.first { $0.hasPrefix("+") && $0.contains("#33cc66") })
        // Only the colour differs between the two lines.
        #expect(removed.dropFirst().replacingOccurrences(of: "#ee8866", with: "#33cc66") == added.dropFirst())
    }

    @Test func sceneIsSortedKeyJSON() throws {
        var text: String?
        Snapshotting<Element, String>.scene(size: 100).snapshot(Fixtures.sodium).run { text = $0 }
        let scene = try DetailTileLayout().scene(for: Fixtures.sodium, size: 100)
        let expected = try SceneJSONRenderer().renderData(scene)
        #expect(text == String(decoding: expected, as: UTF8.self))
        #expect(Snapshotting<Element, String>.scene.pathExtension == "json")
    }

    @Test func ansiMakesEscapesVisible() throws {
        var text: String?
        Snapshotting<Element, String>.ansi.snapshot(Fixtures.sodium).run { text = $0 }
        let ansi = try #require(text)
        #expect(!ansi.contains("\u{1B}"))
        #expect(ansi.hasPrefix("␛[0;38;2;96;40;22m╭"))
        #expect(Snapshotting<Element, String>.ansi.pathExtension == "txt")
        #expect(VisibleControlCharacters.make("a\u{7}\tb\u{7F}\n") == "a␇\tb␡\n")
    }

    @Test func tableStrategiesUseTheTableWidthUnlessTheStrategyNamesOne() throws {
        let snapshot = try TableSnapshot(form: .standard, width: 700)
        var json: String?
        Snapshotting<TableSnapshot, String>.scene.snapshot(snapshot).run { json = $0 }
        #expect(json?.contains(#""width" : 700"#) == true)
        Snapshotting<TableSnapshot, String>.scene(size: 500).snapshot(snapshot).run { json = $0 }
        #expect(json?.contains(#""width" : 500"#) == true)
    }

    @Test func aRenderFailureIsRecordedAsAnIssue() throws {
        // Wider than any PNG row Cairo can hold (536870911 px): refused before drawing.
        let tooWide = try TableSnapshot(form: .standard, width: 600_000_000)
        var data: Data?
        withKnownIssue {
            Snapshotting<TableSnapshot, Data>.png.snapshot(tooWide).run { data = $0 }
        }
        #expect(String(decoding: try #require(data), as: UTF8.self).hasPrefix("ptable could not render this snapshot: "))
    }
}
