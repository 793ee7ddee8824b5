import Hummingbird
import Layout
import PTableRendering

/// The seed's image paths (its own JPEG URLs and the PNG ones before them) and the general tile
/// and table images.
extension ServerState {
    /// The side of a thumbnail (`/tiles/{NNN}/s7.png`, `/periodictable/Tiles/{NNN}/s7.JPG`):
    /// the fields that read at this size.
    static let thumbnailSize = 96
    /// The side of a detail view's image (`/images/{name}.png`, `/{name}.jpg`).
    static let detailSize = 512

    func addImageRoutes(to router: Router<BasicRequestContext>) {
        router.get("/tiles/{name}/s7.png") { request, context in
            try await self.thumbnail(context.parameters.decoded("name"), route: "/tiles/NNN/s7.png", format: .png,
                                     request: request)
        }
        router.get("/images/{file}") { request, context in
            let file = context.parameters.decoded("file")
            guard file.hasSuffix(".png") else {
                throw ServerError.notFound("detail images are at /images/NAME.png (a lowercased element name), got \"\(file)\"")
            }
            return try await self.detailImage(named: String(file.dropLast(4)), format: .png, request: request)
        }
        // The seed's own URLs, verbatim but for the host: Theodore Gray's thumbnails and
        // images-of-elements.com's full-size images, as JPEG (the extension as the seed writes it,
        // and in lower case too).
        for fileExtension in ["JPG", "jpg"] {
            router.get("/periodictable/Tiles/{number}/s7.\(fileExtension)") { request, context in
                try await self.thumbnail(context.parameters.decoded("number"),
                                         route: "/periodictable/Tiles/NNN/s7.\(fileExtension)", format: .jpeg, request: request)
            }
            router.get("/{name}.\(fileExtension)") { request, context in
                try await self.detailImage(named: context.parameters.decoded("name"), format: .jpeg, request: request)
            }
        }
        router.get("/tiles/{name}") { request, context in
            let (stem, format) = try Self.split(context.parameters.decoded("name"), route: "/tiles/ELEMENT.EXT")
            return try await self.imageResponse(for: request) { design in
                let parameters = try QueryParameters(request.uri.query)
                // `/tiles/eisen.png?lang=de`: a name in the language asked for names its element.
                let element = try self.element(stem, in: design, locale: parameters.language())
                return try TileQuery(element: element, query: parameters).job(as: format, design: design,
                                                                              version: self.configuration.version)
            }
        }
        for format in Self.tableFormats {
            router.get("/table.\(format.rawValue)") { request, _ in
                let design = self.designs.current
                let query = try TableQuery(query: QueryParameters(request.uri.query), format: format, table: design.table)
                let favorites = try await self.favorites(of: query.favoritesOf, in: design)
                let job = try query.job(as: format, design: design, version: self.configuration.version,
                                        favorites: favorites?.numbers)
                var response = try await self.imageResponse(for: job, request: request, changesWithStore: favorites != nil)
                // The image shows the favourites the data has; the header names the ones it could not.
                if let unknown = favorites?.unknown, !unknown.isEmpty {
                    response.headers[.init("X-Unknown-Favorites")!] = Self.unknownFavoritesHeader(unknown)
                }
                return response
            }
        }
    }

    /// The formats of `/table.{ext}`.
    static let tableFormats: [RenderFormat] = [.png, .svg, .pdf, .json]

    /// The thumbnail of the element numbered `number` (`011`, `11`), or 404 naming `route`.
    private func thumbnail(_ number: String, route: String, format: RenderFormat, request: Request) async throws -> Response {
        guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) else {
            throw ServerError.notFound("thumbnails are at \(route) with a three-digit atomic number, got \"\(number)\"")
        }
        return try await imageResponse(for: request) { design in
            try seedJob(element: number, size: Self.thumbnailSize, thumbnail: true, format: format, request: request, design: design)
        }
    }

    /// The full-size image of the element named `name` (in any case, either English spelling), or 404 with a suggestion.
    private func detailImage(named name: String, format: RenderFormat, request: Request) async throws -> Response {
        try await imageResponse(for: request) { design in
            guard let element = design.table.element(named: name) else {
                // `/table.jpg` read as the element "table": say where the table is instead.
                if name.lowercased() == "table" {
                    let paths = Self.tableFormats.map { "/table.\($0.rawValue)" }
                    throw ServerError.notFound("the table is drawn as png, svg, pdf or json (\(paths.joined(separator: ", "))), not as \(request.uri.path)")
                }
                let hint = design.table.suggestion(for: name).map { "; did you mean \($0.name.lowercased())?" } ?? ""
                throw ServerError.notFound("no element is named \"\(name)\"\(hint)")
            }
            return try seedJob(element: String(element.number), size: Self.detailSize, thumbnail: false, format: format,
                               request: request, design: design)
        }
    }

    /// A front tile at one of the seed's sizes; `size` (a phone's row at 3× wants sharper
    /// thumbnails), `theme`, `units` and `lang` may still be chosen.
    private func seedJob(element query: String, size: Int, thumbnail: Bool, format: RenderFormat, request: Request,
                         design: Design) throws -> ImageJob {
        let parameters = try QueryParameters(request.uri.query)
        try parameters.requireOnly(["size", "theme", "units", "lang"])
        var tile = TileQuery(element: try element(query, in: design),
                             size: try parameters.integer("size", in: TileQuery.sizes, describedAs: " pixels") ?? size)
        tile.themeName = parameters["theme"]
        tile.units = try TileQuery.units(parameters["units"])
        tile.locale = try parameters.language()
        tile.isThumbnail = thumbnail
        return try tile.job(as: format, design: design, version: configuration.version)
    }

    /// `Na.png` → ("Na", .png); 404 for a file name without one of the image extensions (terminal
    /// text is not an image).
    static func split(_ file: String, route: String) throws -> (String, RenderFormat) {
        guard let dot = file.lastIndex(of: "."), let format = RenderFormat(fileExtension: String(file[file.index(after: dot)...])),
              format != .ansi else {
            throw ServerError.notFound("images are at \(route) with EXT png, jpg, svg, pdf or json, got \"\(file)\"")
        }
        return (String(file[..<dot]), format)
    }
}
