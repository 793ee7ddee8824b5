import Foundation
import Testing

/// Compares `text` with the file `__Snapshots__/<TestFile>/<name>.txt` beside the test file,
/// exactly, byte for byte.
///
/// A missing snapshot is written and the test fails, so a new snapshot is always looked at
/// once. `SNAPSHOT_TESTING_RECORD` changes that: `all` (or any other value) rewrites every
/// snapshot, `failed` rewrites only those that differ, `missing` is the default and `never`
/// writes nothing (for CI). Every rewrite fails the test.
func assertSnapshot(
    _ text: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: filePath)
    let url = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        .appendingPathComponent(name + ".txt")
    let record = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing"
    let existing = try? String(contentsOf: url, encoding: .utf8)

    func write(_ reason: String) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("\(reason): recorded \(url.path); check it and run the tests again", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
        }
    }

    guard let existing else {
        if record == "never" {
            Issue.record("missing snapshot \(url.path)", sourceLocation: sourceLocation)
        } else {
            write("no snapshot")
        }
        return
    }
    if existing == text {
        if !["missing", "failed", "never"].contains(record) { write("SNAPSHOT_TESTING_RECORD=\(record)") }
        return
    }
    if record == "failed" || !["missing", "never"].contains(record) {
        write("snapshot differed")
    } else {
        Issue.record("snapshot \(url.lastPathComponent) differs:\n\(lineDiff(expected: existing, actual: text))",
                     sourceLocation: sourceLocation)
    }
}

/// The lines that differ, numbered, expected (−) over actual (+).
private func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var report: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? old[index] : nil
        let after = index < new.count ? new[index] : nil
        guard before != after else { continue }
        if let before { report.append("\(index + 1) − \(before)") }
        if let after { report.append("\(index + 1) + \(after)") }
    }
    return report.prefix(40).joined(separator: "\n")
}
