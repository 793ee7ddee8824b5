@testable import Layout
import Testing

/// A URL on the back is never broken over lines: it is whole, or cut in its middle.
@Suite struct MiddleEllipsisTests {
    let metrics: FontMetrics

    init() throws {
        metrics = try FontLibrary.metrics(for: FontLibrary.regular)
    }

    @Test func aTextThatFitsStaysWhole() {
        #expect(MiddleEllipsis.fit("en.wikipedia.org/wiki/Sodium", metrics: metrics, fontSize: 10, width: 1000)
            == "en.wikipedia.org/wiki/Sodium")
    }

    @Test func aPathKeepsItsFirstAndLastSegmentsWhenThatFits() {
        let text = "en.wikipedia.org/wiki/Mercury (Element)"
        let short = "en.wikipedia.org/…/Mercury (Element)"
        let width = metrics.width(of: short, fontSize: 10)
        #expect(MiddleEllipsis.fit(text, metrics: metrics, fontSize: 10, width: width) == short)
    }

    /// `en.wikipedia.o…rcury (Element)` and `en.wikipedi…i/Potassium` read as neither site nor page.
    @Test func otherwiseAPathKeepsItsSite() {
        let text = "en.wikipedia.org/wiki/Mercury (Element)"
        let width = metrics.width(of: "en.wikipedia.org/wiki", fontSize: 10)
        #expect(MiddleEllipsis.fit(text, metrics: metrics, fontSize: 10, width: width) == "en.wikipedia.org/…")
        #expect(MiddleEllipsis.fit("en.wikipedia.org/wiki/Potassium", metrics: metrics, fontSize: 10, width: width)
            == "en.wikipedia.org/…")
    }

    @Test func otherwiseTheMiddleIsCutToTheWidth() {
        let text = "en.wikipedia.org/wiki/Mercury (Element)"
        let width = metrics.width(of: "en.wikipedia.org", fontSize: 10)
        let fitted = MiddleEllipsis.fit(text, metrics: metrics, fontSize: 10, width: width)
        #expect(fitted == "en.wiki…lement)")
        #expect(metrics.width(of: fitted, fontSize: 10) <= width)
        #expect(MiddleEllipsis.fit(text, metrics: metrics, fontSize: 10, width: 8) == "…")
    }

    @Test func everyBackShowsItsSourceOnOneLineInsideTheTile() throws {
        let table = try PeriodicTable.bundled()
        for size in [96.0, 128, 192, 256, 512] {
            for element in table.elements {
                let scene = try BackTileLayout().scene(for: element, size: size)
                let sources = scene.textRuns.filter { $0.role == .source }
                #expect(sources.count <= 1, "\(element.symbol) at \(size)")
                for run in sources {
                    #expect(run.x + run.measuredWidth <= size, "\(element.symbol) at \(size): \(run.text)")
                }
            }
        }
    }
}
