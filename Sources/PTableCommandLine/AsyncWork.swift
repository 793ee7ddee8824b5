import Foundation
import NIOConcurrencyHelpers

/// Runs async work (the favourites stores, the server) from the synchronous commands and waits for it.
enum AsyncWork {
    /// The value `work` returns, or the error it throws. The calling thread blocks; `work` runs on
    /// the concurrency pool, which never includes it.
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let result = NIOLockedValueBox<Result<T, Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let context = CommandContext.current
        Task.detached {
            let outcome: Result<T, Error>
            do {
                outcome = .success(try await CommandContext.$current.withValue(context) { try await work() })
            } catch {
                outcome = .failure(error)
            }
            result.withLockedValue { $0 = outcome }
            done.signal()
        }
        done.wait()
        return try result.withLockedValue { $0 }!.get()
    }
}
