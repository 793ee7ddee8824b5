import Foundation
import NIOConcurrencyHelpers

/// The files a command reads, so that no output ever replaces one of them; kept per run in
/// the command's context (`CommandSession`).
///
/// Every option that names an input file registers it here before the file is read
/// (`InputFiles.register(path, option: "--data")`), and `OutputWriter` refuses, as a usage
/// error, to write a file that is the same file as any of them. "The same" is judged by device
/// and inode, following links, not by spelling: `./d.json`, `d.json`, a symbolic link to it and
/// a hard link all match. Options added later (`--values`, `--count-formulas`, `--store`) call
/// `register` the same way.
enum InputFiles {
    /// One registered input.
    struct Entry: Equatable {
        var option: String
        var path: String
        var device: UInt64
        var inode: UInt64
    }


    /// Remembers `path`, given to `option`, as an input. Paths that do not exist yet, and
    /// devices, FIFOs and sockets (`/dev/stdin`), are not files an output could replace.
    static func register(_ path: String, option: String) {
        guard let identity = identity(of: path, requireRegular: true) else { return }
        let entry = Entry(option: option, path: path, device: identity.device, inode: identity.inode)
        CommandContext.current.session.inputFiles.withLockedValue { if !$0.contains(entry) { $0.append(entry) } }
    }

    /// The input that `path` is the same file as, if any.
    static func input(sameAs path: String) -> Entry? {
        guard let identity = identity(of: path, requireRegular: false) else { return nil }
        return CommandContext.current.session.inputFiles.withLockedValue { list in
            list.first { $0.device == identity.device && $0.inode == identity.inode }
        }
    }

    /// Throws `CLIError.outputIsInput` when writing `path` would replace an input.
    static func checkOutput(_ path: String, shownAs shownPath: String) throws {
        if let input = input(sameAs: path) {
            throw CLIError.outputIsInput(path: shownPath, option: input.option, inputPath: input.path)
        }
    }

    /// Device and inode of the file at `path` (from the command's working folder), following links.
    private static func identity(of path: String, requireRegular: Bool) -> (device: UInt64, inode: UInt64)? {
        var status = stat()
        guard stat(CommandContext.current.absolutePath(path), &status) == 0 else { return nil }
        if requireRegular, status.st_mode & S_IFMT != S_IFREG { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }
}
