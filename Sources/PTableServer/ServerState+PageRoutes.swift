import Foundation
import Hummingbird
import Layout
import PTableRendering
import ServiceLifecycle

/// `GET /`: the page; `GET /events`: server-sent events for the page under `--watch`.
extension ServerState {
    /// The width the page's table is laid out at (it scales with the window).
    static let pageTableWidth = 1400

    func addPageRoutes(to router: RouteRecorder) {
        router.get("/") { request, _ in
            let query = try QueryParameters(request.uri.query)
            try query.requireOnly(["theme", "selftest", "lang"])
            // `lang` (the page's switch) wins over the browser's Accept-Language.
            let locale = query["lang"] != nil ? try query.language()
                : DisplayLocale.preferred(acceptLanguage: request.headers[.acceptLanguage] ?? "")
            return try await self.page(themeName: query["theme"], selfTest: try query.flag("selftest") ?? false, locale: locale)
        }
        router.get("/events") { request, _ in
            try QueryParameters(request.uri.query).requireOnly([])
            guard self.configuration.watch else {
                throw ServerError.notFound("/events tells pages about changed files; start the server with --watch")
            }
            return self.eventStream()
        }
    }

    private func page(themeName: String?, selfTest: Bool, locale: DisplayLocale) async throws -> Response {
        let design = designs.current
        let (theme, themeDigest) = try design.theme(named: themeName)
        let inputs = DesignInputs(theme: theme, themeDigest: themeDigest, dataDigest: design.dataDigest,
                                  version: configuration.version)
        let placement = try TablePlacement(elements: design.table.elements, form: .standard)
        let job = ImageJob(
            artwork: .table(placement, options: .init(width: Double(Self.pageTableWidth), title: nil)), format: .svg,
            theme: theme, formatter: ElementFormatter(locale: locale), options: RenderOptions(embedFonts: true),
            inputs: "page-table|width=\(Self.pageTableWidth)|lang=\(locale.code)|\(inputs.description)"
        )
        let (svg, _) = try await cache.image(for: job.etag) { [pool] in
            ByteBuffer(bytes: try await pool.render(job.artwork, as: .svg, theme: theme, formatter: job.formatter,
                                                    options: job.options))
        }
        let document = PageDocument(
            data: PageData(design: design, theme: themeName?.lowercased() ?? design.themeLabel, watch: configuration.watch,
                           locale: locale),
            tableSVG: PageDocument.inline(svg: String(buffer: svg)), theme: theme, locale: locale, selfTest: selfTest
        )
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.vary] = "Accept-Language"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: try document.html())))
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
