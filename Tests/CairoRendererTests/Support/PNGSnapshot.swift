import CairoRenderer
import Foundation
import ReferenceComparison
import Testing

/// Compares `png` with the reference `__Snapshots__/<TestFile>/<test>.<name>.png` beside the
/// test file, like swift-snapshot-testing's layout, using `PNGComparison`.
///
/// `SNAPSHOT_TESTING_RECORD` decides when references are written: `missing` (the default)
/// records absent ones, `failed` also re-records mismatches, `all` records every time, and
/// `never` records nothing. On a mismatch the actual image and a three-panel image
/// (expected | difference | actual) are written to a temporary folder named in the issue.
func expectPNGSnapshot(_ png: Data, named name: String, comparison: PNGComparison = PNGComparison(tolerance: 1),
                       filePath: String = #filePath, function: String = #function,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
    let testFile = URL(fileURLWithPath: filePath)
    let test = function.prefix { $0 != "(" }
    let reference = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        .appendingPathComponent("\(test).\(name).png")
    let mode = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing"

    func record(_ reason: String) throws {
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: reference)
        Issue.record("\(reason); recorded \(reference.path). Run again to compare.", sourceLocation: sourceLocation)
    }

    guard let expected = try? Data(contentsOf: reference) else {
        if mode == "never" {
            Issue.record("no reference at \(reference.path) (SNAPSHOT_TESTING_RECORD=never)", sourceLocation: sourceLocation)
        } else {
            try record("no reference snapshot")
        }
        return
    }
    if mode == "all" { return try record("SNAPSHOT_TESTING_RECORD=all") }
    let diff = try comparison.compare(expected: expected, actual: png)
    guard !diff.passes else { return }
    if mode == "failed" { return try record("snapshot differed (\(diff))") }

    let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-snapshot-failures")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let stem = "\(testFile.deletingPathExtension().lastPathComponent).\(test).\(name)"
    try png.write(to: artifacts.appendingPathComponent("\(stem).actual.png"))
    let panels = artifacts.appendingPathComponent("\(stem).diff.png")
    try comparison.threePanelImage(expected: expected, actual: png).write(to: panels)
    Issue.record("snapshot \(reference.lastPathComponent) differs: \(diff). Expected | difference | actual: \(panels.path)",
                 sourceLocation: sourceLocation)
}
