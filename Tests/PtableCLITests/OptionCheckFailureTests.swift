import ArgumentParser
import PTableCommandLine
import Testing

/// A command line a command's own checks refuse is reported without parsing it twice
/// (`OptionCheckFailure`): the message must be exactly what argument-parser prints for it when
/// it parses the line from the root, for every command that has checks.
@Suite struct OptionCheckFailureTests {
    typealias Root = PTableCommand

    /// A refusal of each command that has checks (each line costs two debug parses).
    static let refusedLines: [[String]] = [
        ["table", "--color-by", "melt"],
        ["table", "--paper", "a4", "--bleed", "30"],
        ["palette", "--columns", "0"],
        ["snapshot", "record", "refs", "--size", "8"],
        ["snapshot", "record", "refs", "--elements", "Na", "--favorites-of", "Ann"],
        ["serve", "--host", " "],
        ["favorite", "add", "Na", "--by", ""],
        ["favorite", "remove", "Na", "--by", ""],
        ["favorite", "list", "--by", ""],
    ]

    @Test(arguments: refusedLines)
    func aRefusedCheckReadsAsArgumentParserReportsIt(_ arguments: [String]) throws {
        let expected: String
        do {
            _ = try Root.parseAsRoot(arguments)
            Issue.record("argument-parser accepted \(arguments)")
            return
        } catch {
            #expect(Root.exitCode(for: error) == .validationFailure)
            expected = Root.fullMessage(for: error)
        }
        do {
            _ = try CommandLineMain.parse(Root.self, arguments: arguments)
            Issue.record("CommandLineMain accepted \(arguments)")
        } catch let failure as OptionCheckFailure {
            #expect(failure.fullMessage == expected)
        } catch {
            Issue.record("\(arguments) was not reported as a refused check: \(error)")
        }
    }

    @Test func aLineTheChecksAcceptIsTheCommandChecked() throws {
        let parsed = try CommandLineMain.parse(Root.self, arguments: ["table", "--format", "svg", "--width", "600"])
        #expect(String(describing: type(of: parsed)) == "TableCommand")
        #expect(DeferredOptionChecks.isDeferred == false)
    }
}
