import NIOCore
import NIOHTTP1

/// Sends the answer to a CONNECT with its body, so a refused CONNECT carries the JSON error every
/// other 4xx carries (405 with `Allow`, or 404).
///
/// Why it exists: NIO's response encoder drops the body of every answer to a CONNECT, refusals
/// included, and strips its length, though only a 2xx answer (the start of a tunnel) has no
/// body (RFC 9110, 9.3.6; RFC 9112, 6.3). The server opens no tunnels, so every answer to a
/// CONNECT is a refusal. This handler sits right after the HTTP/1 decoder, where it sees which
/// requests are CONNECTs and, on the way out, their answers before the encoder: it gathers such
/// an answer and writes it as bytes from the encoder's place in the pipeline, framed by its
/// length. The connection closes after it (`ConnectionCloseHandler`), since the parser takes what
/// follows a CONNECT as a tunnel's bytes.
final class ConnectAnswerWriter: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Whether each request not answered yet, oldest first (requests may be pipelined), is a CONNECT.
    private var waiting = CircularBuffer<Bool>()
    /// The answer to a CONNECT being gathered: its head, its body so far, and the writes to
    /// complete once it is sent.
    private var gathered: (head: HTTPResponseHead, body: ByteBuffer, promises: [EventLoopPromise<Void>])?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case let .head(head) = unwrapInboundIn(data) {
            waiting.append(head.method == .CONNECT)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case let .head(head) where head.status.code >= 200:
            guard waiting.popFirst() == true else { break }
            gathered = (head, context.channel.allocator.buffer(capacity: 256), promise.map { [$0] } ?? [])
            return
        case var .body(.byteBuffer(part)) where gathered != nil:
            gathered?.body.writeBuffer(&part)
            if let promise { gathered?.promises.append(promise) }
            return
        case .end where gathered != nil:
            if let promise { gathered?.promises.append(promise) }
            sendGathered(context: context)
            return
        default:
            break
        }
        context.write(data, promise: promise)
    }

    /// Writes the gathered answer as bytes past NIO's encoder, then completes its writes.
    private func sendGathered(context: ChannelHandlerContext) {
        guard let (head, body, promises) = gathered else { return }
        gathered = nil
        let written = context.eventLoop.makePromise(of: Void.self)
        promises.forEach { written.futureResult.cascade(to: $0) }
        guard let encoder = try? context.pipeline.syncOperations.context(handlerType: HTTPResponseEncoder.self) else {
            written.fail(ChannelError.ioOnClosedChannel)
            return
        }
        encoder.writeAndFlush(NIOAny(Self.bytes(head: head, body: body, allocator: context.channel.allocator)), promise: written)
    }

    /// The answer as HTTP/1.1 bytes: status line, its headers with the body's length, the body.
    static func bytes(head: HTTPResponseHead, body: ByteBuffer, allocator: ByteBufferAllocator) -> ByteBuffer {
        var headers = head.headers
        headers.remove(name: "transfer-encoding")
        headers.replaceOrAdd(name: "content-length", value: String(body.readableBytes))
        var bytes = allocator.buffer(capacity: 256 + body.readableBytes)
        bytes.writeString("HTTP/\(head.version.major).\(head.version.minor) \(head.status.code) \(head.status.reasonPhrase)\r\n")
        for (name, value) in headers {
            bytes.writeString("\(name): \(value)\r\n")
        }
        bytes.writeString("\r\n")
        var remaining = body
        bytes.writeBuffer(&remaining)
        return bytes
    }
}
