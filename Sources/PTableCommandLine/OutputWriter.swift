import ElementData
import Foundation

/// Writes command output to stdout or to a file, never leaving a half-written file.
///
/// Files are written to a temporary file in the destination folder and renamed into
/// place, so an interrupted run leaves either the old file or the new one. The temporary
/// file is registered with `TemporaryFiles`, whose signal handlers remove it on Ctrl-C,
/// SIGTERM or SIGHUP. A file that is the same file as an input (`InputFiles`) is never
/// written, and a replaced file keeps its permission bits.
///
/// What happens at a name that is not a regular file depends on the `WritePolicy`: a path the
/// user named with `-o` may be a device or FIFO (`-o /dev/null`, `-o /dev/stdout`, written in
/// place, never blocking on a FIFO nobody reads) or a link (its target is replaced); a file a
/// batch command names itself (`tiles`, `snapshot`) never goes through a link or special
/// file: whatever is at the name is replaced by a regular file.
enum OutputWriter {
    /// How a destination that is a link or a special file is treated.
    enum WritePolicy {
        /// A path given with `-o`: devices and FIFOs are written in place, links followed.
        case explicitPath
        /// A file named by a batch command: the name itself is replaced by a regular file.
        case batchEntry
    }

    /// Where output goes.
    enum Destination: Equatable {
        case standardOutput
        case file(URL)
    }

    /// `-o -` is stdout, `-o PATH` a file; without `-o`, text formats go to stdout and
    /// file formats to `Output/<defaultName>`.
    static func destination(option: String?, defaultName: String, prefersStandardOutput: Bool) -> Destination {
        switch option {
        case "-": .standardOutput
        // A URL drops the slash of `out.svg/`; a folder URL keeps the path naming a folder.
        case let path?: .file(CommandContext.current.url(for: path, isDirectory: path.hasSuffix("/")))
        case nil where prefersStandardOutput: .standardOutput
        case nil: .file(CommandContext.current.url(for: "Output", isDirectory: true).appendingPathComponent(defaultName))
        }
    }

    /// Checks that `destination` can be written before any rendering work is done.
    static func preflight(_ destination: Destination, createDefaultFolder: Bool) throws {
        guard case let .file(url) = destination else { return }
        let path = url.relativePath
        if url.lastPathComponent.isEmpty || path.hasSuffix("/") {
            throw CLIError.cannotWrite(path: path, reason: "it names a folder, not a file")
        }
        try InputFiles.checkOutput(url.path, shownAs: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw CLIError.cannotWrite(path: path, reason: "it is a directory") }
            if isSpecialFile(url) { return try refuseOwnStandardInput(url) }
        }
        // `-o out.svg/` names a folder, as the shell's `>` reads it: writing the file out.svg
        // instead replaced a file that was never named.
        if url.hasDirectoryPath { throw CLIError.cannotWrite(path: path + "/", reason: "it names a folder, not a file") }
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard createDefaultFolder else {
                // fileExists says no too for a loop of links or a folder that may not be searched.
                var status = stat()
                let code = stat(folder.path, &status) == 0 ? ENOENT : errno
                let shown = ElementText.escaped(folder.relativePath)
                throw CLIError.cannotWrite(path: path, reason: code == ENOENT ? "folder \(shown) does not exist" : "folder \(shown): \(pathReason(code))")
            }
            do {
                try FolderMaker.create(folder.path)
            } catch {
                throw CLIError.cannotWrite(path: path, reason: "cannot create folder \(folder.relativePath): \(error.reason)")
            }
        } else if !isDirectory.boolValue {
            throw CLIError.cannotWrite(path: path, reason: "\(folder.relativePath) is not a folder")
        }
        if access(folder.path, W_OK | X_OK) != 0 {
            throw CLIError.cannotWrite(path: path, reason: "folder \(folder.relativePath) is not writable")
        }
    }

    /// Writes `data` to `destination` atomically.
    ///
    /// - Throws: `CLIError.outputIsInput` (usage) when the file is one of the `InputFiles`,
    ///   `CLIError.cannotWrite` when it cannot be written.
    static func write(_ data: Data, to destination: Destination, policy: WritePolicy = .explicitPath) throws {
        try write(to: destination, policy: policy) { write in try write(data) }
    }

    /// Writes what `produce` hands its argument, piece by piece, to `destination`: a file is
    /// still replaced atomically (the pieces go to a temporary file, renamed once `produce`
    /// returns), so a huge PNG streams to disk without ever being in memory whole. When
    /// `produce` throws, its error is rethrown and no file is left behind.
    static func write(to destination: Destination, policy: WritePolicy = .explicitPath,
                      producing produce: (_ write: (Data) throws -> Void) throws -> Void) throws {
        guard case let .file(url) = destination else {
            return try produce { try StandardStream.writeOutput($0) }
        }
        try InputFiles.checkOutput(url.path, shownAs: url.relativePath)
        switch policy {
        case .explicitPath where isSpecialFile(url):
            try writeDirectly(to: url, producing: produce)
        case .explicitPath:
            // Replace the file a symbolic link points to, not the link.
            try writeAtomically(to: try linkTarget(of: url), shownAs: url.relativePath, producing: produce)
        case .batchEntry:
            // rename() replaces the name itself: a link, FIFO or device there is never used.
            try writeAtomically(to: url, shownAs: url.relativePath, producing: produce)
        }
    }

    /// The file `url` names, following symbolic links at its end even where the last one points
    /// to no file yet, which is then created, as a shell's `>` creates it: a dangling link was
    /// replaced by a file. A loop of links is refused, as the shell refuses it.
    private static func linkTarget(of url: URL) throws -> URL {
        var current = url
        // POSIX systems give up after 40 links (Linux's MAXSYMLINKS); so does this.
        for _ in 0...40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                return current.resolvingSymlinksInPath()
            }
            current = destination.hasPrefix("/") ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        throw CLIError.cannotWrite(path: url.relativePath, reason: pathReason(ELOOP))
    }

    /// A character device, FIFO or socket (following links): written in place.
    private static func isSpecialFile(_ url: URL) -> Bool {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK
    }

    /// Refuses the pipe that is this command's own standard input (`-o /dev/stdin` under
    /// `… | ptable`): ptable would be its only reader, so once the pipe's 64 KiB were full the
    /// write waited for ever; opening it non-blocking does not catch it, as a reader exists.
    private static func refuseOwnStandardInput(_ url: URL) throws {
        var output = stat(), input = stat()
        guard stat(url.path, &output) == 0, output.st_mode & S_IFMT == S_IFIFO,
              fstat(CommandContext.current.standardInput, &input) == 0,
              input.st_dev == output.st_dev, input.st_ino == output.st_ino else { return }
        throw CLIError.cannotWrite(path: url.relativePath, reason: "it is the pipe ptable reads its standard input from, which no other process reads")
    }

    /// Opened non-blocking, so a FIFO that nobody reads is refused instead of hanging.
    private static func writeDirectly(to url: URL, producing produce: ((Data) throws -> Void) throws -> Void) throws {
        try refuseOwnStandardInput(url)
        let descriptor = open(url.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "it is a FIFO that no process reads" : pathReason(errno)
            throw CLIError.cannotWrite(path: url.relativePath, reason: reason)
        }
        defer { close(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        try produce { data in
            if let failure = StandardStream.writeAll(data, to: descriptor) {
                throw CLIError.cannotWrite(path: url.relativePath, reason: failure)
            }
        }
    }

    /// Read once: reading the umask means setting it, which would race between the
    /// threads of a batch command.
    private static let processUmask: mode_t = {
        let mask = umask(0)
        umask(mask)
        return mask
    }()

    private static func writeAtomically(to url: URL, shownAs shownPath: String,
                                        producing produce: ((Data) throws -> Void) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        var template = Array(folder.appendingPathComponent(".\(url.lastPathComponent).ptable-XXXXXX").path.utf8CString)
        // No signal may land between creating the file and registering it for removal.
        let descriptor: Int32
        let temporaryPath: String
        do {
            let blocked = blockInterruptions()
            defer { restore(blocked) }
            // The process is dying of a signal on another thread: create nothing, wait for the end.
            while !TemporaryFiles.beginCreating() { pause() }
            defer { TemporaryFiles.endCreating() }
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else {
                throw CLIError.cannotWrite(path: shownPath, reason: pathReason(errno))
            }
            temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            TemporaryFiles.register(temporaryPath)
        }
        defer { TemporaryFiles.unregister(temporaryPath) }
        var failure: String?
        do {
            try produce { data in
                failure = StandardStream.writeAll(data, to: descriptor)
                if let failure { throw CLIError.cannotWrite(path: shownPath, reason: failure) }
            }
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        if failure == nil, fsync(descriptor) != 0 { failure = systemReason(errno) }
        close(descriptor)
        // mkstemp creates 0600; a replaced file keeps its permission bits, a new one gets the
        // usual 0644 (less the umask).
        chmod(temporaryPath, existingPermissions(of: url) ?? (0o666 & ~processUmask))
        pauseForTests()
        if failure == nil, rename(temporaryPath, url.path) != 0 { failure = pathReason(errno) }
        if let failure {
            unlink(temporaryPath)
            throw CLIError.cannotWrite(path: shownPath, reason: failure)
        }
    }

    /// The permission bits of the regular file at `url` (not following a link), if there is one.
    private static func existingPermissions(of url: URL) -> mode_t? {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return status.st_mode & 0o777
    }

    private static func blockInterruptions() -> sigset_t {
        var interruptions = sigset_t()
        var previous = sigset_t()
        sigemptyset(&interruptions)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interruptions, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &interruptions, &previous)
        return previous
    }

    private static func restore(_ mask: sigset_t) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    /// Debug builds only: `PTABLE_DEBUG_WRITE_PAUSE=SECONDS` waits with the temporary file
    /// complete but not yet renamed, so a test can interrupt the write at exactly that point.
    private static func pauseForTests() {
        #if DEBUG
        if let text = CommandContext.current.environment["PTABLE_DEBUG_WRITE_PAUSE"],
           let seconds = Double(text), seconds > 0, seconds < 60 {
            usleep(UInt32(seconds * 1_000_000))
        }
        #endif
    }
}
