import ArgumentParser
import ElementData
import Favorites
import Foundation
import Layout
import PTableServer

/// `ptable serve`: the seed app's back end and a page to browse the table.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the seed app's API, tiles rendered on demand, and a page to browse the table.",
        // Every option in one line ran to 245 columns (serve); the options are listed below it.
        usage: "ptable serve [<options>]",
        discussion: """
        Prints "listening on http://HOST:PORT" as its first line (--port 0 picks a free port), then \
        one line per request on stderr: method, path, status, milliseconds (--log-format json: one \
        JSON object a line). SIGINT, SIGTERM or SIGHUP starts a drain: /readyz answers 503, and after \
        --drain-delay the server refuses new connections and stops once the responses in flight \
        are written whole (a client that stops reading gets 30 s). For operators: GET /healthz \
        (live), /readyz (ready: not draining and the favourites store answers), /metrics \
        (Prometheus text format). Routes: GET / (the page), /api/v1/elements (with mockapi.io's \
        ?FIELD=, ?search=, ?sortBy=&order=, ?page=&limit=), /api/v1/elements/ELEMENT, \
        /api/v1/elements/ELEMENT/properties?lang= (sourced values with units and sources), \
        /api/v1/favorites (GET with the same query forms; POST; \
        GET, PUT, PATCH, DELETE /api/v1/favorites/ID), /tiles/NNN/s7.png, \
        /images/NAME.png, /tiles/ELEMENT.{png,jpg,svg,pdf,json}?size=&side=&theme=&units=&lang=&fields=, \
        /table.{png,svg,pdf,json} with the options of ptable table as query parameters; the seed's \
        own image URLs with only the host changed: /periodictable/Tiles/NNN/s7.JPG and /NAME.jpg \
        (JPEG). Query parameters never name files on the server. Pages on other origins may read \
        everything (CORS); --cors-origin says which may also change favourites.
        """
    )

    @Option(help: "Address to listen on (loopback by default; 0.0.0.0 for every interface).")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "Port to listen on, 0...65535; 0 picks a free port.")
    var port = 8080

    @Option(help: ArgumentHelp("The favourites store, shared with ptable favorite: an SQLite file, or a PostgreSQL database as postgres://USER@HOST:PORT/DB for several instances (default: PTABLE_STORE, else $XDG_DATA_HOME/ptable/favorites.sqlite or ~/.local/share/ptable/favorites.sqlite).", valueName: "PATH|URL"))
    var store: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The most connections a PostgreSQL store opens at once, 1...100.", valueName: "N"))
    var storePoolSize = PostgresFavoritesStore.defaultPoolSize

    @Option(help: ArgumentHelp("Read elements from FILE (Periodic-Table-JSON schema) instead of the bundled data.", valueName: "FILE"))
    var data: String?

    @OptionGroup var themeOptions: ThemeOptions

    @Flag(help: "Reload when the --data or --theme file changes; open pages refresh themselves.")
    var watch = false

    @Option(help: ArgumentHelp("Log lines on stderr: text (one readable line per request) or json (one object a line, for log collectors).",
                               valueName: "FORMAT"))
    var logFormat: LogFormat = .text

    // Read as a decimal: argument-parser's Double took 0x10 as 16 seconds.
    @Option(parsing: .unconditional, help: ArgumentHelp("After SIGTERM, SIGINT or SIGHUP, go on serving for SECONDS (0-3600, default 0) with /readyz answering 503 before the listener closes, so a balancer polling /readyz moves away first.",
                               valueName: "SECONDS"), transform: DecimalOption.value)
    var drainDelay: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("The most MiB of rendered images kept in memory (1-65536); the least recently used go first.",
                               valueName: "MIB"))
    var cacheLimit = 64
    @Option(name: .customLong("cors-origin"),
            help: ArgumentHelp("Origins whose pages may change favourites from a browser (repeat, or separate with commas): scheme://host[:port], * for every origin (the default) or none. Reads are open to every origin.", valueName: "ORIGIN"))
    var corsOrigins: [String] = []

    /// The policy `--cors-origin` describes; every origin when it is not given.
    var crossOrigin: CrossOriginPolicy {
        get throws { corsOrigins.isEmpty ? .open : try CrossOriginPolicy(corsOrigins) }
    }

    /// `--host` as the listener takes it: an IPv6 address without the brackets a URL puts
    /// around it, so `--host [::1]`, as `listening on http://[::1]:8080` writes it, is `::1`
    /// (with them it was "no such host").
    var listenHost: String {
        host.hasPrefix("[") && host.hasSuffix("]") && host.count > 2 ? String(host.dropFirst().dropLast()) : host
    }

    func validate() throws {
        if host.trimmingCharacters(in: .whitespaces).isEmpty || host == "[]" {
            throw ValidationError("--host needs an address such as 127.0.0.1 or 0.0.0.0, got an empty value")
        }
        try PathOption.requireNonEmpty(store, option: "--store")
        try PathOption.requireNonEmpty(data, option: "--data")
        // Elsewhere - is standard input; a server reads its data again on --watch and cannot
        // read a pipe twice, so it is refused here rather than taken as a file named -.
        if data == "-" {
            throw ValidationError("--data - (standard input) cannot be served; give a file (./- for a file named -)")
        }
        guard PostgresFavoritesStore.poolSizeRange.contains(storePoolSize) else {
            throw ValidationError("--store-pool-size must be between 1 and 100, got \(storePoolSize)")
        }
        guard drainDelay.isFinite, (0...3600).contains(drainDelay) else {
            throw ValidationError("--drain-delay must be between 0 and 3600 seconds, got \(String(posixFormat: "%g", drainDelay))")
        }
        guard (1...65536).contains(cacheLimit) else {
            throw ValidationError("--cache-limit must be between 1 and 65536 MiB, got \(cacheLimit)")
        }
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, got \(port)")
        }
        do {
            _ = try crossOrigin
        } catch {
            throw ValidationError(error.localizedDescription)
        }
        if watch, data == nil, Theme.builtIn[themeOptions.theme.lowercased()] != nil {
            throw ValidationError("--watch looks at the --data and --theme files; give at least one file")
        }
    }

    func run() throws {
        // A client that disconnects mid-response must not kill the server with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let context = CommandContext.current
        // No place for a store leaves the favourites routes answering 503; a URL ptable cannot use is an error.
        let storePath: String?
        do {
            storePath = try FavoritesStoreOptions.storePath(option: store)
        } catch FavoritesError.noStoreLocation {
            storePath = nil
        }
        var configuration = ServerConfiguration(host: listenHost, port: port, storePath: storePath, dataPath: data, theme: themeOptions.theme,
                                                watch: watch, version: PTableCommand.version, cacheLimit: cacheLimit * 1024 * 1024,
                                                crossOrigin: try crossOrigin, logFormat: logFormat,
                                                drainDelay: .milliseconds(Int64((drainDelay * 1000).rounded())))
        configuration.storePoolSize = storePoolSize
        let server = try PTableServer(configuration: configuration)
        try AsyncWork.wait {
            try await server.checkStore()
            try await server.run { url in
                context.bound { try? StandardStream.writeOutput("listening on \(url)\n") }
            }
        }
    }
}

extension LogFormat: ExpressibleByArgument {}
