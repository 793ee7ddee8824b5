import ArgumentParser
import ElementData
import Foundation
import Layout

/// `ptable snapshot record DIR`: writes the reference files.
struct SnapshotRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write reference files of every tile (and the table) into DIR.",
        discussion: """
        DIR is created if missing. Existing references are replaced atomically; files that \
        the current options no longer produce are left alone. The options are saved in \
        DIR/ptable-snapshot.json for verify and later records.
        """
    )

    @OptionGroup var snapshot: SnapshotOptions
    @OptionGroup var common: CommonOptions

    @OptionGroup var favorites: FavoritesSelection

    func validate() throws {
        if snapshot.elements != nil, favorites.person != nil {
            throw ValidationError("--elements and --favorites-of cannot be combined: both choose the tiles")
        }
        try StandardInputList.checkAlone(snapshot.elements, option: "--elements", besides: [("--data", common.dataOptions.data == "-")])
    }

    func run() throws {
        let started = Date()
        var settings = try snapshot.settings()
        let table = try common.dataOptions.loadTable()
        // The favourites are saved as the folder's element list, so verify needs no store.
        if let chosen = try favorites.elements(in: table) { settings.elements = chosen.map(\.symbol) }
        let theme = try common.themeOptions.load()
        let plan = try ElementListFile.namingSource(of: snapshot.elements) {
            try SnapshotPlan(settings: settings, table: table, theme: theme,
                             formatter: common.formatter(), manifest: snapshot.elementsManifest)
        }
        // Saved as the elements drawn, each once by symbol: a list verify can always read again.
        if settings.elements != nil { settings.elements = plan.elements.map(\.symbol) }
        let folder = try BatchFolder.prepare(snapshot.directory, for: plan.entries.map(\.fileName) + [SnapshotSettings.manifestName])
        let failed = BatchFolder.run(plan.entries.map(\.fileName), jobs: snapshot.jobs, renderer: plan.renderer) { index, renderer in
            let entry = plan.entries[index]
            try OutputWriter.write(try renderer.render(entry.artwork, as: entry.format),
                                   to: .file(folder.appendingPathComponent(entry.fileName)), policy: .batchEntry)
        }
        try OutputWriter.write(try settings.jsonData(),
                               to: .file(folder.appendingPathComponent(SnapshotSettings.manifestName)), policy: .batchEntry)

        let seconds = String(posixFormat: "%.2f", Date().timeIntervalSince(started))
        let recorded = plan.entries.count - failed.count
        var summary = "recorded \(recorded) \(recorded == 1 ? "file" : "files") in \(ElementText.escaped(snapshot.directory)) in \(seconds) s"
        if !failed.isEmpty { summary += "; \(failed.count) failed" }
        try StandardStream.writeOutput(summary + "\n")
        if let first = failed.keys.min() {
            throw (BatchFolder.exitCode(for: failed[first]!))
        }
    }
}
