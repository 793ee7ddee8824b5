import Foundation
import Synchronization

/// Temporary files being written, removed if the process is interrupted.
///
/// `CommandLineMain.run` (the executable; never an in-process run) calls `installSignalHandlers()`
/// first. A signal handler may only call async-signal-safe functions, so the paths live as C strings in a fixed table of
/// raw memory that the handler walks with `unlink` — no Swift arrays, locks or allocation.
///
/// With several threads writing (`tiles --jobs`), a handler running on one thread could walk
/// the table just before another thread creates and registers its file. So creating a
/// temporary file is bracketed by `beginCreating`/`endCreating`, and the handler first marks
/// the process as dying, then waits for creations in flight to be registered before it
/// removes files; a thread that begins after the mark creates nothing.
enum TemporaryFiles {
    /// Enough for a file per thread at any `--jobs` the machine can usefully run.
    private static let capacity = 4096
    /// Set by the first signal handler: no new temporary file may be created.
    private static let dying = Atomic<Bool>(false)
    /// Threads between `beginCreating` and `endCreating`.
    private static let creating = Atomic<Int>(0)
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
                TemporaryFiles.dying.store(true, ordering: .sequentiallyConsistent)
                TemporaryFiles.waitForCreations()
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

    /// Call with the interrupting signals blocked on this thread, before creating a temporary
    /// file; when it returns false the process is being interrupted and no file may be
    /// created. Every true must be followed by `endCreating()` once the file is registered.
    static func beginCreating() -> Bool {
        creating.add(1, ordering: .sequentiallyConsistent)
        if dying.load(ordering: .sequentiallyConsistent) {
            creating.subtract(1, ordering: .sequentiallyConsistent)
            return false
        }
        return true
    }

    static func endCreating() {
        creating.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// In the handler: up to a second for threads creating a file to register it.
    private static func waitForCreations() {
        var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        for _ in 0..<1000 where creating.load(ordering: .sequentiallyConsistent) > 0 {
            nanosleep(&pause, nil)
        }
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
