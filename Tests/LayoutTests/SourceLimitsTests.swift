import Foundation
import PTableTestSupport
import Testing

/// The style limits on the sources (no function over 60 lines, no file over 300), checked by
/// `scripts/check-function-length.py` so they stay true as the code changes.
@Suite struct SourceLimitsTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the checker in the repository with `arguments`; its exit status and its standard
    /// output and error, in that order.
    private static func check(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        let python = Python.command(["scripts/check-function-length.py"] + arguments)
        process.executableURL = python.executable
        process.arguments = python.arguments
        process.currentDirectoryURL = repository
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func everySourceFunctionAndFileIsWithinTheLimits() throws {
        let result = try Self.check(["--allow", "scripts/function-length-allowlist.txt", "Sources"])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("error:"), "\(result.output)")
    }

    @Test func checkerReportsAFunctionOverSixtyLinesButNotOneOfSixty() throws {
        let folder = try TestFolder.make("source-limits")
        let lines = { (count: Int) in (1...count).map { "        let value\($0) = \"}\" // }" }.joined(separator: "\n") }
        let source = """
            struct Sample {
                func sixty() {
            \(lines(58))
                }

                func sixtyOne() {
            \(lines(59))
                }
            }

            """
        try source.write(to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
        let result = try Self.check([folder.path])
        #expect(result.status == 1)
        #expect(result.output == "error: \(folder.path)/Sample.swift:63: sixtyOne is 61 lines (limit 60)\n")
    }

    @Test func allowListToleratesItsFilesAndNamesThemStill() throws {
        let folder = try TestFolder.make("source-limits")
        let body = (1...299).map { "// line \($0)" }.joined(separator: "\n")
        let file = folder.appendingPathComponent("Long.swift")
        try (body + "\nlet last = 1\nlet extra = 2\n").write(to: file, atomically: true, encoding: .utf8)
        let allowList = folder.appendingPathComponent("allow.txt")
        try "# being restructured\n\(folder.path)/Long*.swift\n".write(to: allowList, atomically: true, encoding: .utf8)
        let result = try Self.check(["--allow", allowList.path, folder.path])
        #expect(result.status == 0)
        #expect(result.output == "allowed: \(file.path): 301 lines (limit 300)\n")
    }
}
