import Foundation

/// Blocking work (running a process, waiting for it) moved off swift-testing's pool, at most
/// `limit` pieces at once.
///
/// swift-testing runs tests on the cooperative pool, one thread per core. A synchronous test
/// that waits for a child process holds one of those threads the whole time, so on two cores
/// two tests ran at once and the cores idled whenever a test waited for anything but the CPU.
/// Awaiting `offThePool` frees the pool thread while a thread of its own waits; the limit (one
/// more than the cores: measured best on two cores, 33 s for the CLI suites against 41 s for
/// the blocking runs and 41 s for twice the cores) keeps hundreds of parallel test cases from
/// starting hundreds of processes.
public actor ProcessSlots {
    /// The slots every test shares.
    public static let shared = ProcessSlots(limit: max(2, ProcessInfo.processInfo.activeProcessorCount + 1))

    private let limit: Int
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(limit: Int) {
        self.limit = limit
    }

    /// Runs `work` on a new thread once a slot is free, and returns (or throws) what it did.
    public nonisolated func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        await acquire()
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Swift.Result<Value, Error>, Never>) in
            Thread {
                continuation.resume(returning: Swift.Result { try work() })
            }.start()
        }
        await release()
        return try outcome.get()
    }

    private func acquire() async {
        guard inUse >= limit else {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    // A freed slot goes straight to the longest waiter, so `inUse` only drops when none waits.
    private func release() {
        if waiting.isEmpty {
            inUse -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
