import Foundation

/// Runs the built `ptable` for the bytes a command writes to standard output.
enum CLI {
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Data {
        let process = Process()
        process.executableURL = ServerProcess.executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CLIFailed(arguments: arguments, status: process.terminationStatus) }
        return data
    }

    struct CLIFailed: Error {
        let arguments: [String]
        let status: Int32
    }
}
