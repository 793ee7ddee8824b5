import Foundation
import Layout
import PTableRendering

/// `GET /table.{ext}?…`: the whole table with the options of `ptable table`, as query
/// parameters named like its options without the dashes, checked with the same limits.
struct TableQuery: Sendable {
    static let parameters = [
        "layout", "include-hypothetical", "width", "title", "axis-numbers", "key", "paper", "orientation", "dpi",
        "margin", "bleed", "color-by", "scale", "range", "highlight", "favorites-of", "units", "theme", "embed-fonts",
        "group-labels", "symbol-color-by", "predicted", "lang", "fields",
    ]

    var form: TablePlacement.Form = .standard
    var includeHypothetical = false
    var width: Int?
    var title = TableSceneLayout.defaultTitle
    var axisNumbers = true
    var key = true
    var page: TablePage?
    var coloring: TileColoring = .category
    /// The elements `highlight` names, as atomic numbers.
    var highlighted: Set<Int>?
    /// `favorites-of`: a person whose favourites are highlighted (looked up by the route).
    var favoritesOf: String?
    var units: TemperatureUnit = .kelvin
    var themeName: String?
    var embedFonts = false
    /// How the group numbers are written (`group-labels`: iupac, cas or both).
    var groupLabels: GroupLabelStyle = .iupac
    /// A second categorical scheme for the symbols (`symbol-color-by`).
    var symbolColoring: CategoricalKey?
    /// How predicted values are shown (`predicted`: mark, show or hide).
    var predicted: PredictedDisplay = .mark
    /// The language names, labels and numbers are written in (`lang`, a bundled code; English when absent).
    var locale: DisplayLocale = .english
    /// The fields each tile shows (`fields`, as `ptable table --fields`); the theme's when absent.
    var fields: TileFieldList?

    /// Reads and checks the query for an image in `format`.
    init(query: QueryParameters, format: RenderFormat, table: PeriodicTable) throws {
        try query.requireOnly(Self.parameters)
        form = try query.choice("layout", as: TablePlacement.Form.self) ?? .standard
        includeHypothetical = try query.flag("include-hypothetical") ?? false
        width = try query.integer("width", in: TableOptionRules.widths, describedAs: " pixels")
        title = query["title"] ?? title
        axisNumbers = try query.flag("axis-numbers") ?? true
        key = try query.flag("key") ?? true
        coloring = try Self.coloring(query)
        try TableOptionRules(.query).checkHighlight(query["highlight"], withFavoritesOf: query["favorites-of"])
        locale = try query.language()
        highlighted = try query["highlight"].map { try Self.highlightedNumbers($0, in: table, locale: locale) }
        favoritesOf = try query["favorites-of"].map(Self.person)
        units = try TileQuery.units(query["units"])
        themeName = query["theme"]
        embedFonts = try query.flag("embed-fonts") ?? false
        try TileQuery.checkEmbedFonts(embedFonts, format: format)
        groupLabels = try query.choice("group-labels", as: GroupLabelStyle.self) ?? .iupac
        symbolColoring = try query.choice("symbol-color-by", as: CategoricalKey.self)
        try TableOptionRules(.query).checkSymbolColoring(symbolColoring, tiles: coloring)
        predicted = try query.choice("predicted", as: PredictedDisplay.self) ?? .mark
        fields = try TileQuery.fields(query["fields"])
        page = try TablePage(query: query, format: format)
        try TableOptionRules(.query).checkWidth(width, withPaper: query["paper"])
    }

    /// The job for `format` in `design`; `favorites` are the atomic numbers `favorites-of` names.
    func job(as format: RenderFormat, design: Design, version: String, favorites: Set<Int>?) throws -> ImageJob {
        var (theme, themeDigest) = try design.theme(named: themeName)
        if let fields { theme.slots = fields.slots }
        let placement: TablePlacement
        do {
            placement = try TablePlacement(elements: design.table.elements, form: form, includeHypothetical: includeHypothetical)
        } catch let error as LayoutError {
            throw ServerError.badRequest(error.localizedDescription)
        }
        if let highlighted { try TableOptionRules(.query).checkHighlighted(highlighted, in: design.table, drawn: placement) }
        var layoutOptions = page.map { TableSceneLayout.Options(page: $0.geometry, title: title) }
            ?? TableSceneLayout.Options(width: Double(width ?? TableOptionRules.defaultWidth), title: title)
        layoutOptions.showsGroupNumbers = axisNumbers
        layoutOptions.showsPeriodNumbers = axisNumbers
        layoutOptions.showsKey = key
        layoutOptions.coloring = coloring
        layoutOptions.groupLabelStyle = groupLabels
        layoutOptions.symbolColoring = symbolColoring
        if let dpi = page?.rasterDPI { layoutOptions.rasterDPI = Double(dpi) }
        let marked = [highlighted, favorites].compactMap { $0 }
        layoutOptions.highlighted = marked.isEmpty ? nil : marked.reduce(into: Set<Int>()) { $0.formUnion($1) }
        var options = RenderOptions(embedFonts: embedFonts && format == .svg)
        if let page { options = options.forPrintedPage(dpi: page.dpi) }
        return ImageJob(
            artwork: .table(placement, options: layoutOptions), format: format, theme: theme,
            formatter: ElementFormatter(temperatureUnit: units, predicted: predicted, dataOrigin: design.dataOrigin, locale: locale),
            options: options,
            inputs: "table|\(format.rawValue)|\(describe(layoutOptions.highlighted))|embed-fonts=\(options.embedFonts)|"
                + design.inputs(themeDigest: themeDigest, version: version)
        )
    }

    /// The options in a fixed order, for the ETag.
    private func describe(_ highlighted: Set<Int>?) -> String {
        [
            "layout=\(form.rawValue)", "hypothetical=\(includeHypothetical)", "width=\(width ?? TableOptionRules.defaultWidth)",
            "title=\(title.debugDescription)", "axes=\(axisNumbers)", "key=\(key)", "page=\(page?.description ?? "none")",
            "coloring=\(String(describing: coloring))", "units=\(units.rawValue)",
            "group-labels=\(groupLabels.rawValue)", "symbol-color-by=\(symbolColoring?.rawValue ?? "none")",
            "predicted=\(predicted.rawValue)", "lang=\(locale.code)", "fields=\(fields?.text ?? "theme")",
            "highlight=\(highlighted.map { $0.sorted().map(String.init).joined(separator: ",") } ?? "none")",
        ].joined(separator: "|")
    }
}
