import Layout
import PTableRendering

/// `GET /tiles/{element}.{ext}?size=&side=&theme=&units=&lang=&fields=`: one side of one element's tile.
struct TileQuery: Sendable {
    static let parameters = ["size", "side", "theme", "units", "embed-fonts", "lang", "fields"]
    /// The same limits as `ptable tile --size`.
    static let sizes = 16...8192

    var element: Element
    var size: Int
    var side: TileSide
    var themeName: String?
    var units: TemperatureUnit = .kelvin
    var embedFonts = false
    /// The language names, labels and numbers are written in (`lang`; English when absent).
    var locale: DisplayLocale = .english
    /// The fields the tile shows (`fields`, as `ptable tile --fields`); the theme's when absent.
    var fields: TileFieldList?
    /// The seed's thumbnail: what reads at 96 px (number, symbol, name, mass); the category
    /// label and the facts below the rule would be a few pixels high, so they are left out.
    var isThumbnail = false

    /// Reads and checks the query; `defaultSize` is the route's own size (thumbnails, detail images).
    init(element: Element, query: QueryParameters, defaultSize: Int = 256) throws {
        try query.requireOnly(Self.parameters)
        self.element = element
        size = try query.integer("size", in: Self.sizes, describedAs: " pixels") ?? defaultSize
        side = try query.choice("side", as: TileSide.self) ?? .front
        themeName = query["theme"]
        units = try Self.units(query["units"])
        embedFonts = try query.flag("embed-fonts") ?? false
        locale = try query.language()
        fields = try Self.fields(query["fields"])
        // The back always shows the same texts: a field list there changed nothing.
        if fields != nil, side == .back {
            throw ServerError.badRequest("fields changes the front of a tile; side=back shows the summary, appearance, named by and source")
        }
    }

    /// A tile of a fixed size and side, for the seed's own image paths.
    init(element: Element, size: Int, side: TileSide = .front) {
        self.element = element
        self.size = size
        self.side = side
    }

    /// The job for `format` in `design`.
    func job(as format: RenderFormat, design: Design, version: String) throws -> ImageJob {
        try Self.checkEmbedFonts(embedFonts, format: format)
        var (theme, themeDigest) = isThumbnail ? try design.thumbnailTheme(named: themeName) : try design.theme(named: themeName)
        if let fields { theme.slots = fields.slots }
        let options = RenderOptions(embedFonts: embedFonts && format == .svg)
        return ImageJob(
            artwork: .tile(element, size: Double(size), side: side), format: format, theme: theme,
            formatter: ElementFormatter(temperatureUnit: units, dataOrigin: design.dataOrigin, locale: locale), options: options,
            inputs: "tile|\(element.number)|\(format.rawValue)|size=\(size)|side=\(side.rawValue)|units=\(units.rawValue)"
                + "|lang=\(locale.code)|fields=\(fields?.text ?? "theme")"
                + "|embed-fonts=\(options.embedFonts)|\(design.inputs(themeDigest: themeDigest, version: version))"
        )
    }

    /// `embed-fonts=true` on another format than SVG is a 400, as `--embed-fonts` on a PNG is a
    /// usage error: the image would come back as if it were not asked.
    static func checkEmbedFonts(_ embedFonts: Bool, format: RenderFormat) throws {
        guard embedFonts, format != .svg else { return }
        throw ServerError.badRequest("embed-fonts applies to svg, not \(format.rawValue); leave it out, or ask for .svg")
    }

    /// A field list as `--fields` reads it (`number,symbol,name,mass,electronegativity`), nil when absent.
    static func fields(_ text: String?) throws -> TileFieldList? {
        guard let text else { return nil }
        do {
            return try TileFieldList(parsing: text)
        } catch let error as TileFieldListError {
            throw ServerError.badRequest("fields: \(error)")
        }
    }

    /// `K`, `C` or `F` (any case, or the unit's name), kelvin when absent.
    static func units(_ text: String?) throws -> TemperatureUnit {
        guard let text else { return .kelvin }
        guard let unit = TemperatureUnit(named: text) else {
            throw ServerError.badRequest("units must be K, C or F, got \"\(text)\"")
        }
        return unit
    }
}
