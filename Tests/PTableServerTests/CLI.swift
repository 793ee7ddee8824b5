import Foundation
import PTableTestSupport

/// Runs the built `ptable` (through the shared `PtableProcess`) for the bytes a command writes
/// to standard output, to compare with what the server answers.
enum CLI {
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Data {
        let result = try PtableProcess.runBlocking(arguments, environment: environment)
        guard result.status == 0 else {
            throw CLIFailed(arguments: arguments, status: result.status, stderr: result.stderr)
        }
        return result.stdout
    }

    struct CLIFailed: Error {
        let arguments: [String]
        let status: Int32
        let stderr: String
    }
}
