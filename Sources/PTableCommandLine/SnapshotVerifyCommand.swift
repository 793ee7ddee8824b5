import ArgumentParser
import ElementData
import Foundation
import Layout
import NIOConcurrencyHelpers
import PTableRendering
import ReferenceComparison

/// `ptable snapshot verify DIR`: renders again and compares with the references.
struct SnapshotVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every reference in DIR again and report what changed.",
        discussion: """
        Text (svg, json, ansi) must match exactly and pdf byte for byte; png may differ by \
        --tolerance per channel in up to --max-differing-percent of the pixels. Each changed \
        file is listed with where it changed; difference files go to --diffs (default \
        snapshot-diffs beside DIR): NAME.diff.png with three panels (reference | \
        difference in red | rendered) for images, NAME.EXT.diff (a unified diff) for text. \
        Each run lists the files it wrote in DIFFS/ptable-diffs.txt and removes only the \
        files the previous run listed there: another file at a difference file's name is \
        kept, and that change is still listed (exit 74). \
        The manifest and the references are read with the command line's limits (a \
        reference at most 64 MiB, a PNG's size from its header). References of another \
        recording left in DIR (an element, side or format no longer recorded) are listed as \
        obsolete, to delete; they do not fail the run. References of this recording that \
        --elements, --formats, --sides or --no-table leave out are not checked, and not \
        listed. The last line sums up: \
        117 unchanged, 2 changed: 011-sodium.png (3.1% pixels), 026-iron.svg (line 14).

        Exit codes: 0 everything unchanged, 1 something changed or a reference is missing, \
        65/70/74 as for the other commands when the design cannot be rendered or written.
        """
    )

    @OptionGroup var snapshot: SnapshotOptions
    @OptionGroup var common: CommonOptions

    @Option(help: ArgumentHelp("Folder for difference images (default: snapshot-diffs beside DIR).", valueName: "DIR"))
    var diffs: String?

    @Option(parsing: .unconditional, help: "Largest per-channel difference (0...255) of a PNG pixel that still counts as equal.")
    var tolerance: Int = 1

    @Option(parsing: .unconditional, help: "Share of PNG pixels in percent (0...100) allowed to differ beyond the tolerance.",
            transform: DecimalOption.value)
    var maxDifferingPercent: Double = 0

    func validate() throws {
        try StandardInputList.checkAlone(snapshot.elements, option: "--elements", besides: [("--data", common.dataOptions.data == "-")])
        try PathOption.requireFolder(diffs, option: "--diffs")
        try Self.requireDiffsOutside(snapshot.directory, diffs: diffs)
        guard (0...255).contains(tolerance) else {
            throw ValidationError("--tolerance must be between 0 and 255, got \(tolerance)")
        }
        guard (0...100).contains(maxDifferingPercent) else {
            throw ValidationError("--max-differing-percent must be between 0 and 100, got \(String(posixFormat: "%g", maxDifferingPercent))")
        }
    }

    /// What became of one reference.
    enum Outcome {
        case unchanged
        case changed(ReferenceChange, diffFile: String?)
        case missing
        case failed
    }

    func run() throws {
        let started = Date()
        let folder = snapshot.folder
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        guard exists, isDirectory.boolValue else {
            throw CLIError.cannotRead(path: snapshot.directory,
                                      reason: exists ? "it is not a folder" : "no such folder; run ptable snapshot record first")
        }
        let table = try common.dataOptions.loadTable()
        let (settings, theme) = (try snapshot.settings(), try common.themeOptions.load())
        let plan = try ElementListFile.namingSource(of: snapshot.elements) {
            try SnapshotPlan(settings: settings, table: table, theme: theme, formatter: common.formatter(),
                             manifest: snapshot.elementsManifest)
        }
        let diffFolder = DiffFolder(path: diffs ?? Self.defaultDiffs(for: snapshot.directory))
        try diffFolder.checkCanBeCreated()
        try diffFolder.removeStaleFiles()
        let comparator = ReferenceComparator(png: PNGComparison(tolerance: tolerance,
                                                                maximumDifferingFraction: maxDifferingPercent / 100))
        let names = plan.entries.map(\.fileName)
        let outcomes = NIOLockedValueBox([Outcome?](repeating: nil, count: plan.entries.count))
        let failures = BatchFolder.run(names, jobs: snapshot.jobs, renderer: plan.renderer) { index, renderer in
            try Self.check(plan.entries[index], renderer: renderer, folder: folder, directory: snapshot.directory,
                           comparator: comparator, diffs: diffFolder) { outcome in outcomes.withLockedValue { $0[index] = outcome } }
        }

        // A change whose difference file could not be written is still reported as a change.
        let report = VerifyReport(names: names, outcomes: outcomes.withLockedValue { $0 }.map { $0 ?? .failed },
                                  obsolete: try obsoleteReferences(in: folder, table: table, plan: plan, settings: settings, theme: theme))
        try report.printDetails()
        try StandardStream.writeOutput(report.summary + "\n")
        let seconds = String(posixFormat: "%.2f", Date().timeIntervalSince(started))
        let noun = plan.entries.count == 1 ? "file" : "files"
        // Without a manifest, options not given fall back to the defaults, which may not be what
        // was recorded: say so when references are missing, instead of leaving a list of them unexplained.
        let manifest = folder.appendingPathComponent(SnapshotSettings.manifestName)
        let unexplained = report.hasMissing && !FileManager.default.fileExists(atPath: manifest.path)
            ? " (the folder has no \(SnapshotSettings.manifestName): options not given took their defaults)" : ""
        StandardStream.writeError("verified \(plan.entries.count) \(noun) in \(ElementText.escaped(snapshot.directory)) in \(seconds) s\(unexplained)\n")
        if let first = failures.keys.min() {
            throw (BatchFolder.exitCode(for: failures[first]!))
        }
        if !report.isClean { throw (ExitCode(1)) }
    }

    /// References in `folder` that neither this run nor the folder's own recording (its
    /// manifest, or the defaults) draws. Those a narrowed run leaves out (`--elements Na` of a
    /// recording of Na and Fe) are good references, only not checked: never called obsolete,
    /// nor is anything when the recording cannot be planned (its elements missing from `--data`).
    private func obsoleteReferences(in folder: URL, table: PeriodicTable, plan: SnapshotPlan, settings: SnapshotSettings,
                                    theme: Theme) throws -> [String] {
        let recorded = try SnapshotSettings.saved(in: folder) ?? .defaults
        var drawn = plan.entries
        if recorded != settings {
            guard let recording = try? SnapshotPlan(settings: recorded, table: table, theme: theme, formatter: common.formatter())
            else { return [] }
            drawn += recording.entries
        }
        return SnapshotPlan.obsoleteReferences(in: folder, table: table, planned: drawn)
    }

    /// Difference files in the reference folder would be taken for references of another
    /// recording by the next run (and by a review of the folder), so `--diffs` may be neither
    /// DIR nor a folder inside it; links are followed.
    private static func requireDiffsOutside(_ directory: String, diffs: String?) throws {
        guard let diffs else { return }
        let context = CommandContext.current
        let references = realPath(context.url(for: directory, isDirectory: true))
        let differences = realPath(context.url(for: diffs, isDirectory: true))
        if differences == references || differences.hasPrefix(references.hasSuffix("/") ? references : references + "/") {
            throw ValidationError("--diffs \(ElementText.escaped(diffs)) is inside the reference folder \(ElementText.escaped(directory)); "
                                  + "difference files would be mixed with the references: choose a folder outside it")
        }
    }

    /// `url` with its links followed, also where its last folders do not exist yet (Foundation
    /// follows links only in a path that exists): the nearest folder above that exists is
    /// resolved and the rest appended.
    private static func realPath(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
    }

    /// `snapshot-diffs` in DIR's parent folder.
    static func defaultDiffs(for directory: String) -> String {
        let parent = PathText.parent(of: directory)
        return parent == "." ? "snapshot-diffs" : PathText.joined(parent, "snapshot-diffs")
    }

    /// The largest reference read: far more than any tile or table ptable renders.
    static let referenceSizeLimit = 64 << 20

    /// Reports what became of `entry` to `report`: unchanged, missing, or changed (then again
    /// with its difference file once that is written).
    private static func check(_ entry: SnapshotPlan.Entry, renderer: ArtworkRenderer, folder: URL, directory: String,
                              comparator: ReferenceComparator, diffs: DiffFolder, report: (Outcome) -> Void) throws {
        let url = folder.appendingPathComponent(entry.fileName)
        var status = stat()
        if lstat(url.path, &status) != 0, errno == ENOENT { return report(.missing) }
        let shown = PathText.joined(directory, entry.fileName)
        // Never followed: what a link points at (a key, /proc/self/environ) would be copied into
        // the difference file that CI uploads.
        if status.st_mode & S_IFMT == S_IFLNK {
            throw ElementDataError.unreadableFile(path: shown, reason: "it is a symbolic link; a reference must be a regular file")
        }
        // Like every file a user gives: a regular file, its size checked before reading.
        let expected = try DataFile.contents(of: url, displayName: shown, limit: referenceSizeLimit)
        let actual = try renderer.render(entry.artwork, as: entry.format)
        guard let change = comparator.change(from: expected, to: actual, format: entry.format) else {
            return report(.unchanged)
        }
        report(.changed(change, diffFile: nil))
        if let artifact = comparator.diffArtifact(for: change, expected: expected, actual: actual, name: entry.fileName) {
            report(.changed(change, diffFile: try diffs.write(artifact)))
        }
    }
}
