import Foundation
import PTableCommandLine
import Testing

/// A command run in-process takes everything from its `CommandContext`, never from the test
/// process: its folder, its environment, its streams, and it returns its exit status.
@Suite struct CommandContextTests {
    @Test func relativePathsAreReadAndWrittenInTheContextsFolder() async throws {
        let folders = try (0..<4).map { _ in try Ptable.temporaryDirectory() }
        // Several commands at once, each in its own folder, with the same relative names.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, folder) in folders.enumerated() {
                try Data("Na\n\(index + 1)\n".utf8).write(to: folder.appendingPathComponent("mine.txt"))
                group.addTask {
                    let result = try await Ptable.run(["tile", "Na", "--format", "svg"], in: folder)
                    #expect(result.status == 0, "\(result.stderr)")
                    #expect(result.stderrLines == ["wrote Output/011-sodium.svg"])
                    let listed = try await Ptable.run(["table", "--highlight", "@mine.txt", "-o", "t.json"], in: folder)
                    #expect(listed.status == 0, "\(listed.stderr)")
                    let missing = try await Ptable.run(["table", "--highlight", "@absent.txt", "-o", "u.json"], in: folder)
                    #expect(missing.stderrLines == ["error: cannot read absent.txt: no such file"])
                }
            }
            try await group.waitForAll()
        }
        for folder in folders {
            #expect(Ptable.contents(of: folder) == ["Output", "mine.txt", "t.json"])
            #expect(Ptable.contents(of: folder.appendingPathComponent("Output")) == ["011-sodium.svg"])
        }
        #expect(!FileManager.default.fileExists(atPath: "mine.txt"))
    }

    @Test func aFolderWithoutATrailingSlashIsStillTheFolder() {
        let context = CommandContext(arguments: [], environment: [:], workingDirectory: URL(fileURLWithPath: "/tmp/refs"))
        #expect(context.url(for: ".", isDirectory: true).appendingPathComponent("a.svg").path == "/tmp/refs/a.svg")
        #expect(context.url(for: "b/c.svg").relativePath == "b/c.svg")
        #expect(context.absolutePath("/etc/hosts") == "/etc/hosts")
    }

    @Test func theEnvironmentIsTheContextsNotTheProcesss() async throws {
        let narrow = try await Ptable.run(["table", "--color", "never"], environment: ["COLUMNS": "40"])
        let wide = try await Ptable.run(["table", "--color", "never"], environment: ["COLUMNS": "200"])
        #expect(narrow.output != wide.output)
        #expect(narrow.output.split(separator: "\n").allSatisfy { $0.count <= 40 })
        let colour = try await Ptable.run(["tile", "Na", "--color", "auto"], environment: ["NO_COLOR": "1"])
        #expect(!colour.output.contains("\u{1B}["))
    }

    @Test func standardInputAndTheExitStatusBelongToTheRun() async throws {
        let piped = try await Ptable.run(["list", "--data", "-"], input: Data(#"[{"name":"Sodium"}]"#.utf8))
        #expect(piped.status == 65)
        #expect(piped.stderrLines.count == 1)
        #expect(piped.stderrLines.first?.hasPrefix("error: standard input") == true, "\(piped.stderr)")
        let usage = try await Ptable.run(["tile"])
        #expect(usage.status == 64)
        #expect(usage.stderrLines.first == "error: Missing expected argument '<element>'")
        #expect(usage.stdout.isEmpty)
    }

    @Test func aContextDescribesTheProcessByDefault() {
        let context = CommandContext.process
        #expect(context.workingDirectory.path == FileManager.default.currentDirectoryPath)
        #expect(context.standardOutput == STDOUT_FILENO)
        #expect(context.environment["PATH"] == ProcessInfo.processInfo.environment["PATH"])
    }
}
