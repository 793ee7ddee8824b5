import ElementData
import Foundation

/// The page's script, style sheet and self-test script, kept as the files they are
/// (`Resources/page.js`, `page.css`, `page-selftest.js`), and the language picker's faces, read
/// when the server is made, so an installation without them stops `ptable serve` before it listens.
struct PageAssets: Sendable {
    /// The page's script: the tabs (Elements, Table, Favourites), list rows with thumbnails, the
    /// detail with its facts and the flip (a place in the history, `#Na`, that the browser's back
    /// closes and a link opens), search, sorts and sections, favourites through the
    /// seed's API, the theme picker and, under `--watch`, a reload when the server says the
    /// design changed.
    ///
    /// Favourite ids are kept as the API sends them, number or string, and only ever put back
    /// into a URL, so either form works.
    let script: String

    /// The page's style sheet; colours come from the served theme through `--page`, `--ink`, `--muted`.
    ///
    /// Two layouts: from 50rem wide, the table browser (tabs in the header, the table over the
    /// list, the detail beside them); narrower, or a touch screen under 35rem tall (a phone on its
    /// side), the seed app on a phone (tabs along the bottom, list rows with the thumbnail pinned
    /// left, the detail over everything, the table in the Table tab). In both the table is never
    /// shown smaller than it is laid out (it scrolls, or grows to its column), so no text on the
    /// page, the table's included, is under 12 CSS px and no tile under 44; the images (thumbnails,
    /// the detail's tile) are artwork with their own small print. The page's own text is set in
    /// the Inter faces the table's SVG embeds, and in Chinese, Japanese and Korean in the Noto
    /// face it embeds for the language, so it looks the same on every machine, fonts or none.
    let style: String

    /// `/?selftest=1`: drives the page as a person would, through the same event handlers (on a
    /// phone-sized window: a tap on Sodium's row; on a desktop: a click on its tile), and writes
    /// what it saw into `<output id="selftest">` for a headless browser's `--dump-dom` to read:
    /// the rows and their thumbnails, the detail's title and facts, its tile as sharp as the
    /// screen, the flip, a favourite added under the name `Selftëst` and found in the Favourites
    /// tab (and its note), the tile's description, search (and its empty state), sorts, the
    /// theme, the smallest text (the table's SVG text as shown included) and tile shown. It takes
    /// away the favourites it added and checks the store is as it found it.
    /// It ends on a state worth a screenshot: the list on a phone, Sodium's detail beside the
    /// table on a desktop. Never sent otherwise. With `#switch=CODE` in the address it first
    /// picks that language in the page's language picker, as a person would, and runs on the
    /// page that loads.
    let selfTest: String

    /// The faces the language picker draws its Chinese, Japanese and Korean names with
    /// (`LanguageNameFaces`), as `@font-face` rules.
    let languageNameFaces: String

    /// The three files, from the module's resource bundle beside the executable, an installed
    /// `share/ptable` copy, or the source tree, and the picker's faces from the bundled fonts.
    ///
    /// - Throws: `ElementDataError.resourceNotFound` naming the folders searched.
    static func load() throws -> PageAssets {
        try PageAssets(script: text(of: "page.js"), style: text(of: "page.css"), selfTest: text(of: "page-selftest.js"),
                       languageNameFaces: LanguageNameFaces.styleRules())
    }

    private static func text(of name: String) throws -> String {
        try String(contentsOf: locator.url(forFile: name), encoding: .utf8)
    }

    private static let locator = ResourceLocator(
        foldersBesideExecutable: ["ptable_PTableServer.resources", "../share/ptable/ptable_PTableServer.resources"],
        environmentVariable: nil, sourceFolder: "Resources")
}
