import ANSIRenderer
import ArgumentParser
import Foundation
import Layout
import PTableRendering

/// `ptable table`: the whole periodic table, on screen or as a poster.
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Render the full periodic table.",
        discussion: """
        Without -o, ansi and json print to the terminal and svg, png, jpeg and pdf are written \
        to Output/periodic-table.EXT. -o - writes any format to stdout (png, jpeg and pdf only when it is not a terminal).

        Posters: --paper lays the table out to fill a printed page (default format pdf). \
        The PDF page is the paper size in points; a PNG is round(mm / 25.4 × dpi) pixels on \
        each side, so A2 landscape at 150 dpi is 3508 × 2480. --bleed extends the background \
        past the trim edge on every side, and the page grows by it; a PDF also gets a slug of \
        bare paper beyond the bleed holding crop marks, and boxes that say where to print \
        (BleedBox) and where to cut (TrimBox).

        Colours: --color-by category (default), phase, block, period or group draws a legend; \
        a numeric field (\(NumericProperty.names.joined(separator: ", ")), or its JSON name \
        such as electronegativity_pauling) draws a viridis heatmap with a colorbar, the value \
        on every tile and missing values hatched grey. Values outside --range take the colour \
        of the nearer end; negative bounds need the = form: --range=-50:100.
        """
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var language: LanguageOptions
    @OptionGroup var fields: FieldOptions

    @OptionGroup var output: OutputOptions
    @OptionGroup var favorites: FavoritesSelection

    @Option(help: "standard (18 columns, f-block below) or wide (32 columns, f-block inline).")
    var layout: TablePlacement.Form = .standard

    @Flag(help: "Add hypothetical elements past 118 (Ununennium).")
    var includeHypothetical = false

    @Option(parsing: .unconditional, help: "Poster width in pixels (points for pdf; CSS pixels in svg), \(TableOptionRules.widths) (default \(TableOptionRules.defaultWidth); not with --paper).")
    var width: Int?

    @Flag(help: "Terminal: draw each element as a large boxed cell instead of the compact grid (falls back to narrower forms when the terminal is too narrow).")
    var large = false

    @Flag(inversion: .prefixedNo, help: "Show group numbers over the columns and period numbers beside the rows (the terminal table always shows them).")
    var axisNumbers = true

    @Flag(inversion: .prefixedNo,
          help: "With --paper, explain a tile (one drawn large, its texts labelled) where the page has room under the table.")
    var key = true

    @Option(help: "Title over a drawn table (the terminal table has none); --title \"\" for none.")
    var title: String = TableSceneLayout.defaultTitle

    @Option(help: ArgumentHelp("Fill a page: a4, a3, a2, a1, a0, letter, tabloid or WxH with a unit, mm, cm, in or pt (e.g. 420x297mm, 24x36in).",
                               valueName: "paper"))
    var paper: String?

    @Option(help: "landscape or portrait (default: landscape; a WxH size as written).")
    var orientation: PageOrientation?

    @Option(parsing: .unconditional, help: "PNG or JPEG resolution for --paper, in dots per inch (not with pdf or svg, drawn in points), \(TableOptionRules.dpis) (default \(TableOptionRules.defaultDPI); the PNG at most \(PrintedPageLimits.maximumPNGPixels / 1_000_000) megapixels). Under 144 dpi (115 on A3 and larger) the fields that would be drawn under 8 px are left out. With --format json, the scene of that PNG (without --dpi, the PDF's).")
    var dpi: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Space between the page edge and the table for --paper, in mm (default 10), or with a unit: 1cm, 0.5in, 36pt.", valueName: "mm"),
            transform: DecimalOption.millimetres)
    var margin: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Background beyond the trim edge for --paper, in mm, 0...25, or with a unit: 0.125in, 9pt; PDF gets crop marks.", valueName: "mm"),
            transform: DecimalOption.millimetres)
    var bleed: Double?

    @Option(name: .customLong("color-by"),
            help: ArgumentHelp("category, phase, block, period, group, cpk (each element's own colour), or a numeric field for a heatmap (melt, boil, mass, density, …).",
                               valueName: "field"))
    var colorBy: String?

    @Option(help: "Heatmap scale: linear or log (log needs every value positive).")
    var scale: ScaleKind?

    @Option(parsing: .unconditional, help: ArgumentHelp("Heatmap values at the ends of the colour scale, in the field's unit; values outside are clamped.",
                               valueName: "min:max"))
    var range: String?

    @Option(help: ArgumentHelp("Elements to highlight (symbols, names, numbers or ranges such as 57-71 and La-Lu, comma-separated), or @FILE with one per line (# comments), @- from standard input; the others are dimmed.",
                               valueName: "list"))
    var highlight: String?
    @OptionGroup var values: ValuesOptions

    @Option(name: .customLong("group-labels"), help: "Group labels over the columns: iupac (1–18), cas (IA … VIIIB) or both.")
    var groupLabels: GroupLabelStyle?

    @Option(name: .customLong("symbol-color-by"),
            help: "Colour each symbol by a second scheme (category, phase, block, period or group), keyed beside the first; shaded where needed for 4.5:1 contrast.")
    var symbolColorBy: CategoricalKey?

    func validate() throws {
        if let highlight, highlight.hasPrefix("@") {
            try PathOption.requireNonEmpty(String(highlight.dropFirst()), option: "--highlight @", what: "a file after @")
        }
        try StandardInputList.checkAlone(highlight, option: "--highlight", besides: [
            ("--data", common.dataOptions.data == "-"), ("--values", values.values == "-"), ("--count-formulas", values.countFormulas == "-"),
        ])
        // Checked in the built-in themes' title face: the theme is read later, and a theme file
        // may only choose among the bundled Inter faces, which draw the same characters.
        if let problem = ValuesOptions.undrawable(title, in: Theme.classic.fonts.emphasis) {
            throw ValidationError("--title \"\(ElementText.escapedForMessage(title))\": \(problem)")
        }
        try TableOptionRules.commandLine { rules in
            if let width { try rules.checkWidth(width) }
            try rules.checkSymbolColoring(symbolColorBy, tiles: try validatedColoring())
            try rules.checkHighlight(highlight, withFavoritesOf: favorites.person)
        }
        let format = try? output.resolvedFormat(fallback: paper == nil ? .ansi : .pdf)
        let imageOptions = [
            ("--paper", paper != nil), ("--color-by", colorBy != nil), ("--highlight", highlight != nil),
            ("--values", values.values != nil), ("--count-formulas", values.countFormulas != nil),
            ("--group-labels", groupLabels != nil), ("--symbol-color-by", symbolColorBy != nil),
            // The terminal table has neither a title nor a way to leave out its axis numbers:
            // without these two the user would get the table unchanged and no word about it.
            ("--title", !title.isEmpty && title != TableSceneLayout.defaultTitle), ("--no-axis-numbers", !axisNumbers),
        ].filter(\.1).map(\.0)
        if format == .ansi, !imageOptions.isEmpty { throw output.imageOnly(imageOptions) }
        try output.checkTerminalOnly(format: format)
        if large, let format, format != .ansi {
            throw ValidationError("--large draws the terminal table, not \(format.rawValue); leave it out, or choose ansi with --format")
        }
        if format == .ansi, width != nil {
            throw ValidationError("--width sizes an svg, png, jpeg, pdf or json table; the terminal table fits --columns N (else the terminal)")
        }
        try TableOptionRules.commandLine { rules in
            guard let paper else {
                return try rules.checkPageOptionsNeedPaper([("orientation", orientation != nil), ("dpi", dpi != nil),
                                                            ("margin", margin != nil), ("bleed", bleed != nil),
                                                            ("no-key", !key)])
            }
            try rules.checkWidth(width, withPaper: paper)
            let size = try rules.paper(paper)
            if let dpi { try rules.checkDPI(dpi) }
            if dpi != nil, let format { try rules.checkDPIApplies(to: format) }
            _ = try rules.margin(margin, trim: size.oriented(orientation), paperText: paper)
            if let bleed { try rules.checkBleed(bleed) }
            let page = try pageGeometry(format: format ?? .pdf)
            if format == .pdf { try rules.checkPDF(page, paperText: paper, bleed: bleed ?? 0) }
            do {
                if format == .png { try PrintedPageLimits.checkPNG(page, dpi: dpi ?? TableOptionRules.defaultDPI, paperName: size.name) }
                if format == .jpeg { try PrintedPageLimits.checkJPEG(page, dpi: dpi ?? TableOptionRules.defaultDPI, paperName: size.name) }
            } catch let error as RenderingError {
                throw TableOptionError(error.localizedDescription)
            }
        }
    }

    func run() throws {
        let format = try output.resolvedFormat(fallback: paper == nil ? .ansi : .pdf)
        if let highlight, highlight.hasPrefix("@"), highlight != StandardInputList.argument {
            InputFiles.register(String(highlight.dropFirst()), option: "--highlight")
        }
        values.registerInputs()
        try common.registerInputs(checkingOutput: output.path)
        let table = try common.dataOptions.loadTable()
        try common.dataOptions.requireHypotheticalElements(in: table, if: includeHypothetical)
        try validateLogScale(in: table)
        let theme = try fields.applied(to: common.themeOptions.load())
        let placement = try common.dataOptions.namingFile {
            try TablePlacement(elements: table.elements, form: layout, includeHypothetical: includeHypothetical)
        }
        try common.dataOptions.requireElementsToDraw(placement.cells.map(\.element), in: table)
        let highlighted = try highlight.map { try Self.highlightedNumbers($0, in: table, locale: language.locale) }
            ?? favorites.elements(in: table).map { Set($0.map(\.number)) }
        if let highlighted, highlight != nil { try TableOptionRules.commandLine { try $0.checkHighlighted(highlighted, in: table, drawn: placement) } }
        let ownValues = try values.load(table: table, drawable: placement.cells.map(\.element))
        let destination = OutputWriter.destination(
            option: output.path,
            defaultName: "periodic-table.\(format.fileExtension)",
            prefersStandardOutput: format.prefersStandardOutput
        )
        try OutputWriter.preflight(destination, createDefaultFolder: output.path == nil)
        let options = try sceneOptions(format: format, ownValues: ownValues, highlighted: highlighted)
        let pageDPI = paper == nil ? nil : dpi ?? TableOptionRules.defaultDPI
        var data: Data
        do {
            if format == .png {
                try common.dataOptions.namingFile {
                    try ArtworkOutput.write(.table(placement, options: options), as: format, theme: theme,
                                            formatter: common.formatter(in: language), options: output, pageDPI: pageDPI, to: destination)
                }
                common.dataOptions.warnOfUndrawableNames(placement.cells.map(\.element), format: format)
                return output.reportWritten(destination)
            }
            data = try common.dataOptions.namingFile {
                try ArtworkOutput.render(.table(placement, options: options), as: format, theme: theme,
                                         formatter: common.formatter(in: language), options: output, largeTable: large, pageDPI: pageDPI)
            }
        } catch let error as ColorScaleError {
            throw error.commandLineError
        }
        if format == .ansi, let caption = favorites.terminalCaption(highlighted, in: table, columns: TerminalWidth.columns(override: output.columns)) {
            data.append(Data(caption.utf8))
        }
        try OutputWriter.write(data, to: destination)
        common.dataOptions.warnOfUndrawableNames(placement.cells.map(\.element), format: format)
        output.reportWritten(destination)
    }
}

extension TableCommand {
    /// What the command line asks of the table's scene: its width or page, title, axes, key,
    /// colouring and highlights.
    private func sceneOptions(format: RenderFormat, ownValues: ElementValues?, highlighted: Set<Int>?) throws -> TableSceneLayout.Options {
        var options = if paper != nil {
            TableSceneLayout.Options(page: try pageGeometry(format: format), title: title)
        } else {
            TableSceneLayout.Options(width: Double(width ?? TableOptionRules.defaultWidth), title: title)
        }
        options.showsGroupNumbers = axisNumbers
        options.showsPeriodNumbers = axisNumbers
        options.showsKey = key
        options.coloring = try coloring(with: ownValues)
        options.highlighted = highlighted
        options.groupLabelStyle = groupLabels ?? .iupac
        options.symbolColoring = symbolColorBy
        if paper != nil, format == .png || format == .jpeg {
            options.rasterDPI = Double(dpi ?? TableOptionRules.defaultDPI)
        } else if paper != nil, format == .json, let dpi {
            // The scene a user asks for at a dpi is the one its PNG is drawn from, fields left out alike.
            options.rasterDPI = Double(dpi)
        }
        return options
    }

    /// The colouring from --color-by, --scale and --range (category under --values and
    /// --count-formulas, which colour the table by the user's numbers instead).
    func resolvedColoring() throws -> TileColoring {
        if values.isRequested { return .category }
        return try TableOptionRules.commandLine { try $0.coloring(colorBy: colorBy, scale: scale, range: range) }
    }

    /// Refuses a log scale over values ≤ 0 before any output is prepared, from the table
    /// run() has already read (the data file is read once).
    func validateLogScale(in table: PeriodicTable) throws {
        guard case let .heatmap(heatmap) = try resolvedColoring(), heatmap.scale == .log else { return }
        let shown = table.elements.filter { includeHypothetical || !$0.isHypothetical }
        do {
            _ = try heatmap.scale(for: shown, formatter: common.formatter(in: language))
        } catch let error as ColorScaleError {
            throw error.commandLineError
        }
    }

    /// The page from --paper, --orientation, --margin and --bleed; crop marks only in PDF.
    func pageGeometry(format: RenderFormat) throws -> PageGeometry {
        guard let paper, let size = PaperSize(parsing: paper) else {
            throw ValidationError("--paper must be a4, a3, a2, a1, a0, letter, tabloid or WxH with a unit such as 420x297mm or 24x36in")
        }
        let bleed = bleed ?? 0
        return PageGeometry(paper: size, orientation: orientation, marginMillimetres: margin ?? TableOptionRules.defaultMargin,
                            bleedMillimetres: bleed, cropMarks: format == .pdf && bleed > 0)
    }

    /// The atomic numbers --highlight names: a comma-separated list, or `@FILE` with one element
    /// per line (commas allowed too) and `#` starting a comment, or `@-`, such a list on
    /// standard input. Names may also be written in `locale`'s language (`Eisen` with `--lang de`).
    static func highlightedNumbers(_ argument: String, in table: PeriodicTable, locale: DisplayLocale) throws -> Set<Int> {
        let queries: [String]
        if argument.hasPrefix("@") {
            let context = CommandContext.current
            let text = argument == StandardInputList.argument
                ? try HighlightList.textFromStandardInput(context.standardInput)
                : try HighlightList.text(inFileAt: String(argument.dropFirst()), relativeTo: context.workingDirectory)
            ElementListFile.remember(text, of: argument)
            queries = HighlightList.queries(inFileText: text)
        } else {
            queries = try TableOptionRules.commandLine { try $0.highlightQueries(argument) }
        }
        return try ElementListFile.namingSource(of: argument) {
            Set(try queries.flatMap { try locale.requireElements(matching: $0, in: table).map(\.number) })
        }
    }
}

extension PageOrientation: ExpressibleByArgument {}
extension ScaleKind: ExpressibleByArgument {}

extension GroupLabelStyle: ExpressibleByArgument {}
extension CategoricalKey: ExpressibleByArgument {}
