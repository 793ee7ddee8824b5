import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers a request the HTTP parser cannot read (an unknown method such as `BREW`, a broken
/// request line, headers over the limit) with a JSON error and a log line, then closes.
///
/// Why it exists: the parser's error never reaches a route or middleware, and Hummingbird
/// answered it with an empty 400 and no log line; every other failure of the server is a 4xx
/// with `{"error": "…"}` and a line on standard error. The parser's error arrives here only
/// once no response is in flight (NIO's pipelining handler holds it until then), so the
/// answer cannot interleave with another.
final class MalformedRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let log: RequestLog
    private let metrics: ServerMetrics?
    private var answered = false

    init(log: RequestLog, metrics: ServerMetrics? = nil) {
        self.log = log
        self.metrics = metrics
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard !answered else { return }
        answered = true
        let (status, message) = Self.answer(to: parserError)
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
    /// the headers and does not say which was too long, so the message names both.
    static func answer(to error: HTTPParserError) -> (HTTPResponse.Status, String) {
        switch error {
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
