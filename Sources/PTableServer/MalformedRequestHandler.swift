import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers a request the HTTP parser cannot read (an unknown method such as `BREW`, a broken
/// request line, headers over the limit) with a JSON error and a log line, then closes.
///
/// Why it exists: the parser's error never reaches a route or middleware, and Hummingbird
/// answered it with an empty 400 and no log line; every other failure of the server is a 4xx
/// with `{"error": "…"}` and a line on standard error. The answer waits for the answers to the
/// requests read before it (pipelined on the same connection), so it never cuts one short or
/// lands inside its body: Hummingbird runs without NIO's pipelining handler, and a `BREW` sent
/// right after a `GET` got only the 400, the GET's answer lost when the connection closed.
final class MalformedRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let log: RequestLog
    private let metrics: ServerMetrics?
    private var answered = false
    /// Requests read whose answers have not ended, and whether the last one's body is still coming.
    private var unanswered = 0
    private var readingBody = false
    /// The answer to an unreadable request while earlier requests are unanswered: sent after theirs.
    private var deferred: (status: HTTPResponse.Status, message: String)?

    init(log: RequestLog, metrics: ServerMetrics? = nil) {
        self.log = log
        self.metrics = metrics
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: (unanswered, readingBody) = (unanswered + 1, true)
        case .end: readingBody = false
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        context.write(data, promise: promise)
        guard case .end = unwrapOutboundIn(data) else { return }
        unanswered -= 1
        if unanswered == 0, let (status, message) = deferred {
            deferred = nil
            answer(status, message, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let (status, message) = Self.answer(to: error) else {
            context.fireErrorCaught(error)
            return
        }
        guard !answered else { return }
        answered = true
        // A request whose body broke off will never be answered: its error is answered at once.
        if unanswered > 0 && !readingBody {
            deferred = (status, message)
        } else {
            answer(status, message, context: context)
        }
    }

    /// Writes the JSON error `message` with `status`, then closes the connection.
    private func answer(_ status: HTTPResponse.Status, _ message: String, context: ChannelHandlerContext) {
        let body = ByteBuffer(string: #"{"error":"\#(message)"}"#)
        var head = HTTPResponse(status: status)
        head.headerFields[.contentType] = "application/json"
        head.headerFields[.contentLength] = String(body.readableBytes)
        head.headerFields[.connection] = "close"
        head.headerFields[.cacheControl] = "no-store"
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
        log.request(method: "-", uri: "(unreadable request: \(message))", status: status.code, milliseconds: 0)
        metrics?.recordRequest(route: "(unreadable)", method: "-", status: status.code, duration: .zero)
    }

    /// 431 for a head over the limit, else 400, with a message that names what was wrong
    /// (plain ASCII, no quotes, so it sits in the JSON as it is). The parser counts the URL with
    /// the headers and does not say which was too long, so the message names both. Nil for an
    /// error that is not about the request's form.
    static func answer(to error: any Error) -> (HTTPResponse.Status, String)? {
        if error is MissingHostError { return (.badRequest, "an HTTP/1.1 request needs one Host header") }
        guard let error = error as? HTTPParserError else { return nil }
        return switch error {
        case .headerOverflow:
            (.init(code: 431, reasonPhrase: "Request Header Fields Too Large"),
             "the request's URL and headers are too large (80 KiB and 1000 fields at most)")
        case .invalidMethod:
            (.badRequest, "unknown HTTP method; the server takes GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS")
        case .invalidURL:
            (.badRequest, "the request target is not a valid URL path")
        case .invalidVersion:
            (.badRequest, "unsupported HTTP version; use HTTP/1.1")
        default:
            (.badRequest, "the request is not valid HTTP/1.1")
        }
    }
}

/// An HTTP/1.1 request without exactly one Host header (RFC 9112 3.2), as `ConnectionCloseHandler`
/// reports it to `MalformedRequestHandler`.
struct MissingHostError: Error {}
