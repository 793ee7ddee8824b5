import Foundation
import PTableTestSupport
import Testing

/// The C library's locale of the process ptable runs in (a host program or a test runner that
/// called `setlocale`) changes no byte: numbers keep their point in every format, PDF syntax
/// included. Each command runs in this process on a thread whose C locale is German.
@Suite struct ProcessLocaleTests {
    static let german = "de_DE.UTF-8"

    static let commands: [[String]] = [
        ["list"],
        ["properties", "Fe"],
        ["tile", "Fe", "--fields", "number,symbol,name,mass,melt,boil,density,electronegativity", "--format", "json", "-o", "-"],
        ["tile", "Na", "--format", "svg", "-o", "-"],
        ["tile", "Na", "--format", "svg", "--outline-text", "-o", "-"],
        ["table", "--paper", "a4", "--bleed", "3", "--format", "pdf", "-o", "-"],
        ["table", "--color-by", "density", "--format", "svg", "-o", "-"],
        ["palette", "--format", "json", "-o", "-"],
    ]

    @Test(.enabled(if: ThreadLocale.isInstalled(german),
                   "needs the de_DE.UTF-8 locale: scripts/install-dependencies.sh generates it"),
          arguments: commands)
    func aDecimalCommaCLocaleChangesNoByte(arguments: [String]) throws {
        let expected = try Ptable.runInProcess(arguments)
        #expect(expected.status == 0, "\(expected.stderr)")
        let german = try ThreadLocale.with(Self.german) { try Ptable.runInProcess(arguments) }
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout == expected.stdout, "\(arguments.joined(separator: " ")): the output changed with the C locale")
    }

    /// `String(format:)` writes `%f`, `%g` and `%e` with the C locale's decimal point: numbers go
    /// through `String(posixFormat:)` instead, in every source file.
    @Test func noSourceFormatsAFractionWithTheCLocale() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let fraction = #"String\(format: "[^"]*%[-+ #0]*[0-9*]*(\.[0-9*]*|\.\\\(.*\))?[fFeEgGaA]"#
        var found: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.range(of: fraction, options: .regularExpression) != nil {
                found.append("\(file.lastPathComponent):\(index + 1)")
            }
        }
        #expect(found.isEmpty, "use String(posixFormat:) for \(found.joined(separator: ", "))")
    }
}
