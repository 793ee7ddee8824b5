import Foundation
import Layout
import PTableTestSupport
import SVGRenderer
import Testing

/// SVGs as a web browser draws them where Inter is not installed (Debian's Chromium with only
/// the system's DejaVu Sans, say): every text run must stay where the layout fitted it. DejaVu
/// is up to a third wider than Inter, and Ts's "117" ran into its category.
@Suite(.serialized) struct SVGInBrowserTests {
    let table = try! PeriodicTable.bundled()

    /// A page of inline SVGs whose script writes each text run's drawn extent (from the first
    /// character's start to the last one's end, as the browser placed them), in the SVG's own
    /// coordinates, as JSON: one array per SVG of `[left, width]` pairs in document order.
    static func page(_ svgs: [String]) -> String {
        let body = svgs.map { svg in
            "<div>" + svg.replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: "") + "</div>"
        }.joined(separator: "\n")
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
        \(body)
        <pre id="runs"></pre>
        <script>
        const runs = [...document.querySelectorAll("body > div > svg")].map(svg =>
          [...svg.querySelectorAll("text")].map(text => {
            const m = text.getCTM(), last = text.getNumberOfChars() - 1;
            const left = text.getStartPositionOfChar(0).x, right = text.getEndPositionOfChar(last).x;
            return [m.a * left + m.e, m.a * (right - left)];
          }));
        document.getElementById("runs").textContent = JSON.stringify(runs);
        </script></body></html>
        """
    }

    /// Each run's drawn extent in Chromium against the scene's: within 2 % and 0.3 pt.
    func expectRunsKeepTheirWidths(_ scenes: [Scene], _ label: String) async throws {
        let folder = try TestFolder.make("svg-browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("page.html")
        try Self.page(try scenes.map { try SVGRenderer().render($0) }).write(to: html, atomically: true, encoding: .utf8)
        let dom = try await Chromium.load(html.absoluteString, screenshot: folder.appendingPathComponent("shot.png"),
                                          width: 800, height: 600, budget: 5_000)
        let json = try #require(dom.range(of: #"<pre id="runs">"#).flatMap { start in
            dom[start.upperBound...].range(of: "</pre>").map { String(dom[start.upperBound..<$0.lowerBound]) }
        }, "the page's script wrote no runs")
        let drawn = try JSONDecoder().decode([[[Double]]].self, from: Data(json.utf8))
        try #require(drawn.count == scenes.count)
        var misplaced: [String] = []
        for (scene, runs) in zip(scenes, drawn) {
            let expected = scene.textRuns.filter { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            try #require(runs.count == expected.count, "\(label) \(scene.title): \(runs.count) runs drawn, \(expected.count) laid out")
            for (run, box) in zip(expected, runs) {
                let tolerance = 0.3 + 0.02 * run.measuredWidth
                if abs(box[1] - run.measuredWidth) > tolerance || abs(box[0] - run.minX) > tolerance {
                    misplaced.append("\(scene.title): \"\(run.text)\" drawn at \(box[0]) + \(box[1]), laid out at \(run.minX) + \(run.measuredWidth)")
                }
            }
        }
        #expect(misplaced.isEmpty, "\(label): \(misplaced.count) runs out of place, such as \(misplaced.prefix(4).joined(separator: "; "))")
    }

    @Test func tileTextKeepsItsDesignedWidthInABrowserWithoutInter() async throws {
        let elements = table.elements.filter { !$0.isHypothetical }
        try await expectRunsKeepTheirWidths(try elements.map { try DetailTileLayout().scene(for: $0, size: 256) }, "front 256")
        try await expectRunsKeepTheirWidths(try elements.map { try BackTileLayout().scene(for: $0, size: 256) }, "back 256")
        let german = ElementFormatter(locale: try DisplayLocale.bundled("de"))
        try await expectRunsKeepTheirWidths(try elements.map { try DetailTileLayout(formatter: german).scene(for: $0, size: 64) },
                                            "front 64 de")
    }

    @Test func tableTextKeepsItsDesignedWidthInABrowserWithoutInter() async throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard, includeHypothetical: false)
        try await expectRunsKeepTheirWidths([try TableSceneLayout().scene(for: placement, options: .init(width: 1200))], "table")
    }
}
