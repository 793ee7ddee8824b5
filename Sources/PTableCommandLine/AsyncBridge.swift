import Foundation

/// Runs async work from a synchronous command: `PTable.main` is synchronous (it reports every
/// error in one place), so a command that serves blocks its thread here until the work ends.
package enum AsyncBridge {
    /// Runs `work` on the cooperative pool and waits for it; rethrows its error.
    package static func wait(_ work: @escaping @Sendable () async throws -> Void) throws {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await work()
            } catch {
                outcome.error = error
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }

    /// Written once by the task, read after the semaphore says it is done.
    private final class Outcome: @unchecked Sendable {
        var error: (any Error)?
    }
}
