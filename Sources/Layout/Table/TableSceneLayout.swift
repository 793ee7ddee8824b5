import ElementData

/// Lays out a whole periodic table as a scene: title, group and period numbers, tiles,
/// f-block markers, a legend or a colorbar, and the data credit.
///
/// Two ways to size it: a width in points (the height follows from the grid), or a printed
/// page (`PageGeometry`), where the table fills the page inside the margin at the largest
/// cell size that fits, centred in the space left over, with the bleed and crop marks around.
public struct TableSceneLayout: Sendable {
    /// The title a table gets unless given another; drawn in the formatter's language.
    public static let defaultTitle = "Periodic Table of the Elements"

    /// The credit line the data licence (CC BY-SA 3.0) asks for.
    public static let dataCredit = "Element data: Periodic-Table-JSON by Bowserinator and contributors, CC BY-SA 3.0 · Typeface: Inter, SIL OFL 1.1"

    /// The credit line in `locale`'s language, naming Noto Sans CJK too where it draws.
    ///
    /// Elements from a `--data` file (`origin` `.userData`) are credited as the user's data, in
    /// Periodic-Table-JSON's form; its licence stays named, as such a file is most often the
    /// bundled one edited.
    public static func dataCredit(in locale: DisplayLocale, origin: DataOrigin = .bundled) -> String {
        guard origin == .userData || !locale.isEnglish else { return dataCredit }
        let faces = locale.cjkRegion == nil ? "Inter" : "Inter, Noto Sans CJK"
        let data = locale.isEnglish ? "Periodic-Table-JSON by Bowserinator and contributors, CC BY-SA 3.0"
            : "Periodic-Table-JSON, Bowserinator et al., CC BY-SA 3.0"
        let credit = origin == .userData ? locale.parenthesized(locale.text(.userData), [data]) : data
        return locale.labelled(locale.text(.elementData), credit) + " · " + locale.labelled(locale.text(.typeface), faces + ", SIL OFL 1.1")
    }

    /// The frame of the table, with room for the credit: the lines of the data credit and of
    /// `sources`, as many as they take at its footer size (which shrinks a little on a page as
    /// the lines grow).
    private func frame(_ placement: TablePlacement, options: Options, sources: String?) throws -> Frame {
        var frame = Frame(placement: placement, options: options, theme: theme, creditLines: sources == nil ? 1 : 2)
        for _ in 0..<3 {
            guard options.showsCredit else { break }
            let credit = try creditSlot(frame: frame, baseline: 0).nodes().textRuns.count
            let lines = try sources.map { try sourcesSlot($0, frame: frame, baseline: 0).nodes().textRuns.count } ?? 0
            guard credit + lines > frame.creditLines else { break }
            frame = Frame(placement: placement, options: options, theme: theme, creditLines: credit + lines)
        }
        return frame
    }

    /// The credit the data's licence asks for, broken between words onto a second line where
    /// one would shrink it under the legibility floor (a table a few hundred points wide), so
    /// it is never cut.
    private func creditSlot(frame: Frame, baseline: Double) -> TextSlot {
        TextSlot(text: Self.dataCredit(in: formatter.locale, origin: formatter.dataOrigin), role: .footer, face: theme.fonts.detail, color: theme.mutedInk,
                 preferredSize: frame.footerSize, minimumSize: frame.footerSize * 0.5, x: frame.left, width: frame.width,
                 baseline: baseline, anchor: .end, maximumLines: 2, lineSpacing: Frame.creditLineAdvance)
    }

    /// The line naming the references a table drew on, broken between words onto up to four
    /// lines when one would shrink it under the legibility floor, so no reference is cut (the
    /// five papers of electron affinity take four on a table 600 points wide).
    private func sourcesSlot(_ sources: String, frame: Frame, baseline: Double) -> TextSlot {
        TextSlot(text: formatter.locale.labelled(formatter.locale.text(.sources), sources), role: .footer, face: theme.fonts.detail,
                 color: theme.mutedInk, preferredSize: frame.footerSize, minimumSize: frame.footerSize * 0.5,
                 x: frame.left, width: frame.width, baseline: baseline, anchor: .end, maximumLines: 4,
                 lineSpacing: Frame.creditLineAdvance)
    }

    /// The title drawn for `options`: the default one in the formatter's language.
    func displayedTitle(_ options: Options) -> String? {
        options.title == Self.defaultTitle ? formatter.locale.text(.posterTitle) : options.title
    }

    /// The design: colours, fonts, tile proportions and which field goes where; validated when a scene is made.
    public var theme: Theme
    /// How the element values are written: language, temperature unit, predictions, sourced properties.
    public var formatter: ElementFormatter

    /// A table layout in `theme`, its words and values written by `formatter`.
    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter()) {
        self.theme = theme
        self.formatter = formatter
    }

    /// The table as a scene `options.width` points wide, or the size of `options.page`.
    ///
    /// - Throws: `ColorScaleError` when a heatmap's scale cannot be built (no values, values
    ///   ≤ 0 on a log scale, an empty range); `LayoutError` or `ElementDataError` when a font cannot be loaded.
    public func scene(for placement: TablePlacement, options: Options) throws -> Scene {
        try theme.validate()
        let locale = formatter.locale
        let floor = options.page.map { LegibilityFloor.page($0, theme: theme, dpi: options.rasterDPI, locale: locale) }
            ?? LegibilityFloor.pixels(theme, locale: locale)
        var scene = try TextSlot.$floor.withValue(floor) {
            try formatter.withLocaleFonts { try citingWhatIsDrawn(placement, options: options) }
        }
        scene.minimumTextSize = floor
        return scene
    }

    /// A table credits the standard atomic weights only where a tile draws a mass: a heatmap's
    /// value takes the mass's line, and small tiles drop it. Without one, the table is laid out
    /// again without that credit, unless the room it frees brings masses back.
    private func citingWhatIsDrawn(_ placement: TablePlacement, options: Options) throws -> Scene {
        let scene = try layout(placement, options: options, citesAtomicWeights: true)
        func drawsMass(_ scene: Scene) -> Bool { scene.textRuns.contains { $0.role == .mass } }
        guard !drawsMass(scene) else { return scene }
        let uncited = try layout(placement, options: options, citesAtomicWeights: false)
        return drawsMass(uncited) ? scene : uncited
    }

    private func layout(_ placement: TablePlacement, options: Options, citesAtomicWeights: Bool) throws -> Scene {
        // The title comes from the command line: cleaned like text from a data file.
        var options = options
        options.title = displayedTitle(options).map(ElementText.sanitized)
        let elements = placement.cells.map(\.element)
        let unitColorer = try TableColorer(coloring: options.coloring, theme: theme, formatter: formatter, elements: elements)
        let symbolColorer = try options.symbolColoring.map {
            try TableColorer(coloring: .categorical($0), theme: theme, formatter: formatter, elements: elements)
        }
        let sources = options.showsCredit
            ? SourceCredit(formatter: formatter).text(coloring: options.coloring, elements: elements,
                                                      citesAtomicWeights: citesAtomicWeights)
            : nil
        let frame = try frame(placement, options: options, sources: sources)
        var nodes = try titleNodes(frame: frame, options: options)
        let grid = Grid(frame: frame, hasTitle: options.title.map { !$0.isBlank } ?? false)
        let (tileLayout, colorer) = try tileLayoutAndColorer(placement, colorer: unitColorer, grid: grid)
        nodes += try gridNodes(placement, grid: grid, tileLayout: tileLayout, colorer: colorer,
                               symbolColorer: symbolColorer, options: options)
        let dBlockBox = dBlockBox(placement, grid: grid, drawn: nodes)
        let tableBottom = grid.top + placement.rowExtent * grid.cellHeight
        let keyPlacement = try keyPlacement(frame: frame, elements: elements, colorer: colorer, options: options,
                                            tableBottom: tableBottom, dBlockBox: dBlockBox, tileLayout: tileLayout)
        if options.showsLegend, let box = keyPlacement.legendBox {
            nodes += try legendNodes(box: box, cell: keyPlacement.legendCell, elements: elements, colorer: colorer,
                                     symbolColorer: symbolColorer, options: options)
        }
        var y = tableBottom
        if let key = keyPlacement.key {
            nodes.append(.group(key))
            y += frame.keyHeight
        }
        y += frame.footerGap
        if options.showsCredit {
            // Spaced at the size drawn: the floor raises the footer over its designed size on a
            // small table, and lines spaced for the designed size would reach into the table.
            let size = TextSlot.drawnSize(frame.footerSize)
            if let sources {
                // The references on lines of their own, so the data credit below is never cut.
                let lines = try sourcesSlot(sources, frame: frame, baseline: y + size * 1.6).nodes()
                nodes += lines
                // The text may stand above the footer size at the legibility floor: advance by what was set.
                let setSize = lines.textRuns.map(\.fontSize).max() ?? size
                y += Double(max(lines.textRuns.count - 1, 0)) * setSize * Frame.creditLineAdvance
                    + max(size * Frame.creditLineAdvance, setSize * 1.25)
            }
            let credit = try creditSlot(frame: frame, baseline: y + size * 1.6).nodes()
            nodes += credit
            let setSize = credit.textRuns.map(\.fontSize).max() ?? size
            y += Double(max(credit.textRuns.count - 1, 0)) * setSize * Frame.creditLineAdvance + size * 2.2
        }
        return scene(nodes, options: options, bottom: y + frame.margin)
    }

    /// The title, centred on the grid at the frame's top.
    private func titleNodes(frame: Frame, options: Options) throws -> [SceneNode] {
        guard let title = displayedTitle(options), !title.isBlank else { return [] }
        let size = frame.titleSize
        return try TextSlot(text: title, role: .title, face: theme.fonts.emphasis, color: theme.ink,
                            preferredSize: size, minimumSize: size * 0.5, x: frame.gridLeft, width: frame.gridWidth,
                            baseline: frame.top + size * 0.8, anchor: .middle).nodes()
    }

    /// The scene of `nodes`: as tall as `bottom` in width mode, or the page with its crop marks,
    /// bleed and slug.
    private func scene(_ nodes: [SceneNode], options: Options, bottom: Double) -> Scene {
        var nodes = nodes
        let title = displayedTitle(options).flatMap { $0.isBlank ? nil : $0 } ?? formatter.locale.text(.shortTitle)
        guard let page = options.page else {
            return Scene(width: options.width, height: bottom.rounded(.up), title: title,
                         background: theme.pageBackground, nodes: nodes, language: formatter.locale.code)
        }
        if page.cropMarks, let marks = CropMarks.group(for: page) {
            nodes.append(.group(marks))
        }
        guard page.slug > 0 else {
            return Scene(width: page.pageWidth, height: page.pageHeight, title: title,
                         background: theme.pageBackground, nodes: nodes, bleed: page.bleed,
                         language: formatter.locale.code)
        }
        // The slug is bare paper; the page colour covers the bleed box only.
        let bleedBox = SceneRect(x: page.slug, y: page.slug, width: page.trimWidth + 2 * page.bleed,
                                 height: page.trimHeight + 2 * page.bleed, fill: theme.pageBackground, role: "bleed-box")
        return Scene(width: page.pageWidth, height: page.pageHeight, title: title, background: .white,
                     nodes: [.rect(bleedBox)] + nodes, bleed: page.trimOffset, slug: page.slug, language: formatter.locale.code)
    }

    /// The one size the f-block placeholders' ranges (`57–71`, `89–103`) are written at, so
    /// they match: the size the widest fits at; nil when one of them cannot be written whole,
    /// and then neither is (a lone `57–71` beside a blank cell looks like a range was lost).
    func markerTextSize(_ markers: [TablePlacement.Marker], size s: Double, height h: Double) throws -> Double? {
        var sizes: [Double] = []
        for marker in markers {
            let fitted = try markerSlot(marker.text, size: s, height: h, fontSize: (0.2 * s, 0.1 * s), color: theme.mutedInk).nodes()
            guard case let .text(run)? = fitted.first else { return nil }
            sizes.append(run.fontSize)
        }
        return sizes.min()
    }

    private func markerSlot(_ text: String, size s: Double, height h: Double, fontSize: (preferred: Double, minimum: Double),
                            color: Color) -> TextSlot {
        TextSlot(text: text, role: .marker, face: theme.fonts.label, color: color,
                 preferredSize: fontSize.preferred, minimumSize: fontSize.minimum, x: 0.08 * s, width: 0.84 * s,
                 baseline: 0.5 * h + 0.2 * s * 0.36, anchor: .middle, wholeOrNothing: true)
    }

    /// A placeholder cell; its range written at `textSize` (see `markerTextSize`), or not at all when nil.
    func markerGroup(_ marker: TablePlacement.Marker, colorer: TableColorer, dimmed: Bool,
                     x: Double, y: Double, size s: Double, height h: Double, textSize: Double?) throws -> SceneGroup {
        var colors = colorer.markerColors(for: marker.family)
        if dimmed {
            colors.fill = colors.fill.withOpacity(colors.fill.opacity * 0.4)
            colors.stroke = colors.stroke.withOpacity(colors.stroke.opacity * 0.5)
            let behind = theme.pageBackground.mixed(with: colors.fill.withOpacity(1), amount: colors.fill.opacity)
            colors.text = colors.text.mixed(with: theme.pageBackground, amount: 0.45).readable(on: behind)
        }
        var nodes: [SceneNode] = [
            .rect(SceneRect(x: 0, y: 0, width: s, height: h, cornerRadius: theme.tile.cornerRadius * s,
                            fill: colors.fill, stroke: colors.stroke,
                            strokeWidth: max(0.012 * s, 0.4), role: "marker-background")),
        ]
        // Where the ranges cannot be written whole the cells stay empty: the series label beside
        // each f-block row names its range too.
        if let textSize {
            nodes += try markerSlot(marker.text, size: s, height: h, fontSize: (textSize, textSize), color: colors.text).nodes()
        }
        return SceneGroup(id: "marker-\(SceneIdentifier.token(marker.text))", classes: ["marker", marker.family.rawValue],
                          x: x, y: y, children: nodes)
    }

    /// The legend's or colorbar's box in the gap over the d-block (`legendArea`), in points.
    /// Small cells: the legibility floor draws the group numbers under the box larger than
    /// designed, reaching up into it, so the box ends above their capitals in `drawn`.
    private func dBlockBox(_ placement: TablePlacement, grid: Grid, drawn: [SceneNode])
        -> (x: Double, y: Double, width: Double, height: Double)? {
        legendArea(placement).map { area in
            let position = grid.origin(column: area.column, row: area.row)
            let top = position.y + grid.cellHeight * 0.1
            var height = area.rows * grid.cellHeight - grid.cellHeight * 0.2
            let right = position.x + Double(area.columns) * grid.cell
            for case let .group(labels) in drawn where labels.id == "axis-labels" {
                for number in labels.children.textRuns
                where number.role == .groupNumber && number.y > top && (position.x..<right).contains(number.x) {
                    height = min(height, number.y - 0.75 * number.fontSize - top)
                }
            }
            return (x: position.x, y: top, width: Double(area.columns) * grid.cell - grid.gutter, height: max(height, 0))
        }
    }

    /// The widest run of columns that are empty in the top rows: the gap over the d-block.
    func legendArea(_ placement: TablePlacement) -> (column: Int, row: Double, columns: Int, rows: Double)? {
        let tops = Dictionary(grouping: placement.cells.filter { $0.element.ypos < TablePlacement.firstFBlockRow }, by: \.column)
            .mapValues { $0.map(\.row).min() ?? 0 }
        var best: (start: Int, length: Int, rows: Double)?
        var start: Int?
        for column in 0...placement.columnCount {
            let top = column < placement.columnCount ? (tops[column] ?? placement.rowExtent) : -1
            if top >= 2 {
                if start == nil { start = column }
            } else if let first = start {
                let length = column - first
                let rows = (first..<column).map { tops[$0] ?? placement.rowExtent }.min() ?? 0
                if length > (best?.length ?? 0) { best = (first, length, rows) }
                start = nil
            }
        }
        guard let best, best.length >= 4 else { return nil }
        // Leave the row just above the topmost tiles for their group numbers.
        return (best.start, 0, best.length, best.rows - 0.55)
    }
}
