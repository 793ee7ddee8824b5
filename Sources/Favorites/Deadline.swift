import NIOConcurrencyHelpers

/// Runs work with a time limit: a store call that waits on an absent database fails in bounded
/// time instead of holding its request (or, for `/readyz`, the server's answer).
///
/// The caller is answered when the limit passes even if the work does not stop at once (a wait
/// on a task's value, for one, ignores cancellation); the work is cancelled and left to finish.
package enum Deadline {
    /// The limit passed before the work finished.
    package struct Expired: Error {}

    /// `work`'s result, or `Expired` once `limit` has passed.
    package static func run<T: Sendable>(within limit: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let answered = NIOLockedValueBox(false)
        // True for the first caller only, so the continuation is resumed once.
        let isFirst: @Sendable () -> Bool = {
            answered.withLockedValue { done in
                defer { done = true }
                return !done
            }
        }
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let worker = Task {
                let result: Result<T, any Error>
                do { result = .success(try await work()) } catch { result = .failure(error) }
                if isFirst() { continuation.resume(with: result) }
            }
            Task {
                try? await Task.sleep(for: limit)
                if isFirst() {
                    continuation.resume(throwing: Expired())
                    worker.cancel()
                }
            }
        }
    }
}
