import Favorites

/// Everything `ptable serve` was started with.
public struct ServerConfiguration: Sendable {
    /// The address to listen on; loopback unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one (the first line printed says which).
    public var port: Int
    /// The favourites store (`--store`, `PTABLE_STORE`, or the XDG data folder): an SQLite file's
    /// path or a `postgres://` URL (see `StoreLocation`); nil: none found.
    public var storePath: String?
    /// `--store-pool-size`: the most connections a PostgreSQL store opens at once.
    public var storePoolSize: Int = PostgresFavoritesStore.defaultPoolSize
    /// How long one call to a PostgreSQL store may take, connecting included, before its request
    /// is a 503 (`PostgresFavoritesStore.operationTimeout`).
    public var storeOperationTimeout: Duration = PostgresFavoritesStore.defaultOperationTimeout
    /// `--data FILE`: elements instead of the bundled data.
    public var dataPath: String?
    /// `--theme NAME|FILE`: the theme every image is drawn in unless a request names a built-in.
    public var theme: String
    /// `--watch`: reload the data and theme files when they change, and tell open pages.
    public var watch: Bool
    /// ptable's version, part of every ETag: a new version may draw differently.
    public var version: String
    /// The most bytes of rendered images kept in memory.
    public var cacheLimit: Int
    /// The largest request body read (favourites are a few hundred bytes).
    public var maximumBodySize: Int
    /// How often `--watch` looks at the files.
    public var watchInterval: Duration
    /// Whether each request writes its line to standard error (off for the load benchmark).
    public var logsRequests: Bool
    /// How long, after SIGINT, SIGTERM or SIGHUP, a response in flight may take to reach its client
    /// before its connection is closed anyway (a client that stops reading cannot hold the
    /// shutdown forever).
    public var shutdownGrace: Duration
    /// `--log-format`: readable lines, or one JSON object a line for a log collector.
    public var logFormat: LogFormat
    /// `--drain-delay`: how long, after SIGINT, SIGTERM or SIGHUP, the server goes on accepting requests
    /// with `/readyz` answering 503, so a balancer that polls it moves away before the listener
    /// closes. Zero closes the listener at once (a balancer that retries refused connections on
    /// another instance, as nginx does, needs no more).
    public var drainDelay: Duration
    /// `--cors-origin`: which other origins' pages may read (all) and change favourites.
    public var crossOrigin: CrossOriginPolicy

    /// Settings for a server on `host`:`port` (127.0.0.1:8080 by default) reporting `version`, every
    /// other setting as given or its default. Nothing is checked here: files and ports are opened by `PTableServer`.
    public init(host: String = "127.0.0.1", port: Int = 8080, storePath: String? = nil, dataPath: String? = nil, theme: String = "classic",
                watch: Bool = false, version: String, cacheLimit: Int = 64 * 1024 * 1024,
                maximumBodySize: Int = 16 * 1024, watchInterval: Duration = .milliseconds(300),
                logsRequests: Bool = true, shutdownGrace: Duration = .seconds(30), crossOrigin: CrossOriginPolicy = .open,
                logFormat: LogFormat = .text, drainDelay: Duration = .zero) {
        self.host = host
        self.port = port
        self.storePath = storePath
        self.dataPath = dataPath
        self.theme = theme
        self.watch = watch
        self.version = version
        self.cacheLimit = cacheLimit
        self.maximumBodySize = maximumBodySize
        self.watchInterval = watchInterval
        self.logsRequests = logsRequests
        self.shutdownGrace = shutdownGrace
        self.logFormat = logFormat
        self.drainDelay = drainDelay
        self.crossOrigin = crossOrigin
    }
}
