import Foundation
import Testing
@testable import Layout

/// Tables a few hundred points wide (a thumbnail, a phone's sidebar): the legibility floor
/// raises their labels over the sizes designed for the space, so whatever cannot stand apart
/// at it is left out (the legend, the series labels' ranges), and no two texts overlap.
@Suite struct SmallTableOverlapTests {
    let table = try! PeriodicTable.bundled()

    /// Every text run of `scene` with its box: from its capitals' top to its descenders (to its
    /// baseline when it has none: digits and capitals stand on it).
    func textBoxes(_ scene: Scene) -> [(text: String, left: Double, right: Double, top: Double, bottom: Double)] {
        var runs: [(SceneText, Double, Double)] = scene.nodes.compactMap { if case let .text(text) = $0 { (text, 0, 0) } else { nil } }
        for (group, x, y) in scene.allGroups {
            runs += group.texts.map { ($0, x, y) }
        }
        return runs.map { text, dx, dy in
            let left = dx + text.x - (text.anchor == .middle ? text.measuredWidth / 2 : text.anchor == .end ? text.measuredWidth : 0)
            let descends = text.text.contains { "gjpqy(),;[]".contains($0) }
            return (text.text, left, left + text.measuredWidth, dy + text.y - 0.73 * text.fontSize,
                    dy + text.y + (descends ? 0.22 : 0.02) * text.fontSize)
        }
    }

    /// Records an issue for every two texts of `scene` whose boxes overlap by more than 0.2 pt
    /// both ways; `context` names the scene.
    func expectNoOverlaps(_ scene: Scene, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let boxes = textBoxes(scene)
        for (index, a) in boxes.enumerated() {
            for b in boxes[(index + 1)...] {
                let overlap = min(a.right, b.right) - max(a.left, b.left) > 0.2 && min(a.bottom, b.bottom) - max(a.top, b.top) > 0.2
                #expect(!overlap, "\(context): \"\(a.text)\" and \"\(b.text)\" overlap", sourceLocation: sourceLocation)
            }
        }
    }

    /// In both forms: in the 32-column one the colorbar over the d-block has less than three rows
    /// of small cells, and its text floors leave less of them to the bar.
    @Test(arguments: [256, 300, 350, 400, 450, 500, 600], [false, true])
    func noTwoTextsOverlap(width: Int, heatmap: Bool) throws {
        try noTwoTextsOverlap(width: width, heatmap: heatmap, form: .wide)
        try noTwoTextsOverlap(width: width, heatmap: heatmap, form: .standard)
    }

    func noTwoTextsOverlap(width: Int, heatmap: Bool, form: TablePlacement.Form) throws {
        let placement = try TablePlacement(elements: table.elements, form: form)
        var options = TableSceneLayout.Options(width: Double(width))
        if heatmap { options.coloring = .heatmap(Heatmap(property: .melt)) }
        let scene = try TableSceneLayout().scene(for: placement, options: options)
        expectNoOverlaps(scene, "\(width) \(form)")
        let drawn = Set(textBoxes(scene).map(\.text))
        #expect(drawn.contains(TableSceneLayout.dataCredit) || drawn.contains { TableSceneLayout.dataCredit.hasPrefix($0) },
                "\(width) \(form): the credit is written")
        #expect(!drawn.contains { $0.hasSuffix("…") && $0.count < 12 },
                "\(width) \(form): nothing cut to a stub: \(drawn.filter { $0.hasSuffix("…") })")
        let groupNumbers = scene.allGroups.flatMap(\.group.texts).filter { $0.role == .groupNumber }.map(\.text)
        #expect(groupNumbers.isEmpty || groupNumbers == (1...18).map(String.init), "\(width) \(form): a whole row of group numbers or none")
        // Every tile's symbol or none (a map in colours): at 300 pixels Am and Cm were blank tiles.
        let symbols = scene.tiles.filter { $0.group.text(.symbol) != nil }.count
        #expect(symbols == 0 || symbols == scene.tiles.count, "\(width) \(form): \(symbols) of \(scene.tiles.count) symbols")
        // Both series named or neither: at 300 pixels "Actinoids" stood alone.
        let named = scene.allGroups.filter { $0.group.id?.hasPrefix("series-") == true && !$0.group.texts.isEmpty }.count
        #expect(named == 0 || named == 2 || form == .wide, "\(width) \(form): \(named) series named")
    }

    /// A user's symbol in a script the symbol face lacks leaves its own tile without it, not the
    /// table: every other tile keeps its symbol (one Arabic symbol had blanked all 118 tiles).
    @Test(arguments: ["صو", "中"])
    func aSymbolTheFaceCannotDrawBlanksOnlyItsTile(symbol: String) throws {
        var elements = table.elements
        let sodium = try #require(elements.firstIndex { $0.symbol == "Na" })
        elements[sodium].symbol = symbol
        let placement = try TablePlacement(elements: elements, form: .standard)
        let scene = try TableSceneLayout().scene(for: placement, options: .init(width: 1200))
        let symbols = scene.tiles.compactMap { $0.group.text(.symbol)?.text }
        #expect(symbols.count == scene.tiles.count - 1 && !symbols.contains(symbol) && symbols.contains("K"), "\(symbols.count)")
    }

    /// The narrowest tables in Korean, whose floor is 10 pixels, also show every symbol or none.
    @Test(arguments: [300, 350, 400, 500, 600, 700])
    func aKoreanTableShowsEverySymbolOrNone(width: Int) throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let scene = try TableSceneLayout(formatter: ElementFormatter(locale: try DisplayLocale.bundled("ko")))
            .scene(for: placement, options: .init(width: Double(width)))
        let symbols = scene.tiles.filter { $0.group.text(.symbol) != nil }.count
        #expect(symbols == 0 || symbols == scene.tiles.count, "\(width): \(symbols) of \(scene.tiles.count) symbols")
    }
}

extension SmallTableOverlapTests {
    /// The same for the 32-column form and for pages, both orientations.
    @Test(arguments: ["w600", "w900", "w1200", "105x148mm", "148x210mm", "a4", "a3", "letter"], [false, true])
    func noTwoTextsOverlapInOtherForms(size: String, heatmap: Bool) throws {
        for (form, orientation) in [(TablePlacement.Form.wide, PageOrientation.landscape), (.standard, .portrait), (.wide, .portrait)] {
            let placement = try TablePlacement(elements: table.elements, form: form)
            var options: TableSceneLayout.Options
            if size.hasPrefix("w") {
                guard orientation == .landscape else { continue }
                options = TableSceneLayout.Options(width: Double(size.dropFirst())!)
            } else {
                let paper = try #require(PaperSize(parsing: size))
                options = TableSceneLayout.Options(page: PageGeometry(paper: paper, orientation: orientation))
            }
            if heatmap { options.coloring = .heatmap(Heatmap(property: .melt)) }
            let scene = try TableSceneLayout().scene(for: placement, options: options)
            expectNoOverlaps(scene, "\(size) \(form) \(orientation)")
        }
    }
}

extension SmallTableOverlapTests {
    /// And in every language, whose names and labels run longer or shorter than English.
    @Test(arguments: DisplayLocale.supportedCodes)
    func noTwoTextsOverlapInAnyLanguage(code: String) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let sizes: [TableSceneLayout.Options] = [.init(width: 300), .init(width: 450), .init(width: 800),
                                                 .init(page: PageGeometry(paper: .a4)), .init(page: PageGeometry(paper: .a4, orientation: .portrait))]
        for base in sizes {
            for heatmap in [false, true] {
                var options = base
                if heatmap { options.coloring = .heatmap(Heatmap(property: .density)) }
                let scene = try TableSceneLayout(formatter: formatter).scene(for: placement, options: options)
                expectNoOverlaps(scene, "\(code) \(scene.width)×\(scene.height) heatmap \(heatmap)")
            }
        }
    }
}

extension SmallTableOverlapTests {
    /// A Chinese name stands taller than a capital, so the symbol moves further up off it; on
    /// tables 560–640 px wide the symbol's capitals reached the atomic number's digits over it
    /// (28 touching Ni). Where the two stand one over the other, the capitals (round ones reach
    /// 0.75 of the size) stay under the digits (0.02 of theirs under the baseline).
    @Test(arguments: [560.0, 600, 640])
    func theSymbolStaysUnderItsNumberInChinese(width: Double) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled("zh-Hans"))
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let scene = try TableSceneLayout(formatter: formatter).scene(for: placement, options: .init(width: width))
        for tile in scene.tiles {
            guard let number = tile.group.texts.first(where: { $0.role == .number }),
                  let symbol = tile.group.texts.first(where: { $0.role == .symbol }),
                  number.minX < symbol.minX + symbol.measuredWidth, symbol.minX < number.minX + number.measuredWidth else { continue }
            #expect(symbol.y - 0.75 * symbol.fontSize >= number.y + 0.02 * number.fontSize,
                    "\(width) px \(tile.group.id ?? ""): \(number.text) touches \(symbol.text)")
        }
    }
}

extension SmallTableOverlapTests {
    /// German legends on tables 440–480 px wide stood a font size apart, where the g of
    /// Übergangsmetall ran into the dots of the Ü under it (Post-Übergang…). A legend whose
    /// rows cannot keep a capital's mark off the descenders over it is left out, as any legend
    /// whose rows cannot hold their text.
    @Test(arguments: [440.0, 460, 480, 500, 560])
    func aMarkOverACapitalInTheLegendClearsTheRowAbove(width: Double) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled("de"))
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let scene = try TableSceneLayout(formatter: formatter).scene(for: placement, options: .init(width: width))
        let labels = scene.allGroups.filter { $0.group.id == "legend" }.flatMap(\.group.texts)
        for upper in labels {
            for lower in labels where lower.x == upper.x && lower.y > upper.y && lower.y - upper.y < 2 * upper.fontSize {
                guard lower.text.contains("Ü"), upper.text.contains("g") else { continue }
                #expect(lower.y - upper.y >= 1.15 * lower.fontSize - 0.01, "\(width) px: \(upper.text) over \(lower.text)")
            }
        }
    }

    /// The tail of a symbol's g, p or y stays inside its tile where the symbol stands alone
    /// under the number: on tables 320 to 380 wide, Mg, Np and Hg reached 0.3 pt into the gap.
    /// (Under 316 not every symbol fits, so the table shows none.)
    @Test(arguments: Array(stride(from: 316, through: 420, by: 8)))
    func descendersOfSymbolsStayInTheirTiles(width: Int) throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let scene = try TableSceneLayout().scene(for: placement, options: TableSceneLayout.Options(width: Double(width)))
        var checked = 0
        for (group, _, _) in scene.allGroups where group.classes.contains("tile") {
            guard let tile = group.children.compactMap({ if case let .rect(rect) = $0, rect.role == "tile-background" { rect } else { nil } }).first
            else { continue }
            for text in group.texts where text.role == .symbol && Descenders.occur(in: text.text) {
                checked += 1
                #expect(text.y + Descenders.depth * text.fontSize <= tile.height + 0.005, "\(width): \(text.text) reaches under its tile")
            }
        }
        #expect(checked >= 7, "\(width): the symbols with descenders (Mg, Ag, Hg, Np, Dy, Sg, Og) were found")
    }
}
