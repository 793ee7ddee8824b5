import ElementData
import Foundation
import Layout
import NIOCore

/// What the server draws from at one moment: the elements, the served theme, and digests of
/// both, so every ETag changes when either does.
struct Design: Sendable {
    /// The elements from `--data`, or the bundled ones.
    let table: PeriodicTable
    /// Whether `table` is the bundled data or a `--data` file, whose values are shown as the user's.
    let dataOrigin: DataOrigin
    /// The theme from `--theme` (a built-in or a file).
    let theme: Theme
    /// The name the page's theme picker shows for the served theme.
    let themeLabel: String
    /// The elements as the seed's endpoint returns them (a bare array, every key present), as the
    /// response body, made once: copying its 190 kB into a new buffer for every request held
    /// `/api/v1/elements` back (`bash scripts/benchmark.sh load`, /api/v1/elements).
    let elementsBody: ByteBuffer
    /// SHA-256 of `elementsBody`.
    let dataDigest: String
    /// SHA-256 of the served theme's complete JSON.
    let themeDigest: String
    /// Counts reloads under `--watch`, so the page can tell it is out of date.
    let revision: Int
    /// The thumbnail variant of the served theme (key "") and of each built-in (by name), with
    /// its digest. Worked out once here, not per request: encoding and hashing a theme for every
    /// thumbnail took most of a cached thumbnail's time (`bash scripts/benchmark.sh load`).
    private let thumbnailThemes: [String: (theme: Theme, digest: String)]
    /// The cache key each image request target came to with this design.
    let imageKeys = ImageKeyMemo()
    /// The ETag each page (theme, language, self-test) came to with this design.
    let pageTags = PageTagMemo()

    init(table: PeriodicTable, theme: Theme, themeLabel: String, revision: Int, dataOrigin: DataOrigin = .bundled) throws {
        self.table = table
        self.dataOrigin = dataOrigin
        self.theme = theme
        self.themeLabel = themeLabel
        let elementsJSON = try ElementRecords.json(for: table.elements)
        self.elementsBody = ByteBuffer(bytes: elementsJSON)
        self.dataDigest = ContentHash.sha256(elementsJSON)
        self.themeDigest = ContentHash.sha256(try theme.jsonData())
        self.revision = revision
        var thumbnails = ["": try Self.thumbnailVariant(of: theme)]
        for (name, builtIn) in Theme.builtIn { thumbnails[name] = try Self.thumbnailVariant(of: builtIn) }
        thumbnailThemes = thumbnails
    }

    /// The theme a thumbnail is drawn in when a request names `name`, and its digest: the
    /// list-row variant of the theme of `theme(named:)`.
    func thumbnailTheme(named name: String?) throws -> (theme: Theme, digest: String) {
        _ = try theme(named: name)
        guard let name, name.lowercased() != themeLabel.lowercased() else { return thumbnailThemes[""]! }
        return thumbnailThemes[name.lowercased()]!
    }

    /// `theme` as a list row's thumbnail draws it (`Theme.listRowThumbnail`), with its digest.
    private static func thumbnailVariant(of theme: Theme) throws -> (theme: Theme, digest: String) {
        let thumbnail = theme.listRowThumbnail
        return (thumbnail, ContentHash.sha256(try thumbnail.jsonData()))
    }

    /// A theme a request names: a built-in by name, or the served theme when the name is
    /// absent or the served theme's own name. Never a file: query parameters do not read files.
    func theme(named name: String?) throws -> (theme: Theme, digest: String) {
        guard let name, name.lowercased() != themeLabel.lowercased() else { return (theme, themeDigest) }
        guard let builtIn = Theme.builtIn[name.lowercased()] else {
            let hint = EditDistance.closest(to: name, among: Theme.builtInNames, within: 2).map { "; did you mean \"\($0)\"?" } ?? ""
            throw ServerError.badRequest("theme must be one of \(themeChoices.joined(separator: ", ")), got \"\(name)\"\(hint)")
        }
        return (builtIn, Self.builtInDigests[name.lowercased()] ?? "")
    }

    /// SHA-256 of each built-in theme's JSON, computed once.
    private static let builtInDigests: [String: String] = Theme.builtIn.mapValues { theme in
        (try? theme.jsonData()).map(ContentHash.sha256) ?? theme.name
    }

    /// The theme, data and version part of every image's inputs (`ImageJob.inputs`), for the
    /// theme with `themeDigest`.
    func inputs(themeDigest: String, version: String) -> String {
        "theme=\(themeDigest)|data=\(dataDigest)|ptable=\(version)"
    }

    /// The names a request may give as `theme`.
    var themeChoices: [String] {
        Theme.builtInNames.contains(themeLabel.lowercased()) ? Theme.builtInNames : [themeLabel] + Theme.builtInNames
    }
}
