import Foundation
import Testing
@testable import Layout

/// Tables laid out to fill a printed page.
@Suite struct PosterLayoutTests {
    let table = try! PeriodicTable.bundled()

    func poster(_ page: PageGeometry, coloring: TileColoring = .category, title: String? = "Periodic Table of the Elements") throws -> Scene {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        var options = TableSceneLayout.Options(page: page, title: title)
        options.coloring = coloring
        return try TableSceneLayout().scene(for: placement, options: options)
    }

    static let pages: [(String, PageGeometry)] = [
        ("a4 landscape", PageGeometry(paper: .a4, orientation: .landscape)),
        ("a4 portrait", PageGeometry(paper: .a4, orientation: .portrait)),
        ("a3 bleed", PageGeometry(paper: .a3, bleedMillimetres: 3, cropMarks: true)),
        ("a0", PageGeometry(paper: .a0, marginMillimetres: 25)),
        ("letter", PageGeometry(paper: .letter)),
        ("wide strip", PageGeometry(paper: PaperSize(parsing: "1000x200mm")!)),
    ]

    @Test(arguments: pages.indices)
    func tablePosterFillsThePageInsideTheMargin(index: Int) throws {
        let (name, page) = Self.pages[index]
        let scene = try poster(page)
        #expect(scene.width == page.pageWidth && scene.height == page.pageHeight, "\(name)")
        let box = page.contentBox
        let tiles = scene.tiles
        #expect(tiles.count == 118)
        let side = try #require(tiles.first?.group.background?.width)
        let height = try #require(tiles.first?.group.background?.height)
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for tile in tiles {
            let background = try #require(tile.group.background)
            // Square, or taller than wide on a page with height to spare, never past the cap.
            #expect(background.height >= background.width - 0.02, "\(name): tiles at least square")
            // The cap is on cells; the tile (a cell less its gutter) is a little taller for its width.
            #expect(background.height <= background.width * (Frame.maximumAspect(for: .standard) + 0.1), "\(name)")
            #expect(abs(background.width - side) < 0.02 && abs(background.height - height) < 0.02)
            minX = min(minX, tile.x); maxX = max(maxX, tile.x + side)
            minY = min(minY, tile.y); maxY = max(maxY, tile.y + height)
        }
        // Everything drawn, text included, stays inside the content box.
        for run in scene.textRuns {
            #expect(run.minX >= box.x - 0.02 && run.minX + run.measuredWidth <= box.x + box.width + 0.02, "\(name) '\(run.text)'")
            #expect(run.y >= box.y && run.y <= box.y + box.height + 0.02, "\(name) '\(run.text)'")
        }
        // The grid (period numbers' column included) is centred horizontally; it touches
        // the margin on at least one axis, so the table is as large as the page allows.
        let cell = try cellSize(scene)
        let gutter = cell - side
        let left = minX - gutter / 2 - 0.45 * cell - box.x
        let right = box.x + box.width - (maxX + gutter / 2)
        #expect(abs(left - right) < 0.05, "\(name): \(left) vs \(right)")
        let fillsWidth = abs(left) < 0.05
        let topSpace = minY - box.y, bottomSpace = box.y + box.height - maxY
        #expect(fillsWidth || topSpace < cell * 1.6, "\(name) neither fills the width nor the height")
        #expect(bottomSpace > 0)
        // The f-block keeps its half-cell gap below the main body.
        let lanthanum = try #require(tiles.first { $0.group.id == "tile-La" })
        let francium = try #require(tiles.first { $0.group.id == "tile-Fr" })
        let cellHeight = height + gutter
        #expect(abs(lanthanum.y - francium.y - 1.5 * cellHeight) < 0.05)
    }

    func cellSize(_ scene: Scene) throws -> Double {
        let tiles = scene.tiles
        let li = try #require(tiles.first { $0.group.id == "tile-Li" })
        let be = try #require(tiles.first { $0.group.id == "tile-Be" })
        return be.x - li.x
    }

    @Test func titleGroupAndPeriodNumbersAndCreditArePartOfThePoster() throws {
        let scene = try poster(PageGeometry(paper: .a2))
        let runs = scene.textRuns
        #expect(runs.contains { $0.role == .title && $0.text == "Periodic Table of the Elements" })
        #expect(runs.filter { $0.role == .groupNumber }.count == 18)
        #expect(runs.filter { $0.role == .periodNumber }.count == 7)
        // A poster names the references of what its tiles show (the standard atomic weights) before the data credit.
        let footers = runs.filter { $0.role == .footer }.map(\.text)
        #expect(footers.count == 2)
        #expect(footers.first?.hasPrefix("Sources: Atomic weights: Prohaska et al., Standard atomic weights of the elements 2021") == true)
        #expect(footers.last == TableSceneLayout.dataCredit)
        #expect(scene.group(id: "legend") != nil)
    }

    /// A table sized by width (the poster script's 3508-pixel one) names the references of the
    /// masses its tiles draw, as a paper poster does; one whose tiles are too small for a mass
    /// names none.
    @Test(arguments: [(900.0, false), (1200.0, true), (3508.0, true)])
    func aTableSizedByWidthCitesTheWeightsWhereItDrawsThem(width: Double, drawsMasses: Bool) throws {
        let scene = try TableSceneLayout().scene(for: try TablePlacement(elements: table.elements, form: .standard),
                                                 options: TableSceneLayout.Options(width: width))
        #expect(scene.textRuns.contains { $0.role == .mass } == drawsMasses)
        let footer = scene.textRuns.filter { $0.role == .footer }.map(\.text).joined(separator: " ")
        #expect(footer.contains("Atomic weights: Prohaska et al.") == drawsMasses, "\(footer)")
        #expect(footer.contains("Element data: Periodic-Table-JSON"), "\(footer)")
    }

    /// Elements from a `--data` file are credited as the user's data, in Periodic-Table-JSON's
    /// form with its licence, not as Periodic-Table-JSON's own: in English and in German.
    @Test func aTableOfTheUsersDataCreditsItAsTheirs() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        func credit(_ locale: DisplayLocale) throws -> String? {
            let layout = TableSceneLayout(formatter: ElementFormatter(dataOrigin: .userData, locale: locale))
            return try layout.scene(for: placement, options: TableSceneLayout.Options(page: PageGeometry(paper: .a4)))
                .textRuns.last { $0.role == .footer }?.text
        }
        #expect(try credit(.english)
            == "Element data: user data (Periodic-Table-JSON by Bowserinator and contributors, CC BY-SA 3.0) · Typeface: Inter, SIL OFL 1.1")
        #expect(try credit(DisplayLocale.bundled("de"))
            == "Elementdaten: eigene Daten (Periodic-Table-JSON, Bowserinator et al., CC BY-SA 3.0) · Schrift: Inter, SIL OFL 1.1")
    }

    /// A heatmap's value takes the mass's line: its poster draws no mass, so it names no
    /// reference for the masses, and a heatmap of the masses names theirs once.
    @Test(arguments: [NumericProperty.electronegativity, .atomicMass, .melt])
    func aHeatmapPosterCreditsTheWeightsOnlyWhereItDrawsThem(property: NumericProperty) throws {
        for page in [PageGeometry(paper: .a4), PageGeometry(paper: .a3, orientation: .portrait)] {
            var options = TableSceneLayout.Options(page: page)
            options.coloring = .heatmap(Heatmap(property: property))
            let scene = try TableSceneLayout().scene(for: try TablePlacement(elements: table.elements, form: .standard),
                                                     options: options)
            #expect(!scene.textRuns.contains { $0.role == .mass })
            let footer = scene.textRuns.filter { $0.role == .footer }.map(\.text).joined(separator: " ")
            #expect(footer.components(separatedBy: "Prohaska").count - 1 == (property == .atomicMass ? 1 : 0), "\(footer)")
            #expect(!footer.contains("Atomic weights"))
        }
    }

    /// Electron affinity draws on five papers: their line breaks onto more lines rather than
    /// losing the last references to an ellipsis, on a narrow table and on an A4 poster, and the
    /// lines stay inside the scene, above the data credit.
    @Test(arguments: [("600 wide", nil), ("1400 wide", nil), ("A4", PageGeometry(paper: .a4))] as [(String, PageGeometry?)])
    func everyReferenceOfAHeatmapIsNamedWhole(label: String, page: PageGeometry?) throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        var options = TableSceneLayout.Options(width: label == "600 wide" ? 600 : 1400)
        options.page = page
        options.coloring = .heatmap(Heatmap(property: .electronAffinity, range: nil))
        let scene = try TableSceneLayout().scene(for: placement, options: options)
        let footers = scene.textRuns.filter { $0.role == .footer }
        let sources = footers.dropLast().map(\.text).joined(separator: " ")
        #expect(footers.count >= (page == nil ? 3 : 2), "\(label): \(footers.map(\.text))")
        #expect(!sources.contains("…"), "\(label): \(sources)")
        #expect(sources.contains("Accurate electron affinity of Pb and isotope shifts of binding energies of Pb⁻ (2016)"), "\(label): \(sources)")
        // A poster's tiles show the heatmap's value in the mass's place: no weights to credit.
        #expect(sources.hasSuffix("Leimbach et al., The electron affinity of astatine (2020)"), "\(label): \(sources)")
        #expect(footers.last?.text == TableSceneLayout.dataCredit)
        let baselines = footers.map(\.y)
        #expect(baselines == baselines.sorted() && Set(baselines).count == baselines.count, "\(label)")
        #expect(footers.allSatisfy { $0.minX >= 0 && $0.minX + $0.measuredWidth <= scene.width && $0.y < scene.height }, "\(label)")
        #expect(LegibilityFloor.illegibleText(in: scene).isEmpty)
    }

    @Test(arguments: [1.0, 3, 5, 25])
    func cropMarksSitInTheSlugOutsideTheBleed(bleed: Double) throws {
        let page = PageGeometry(paper: .a3, bleedMillimetres: bleed, cropMarks: true)
        let mm = PaperSize.pointsPerMillimetre
        #expect(page.slug >= 8, "the slug is at least 8 pt a side")
        #expect(abs(page.pageWidth - (page.trimWidth + 2 * (page.bleed + page.slug))) < 0.001)
        let scene = try poster(page)
        #expect(scene.bleed == Fixed.round(page.trimOffset) && scene.slug == Fixed.round(page.slug))
        let marks = try #require(scene.group(id: "crop-marks"))
        #expect(marks.lines.count == 16)
        let trim = (left: page.trimOffset, top: page.trimOffset,
                    right: page.trimOffset + page.trimWidth, bottom: page.trimOffset + page.trimHeight)
        for line in marks.lines {
            let xs = [line.x1, line.x2], ys = [line.y1, line.y2]
            let horizontal = abs(line.y1 - line.y2) < 0.01
            // Distance of each end from the trim edge it extends, along the mark.
            let distances = horizontal
                ? xs.map { min(abs($0 - trim.left), abs($0 - trim.right)) }
                : ys.map { min(abs($0 - trim.top), abs($0 - trim.bottom)) }
            #expect(distances.min()! >= 3 * mm - 0.01, "starts \(distances.min()! / mm) mm from the trim corner")
            #expect(distances.min()! >= page.bleed + 0.01, "reaches into the bleed")
            #expect(abs(distances.max()! - distances.min()!) >= 5 * mm - 0.01, "shorter than 5 mm")
            #expect(xs.allSatisfy { $0 >= 0 && $0 <= page.pageWidth + 0.01 } && ys.allSatisfy { $0 >= 0 && $0 <= page.pageHeight + 0.01 })
            // Each mark lies on the extension of a trim edge.
            let onEdge = [trim.left, trim.right].contains(where: { abs(line.x1 - $0) < 0.01 && abs(line.x2 - $0) < 0.01 })
                || [trim.top, trim.bottom].contains(where: { abs(line.y1 - $0) < 0.01 && abs(line.y2 - $0) < 0.01 })
            #expect(onEdge)
        }
        #expect(marks.lines.filter { $0.color == .black }.allSatisfy { $0.width == CropMarks.width })
        // The page colour covers the bleed box only; the slug is bare paper.
        let bleedBox = try #require(scene.nodes.first.flatMap { node -> SceneRect? in
            if case let .rect(rect) = node { rect } else { nil }
        })
        #expect(bleedBox.role == "bleed-box" && abs(bleedBox.x - page.slug) < 0.01)
        #expect(scene.background == .white)
    }

    @Test func noCropMarksWithoutBleedOrWhenNotAsked() throws {
        #expect(try poster(PageGeometry(paper: .a3, cropMarks: true)).group(id: "crop-marks") == nil)
        #expect(try poster(PageGeometry(paper: .a3, bleedMillimetres: 3)).group(id: "crop-marks") == nil)
    }

    @Test func heatmapPosterKeepsEveryValueInsideItsTile() throws {
        for page in [PageGeometry(paper: .a4), PageGeometry(paper: .a0)] {
            for property in [NumericProperty.melt, .molarHeat, .density, .ionizationEnergy] {
                let scene = try poster(page, coloring: .heatmap(Heatmap(property: property)))
                for tile in scene.tiles {
                    let side = try #require(tile.group.background?.width)
                    for text in tile.group.texts {
                        #expect(text.minX >= -0.02 && text.minX + text.measuredWidth <= side + 0.02,
                                "\(property) \(tile.group.id ?? "") '\(text.text)'")
                    }
                }
                let colorbar = try #require(scene.group(id: "colorbar"))
                let frame = try #require(colorbar.rects.first { $0.role == "colorbar-frame" })
                for text in colorbar.texts where text.role == .label {
                    #expect(text.minX >= -0.02 && text.minX + text.measuredWidth <= frame.width + 0.02, "\(text.text)")
                }
            }
        }
    }

    @Test func aRangeThatClampsValuesSaysSoOnTheColorbar() throws {
        let page = PageGeometry(paper: .a3)
        func colorbar(_ range: ClosedRange<Double>?) throws -> (title: String, classes: [String]) {
            let scene = try poster(page, coloring: .heatmap(Heatmap(property: .melt, range: range)))
            let group = try #require(scene.group(id: "colorbar"))
            return (try #require(group.texts.first { $0.role == .legend }).text, group.classes)
        }
        let both = try colorbar(500...3000)
        #expect(both.title == "Melting point (K) · outside 500–3000 in the end colours")
        #expect(both.classes.contains("clamped-below") && both.classes.contains("clamped-above"))
        #expect(try colorbar(0...3000).title == "Melting point (K) · above 3000 in the last colour")
        #expect(try colorbar(500...4200).title == "Melting point (K) · below 500 in the first colour")
        // Carbon sublimes at 4098.15 K (CRC Handbook), the top of the scale.
        let covering = try colorbar(0...4200)
        #expect(covering.title == "Melting point (K)" && !covering.classes.contains("clamped-above"))
        #expect(try colorbar(nil).title == "Melting point (K)")
    }

    @Test func aPortraitPageExplainsATileInTheRoomUnderTheTable() throws {
        let page = PageGeometry(paper: .a4, orientation: .portrait)
        let scene = try poster(page)
        let key = try #require(scene.group(id: "key"))
        let labels = key.texts.map(\.text)
        // The portrait page's tall tiles show facts under the mass; the key names each of them.
        let facts = ["Electronegativity", "Melting point", "Boiling point", "Density"]
        let values = ["1.83", "1811 K", "3134 K", "7.87 g/cm³"]
        let shown = labels.count - 6
        #expect(shown >= 2, "a tall tile shows at least two facts: \(labels)")
        #expect(labels == ["How to read a tile", "Atomic number", "Symbol", "Name", "Atomic mass"]
            + facts.prefix(shown) + ["[98]: mass number of the longest-lived isotope"])
        let example = try #require(key.children.compactMap { node -> SceneGroup? in
            if case let .group(group) = node { group } else { nil }
        }.first)
        #expect(example.id == "key-tile" && !example.classes.contains("tile"))
        #expect(example.texts.map(\.text) == ["26", "Fe", "Iron", "55.845"] + values.prefix(shown))
        #expect(scene.tiles.count == 118, "the example is not one of the table's tiles")
        // The key sits under the f-block rows and inside the margin, and its labels fit the page.
        let lowestTile = scene.tiles.map { $0.y + ($0.group.background?.height ?? 0) }.max() ?? 0
        #expect(key.y > lowestTile)
        let box = page.contentBox
        for text in key.texts {
            #expect(key.x + text.minX >= box.x && key.x + text.minX + text.measuredWidth <= box.x + box.width, "\(text.text)")
            #expect(key.y + text.y <= box.y + box.height)
        }
        #expect(key.lines.filter { $0.role == "key-leader" }.count == 4 + shown)
        let right = key.texts.map { $0.minX + $0.measuredWidth }.max() ?? 0
        // At the grid's left edge, right of the period numbers, with the legend to its right.
        let gridLeft = scene.tiles.map(\.x).min() ?? 0
        #expect(abs(key.x - gridLeft) < 2, "the key starts at the grid (half a gutter left of its tiles)")
        let legend = try #require(scene.allGroups.first { $0.group.id == "legend" })
        #expect(legend.x > key.x + right, "the legend sits right of the key's labels")
        #expect(abs(legend.y - key.y) < 0.5, "key and legend share the band's top")
    }

    @Test func aHeatmapKeyNamesTheValueAndALandscapePageHasAKeyToo() throws {
        let portrait = try poster(PageGeometry(paper: .a3, orientation: .portrait), coloring: .heatmap(Heatmap(property: .melt)))
        let key = try #require(portrait.group(id: "key"))
        #expect(key.texts.map(\.text).contains("Melting point (K)"))
        #expect(!key.texts.map(\.text).contains("Atomic mass"))
        #expect(try poster(PageGeometry(paper: .a4)).group(id: "key") != nil)
        #expect(try poster(PageGeometry(paper: .a0)).group(id: "key") != nil)
        var noKey = TableSceneLayout.Options(page: PageGeometry(paper: .a4))
        noKey.showsKey = false
        #expect(try TableSceneLayout().scene(for: TablePlacement(elements: table.elements, form: .standard), options: noKey)
            .group(id: "key") == nil)
    }

    @Test func posterWithoutTitleStillCentres() throws {
        let scene = try poster(PageGeometry(paper: .a4, orientation: .portrait), title: nil)
        #expect(!scene.textRuns.contains { $0.role == .title })
        #expect(scene.tiles.count == 118)
    }
}
