import NIOConcurrencyHelpers

/// Waits for work at most a set time, even when the work cannot be cancelled (a database call
/// blocked in a driver): past the deadline the caller goes on and the work finishes unobserved.
enum Deadline {
    /// The result of `work`, or nil when `timeout` passed first.
    static func run<T: Sendable>(within timeout: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T? {
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, any Error>?, Never>) in
            let pending = NIOLockedValueBox<CheckedContinuation<Result<T, any Error>?, Never>?>(continuation)
            let resume: @Sendable (Result<T, any Error>?) -> Void = { outcome in
                pending.withLockedValue { pending in
                    pending?.resume(returning: outcome)
                    pending = nil
                }
            }
            let timer = Task {
                try? await Task.sleep(for: timeout)
                resume(nil)
            }
            Task {
                do {
                    resume(.success(try await work()))
                } catch {
                    resume(.failure(error))
                }
                timer.cancel()
            }
        }
        return try outcome?.get()
    }
}
