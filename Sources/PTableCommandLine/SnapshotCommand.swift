import ArgumentParser

/// `ptable snapshot`: reference files of a design, for repositories that are not Swift.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record reference files of every tile and the table, or verify a design against them.",
        discussion: """
        A design repository keeps its theme and a folder of references under version control:

          ptable snapshot record snapshots --theme theme.json     # once, and after intended changes
          ptable snapshot verify snapshots --theme theme.json     # on every commit, in CI

        record writes 001-hydrogen.svg … 118-oganesson.png (and 011-sodium-back.svg … with \
        --sides front,back) and periodic-table.EXT, plus \
        ptable-snapshot.json with the formats and sizes so verify renders the same set. \
        verify compares text exactly and PNG with a per-channel tolerance, lists what changed, \
        writes difference images and exits 1 when anything changed or is missing.
        """,
        subcommands: [SnapshotRecordCommand.self, SnapshotVerifyCommand.self]
    )
}
