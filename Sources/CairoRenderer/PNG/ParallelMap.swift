import Foundation

/// Runs independent jobs on up to a given number of threads and gathers their results in
/// order, so the result never depends on how many threads ran them.
enum ParallelMap {
    /// `body(index)` for each index in `0..<count`, on at most `threads` threads; the first
    /// error (by index) is rethrown after every job has finished.
    static func map<Value: Sendable>(_ count: Int, threads: Int,
                                     _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
        guard count > 1, threads > 1 else { return try (0..<count).map(body) }
        let results = ResultSlots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
            while let index = results.claimNext() {
                results.store(Result { try body(index) }, at: index)
            }
        }
        return try results.values()
    }
}

/// Results filled in by several threads, each index claimed once.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Result<Value, any Error>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ result: Result<Value, any Error>, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    func values() throws -> [Value] {
        try lock.withLock { try slots.map { try $0!.get() } }
    }
}
