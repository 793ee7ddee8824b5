import ElementData
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// `ptable serve`: the seed app's back end (elements, images, favourites) and a page to browse
/// the table, all drawn through the rendering facade.
///
/// ```swift
/// let server = try PTableServer(configuration: ServerConfiguration(port: 0, version: "0.1.0"))
/// try await server.run { url in print("listening on \(url)") }
/// ```
public struct PTableServer: Sendable {
    /// The settings the server was made with: address, files, limits, logging and CORS.
    public let configuration: ServerConfiguration
    let state: ServerState
    let loader: DesignLoader

    /// Reads the data and theme files now, so a broken one fails before anything listens.
    public init(configuration: ServerConfiguration) throws {
        try self.init(configuration: configuration,
                      log: configuration.logsRequests ? .standardError(format: configuration.logFormat) : .silent)
    }

    /// A server whose log lines go to `log` (a test's collector).
    init(configuration: ServerConfiguration, log: RequestLog) throws {
        self.configuration = configuration
        loader = DesignLoader(dataPath: configuration.dataPath, themeSpec: configuration.theme)
        state = try ServerState(configuration: configuration, design: try loader.load(revision: 0), log: log)
    }

    /// Serves until SIGINT, SIGTERM or SIGHUP, then drains: `/readyz` answers 503 at once, requests keep
    /// being served for `drainDelay` (so a balancer that polls `/readyz` moves away first), then
    /// the listener closes, the requests in flight finish, and it returns. `onListening` gets the
    /// server's URL (`http://HOST:PORT`) once it is bound.
    ///
    /// - Throws: `ServeError.cannotListen` when the address cannot be bound.
    public func run(onListening: @escaping @Sendable (String) -> Void) async throws {
        let host = configuration.host
        let grace = TimeAmount(configuration.shutdownGrace)
        var app = Application(
            router: makeRouter(),
            // Holds each connection's close until its response is written whole (see the handler).
            // MalformedRequestHandler answers what the HTTP parser cannot read with a JSON error;
            // ConnectionCloseHandler closes after the answer to a request that asks it, in any form.
            server: .http1(configuration: .init(additionalChannelHandlers: [CloseAfterWritesHandler(grace: grace),
                                                                            MalformedRequestHandler(log: state.log, metrics: state.metrics),
                                                                            ConnectionCloseHandler.Installer()],
                                                idleTimeout: .seconds(30))),
            configuration: .init(address: .hostname(host, port: configuration.port)),
            onServerRunning: { channel in
                onListening(Self.url(host: host, port: channel.localAddress?.port ?? 0))
            },
            logger: Self.quietLogger
        )
        if configuration.watch {
            app.addServices(DesignWatcher(loader: loader, state: state))
        }
        // Graceful shutdown runs through the services in reverse: the drain first, then the
        // application, which closes the listener and waits for the requests in flight.
        let services = ServiceGroup(configuration: .init(
            services: [app, DrainOnShutdown(state: state)],
            gracefulShutdownSignals: [.sigterm, .sigint, .sighup],
            logger: Self.quietLogger))
        do {
            try await services.run()
        } catch {
            await stop()
            switch error {
            case let error as IOError:
                // The system's words alone ("address already in use"), not NIO's "bind(descriptor:ptr:bytes:): …) (errno: 98)".
                throw ServeError.cannotListen(address: "\(host):\(configuration.port)",
                                              reason: systemReason(error.errnoCode))
            case let error as SocketAddressError:
                throw ServeError.cannotListen(address: "\(host):\(configuration.port)", reason: "\(error)")
            case is SocketAddressError.UnknownHost:
                // A struct beside the enum above, so the case before never matched it: a host name
                // that does not resolve was an internal error (exit 70).
                throw ServeError.cannotListen(address: "\(host):\(configuration.port)",
                                              reason: "no such host (not an address, and the name does not resolve)")
            default:
                throw error
            }
        }
        await stop()
    }

    /// Ends the event streams and the render threads, and closes the store's connections (a
    /// server tested in-process, whose router never ran as a service, is stopped by its test).
    func stop() async {
        state.designs.close()
        try? await state.cache.pool.shutdown()
        try? await state.favorites?.close()
    }

    /// Every route, HEAD answered like GET without the body, and the error and log middleware
    /// around them all (the table they are given is filled once the routes are added), behind
    /// the step that decodes escaped unreserved characters in the path.
    func makeRouter() -> PathNormalizingRouter<BasicRequestContext> {
        let table = RouteTable()
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: ErrorAndLogMiddleware(log: state.log, metrics: state.metrics, routes: table,
                                                     crossOrigin: configuration.crossOrigin))
        router.add(middleware: CrossOriginMiddleware(policy: configuration.crossOrigin, routes: table))
        state.addOperationsRoutes(to: router)
        state.addDataRoutes(to: router)
        state.addImageRoutes(to: router)
        state.addFavoriteRoutes(to: router)
        state.addPageRoutes(to: router)
        table.record(router)
        return PathNormalizingRouter(router: router)
    }

    /// `http://127.0.0.1:8080`, with an IPv6 address in brackets.
    static func url(host: String, port: Int) -> String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)"
    }

    /// Hummingbird's own log lines off: the request log is ours, one line per request.
    private static var quietLogger: Logger {
        var logger = Logger(label: "ptable.serve") { _ in SwiftLogNoOpLogHandler() }
        logger.logLevel = .critical
        return logger
    }
}
