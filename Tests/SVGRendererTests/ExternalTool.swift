import Foundation
import PTableTestSupport

/// A command-line program the tests run as a subprocess, found on `PATH`.
struct ExternalTool {
    let url: URL

    init?(_ name: String) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return nil
        }
        url = found
    }

    static func isInstalled(_ name: String) -> Bool { ExternalTool(name) != nil }

    struct Result {
        let status: Int32
        let standardError: String
    }

    /// Runs the tool to completion; standard output is discarded, standard error kept for messages.
    func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// A fresh temporary folder for one test's files.
func temporaryFolder() throws -> URL {
    try TestFolder.make("svg")
}
