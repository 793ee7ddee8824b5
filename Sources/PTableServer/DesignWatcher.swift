import Foundation
import ServiceLifecycle

/// `--watch`: looks at the data and theme files every `watchInterval`; when one changes, loads the
/// design again and serves it, or, when the new file is broken, keeps the old design, logs
/// the problem and tells the open pages.
struct DesignWatcher: Service {
    let loader: DesignLoader
    /// Its design store, log and `--watch` interval.
    let state: ServerState

    func run() async throws {
        // The loop ends on graceful shutdown (the sleep throws when the task is cancelled).
        try? await cancelWhenGracefulShutdown {
            var stamps = loader.watchedPaths.map(DesignLoader.stamp)
            var revision = state.designs.current.revision
            // From here on an edit is seen: a script (or a test) that waits for this line
            // need not guess how long the watch takes to start.
            state.metrics.recordWatching()
            state.log.note("watching \(loader.watchedPaths.joined(separator: " and ")) for changes")
            while !Task.isCancelled {
                try await Task.sleep(for: state.configuration.watchInterval)
                let now = loader.watchedPaths.map(DesignLoader.stamp)
                guard now != stamps else { continue }
                stamps = try await settled(from: now)
                // A broken file is no new revision: the revision counts designs served.
                do {
                    let design = try loader.load(revision: revision + 1)
                    revision += 1
                    state.designs.replace(with: design)
                    state.metrics.recordReload(failed: false)
                    state.log.note("reloaded \(loader.watchedPaths.joined(separator: " and ")) (revision \(revision))")
                } catch {
                    let message = error.localizedDescription
                    state.designs.report(message)
                    state.metrics.recordReload(failed: true)
                    state.log.note("error: \(message) (still serving the previous design)", level: .error)
                }
            }
        }
        state.designs.close()
    }

    /// The files' stamps once they have stood still for one interval: an editor or a script
    /// that truncates and then writes leaves an empty file for a moment, which is not an edit
    /// to report as broken.
    private func settled(from stamps: [String?]) async throws -> [String?] {
        var last = stamps
        for _ in 0..<50 {
            try await Task.sleep(for: state.configuration.watchInterval)
            let now = loader.watchedPaths.map(DesignLoader.stamp)
            if now == last { return now }
            last = now
        }
        return last
    }
}
