import Foundation

/// Fresh folders for tests' files, all inside one folder per test process that is removed when
/// the process exits, so a run leaves nothing behind in the system's temporary folder.
public enum TestFolder {
    /// A new empty folder named `prefix-UUID`.
    public static func make(_ prefix: String = "test") throws -> URL {
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path, not yet taken, for a new file named `prefix-UUID.pathExtension` (its folder exists).
    public static func file(_ prefix: String, pathExtension: String) -> URL {
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.appendingPathComponent("\(prefix)-\(UUID().uuidString)").appendingPathExtension(pathExtension)
    }

    /// `ptable-tests-<pid>` in the system's temporary folder, removed at exit.
    public static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-tests-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        atexit { try? FileManager.default.removeItem(at: TestFolder.root) }
        return root
    }()
}
