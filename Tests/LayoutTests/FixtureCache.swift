import Foundation
import PTableTestSupport

/// Expensive fixtures (laid-out posters) computed once per test process and shared by the
/// tests that check different properties of the same value.
///
/// The first test to ask for a key starts one task that computes it; the others, in parallel
/// or later, await that task, so nothing is computed twice and no thread blocks while waiting.
final class FixtureCache<Value: Sendable>: Sendable {
    private let tasks = Locked<[String: Task<Value, any Error>]>([:])

    /// The value for `key`, made by `make` on first use; a failure is reported to every caller.
    func value(for key: String, make: @escaping @Sendable () throws -> Value) async throws -> Value {
        let task = tasks.withLock { tasks in
            if let running = tasks[key] { return running }
            let started = Task { try make() }
            tasks[key] = started
            return started
        }
        return try await task.value
    }
}
