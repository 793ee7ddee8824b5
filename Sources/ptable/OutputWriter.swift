import Foundation

/// Writes command output to stdout or to a file, never leaving a half-written file.
///
/// Files are written to a temporary file in the destination folder and renamed into
/// place, so an interrupted run leaves either the old file or the new one.
enum OutputWriter {
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
        case let path?: .file(URL(fileURLWithPath: path))
        case nil where prefersStandardOutput: .standardOutput
        case nil: .file(URL(fileURLWithPath: "Output", isDirectory: true).appendingPathComponent(defaultName))
        }
    }

    /// Checks that `destination` can be written before any rendering work is done.
    static func preflight(_ destination: Destination, createDefaultFolder: Bool) throws {
        guard case let .file(url) = destination else { return }
        let path = url.relativePath
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError.cannotWrite(path: path, reason: "it is a directory")
        }
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard createDefaultFolder else {
                throw CLIError.cannotWrite(path: path, reason: "folder \(folder.relativePath) does not exist")
            }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw CLIError.cannotWrite(path: path, reason: "cannot create folder \(folder.relativePath)")
            }
        } else if !isDirectory.boolValue {
            throw CLIError.cannotWrite(path: path, reason: "\(folder.relativePath) is not a folder")
        }
        if !FileManager.default.isWritableFile(atPath: folder.path) {
            throw CLIError.cannotWrite(path: path, reason: "folder \(folder.relativePath) is not writable")
        }
    }

    /// Writes `data` to `destination` atomically.
    static func write(_ data: Data, to destination: Destination) throws {
        switch destination {
        case .standardOutput:
            FileHandle.standardOutput.write(data)
        case let .file(url):
            try writeAtomically(data, to: url)
        }
    }

    /// Read once: reading the umask means setting it, which would race between the
    /// threads of a batch command.
    private static let processUmask: mode_t = {
        let mask = umask(0)
        umask(mask)
        return mask
    }()

    private static func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        var template = Array(folder.appendingPathComponent(".\(url.lastPathComponent).ptable-XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CLIError.cannotWrite(path: url.relativePath, reason: String(cString: strerror(errno)))
        }
        let temporaryPath = String(cString: template)
        TemporaryFiles.register(temporaryPath)
        defer { TemporaryFiles.unregister(temporaryPath) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        // mkstemp creates 0600; published files get the usual 0644 (less the umask).
        chmod(temporaryPath, 0o666 & ~processUmask)
        if failure == nil, rename(temporaryPath, url.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporaryPath)
            throw CLIError.cannotWrite(path: url.relativePath, reason: failure)
        }
    }
}
