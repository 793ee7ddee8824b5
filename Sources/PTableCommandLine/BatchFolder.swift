import ArgumentParser
import ElementData
import Foundation
import NIOConcurrencyHelpers
import PTableRendering

/// Folders that batch commands write many files into, and how their failures read.
enum BatchFolder {
    /// The folder at `path`, created with its parents if missing, that the files `names` go into.
    ///
    /// - Throws: `CLIError.cannotWrite` when it is a file, cannot be created or is read-only;
    ///   `CLIError.outputIsInput` (usage) before anything is drawn when one of `names` would
    ///   replace an input, as for a single output, rather than as one failed file among those written.
    static func prepare(_ path: String, for names: [String]) throws -> URL {
        let url = CommandContext.current.url(for: path, isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError.cannotWrite(path: path, reason: "it is not a folder") }
            for name in names {
                let file = url.appendingPathComponent(name)
                try InputFiles.checkOutput(file.path, shownAs: file.relativePath)
            }
        } else {
            do {
                try FolderMaker.create(url.path)
            } catch {
                throw CLIError.cannotWrite(path: path, reason: whyNotCreated(url, failure: error))
            }
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else {
            throw CLIError.cannotWrite(path: path, reason: "the folder is not writable")
        }
        return url
    }

    /// Why the folder `url` could not be created (`failure`), in the words of what is in the way: a file,
    /// a link to nothing, a file where a parent folder should be, a read-only parent. "cannot
    /// create the folder" alone left `--diffs refs.txt` and `-o notes.txt/tiles` unexplained.
    static func whyNotCreated(_ url: URL, failure: FolderMaker.Failure) -> String {
        obstacle(to: url) ?? "cannot create the folder: \(failure.reason)"
    }

    /// What stands in the way of a folder at `url`, in `whyNotCreated`'s words; nil when it is
    /// a folder, or when nothing seen from here would stop it being created.
    static func obstacle(to url: URL) -> String? {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return nil }
        if lstat(url.path, &status) == 0 {
            let isLink = status.st_mode & S_IFMT == S_IFLNK
            return isLink && stat(url.path, &status) != 0 ? "it is a symbolic link that leads to nothing" : "it is not a folder"
        }
        var ancestor = url.deletingLastPathComponent()
        while stat(ancestor.path, &status) != 0, ancestor.path != "/" { ancestor = ancestor.deletingLastPathComponent() }
        let shown = ElementText.escaped(ancestor.relativePath)
        if status.st_mode & S_IFMT != S_IFDIR { return "\(shown) is not a folder" }
        if access(ancestor.path, W_OK | X_OK) != 0 { return "cannot create the folder: \(shown) is not writable" }
        return nil
    }

    /// One line for an error in a batch, control characters escaped: the message `CommandLineMain`
    /// would print after `error: `.
    static func message(for error: Error) -> String {
        CLIFailure(error)?.message ?? ElementText.errorLine(error.localizedDescription)
    }

    /// The documented exit code for a failure, as `CommandLineMain` chooses it (`CLIFailure`).
    static func exitCode(for error: Error) -> ExitCode {
        CLIFailure(error)?.code ?? .internalError
    }

    /// Runs `job` for each of `names` (the files of a batch) on `jobs` threads (nil: one per
    /// processor, a default kept out of `--help` so it reads the same on every machine) under a
    /// progress bar, each thread with its own copy of `renderer` (Cairo draws one font face on
    /// one thread at a time). A job that throws is named on stderr (`error: 026-iron.png: …`) while the
    /// others go on; the errors are returned by index.
    static func run(_ names: [String], jobs: Int?, renderer: ArtworkRenderer,
                    _ job: @Sendable (_ index: Int, _ renderer: ArtworkRenderer) throws -> Void) -> [Int: Error] {
        let progress = ProgressBar(total: names.count)
        let failures = NIOLockedValueBox<[Int: Error]>([:])
        let jobs = jobs ?? ParallelWork.defaultWidth
        let renderers = (0..<ParallelWork.threads(for: names.count, width: jobs)).map { _ in renderer.withOwnFontCaches() }
        ParallelWork.forEach(names.count, width: jobs) { index, thread in
            do {
                try job(index, renderers[thread])
            } catch {
                failures.withLockedValue { $0[index] = error }
                progress.printAbove("error: \(names[index]): \(message(for: error))")
            }
            progress.advance(label: names[index])
        }
        progress.finish()
        return failures.withLockedValue { $0 }
    }
}
