import NIOCore

/// Holds a connection's close until the bytes already written to it have reached the socket.
///
/// Why it exists: on SIGINT or SIGTERM Hummingbird quiesces each connection, and its
/// `HTTPConnectionStateHandler` closes the channel as soon as the last part of the response in
/// flight is *queued*. A full close in NIO fails the writes still queued, so a multi-megabyte
/// body was cut short (3.9 of 5.1 MB arrived, under status 200). Placed between that handler
/// and the socket, this one lets a close wait until every pending write has completed, so the
/// response goes out whole before the connection ends. `grace` bounds the wait: a client that
/// stops reading cannot hold the shutdown forever.
final class CloseAfterWritesHandler: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = NIOAny
    typealias OutboundOut = NIOAny

    /// The longest a close waits for pending writes.
    let grace: TimeAmount
    private var pendingWrites = 0
    private var heldClose: HeldClose?

    /// A close asked for while writes were pending, and the promises of everyone who asked.
    private struct HeldClose {
        var mode: CloseMode
        var promises: [EventLoopPromise<Void>]
        var deadline: Scheduled<Void>
    }

    init(grace: TimeAmount) {
        self.grace = grace
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let written = promise ?? context.eventLoop.makePromise()
        pendingWrites += 1
        written.futureResult.assumeIsolated().whenComplete { _ in
            self.pendingWrites -= 1
            if self.pendingWrites == 0 { self.releaseClose(context: context) }
        }
        context.write(data, promise: written)
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode != .input, pendingWrites > 0 else {
            context.close(mode: mode, promise: promise)
            return
        }
        if var held = heldClose {
            if mode == .all { held.mode = .all }
            held.promises += promise.map { [$0] } ?? []
            heldClose = held
            return
        }
        let deadline = context.eventLoop.assumeIsolated().scheduleTask(in: grace) {
            self.releaseClose(context: context)
        }
        heldClose = HeldClose(mode: mode, promises: promise.map { [$0] } ?? [], deadline: deadline)
        context.flush()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        releaseClose(context: context)
    }

    /// Passes the held close on (once the writes are done, or the grace period is over).
    private func releaseClose(context: ChannelHandlerContext) {
        guard let held = heldClose else { return }
        heldClose = nil
        held.deadline.cancel()
        let closed = context.eventLoop.makePromise(of: Void.self)
        for promise in held.promises {
            closed.futureResult.cascade(to: promise)
        }
        context.close(mode: held.mode, promise: closed)
    }
}
