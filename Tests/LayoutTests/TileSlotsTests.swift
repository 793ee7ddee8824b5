import Testing
@testable import Layout

@Suite struct TileSlotsTests {
    let table = try! PeriodicTable.bundled()

    func front(_ symbol: String, theme: Theme, size: Double = 512) throws -> [SceneText] {
        try DetailTileLayout(theme: theme).scene(for: try table.requireElement(matching: symbol), size: size).textRuns
    }

    @Test func detailTileShowsTheFieldsTheThemeNames() throws {
        var theme = Theme.classic
        theme.slots.detail = DetailSlots(topLeft: .symbol, topRight: .phase, center: .number,
                                         belowCenter: [.name, .electronConfiguration, .mass],
                                         facts: [.density, .electronegativity, .category])
        let runs = try front("Na", theme: theme)
        func text(_ role: TextRole) -> [String] { runs.filter { $0.role == role }.map(\.text) }
        #expect(text(.symbol) == ["Na"])
        #expect(text(.phase) == ["Solid"])
        #expect(text(.number) == ["11"])
        #expect(text(.electronConfiguration) == ["[Ne] 3s¹"])
        #expect(text(.density) == ["0.97 g/cm³"])
        #expect(text(.electronegativity) == ["0.93"])
        #expect(text(.category) == ["Alkali metal"])
        #expect(runs.filter { $0.role == .label }.map(\.text) == ["Density", "Electronegativity", "Category"])
        #expect(text(.melt).isEmpty && text(.discoveredBy).isEmpty)
        // The number is the big text now.
        let number = try #require(runs.first { $0.role == .number })
        #expect(number.fontSize > runs.first { $0.role == .symbol }!.fontSize)
    }

    @Test func sixFactsStayInsideTheTile() throws {
        var theme = Theme.classic
        // The category goes from the band to the facts (a field is in one place at most).
        theme.slots.detail.topRight = .none
        theme.slots.detail.facts = [.melt, .boil, .discoveredBy, .density, .category, .electronConfiguration]
        for symbol in ["Na", "Hg", "Uue", "Rf"] {
            let runs = try front(symbol, theme: theme, size: 300)
            // Six rows leave the symbol too little room at 300 px: the last ones are left out, in order.
            let labels = runs.filter { $0.role == .label }.map(\.text)
            #expect(labels.count >= 3)
            #expect(labels == Array(theme.slots.detail.facts.map { $0.label(in: .english) }.prefix(labels.count)))
            for run in runs {
                #expect(run.y + 0.2 * run.fontSize <= 300, "\(symbol) \(run.role) \(run.text)")
                #expect(run.minX >= 0 && run.minX + run.measuredWidth <= 300)
            }
            // Rows go down the tile without overlapping.
            let baselines = runs.filter { $0.role == .label }.map(\.y)
            #expect(baselines == baselines.sorted())
        }
    }

    @Test func withoutFactsThereIsNoDividerAndTheSymbolMovesDown() throws {
        var theme = Theme.classic
        theme.slots.detail.facts = []
        let element = try table.requireElement(matching: "Fe")
        let scene = try DetailTileLayout(theme: theme).scene(for: element, size: 400)
        guard case let .group(group) = scene.nodes[0] else { Issue.record("no group"); return }
        #expect(!group.children.contains { if case .line = $0 { true } else { false } })
        let symbol = try #require(scene.textRuns.first { $0.role == .symbol })
        #expect(symbol.y > 0.415 * 400 + 20)
    }

    @Test(arguments: ["Hg", "Ag", "Mg", "Og", "Np", "Dy"])
    func descendersOfTheSymbolClearTheName(symbol: String) throws {
        let runs = try front(symbol, theme: .classic, size: 512)
        let center = try #require(runs.first { $0.role == .symbol })
        let name = try #require(runs.first { $0.role == .name })
        #expect(center.y + 0.2 * center.fontSize < name.y - 0.73 * name.fontSize)
        // Symbols without descenders keep their place; only these move up.
        let sodium = try #require(try front("Na", theme: .classic, size: 512).first { $0.role == .symbol })
        #expect(center.y < sodium.y)
    }

    @Test func noneLeavesAPlaceEmpty() throws {
        var theme = Theme.classic
        theme.slots.detail.topRight = .none
        theme.slots.detail.topLeft = .none
        let runs = try front("Na", theme: theme)
        #expect(!runs.contains { $0.role == .number || $0.role == .category })
    }

    @Test func withoutABandTheHeaderIsDrawnInTheAccent() throws {
        var theme = Theme.classic
        theme.tile.bandHeight = 0
        let scene = try DetailTileLayout(theme: theme).scene(for: try table.requireElement(matching: "Na"), size: 256)
        let number = try #require(scene.textRuns.first { $0.role == .number })
        #expect(number.color == theme.style(for: .alkaliMetal).accent)
        guard case let .group(group) = scene.nodes[0] else { return }
        #expect(!group.children.contains { if case let .rect(rect) = $0 { rect.role == "band" } else { false } })
    }

    /// Classic's tonal band: no shape in the dark accent closes around the tile (what made OCR read
    /// no number), the header text is the accent made readable on the band; dark keeps its solid band.
    @Test func aTonalBandDeepensTheFillAndFramesTheTileInItsTone() throws {
        func shapes(_ theme: Theme) throws -> (rects: [SceneRect], number: SceneText) {
            let scene = try DetailTileLayout(theme: theme).scene(for: try table.requireElement(matching: "Fe"), size: 512)
            guard case let .group(group) = scene.nodes[0] else { throw CancellationError() }
            let rects = group.children.compactMap { if case let .rect(rect) = $0 { rect } else { nil } }
            return (rects, try #require(scene.textRuns.first { $0.role == .number }))
        }
        let colors = Theme.classic.style(for: .transitionMetal)
        let tonal = try shapes(.classic)
        let band = colors.fill.mixed(with: colors.accent, amount: 0.15)
        #expect(tonal.rects.first { $0.role == "band" }?.fill == band)
        #expect(tonal.rects.first { $0.role == "tile-border" }?.stroke == band)
        #expect(!tonal.rects.contains { $0.fill == colors.accent || $0.stroke == colors.accent })
        #expect(tonal.number.color.contrastRatio(with: band) >= 4.5)
        let solid = try shapes(.dark)
        let dark = Theme.dark.style(for: .transitionMetal)
        #expect(solid.rects.first { $0.role == "band" }?.fill == dark.accent)
        #expect(solid.number.color == dark.onAccent)
    }

    @Test func compactTileHonoursItsSlots() throws {
        var theme = Theme.classic
        theme.slots.compact = CompactSlots(topLeft: .number, topRight: .electronegativity, center: .symbol,
                                           belowCenter: [.melt])
        let element = try table.requireElement(matching: "Cl")
        let group = try CompactTileLayout(theme: theme).group(for: element, x: 0, y: 0, size: 100)
        let scene = Scene(width: 100, height: 100, title: "", background: nil, nodes: [.group(group)])
        let runs = scene.textRuns
        #expect(runs.map(\.role) == [.number, .electronegativity, .symbol, .melt])
        #expect(runs.first { $0.role == .electronegativity }?.text == "3.16")
        #expect(!runs.contains { $0.role == .name })
    }

    @Test func borderStylesDrawDashesAndDoubleLines() throws {
        func borders(_ style: BorderStyle) -> [SceneRect] {
            TileChrome.border(style, width: 4, color: .black, size: 100, cornerRadius: 6).compactMap {
                if case let .rect(rect) = $0 { rect } else { nil }
            }
        }
        #expect(borders(.solid).map(\.strokeDash) == [nil])
        #expect(borders(.dashed).map(\.strokeDash) == [[12, 8]])
        #expect(borders(.dotted).map(\.strokeDash) == [[4, 4]])
        #expect(borders(.double).count == 2)
        #expect(borders(.none).isEmpty)
    }

    @Test func fieldTexts() throws {
        let formatter = ElementFormatter()
        let hydrogen = try table.requireElement(matching: "H")
        #expect(TileField.density.text(for: hydrogen, formatter: formatter) == "0.09 g/L")
        #expect(TileField.phase.text(for: hydrogen, formatter: formatter) == "Gas")
        #expect(TileField.none.text(for: hydrogen, formatter: formatter) == "")
        let mercury = try table.requireElement(matching: "Hg")
        #expect(TileField.electronConfiguration.text(for: mercury, formatter: formatter) == "[Xe] 4f¹⁴ 5d¹⁰ 6s²")
        let neon = try table.requireElement(matching: "Ne")
        #expect(TileField.electronegativity.text(for: neon, formatter: formatter) == "—")
    }
}
