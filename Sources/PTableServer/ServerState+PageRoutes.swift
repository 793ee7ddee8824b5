import Hummingbird
import Layout
import PTableRendering
import ServiceLifecycle

/// `GET /`: the page; `GET /events`: server-sent events for the page under `--watch`.
extension ServerState {
    /// The width the page's table is laid out at: shown at 1:1 in a scroller where its column is
    /// narrower (a phone's Table tab, a desktop with the detail open), scaled up where it is wider.
    static let pageTableWidth = 1100
    /// The smallest text in the page's table, in CSS pixels: never shown smaller than laid out,
    /// the table never has text under it on any window.
    static let pageTextFloor = 12.0

    func addPageRoutes(to router: Router<BasicRequestContext>) {
        router.get("/") { request, _ in
            let query = try QueryParameters(request.uri.query)
            try query.requireOnly(["theme", "selftest", "lang"])
            // `lang` (the page's language picker) wins over the browser's Accept-Language.
            let locale = query["lang"] != nil ? try query.language()
                : DisplayLocale.preferred(acceptLanguage: request.headers[.acceptLanguage] ?? "")
            return try await self.page(themeName: query["theme"], selfTest: try query.flag("selftest") ?? false, locale: locale,
                                       request: request)
        }
        let events: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            try QueryParameters(request.uri.query).requireOnly([])
            guard self.configuration.watch else {
                throw ServerError.notFound("/events tells pages about changed files; start the server with --watch")
            }
            return self.eventStream()
        }
        router.get("/events", use: events)
        // HEAD by hand: Hummingbird's own HEAD of a GET route says `Content-Length: 0` for a body
        // of unknown length; the error middleware answers this one without opening the stream.
        router.head("/events", use: events)
    }

    private func page(themeName: String?, selfTest: Bool, locale: DisplayLocale, request: Request) async throws -> Response {
        let design = designs.current
        // Everything the page is made from but the design, which owns the memo.
        let pageKey = "\(themeName.map { "theme=" + $0.lowercased() } ?? "served theme")|selftest=\(selfTest)|lang=\(locale.code)"
        if let known = design.pageTags.tag(for: pageKey),
           let notModified = encodedNotModified(etag: known.etag, length: known.length, request: request,
                                                changesWithStore: true, vary: ["Accept-Language"]) {
            return notModified
        }
        let (theme, themeDigest) = try design.theme(named: themeName)
        let inputs = design.inputs(themeDigest: themeDigest, version: configuration.version)
        let placement = try TablePlacement(elements: design.table.elements, form: .standard)
        // One table for both layouts, laid out with a floor of 12 px (fields that would be smaller
        // are left out) and never shown smaller than that.
        var tableTheme = theme
        tableTheme.minimumTextSize = max(theme.minimumTextSize, Self.pageTextFloor)
        let table = try await pageSVG(
            .table(placement, options: .init(width: Double(Self.pageTableWidth), title: nil)), theme: tableTheme,
            embedFonts: true, locale: locale,
            inputs: "page-table|width=\(Self.pageTableWidth)|lang=\(locale.code)|floor=\(tableTheme.minimumTextSize)|\(inputs)"
        )
        let document = PageDocument(
            data: PageData(design: design, theme: themeName?.lowercased() ?? design.themeLabel, watch: configuration.watch,
                           locale: locale),
            assets: page,
            tableSVG: PageDocument.inline(svg: table), tableWidth: Self.pageTableWidth,
            theme: theme,
            followsSystemScheme: themeName == nil && design.themeLabel.lowercased() == "classic"
                && design.themeChoices.contains("dark"),
            selfTest: selfTest, locale: locale
        )
        // Revalidated on every visit (`no-cache`, as for what shows the store), tagged by its
        // bytes, so a reload of the unchanged page (1.7 MB with its fonts) is a 304.
        let html = try document.html()
        let tag = PageTagMemo.Tag(etag: "\"\(ContentHash.sha256(html))\"", length: html.utf8.count)
        design.pageTags.remember(tag, for: pageKey)
        return try await encodedResponse(ByteBuffer(string: html), etag: tag.etag,
                                         contentType: "text/html; charset=utf-8", request: request,
                                         changesWithStore: true, vary: ["Accept-Language"])
    }

    /// An SVG of the page, from the image cache or drawn on the render pool.
    private func pageSVG(_ artwork: Artwork, theme: Theme, embedFonts: Bool, locale: DisplayLocale,
                         inputs: String) async throws -> String {
        let job = ImageJob(artwork: artwork, format: .svg, theme: theme, formatter: ElementFormatter(locale: locale),
                           options: RenderOptions(embedFonts: embedFonts), inputs: inputs)
        return String(buffer: try await cache.image(for: job).0.data)
    }

    /// `event: reload` when the design changes, `event: problem` when a changed file is broken;
    /// ends on graceful shutdown, so open pages never hold the server up.
    private func eventStream() -> Response {
        let designs = self.designs
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        let body = ResponseBody { writer in
            let events = designs.events()
            try await writer.write(ByteBuffer(string: "retry: 1000\n: revision \(designs.current.revision)\n\n"))
            try await withGracefulShutdownHandler {
                try await Self.forward(events, to: &writer)
            } onGracefulShutdown: {
                designs.close()
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    private static func forward(_ events: AsyncStream<DesignStore.Event>, to writer: inout any ResponseBodyWriter) async throws {
        for await event in events {
            switch event {
            case let .reload(revision):
                try await writer.write(ByteBuffer(string: "event: reload\ndata: \(revision)\n\n"))
            case let .problem(message):
                let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
                try await writer.write(ByteBuffer(string: "event: problem\ndata: \(line)\n\n"))
            }
        }
    }
}
