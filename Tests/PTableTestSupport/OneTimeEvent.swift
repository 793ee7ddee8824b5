import Foundation

/// Something that happens once (a process exits, a stream ends), awaited with a deadline and
/// without holding a thread: a test waiting for a child process must not occupy one of the
/// few threads of Swift's cooperative pool that the other tests run on.
public final class OneTimeEvent: Sendable {
    private struct State {
        var happened = false
        var waiters: [UUID: CheckedContinuation<Bool, Never>] = [:]
    }

    private let state = Locked(State())

    public init() {}

    /// Marks the event as happened and wakes every waiter; later calls do nothing.
    public func signal() {
        let waiters = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.happened = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: true) }
    }

    public var hasHappened: Bool { state.withLock { $0.happened } }

    /// True once the event has happened, false if `seconds` pass first.
    public func wait(seconds: Double) async -> Bool {
        let id = UUID()
        return await withCheckedContinuation { continuation in
            let already = state.withLock { state in
                if !state.happened { state.waiters[id] = continuation }
                return state.happened
            }
            if already { return continuation.resume(returning: true) }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [state] in
                state.withLock { $0.waiters.removeValue(forKey: id) }?.resume(returning: false)
            }
        }
    }
}
