import Foundation

/// Blocking work (a command run in-process, a process and the wait for it) moved off
/// swift-testing's pool, at most `limit` pieces at once.
///
/// swift-testing runs tests on the cooperative pool, one thread per core; a test that blocks
/// holds one of them the whole time. Awaiting `offThePool` frees the pool thread while a thread
/// of its own works or waits, and the limit (one more than the cores) keeps hundreds of
/// parallel test cases from running hundreds of commands at once.
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
