import NIOConcurrencyHelpers

/// The design being served, replaced whole when `--watch` sees a file change, and the open
/// pages (server-sent event streams) to tell when it is.
final class DesignStore: Sendable {
    /// What an open page is told.
    enum Event: Sendable, Equatable {
        /// A new design is served; the page reloads.
        case reload(revision: Int)
        /// A changed file could not be read; the old design is still served.
        case problem(String)
    }

    private struct State {
        var design: Design
        var listeners: [Int: AsyncStream<Event>.Continuation] = [:]
        var nextListener = 0
        var isClosed = false
    }

    private let state: NIOLockedValueBox<State>

    init(_ design: Design) {
        state = NIOLockedValueBox(State(design: design))
    }

    /// The design requests are drawn from now.
    var current: Design { state.withLockedValue { $0.design } }

    /// Serves `design` from now on and tells every open page.
    func replace(with design: Design) {
        let listeners = state.withLockedValue { state in
            state.design = design
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.yield(.reload(revision: design.revision)) }
    }

    /// Tells every open page that a changed file could not be used.
    func report(_ problem: String) {
        for listener in state.withLockedValue({ Array($0.listeners.values) }) { listener.yield(.problem(problem)) }
    }

    /// A stream of events for one page; it ends when the page goes or the server stops.
    func events() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id: Int? = state.withLockedValue { state in
            guard !state.isClosed else { return nil }
            state.nextListener += 1
            state.listeners[state.nextListener] = continuation
            return state.nextListener
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [state] _ in
            state.withLockedValue { $0.listeners[id] = nil }
        }
        return stream
    }

    /// Ends every stream, so a graceful shutdown does not wait on open pages.
    func close() {
        let listeners = state.withLockedValue { state in
            state.isClosed = true
            defer { state.listeners = [:] }
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.finish() }
    }
}
