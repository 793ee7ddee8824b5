import NIOCore
import NIOHTTP1

/// Frames each answer to an HTTP/1.0 request so that an HTTP/1.0 client can read it.
///
/// Why it exists: answers leave Hummingbird as HTTP/1.1 whatever the request's version, so
/// NIO's encoder framed a body of unknown length (`/events`) with `Transfer-Encoding: chunked`,
/// which RFC 9112 (section 6.1) forbids sending to an HTTP/1.0 client, and such a client read
/// the chunk sizes as the body. Such an answer now goes out as HTTP/1.0 with `Connection: close`,
/// the body as it is, and the connection is closed once it ends. An answer with a length to an
/// HTTP/1.0 request that asked for keep-alive says `Connection: keep-alive`: the connection is
/// kept, and an HTTP/1.0 client (ApacheBench's `-k`) only reuses it when told so, else it
/// waits for a close that comes with the idle timeout. Sits right after the HTTP/1 decoder,
/// where the request's version is still known, and before the encoder on the way out.
final class HTTP10ResponseFraming: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The requests not answered yet, oldest first (requests may be pipelined): whether each is
    /// HTTP/1.0 and whether it asked to keep the connection.
    private var waiting = CircularBuffer<(isHTTP10: Bool, keepAlive: Bool)>()
    /// Whether the answer being written ends with the connection closed (its body has no length).
    private var closesAfterBody = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case let .head(head) = unwrapInboundIn(data) {
            waiting.append((head.version == .http1_0, head.isKeepAlive))
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case var .head(head) where head.status.code >= 200:
            guard let request = waiting.popFirst(), request.isHTTP10 else { break }
            if !head.headers.contains(name: "content-length") && head.status.mayHaveResponseBody {
                head.version = .http1_0
                head.headers.remove(name: "transfer-encoding")
                head.headers.replaceOrAdd(name: "connection", value: "close")
                closesAfterBody = true
            } else if request.keepAlive && !head.headers["connection"].contains(where: { $0.lowercased().contains("close") }) {
                head.headers.replaceOrAdd(name: "connection", value: "keep-alive")
            }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
            return
        case .end where closesAfterBody:
            closesAfterBody = false
            let written = promise ?? context.eventLoop.makePromise()
            let channel = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.futureResult.whenComplete { _ in channel.value.close(promise: nil) }
            context.write(data, promise: written)
            return
        default:
            break
        }
        context.write(data, promise: promise)
    }
}
