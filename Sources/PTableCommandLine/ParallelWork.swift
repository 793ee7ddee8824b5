import Foundation
import NIOConcurrencyHelpers

/// Runs independent jobs on several threads at once.
enum ParallelWork {
    /// The default number of threads: the processors this process may use.
    static var defaultWidth: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The number of threads `forEach` uses for `count` jobs.
    static func threads(for count: Int, width: Int) -> Int {
        max(1, min(width, count))
    }

    /// Calls `body(index, thread)` once for each index in `0..<count`, on
    /// `threads(for: count, width: width)` threads (numbered from 0) that take the next index
    /// as they finish one, and returns when all are done. Indices start in order, so put the
    /// slowest jobs first.
    static func forEach(_ count: Int, width: Int = defaultWidth, _ body: @Sendable (_ index: Int, _ thread: Int) -> Void) {
        guard count > 0 else { return }
        let next = NIOLockedValueBox(0)
        let context = CommandContext.current
        DispatchQueue.concurrentPerform(iterations: threads(for: count, width: width)) { thread in
            // A thread of its own does not see the command's task-local context: bind it again.
            context.bound {
                while true {
                    let index = next.withLockedValue { value -> Int in
                        defer { value += 1 }
                        return value
                    }
                    guard index < count else { return }
                    body(index, thread)
                }
            }
        }
    }
}
