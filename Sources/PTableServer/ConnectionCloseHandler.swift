import NIOCore
import NIOHTTP1

/// Writes `Connection: close` on every request after which the connection must close, so the
/// server closes it once the answer is written.
///
/// Why it exists: Hummingbird closes a connection only on the exact header value `close`, and
/// reads requests after their HTTP version is dropped. A `Connection: Close` or `TE, close`, and
/// an HTTP/1.0 request without keep-alive (ApacheBench, older proxies), left the client waiting
/// for the 30 s idle timeout after its answer. NIO's `isKeepAlive` reads the header and the
/// version as RFC 9112 says; this handler sits where both are still there. A CONNECT closes too:
/// the parser takes whatever follows it as a tunnel's bytes, so the connection serves nothing more
/// (`ConnectAnswerWriter` sends its answer with the JSON error, which NIO's encoder would drop).
/// An HTTP/1.1 request without exactly one Host header ends the connection too, answered 400 as
/// RFC 9112 (3.2) requires, by `MalformedRequestHandler`; it was served, and so was one with two.
final class ConnectionCloseHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    /// Whether a request was refused for its Host: what follows it on the connection is dropped.
    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        if case let .head(head) = unwrapInboundIn(data), head.version == .http1_1, head.headers["host"].count != 1 {
            refused = true
            return context.fireErrorCaught(MissingHostError())
        }
        guard case var .head(head) = unwrapInboundIn(data), !head.isKeepAlive || head.method == .CONNECT else {
            context.fireChannelRead(data)
            return
        }
        head.headers.replaceOrAdd(name: "Connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// The handler to list among Hummingbird's additional handlers, which come after the
    /// version is dropped: once added, it puts a `ConnectionCloseHandler`, an
    /// `HTTP10ResponseFraming` and, next to the decoder, a `ConnectAnswerWriter` right after the
    /// HTTP/1 decoder.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny

        func handlerAdded(context: ChannelHandlerContext) {
            let pipeline = context.pipeline.syncOperations
            guard let decoder = try? pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self) else { return }
            try? pipeline.addHandler(ConnectionCloseHandler(), position: .after(decoder))
            try? pipeline.addHandler(HTTP10ResponseFraming(), position: .after(decoder))
            try? pipeline.addHandler(ConnectAnswerWriter(), position: .after(decoder))
        }
    }
}
