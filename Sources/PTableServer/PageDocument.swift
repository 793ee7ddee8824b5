import Foundation
import Layout

/// The page at `/`: one self-contained HTML document (no external scripts, styles or fonts)
/// holding the table as inline SVG with its fonts embedded, the data the script needs, the
/// style and the script.
struct PageDocument {
    let data: PageData
    /// The table drawn by our SVG renderer, fonts embedded.
    let tableSVG: String
    let theme: Theme
    /// The language of the page's words (and of the data and table it carries).
    var locale: DisplayLocale = .english
    /// `?selftest=1`: add the script that clicks a tile, flips it and reports in `#selftest`.
    let selfTest: Bool

    func html() throws -> String {
        """
        <!DOCTYPE html>
        <html lang="\(locale.code)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        <title>ptable — \(Self.escape(theme.name))</title>
        <style>
        :root { --page: \(theme.pageBackground.rgbHex); --ink: \(theme.ink.rgbHex); --muted: \(theme.mutedInk.rgbHex); }
        \(PageStyle.css)
        </style>
        </head>
        <body>
        <header>
          <h1>ptable</h1>
          <input type="search" id="search" placeholder="\(text(.searchPlaceholder))" aria-label="\(text(.searchLabel))" autocomplete="off">
          <label>\(text(.sort)) <select id="sort">
            <option value="name">\(text(.name))</option><option value="number">\(text(.number))</option>
            <option value="symbol">\(text(.symbol))</option><option value="state">\(text(.state))</option>
          </select></label>
          <label>\(text(.sections)) <select id="sections">
            <option value="letter">\(text(.firstLetter))</option><option value="state">\(text(.state))</option>
            <option value="category">\(text(.category))</option><option value="none">\(text(.none))</option>
          </select></label>
          <label>\(text(.theme)) <select id="theme">\(themeOptions)</select></label>
          <label>\(text(.language)) <select id="lang">\(languageOptions)</select></label>
          <label>\(text(.yourName)) <input id="person" size="10" autocomplete="nickname" placeholder="\(text(.forFavourites))"></label>
          <label><input type="checkbox" id="only-favorites"> \(text(.onlyFavourites))</label>
        </header>
        <p id="status" role="status" hidden></p>
        <main>
          <section id="table" aria-label="\(text(.shortTitle))">
        \(tableSVG)
          </section>
          <aside id="detail" hidden aria-live="polite">
            <h2 id="detail-title"></h2>
            <button id="card" class="card" type="button" aria-pressed="false" title="\(text(.clickToFlip))">
              <span class="card-inner">
                <img id="front" class="face front" alt="\(text(.tileFront))">
                <img id="back" class="face back" alt="\(text(.tileBack))">
              </span>
            </button>
            <p class="hint">\(text(.otherSide))</p>
            <button id="favorite" type="button" aria-pressed="false">☆ \(text(.favourite))</button>
            <button id="close" type="button">\(text(.close))</button>
          </aside>
          <section id="list" aria-label="\(text(.elements))"></section>
        </main>
        <script id="page-data" type="application/json">\(try data.scriptJSON())</script>
        <script>
        \(PageScript.javaScript)
        </script>
        \(selfTest ? "<script>\n\(PageSelfTest.javaScript)\n</script>" : "")
        </body>
        </html>

        """
    }

    /// A label in the page's language, escaped for HTML.
    private func text(_ label: LanguageLabel) -> String {
        Self.escape(locale.text(label))
    }

    /// Every bundled language by its own name; choosing one reloads the page with `?lang=`.
    private var languageOptions: String {
        DisplayLocale.supportedCodes.compactMap { code in
            guard let language = try? DisplayLocale.bundled(code) else { return nil }
            return "<option value=\"\(Self.escape(code))\" lang=\"\(Self.escape(code))\"\(code == locale.code ? " selected" : "")>"
                + "\(Self.escape(language.data.name))</option>"
        }.joined()
    }

    private var themeOptions: String {
        data.themes.map { name in
            "<option value=\"\(Self.escape(name))\"\(name == data.theme ? " selected" : "")>\(Self.escape(name))</option>"
        }.joined()
    }

    /// Text safe in HTML content and in double-quoted attributes.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// An SVG document made fit to sit inside HTML: the XML declaration dropped.
    static func inline(svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") else { return svg }
        return String(svg[end.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
