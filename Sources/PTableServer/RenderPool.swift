import Foundation
import Layout
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import PTableRendering

/// Renders off the event loop, one job per core at a time, each with font caches of its own.
///
/// Rendering is synchronous CPU work (layout, Cairo). Run on the event loop it would stall
/// every connection; run on Swift's cooperative pool it would starve the request tasks. A
/// thread pool of one thread per core keeps both free, and handing each thread its own
/// `ArtworkRenderer` means no thread waits on another's Cairo font face.
final class RenderPool: Sendable {
    private let threads: NIOThreadPool
    private let renderers: NIOLockedValueBox<[ArtworkRenderer]>

    /// A pool of `threadCount` threads (default: the number of cores), started at once.
    init(threadCount: Int = System.coreCount) {
        threads = NIOThreadPool(numberOfThreads: threadCount)
        threads.start()
        renderers = NIOLockedValueBox((0..<threadCount).map { _ in ArtworkRenderer().withOwnFontCaches() })
    }

    /// The job's image, drawn on a pool thread.
    func render(_ job: ImageJob) async throws -> Data {
        try await threads.runIfActive { [renderers] in
            Self.announceStartForTests()
            var renderer = renderers.withLockedValue { $0.popLast() } ?? ArtworkRenderer().withOwnFontCaches()
            defer { renderers.withLockedValue { $0.append(renderer) } }
            renderer.theme = job.theme
            renderer.formatter = job.formatter
            renderer.options = job.options
            return try renderer.render(job.artwork, as: job.format)
        }
    }

    /// Debug builds only: with `PTABLE_DEBUG_RENDER_STARTED` set, each render writes
    /// `render started` to standard error as it begins, so a test can signal the server while
    /// a request is known to be in flight instead of guessing how long it takes to arrive.
    private static func announceStartForTests() {
        #if DEBUG
        if ProcessInfo.processInfo.environment["PTABLE_DEBUG_RENDER_STARTED"] != nil {
            FileHandle.standardError.write(Data("render started\n".utf8))
        }
        #endif
    }

    /// Stops the threads once the jobs queued have run.
    func shutdown() async throws {
        try await threads.shutdownGracefully()
    }
}
