import ArgumentParser
import Foundation
import Layout
import PTableRendering

/// Folders that batch commands write many files into, and how their failures read.
enum BatchFolder {
    /// The folder at `path`, created with its parents if missing.
    ///
    /// - Throws: `CLIError.cannotWrite` when it is a file, cannot be created or is read-only.
    static func prepare(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError.cannotWrite(path: path, reason: "it is not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw CLIError.cannotWrite(path: path, reason: "cannot create the folder")
            }
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else {
            throw CLIError.cannotWrite(path: path, reason: "the folder is not writable")
        }
        return url
    }

    /// One line for an error in a batch, control characters removed: the message `PTable.main`
    /// would print after `error: `.
    static func message(for error: Error) -> String {
        CLIFailure(error)?.message ?? CLIFailure.oneLine(error.localizedDescription)
    }

    /// The documented exit code for a failure, as `PTable.main` chooses it (`CLIFailure`).
    static func exitCode(for error: Error) -> ExitCode {
        CLIFailure(error)?.code ?? .internalError
    }

    /// Ends a batch command whose failures were already reported one by one.
    static func exit(_ code: ExitCode) -> Never {
        fflush(nil)
        Foundation.exit(code.rawValue)
    }

    /// Best effort, never trapping: `text` on standard error.
    static func writeError(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
