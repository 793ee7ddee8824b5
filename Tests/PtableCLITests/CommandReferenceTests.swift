import ArgumentParser
import Foundation
@testable import PTableCommandLine
import Testing

/// The DocC command reference is argument-parser's own description of `ptable`, so every
/// command and option a user can type is documented, and a change to an option fails here until
/// the article is written again (`PTABLE_RECORD_REFERENCE=1 swift test --filter CommandReferenceTests`).
@Suite struct CommandReferenceTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/PTableCommandLine/Documentation.docc/CommandReference.md")

    @Test func theReferenceArticleIsTheParsersDescriptionOfEveryCommand() throws {
        let expected = try CommandReference.article(fromDump: PTableCommand._dumpHelp())
        if ProcessInfo.processInfo.environment["PTABLE_RECORD_REFERENCE"] == "1" {
            try Data(expected.utf8).write(to: Self.article)
        }
        let committed = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(committed == expected, "CommandReference.md is out of date: run PTABLE_RECORD_REFERENCE=1 swift test --filter CommandReferenceTests")
    }

    /// The article is the same on every machine: `--jobs` names no processor count as its default.
    @Test func theReferenceDoesNotDependOnTheMachine() throws {
        let article = try CommandReference.article(fromDump: PTableCommand._dumpHelp())
        let jobs = article.split(separator: "\n").filter { $0.hasPrefix("- `--jobs") }
        #expect(jobs.count == 3)
        for line in jobs {
            #expect(!line.contains("Default:"), "\(line)")
        }
    }

    @Test func everyOptionOfEveryCommandAppearsInTheArticle() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        for option in ["--data", "--lang", "--paper", "--color-by", "--store", "--port", "--tolerance", "--by", "--jobs"] {
            #expect(text.contains("`\(option)"), "\(option) is missing from the command reference")
        }
        for command in ["ptable list", "ptable tile", "ptable tiles", "ptable table", "ptable theme show", "ptable palette",
                        "ptable snapshot record", "ptable snapshot verify", "ptable favorite add", "ptable serve"] {
            #expect(text.contains("`\(command)`"), "\(command) has no section in the command reference")
        }
    }
}
