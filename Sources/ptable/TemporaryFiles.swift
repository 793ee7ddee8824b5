import Foundation

/// Temporary files being written, removed if the process is interrupted.
///
/// `PTable.main` calls `installSignalHandlers()` before anything else. A signal handler may
/// only call async-signal-safe functions, so the paths live as C strings in a fixed table of
/// raw memory that the handler walks with `unlink` — no Swift arrays, locks or allocation.
enum TemporaryFiles {
    private static let capacity = 64
    /// Slots hold `strdup`ed paths or nil; written only by `register` and `unregister`.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()
    private static let lock = NSLock()

    /// Removes registered files on SIGINT, SIGTERM, SIGHUP and SIGPIPE, then dies of the
    /// signal as if there were no handler, so the shell sees the usual status (130, 143...).
    ///
    /// A signal the parent ignores stays ignored (`nohup`, background jobs of a script). A
    /// signal the parent left *blocked* is unblocked: a process started from a libdispatch
    /// worker thread inherits a mask that blocks SIGTERM and SIGINT, and would otherwise
    /// ignore them until it exits.
    static func installSignalHandlers() {
        _ = slots  // allocate the table now, never inside a handler
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            let previous = signal(signalNumber) { received in
                TemporaryFiles.removeAll()
                signal(received, SIG_DFL)
                raise(received)
            }
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(signalNumber, SIG_IGN)
            } else {
                sigaddset(&unblock, signalNumber)
            }
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Marks `path` for removal if the process is interrupted before `unregister(path)`.
    static func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for index in 0..<capacity where slots[index] == nil {
            slots[index] = strdup(path)
            return
        }
    }

    static func unregister(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for index in 0..<capacity {
            if let stored = slots[index], String(cString: stored) == path {
                slots[index] = nil  // cleared before it is freed: a handler never sees freed memory
                free(stored)
            }
        }
    }

    /// Async-signal-safe: `unlink` on every registered path.
    private static func removeAll() {
        for index in 0..<capacity {
            if let path = slots[index] { unlink(path) }
        }
    }
}
