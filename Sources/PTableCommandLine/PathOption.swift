import ArgumentParser

/// Checks shared by every option that names a file or folder.
enum PathOption {
    /// An empty path names nothing: `-o ""` would otherwise mean the current folder and
    /// `--data ""` a folder read as a file.
    static func requireNonEmpty(_ value: String?, option: String, what: String = "a file") throws {
        if let value, value.isEmpty {
            throw ValidationError("\(option) needs \(what), got an empty path")
        }
    }
}
