import ElementData
import Foundation
import Layout
import NIOConcurrencyHelpers
import PTableRendering
import ReferenceComparison

/// The folder `snapshot verify` writes difference files into, created on the first one.
///
/// The folder may be shared with the user's own files (`--diffs .`), so a run removes only
/// what an earlier run recorded as written by itself: every run lists the files it wrote in
/// `ptable-diffs.txt` in the folder, and the next run removes exactly those (regular files
/// or links with a difference file's name, never a folder) before it writes its own.
final class DiffFolder: Sendable {
    /// The record of the files a run wrote, one name a line.
    static let recordName = "ptable-diffs.txt"
    /// The most bytes of a record read; a larger one is not ours and is left alone.
    static let recordLimit = 1 << 20

    let path: String
    private let written = NIOLockedValueBox<[String]>([])

    init(path: String) {
        self.path = path
    }

    private var url: URL { CommandContext.current.url(for: path, isDirectory: true) }

    /// Fails, before anything is rendered, when the folder cannot be there: `--diffs notes.txt`
    /// (a file), or a path through one. Found on the first difference file instead, it failed
    /// every changed reference alike, one `error:` line each, after the changes were listed.
    ///
    /// - Throws: `CLIError.cannotWrite` naming the folder and what is in the way.
    func checkCanBeCreated() throws {
        if let obstacle = BatchFolder.obstacle(to: url) {
            throw CLIError.cannotWrite(path: path, reason: obstacle)
        }
    }

    /// Removes the difference files the previous run recorded, and its record; nothing else.
    func removeStaleFiles() throws {
        let record = url.appendingPathComponent(Self.recordName)
        guard let data = try? DataFile.contents(of: record, displayName: record.relativePath, limit: Self.recordLimit) else {
            return
        }
        for name in Self.recordedNames(in: data) {
            let file = url.appendingPathComponent(name)
            var status = stat()
            guard lstat(file.path, &status) == 0 else { continue }
            let type = status.st_mode & S_IFMT
            if type == S_IFREG || type == S_IFLNK { unlink(file.path) }
        }
        unlink(record.path)
    }

    /// The names in a record that a run can have written: plain difference-file names only,
    /// so an edited record cannot point outside the folder or at a reference.
    static func recordedNames(in data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { name in
            !name.hasPrefix("#") && !name.contains("/") && name != "." && name != ".."
                && DiffArtifact.fileNameSuffixes.contains(where: { name.hasSuffix($0) && name.count > $0.count })
        }
    }

    /// Writes `artifact` atomically and returns its path as the user gave the folder.
    func write(_ artifact: DiffArtifact) throws -> String {
        do {
            try FolderMaker.create(url.path)
        } catch {
            throw CLIError.cannotWrite(path: path, reason: BatchFolder.whyNotCreated(url, failure: error))
        }
        let file = url.appendingPathComponent(artifact.fileName)
        // The previous run's files are gone, so anything at this name is not ptable's to replace.
        var status = stat()
        if lstat(file.path, &status) == 0 {
            throw CLIError.cannotWrite(path: PathText.joined(path, artifact.fileName),
                                       reason: "a file ptable did not write is there; move it or choose another --diffs folder")
        }
        // Recorded before it exists: an interrupted run's files are still removed by the next.
        written.withLockedValue { $0.append(artifact.fileName) }
        try saveRecord()
        try OutputWriter.write(artifact.data, to: .file(file), policy: .batchEntry)
        return PathText.joined(path, artifact.fileName)
    }

    /// Writes the record of this run's files (serialised: one writer at a time).
    private func saveRecord() throws {
        try written.withLockedValue { names in
            let text = "# Difference files written by ptable snapshot verify; the next run removes these.\n"
                + names.sorted().map { $0 + "\n" }.joined()
            try OutputWriter.write(Data(text.utf8), to: .file(url.appendingPathComponent(Self.recordName)),
                                   policy: .batchEntry)
        }
    }
}
