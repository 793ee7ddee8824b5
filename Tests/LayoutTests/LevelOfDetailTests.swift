import Foundation
import Testing
@testable import Layout

/// Tiles at every size from 32 px up: no text under the floor, nothing outside the tile or on
/// top of another text, and places left out only where they cannot be kept.
@Suite struct LevelOfDetailTests {
    static let table = try! PeriodicTable.bundled()
    static let themes: [Theme] = Theme.builtInNames.map { Theme.builtIn[$0]! }

    /// Elements that are hard to fit: the longest names and masses, a descender in the symbol,
    /// missing values. They go through every size, front and back, in the classic theme.
    static let hardest: Set<String> = ["Rf", "Pr", "Hg", "C"]

    /// Every size from 32 to 512 and every element in each of the six runs (front and back in
    /// three themes): each run takes every twelfth element at a size, turning with the size,
    /// so every element meets every size modulo 12 in every run; the hardest go through every
    /// size. (All pairs in all runs would be 340 000 scenes, too slow for CI.)
    static func cases(theme themeIndex: Int, side: Int) -> [(element: Element, size: Int)] {
        let elements = table.elements
        let hardIndices = themeIndex == 0 ? elements.indices.filter { hardest.contains(elements[$0].symbol) } : []
        var cases: [(Element, Int)] = []
        for size in 32...512 {
            let first = (12 - (size + themeIndex * 4 + side * 2) % 12) % 12
            let indices = Set(stride(from: first, to: elements.count, by: 12)).union(hardIndices).sorted()
            cases += indices.map { (elements[$0], size) }
        }
        return cases
    }

    @Test(arguments: 0..<3)
    func frontTilesAreLegibleFittedAndDropInOrder(themeIndex: Int) throws {
        let theme = Self.themes[themeIndex]
        let layout = DetailTileLayout(theme: theme)
        let order = FrontPlace.dropOrder(for: theme.slots.detail)
        var problems: [String] = []
        for (element, size) in Self.cases(theme: themeIndex, side: 0) {
            let scene = try layout.scene(for: element, size: Double(size))
            // Made only for a problem: most scenes have none.
            func label() -> String { "\(theme.name) \(element.symbol) \(size) px front" }
            problems += TileAudit.problems(in: scene, label: label())
            let runs = scene.textRuns
            if !runs.contains(where: { $0.role == .symbol }) || !runs.contains(where: { $0.role == .number }) {
                problems.append("\(label()): lost its number or symbol")
            }
            let shown = TileAudit.shownPlaces(runs, slots: theme.slots.detail, order: order)
            if Set(try layout.droppedPlaces(for: element, size: Double(size))) != Set(order.filter { !shown.contains($0) }) {
                problems.append("\(label()): shows \(shown), not what droppedPlaces says")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test(arguments: 0..<3)
    func backTilesAreLegibleAndFitted(themeIndex: Int) throws {
        let theme = Self.themes[themeIndex]
        let layout = BackTileLayout(theme: theme)
        var problems: [String] = []
        for (element, size) in Self.cases(theme: themeIndex, side: 1) {
            let scene = try layout.scene(for: element, size: Double(size))
            // Made only for a problem: most scenes have none.
            func label() -> String { "\(theme.name) \(element.symbol) \(size) px back" }
            problems += TileAudit.problems(in: scene, label: label())
            if !scene.textRuns.contains(where: { $0.role == .symbol }) {
                problems.append("\(label()): lost its symbol")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    /// Whether `text` has a letter reaching under the baseline: by 0.211 em in Inter Display Bold's g.
    static func descends(_ text: String) -> Bool {
        text.contains { "gjpqy".contains($0) }
    }

    /// Under 32 px down to the 16 px minimum, and for symbols with descenders (Hg, Mg, Np, Dy)
    /// where the symbol stands last: every text inside the tile with its descenders, none
    /// straddling the band's edge, none under the floor, none on another.
    @Test(arguments: 0..<3)
    func smallTilesKeepTextInsideTheTileAndOffTheBand(themeIndex: Int) throws {
        let theme = Self.themes[themeIndex]
        let layout = DetailTileLayout(theme: theme)
        var problems: [String] = []
        for size in 16...64 {
            let elements = size < 32 ? Self.table.elements : Self.table.elements.filter { Self.descends($0.symbol) }
            let band = TileChrome(theme: theme, colors: theme.style(for: .unknown), size: Double(size)).headerHeight
            for element in elements {
                let scene = try layout.scene(for: element, size: Double(size))
                func label() -> String { "\(theme.name) \(element.symbol) \(size) px" }
                problems += TileAudit.problems(in: scene, label: label())
                for run in scene.textRuns {
                    let top = run.y - 0.73 * run.fontSize
                    let bottom = run.y + (Self.descends(run.text) ? 0.211 : 0) * run.fontSize
                    if top < -0.01 || bottom > Double(size) + 0.01 {
                        problems.append("\(label()): \(run.role) \"\(run.text)\" from \(top) to \(bottom) leaves the tile")
                    } else if top < band - 0.01, bottom > band + 0.01 {
                        problems.append("\(label()): \(run.role) \"\(run.text)\" straddles the band's edge at \(band)")
                    }
                }
                // Every symbol is drawn whole, never cut (`U…`); only a three-letter one wider than
                // the tile at the floor (Uue at 16 px) is left out.
                let symbol = scene.textRuns.first { $0.role == .symbol }
                if let symbol, symbol.text != element.symbol { problems.append("\(label()): symbol drawn as \(symbol.text)") }
                if symbol == nil, element.symbol.count < 3 || size > 16 { problems.append("\(label()): lost its symbol") }
            }
        }
        #expect(problems.count == 0, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    /// A name too wide for its line at the floor goes on its own: the mass under it stays, as
    /// chlorine's does beside it (both went, so Pr and Rf at 64 px were a number and a symbol).
    @Test func aSmallTileWhoseNameCannotFitKeepsItsMass() throws {
        func texts(_ symbol: String, size: Double) throws -> [String] {
            try DetailTileLayout().scene(for: try Self.table.requireElement(matching: symbol), size: size).textRuns
                .map { "\($0.role.rawValue) \($0.text)" }
        }
        #expect(try texts("Pr", size: 64) == ["number 59", "symbol Pr", "mass 140.908"])
        #expect(try texts("Rf", size: 64) == ["number 104", "symbol Rf", "mass [267]"])
        #expect(try texts("Cl", size: 64) == ["number 17", "symbol Cl", "name Chlorine", "mass 35.45"])
    }

    /// A line under the symbol is left out only when its text fits at no level (too wide for its
    /// box at the floor) or when it competes for room with the places kept: the same tile with
    /// that line put back among them leaves something out. Every element in every bundled language, at
    /// sizes where places go.
    @Test(arguments: DisplayLocale.supportedCodes)
    func linesAreLeftOutOnlyWhereTheyCannotBeKept(code: String) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        let layout = DetailTileLayout(formatter: formatter)
        var problems: [String] = []
        for size in [48.0, 64, 100] {
            for element in Self.table.elements {
                let scene = try layout.scene(for: element, size: size)
                problems += TileAudit.problems(in: scene, label: "\(code) \(element.symbol) \(size) px")
                let dropped = try layout.droppedPlaces(for: element, size: size)
                for place in dropped where place.isBelowCenter {
                    var theme = layout.theme
                    theme.slots.detail = Self.slots(theme.slots.detail, leavingEmpty: dropped.filter { $0 != place })
                    if try DetailTileLayout(theme: theme, formatter: formatter).droppedPlaces(for: element, size: size).isEmpty {
                        problems.append("\(code) \(element.symbol) \(size) px: left out \(place), which fits beside the rest")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    /// `slots` with `places` holding nothing.
    static func slots(_ slots: DetailSlots, leavingEmpty places: [FrontPlace]) -> DetailSlots {
        var slots = slots
        for place in places {
            switch place {
            case let .fact(index): slots.facts[index] = .none
            case .topRight: slots.topRight = .none
            case let .belowCenter(index): slots.belowCenter[index] = .none
            }
        }
        return slots
    }
}
