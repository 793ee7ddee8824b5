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
        let url = CommandContext.current.url(for: path, isDirectory: true)
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

    /// One line for an error in a batch, control characters removed: the message `CommandLineMain`
    /// would print after `error: `.
    static func message(for error: Error) -> String {
        CLIFailure(error)?.message ?? CLIFailure.oneLine(error.localizedDescription)
    }

    /// The documented exit code for a failure, as `CommandLineMain` chooses it (`CLIFailure`).
    static func exitCode(for error: Error) -> ExitCode {
        CLIFailure(error)?.code ?? .internalError
    }
}
