import Foundation
import PTableRendering

/// The folder `snapshot verify` writes difference files into, created on the first one.
struct DiffFolder: Sendable {
    let path: String

    private var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// Removes the difference files an earlier run left (`*.diff.png`, `*.diff`), nothing else.
    func removeStaleFiles() throws {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for name in names where DiffArtifact.fileNameSuffixes.contains(where: name.hasSuffix) {
            try? FileManager.default.removeItem(at: url.appendingPathComponent(name))
        }
    }

    /// Writes `artifact` atomically and returns its path as the user gave the folder.
    func write(_ artifact: DiffArtifact) throws -> String {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw CLIError.cannotWrite(path: path, reason: "cannot create the folder")
        }
        let file = url.appendingPathComponent(artifact.fileName)
        try OutputWriter.write(artifact.data, to: .file(file))
        return (path as NSString).appendingPathComponent(artifact.fileName)
    }
}
