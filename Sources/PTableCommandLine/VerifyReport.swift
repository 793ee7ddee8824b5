import ElementData

/// What `snapshot verify` prints: a line per changed, missing or obsolete file, then a summary.
struct VerifyReport {
    /// Reference names with their outcomes, sorted by name.
    let results: [(name: String, outcome: SnapshotVerifyCommand.Outcome)]
    /// References of another recording left in the folder: listed so they can be deleted, but
    /// not a failure, since nothing this recording draws changed.
    let obsolete: [String]

    /// How many names the summary line lists before `and N more`.
    static let namesInSummary = 12

    init(names: [String], outcomes: [SnapshotVerifyCommand.Outcome], obsolete: [String] = []) {
        results = zip(names, outcomes).map { ($0, $1) }.sorted { $0.name < $1.name }
        self.obsolete = obsolete
    }

    var isClean: Bool {
        results.allSatisfy { if case .unchanged = $0.outcome { true } else { false } }
    }

    /// Whether a reference the plan names is not in the folder.
    var hasMissing: Bool {
        results.contains { if case .missing = $0.outcome { true } else { false } }
    }

    /// `changed: 011-sodium.png (3.1% pixels) → snapshot-diffs/011-sodium.diff.png`, `missing: …`,
    /// a line each however the folder is named.
    func printDetails() throws {
        for (name, outcome) in results {
            switch outcome {
            case let .changed(change, diffFile):
                try StandardStream.writeOutput("changed: \(name) (\(change.summary))" + (diffFile.map { " → \(ElementText.escaped($0))" } ?? "") + "\n")
            case .missing:
                try StandardStream.writeOutput("missing: \(name)\n")
            case .unchanged, .failed:
                break
            }
        }
        for name in obsolete {
            try StandardStream.writeOutput("obsolete: \(name)\n")
        }
    }

    /// `117 unchanged, 2 changed: 011-sodium.png (3.1% pixels), 026-iron.svg (line 14)`.
    var summary: String {
        var changed: [String] = [], missing: [String] = [], failed: [String] = []
        var unchanged = 0
        for (name, outcome) in results {
            switch outcome {
            case .unchanged: unchanged += 1
            case let .changed(change, _): changed.append("\(name) (\(change.summary))")
            case .missing: missing.append(name)
            case .failed: failed.append(name)
            }
        }
        var parts = ["\(unchanged) unchanged"]
        for (label, names) in [("changed", changed), ("missing", missing), ("failed", failed), ("obsolete", obsolete)] where !names.isEmpty {
            var listed = names.prefix(Self.namesInSummary).joined(separator: ", ")
            if names.count > Self.namesInSummary { listed += " and \(names.count - Self.namesInSummary) more" }
            parts.append("\(names.count) \(label): \(listed)")
        }
        return parts.joined(separator: ", ")
    }
}
