import Foundation
import PTableTestSupport

/// Helpers for inspecting rendered output.
enum TestTools {
    /// Width and height from a PNG's IHDR chunk, or nil when `data` is not a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
        else { return nil }
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Whether an executable called `name` is on the PATH.
    static func isInstalled(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    /// Runs a tool, returning its exit status and standard output and error.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil)
        throws -> (status: Int32, output: String, error: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
        process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
        if let environment { process.environment = environment }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
                String(decoding: errorData, as: UTF8.self))
    }

    /// Writes `data` to a fresh temporary file with `pathExtension` and returns its URL.
    static func temporaryFile(_ data: Data, pathExtension: String) throws -> URL {
        let url = TestFolder.file("cairo", pathExtension: pathExtension)
        try data.write(to: url)
        return url
    }
}
