import Layout
import PTableRendering
import Testing

/// One set of rules for the table's options, spelled `--name` for the command line and
/// `name` for a query: the same limits and the same words either way.
struct TableOptionRulesTests {
    let commandLine = TableOptionRules(.commandLine)
    let query = TableOptionRules(.query)

    private func message(_ check: () throws -> Void) -> String? {
        do {
            try check()
            return nil
        } catch let error as TableOptionError {
            return error.message
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func theSameRuleIsWordedForEachCaller() {
        #expect(message { _ = try commandLine.range("3000:300") } == "--range must have MIN below MAX, got \"3000:300\"")
        #expect(message { _ = try query.range("3000:300") } == "range must have MIN below MAX, got \"3000:300\"")
        #expect(message { try commandLine.checkPageOptionsNeedPaper([("margin", false), ("dpi", true)]) }
            == "--dpi applies to a page; add --paper (e.g. --paper a3)")
        #expect(message { try query.checkPageOptionsNeedPaper([("margin", false), ("dpi", true)]) }
            == "dpi applies to a page; add paper (e.g. paper=a3)")
        #expect(message { try commandLine.checkHighlight("Na", withFavoritesOf: "Ann") }
            == "--favorites-of and --highlight cannot be combined: both choose the highlighted elements")
        #expect(message { try query.checkHighlight(nil, withFavoritesOf: "Ann") } == nil)
        #expect(message { try query.checkWidth(300, withPaper: "a4") } == "width and paper cannot be combined: the page sets the size")
    }

    @Test func colouringRules() throws {
        #expect(try query.coloring(colorBy: nil, scale: nil, range: nil) == .category)
        #expect(message { _ = try query.coloring(colorBy: nil, scale: .log, range: nil) }
            == "scale and range apply to a heatmap; give a numeric color-by such as melt")
        #expect(message { _ = try commandLine.coloring(colorBy: "block", scale: nil, range: "1:2") }
            == "--scale and --range apply to a heatmap; give a numeric --color-by such as melt")
        #expect(message { _ = try query.coloring(colorBy: "colour", scale: nil, range: nil) }?
            .hasPrefix("color-by must be category, phase, block, period, group, cpk or a numeric field (") == true)
        #expect(message { _ = try query.coloring(colorBy: "melt", scale: .log, range: "-5:100") }
            == "range must start above 0 on a log scale, got -5:100")
        guard case let .heatmap(heatmap) = try query.coloring(colorBy: "melt", scale: .log, range: "300 : 3000") else {
            Issue.record("melt is a heatmap")
            return
        }
        #expect(heatmap.scale == .log)
        #expect(heatmap.range == 300...3000)
        #expect(message { _ = try query.range("abc") } == "range must be MIN:MAX, two numbers such as 300:3000, got \"abc\"")
    }

    @Test func pageRules() throws {
        #expect(try query.paper("a3") == PaperSize(parsing: "a3"))
        #expect(message { _ = try query.paper("b7") }
            == "paper must be a4, a3, a2, a1, a0, letter, tabloid or WxH with a unit such as 420x297mm or 24x36in, got \"b7\"")
        #expect(message { _ = try commandLine.paper("6000x100mm") }
            == "--paper must be at most 5080 mm (200 in, the PDF page limit) a side, got 6000x100mm")
        #expect(try query.margin(nil, trim: (297, 210), paperText: "a4") == 10)
        #expect(message { _ = try query.margin(nil, trim: (1, 1), paperText: "1x1mm") }
            == "paper leaves no room inside the default 10 mm margin (give a smaller margin), got 1x1mm")
        #expect(message { _ = try commandLine.margin(200, trim: (297, 210), paperText: "a4") }
            == "--margin must be at least 0 and less than half the page's shorter side (105 mm), got 200 mm")
        #expect(message { try query.checkBleed(40) } == "bleed must be between 0 and 25 mm, got 40 mm")
        #expect(message { try commandLine.checkDPI(0) } == "--dpi must be between 1 and 2400, got 0")
        let huge = PageGeometry(paper: try query.paper("5080x5080mm"), orientation: nil, marginMillimetres: 10,
                                bleedMillimetres: 3, cropMarks: true)
        #expect(message { try query.checkPDF(huge, paperText: "5080x5080mm", bleed: 3) }
            == "paper=5080x5080mm with bleed=3 mm is over the PDF limit of 14400 pt (200 in) a side")
    }

    @Test func highlightListsNameAnElement() throws {
        #expect(try query.highlightQueries(" Na, K ,,Rb") == ["Na", "K", "Rb"])
        #expect(message { _ = try commandLine.highlightQueries(" , ") }
            == "--highlight names no element; give symbols, names or numbers such as Na,K,Rb")
    }
}
