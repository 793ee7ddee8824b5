import Foundation

/// Temporary files being written, removed if the process is interrupted.
///
/// A signal handler may only call async-signal-safe functions, so the paths are kept
/// as C strings in a fixed table that the handler walks with `unlink`.
enum TemporaryFiles {
    private static let capacity = 64
    nonisolated(unsafe) private static var paths = [UnsafeMutablePointer<CChar>?](repeating: nil, count: capacity)
    private static let lock = NSLock()

    /// Removes registered files on SIGINT, SIGTERM, SIGHUP and SIGPIPE, then dies of the signal.
    static func installSignalHandlers() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            signal(signalNumber) { received in
                for index in 0..<TemporaryFiles.capacity {
                    if let path = TemporaryFiles.paths[index] { unlink(path) }
                }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    static func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if let slot = paths.firstIndex(where: { $0 == nil }) {
            paths[slot] = strdup(path)
        }
    }

    static func unregister(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for index in paths.indices {
            if let stored = paths[index], String(cString: stored) == path {
                paths[index] = nil
                free(stored)
            }
        }
    }
}
