import Foundation
import Layout

/// The page at `/`: one self-contained HTML document (no external scripts, styles or fonts)
/// holding the table as inline SVG with its fonts embedded, the data the script needs, the style
/// and the script. Images (thumbnails, tiles) come from the same server.
struct PageDocument {
    let data: PageData
    /// The script, style sheet and self-test script.
    let assets: PageAssets
    /// The table drawn by our SVG renderer, fonts embedded, laid out so its text reads at 1:1;
    /// the script puts it in the layout's place (above the list, or in a phone's Table tab).
    let tableSVG: String
    /// The width `tableSVG` is laid out at, in CSS px: the least it is shown at.
    let tableWidth: Int
    let theme: Theme
    /// Whether the page switches to the dark theme when the system asks for a dark scheme: no
    /// theme was asked for, and the server's theme is the light built-in one.
    let followsSystemScheme: Bool
    /// `?selftest=1`: add the script that drives the page and reports in `#selftest`.
    let selfTest: Bool
    /// The language of the page's words (and of the tables and data it carries).
    var locale: DisplayLocale = .english

    func html() throws -> String {
        """
        <!DOCTYPE html>
        <html lang="\(locale.code)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="\(isDark ? "dark" : "light")">
        <link rel="icon" href="data:,">
        <title>ptable — \(themeName(theme.name))</title>
        \(followsSystemScheme ? "<script>\n\(Self.systemSchemeScript)\n</script>" : "")
        <style>
        :root { --page: \(theme.pageBackground.rgbHex); --ink: \(theme.ink.rgbHex); --muted: \(theme.mutedInk.rgbHex);
          --line: color-mix(in srgb, var(--ink) 22%, transparent); --selected: color-mix(in srgb, var(--ink) 9%, transparent);
          --field: color-mix(in srgb, var(--ink) 4%, var(--page)); --focus: \(isDark ? "#8ab4ff" : "#1f5fbf");
          --table-width: \(tableWidth)px; }
        \(assets.languageNameFaces)
        \(assets.style)</style>
        </head>
        <body>
        <header>
          <h1>ptable</h1>
          <nav id="tabs" role="tablist" aria-label="\(text(.views))">
            <button type="button" role="tab" id="tab-elements" aria-controls="view-elements" aria-selected="true">\(text(.elements))</button>
            <button type="button" role="tab" id="tab-table" aria-controls="view-table" aria-selected="false" tabindex="-1">\(text(.tabTable))</button>
            <button type="button" role="tab" id="tab-favorites" aria-controls="view-favorites" aria-selected="false" tabindex="-1">\(text(.tabFavourites))</button>
          </nav>
          <label class="theme">\(text(.theme)) <select id="theme">\(themeOptions)</select></label>
          <label class="theme">\(text(.language)) <select id="lang">\(languageOptions)</select></label>
        </header>
        <p id="status" role="status" hidden></p>
        <p id="announce" class="announce" aria-live="polite"></p>
        <main>
          <div id="views">
        \(views)
          </div>
        \(detail)
        </main>
        <script id="page-data" type="application/json">\(try data.scriptJSON())</script>
        <script>
        \(assets.script)</script>
        \(selfTest ? "<script>\n\(assets.selfTest)</script>" : "")
        </body>
        </html>

        """
    }

    /// The three tab panels: the list (and the desktop's place for the table), the phone's place
    /// for the table, the favourites.
    private var views: String {
        """
        <section id="view-elements" role="tabpanel" aria-labelledby="tab-elements">
          <div class="toolbar">
            <input type="search" id="search" placeholder="\(text(.searchPlaceholder))" aria-label="\(text(.searchLabel))" autocomplete="off">
            <label>\(text(.sort)) <select id="sort">
              <option value="name">\(text(.name))</option><option value="number">\(text(.number))</option>
              <option value="symbol">\(text(.symbol))</option><option value="state">\(text(.state))</option>
            </select></label>
            <label>\(text(.sections)) <select id="sections">
              <option value="letter">\(text(.firstLetter))</option><option value="state">\(text(.state))</option>
              <option value="category">\(text(.category))</option><option value="none">\(text(.none))</option>
            </select></label>
          </div>
          <div id="table" class="table-scroll" role="group" aria-label="\(text(.shortTitle))">
                \(tableSVG)
          </div>
          <div id="list" class="rows" aria-label="\(text(.elements))"></div>
        </section>
        <section id="view-table" role="tabpanel" aria-labelledby="tab-table" hidden>
          <div id="phone-table" class="table-scroll" role="group" tabindex="0" aria-label="\(text(.scrollTable))"></div>
        </section>
        <section id="view-favorites" role="tabpanel" aria-labelledby="tab-favorites" hidden>
          <label class="person">\(text(.yourName)) <input id="person" autocomplete="nickname" placeholder="\(text(.keptUnderName))"></label>
          <p id="favorites-note" class="note" aria-live="polite"></p>
          <div id="favorites-list" class="rows" aria-label="\(text(.tabFavourites))"></div>
        </section>
        """
    }

    /// The detail of the element chosen: its name, the tile that flips, the six facts, the favourite button.
    private var detail: String {
        """
        <aside id="detail" hidden aria-labelledby="detail-title">
          <div class="detail-bar">
            <button id="close" type="button">\(Self.decorated(text(.back)))</button>
            <h2 id="detail-title"></h2>
          </div>
          <button id="card" class="card" type="button" aria-label="\(text(.flipTile))" aria-describedby="front">
            <span class="card-inner">
              <img id="front" class="face front" alt="">
              <img id="back" class="face back" alt="" aria-hidden="true">
            </span>
          </button>
          <p class="hint">\(text(.tapToFlip))</p>
          <dl id="facts">
            <div><dt>\(text(.symbol))</dt><dd id="fact-symbol"></dd></div>
            <div><dt>\(text(.number))</dt><dd id="fact-number"></dd></div>
            <div><dt>\(text(.weight))</dt><dd id="fact-weight"></dd></div>
            <div><dt>\(text(.meltingPoint))</dt><dd id="fact-melt"></dd></div>
            <div><dt>\(text(.boilingPoint))</dt><dd id="fact-boil"></dd></div>
            <div><dt>\(text(.discoveredBy))</dt><dd id="fact-discovered"></dd></div>
          </dl>
          <button id="favorite" type="button" aria-pressed="false"><span aria-hidden="true">☆</span> \(text(.favourite))</button>
          <p id="favorite-problem" class="problem" role="alert" hidden></p>
        </aside>
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

    /// Whether the theme's page is dark (form controls and focus rings follow).
    private var isDark: Bool { theme.pageBackground.relativeLuminance < 0.2 }

    /// Before anything is drawn: a system in dark mode gets the page in the dark theme (the
    /// table and tiles are drawn by the server, so the theme is asked for, not restyled).
    static let systemSchemeScript = """
    if (window.matchMedia('(prefers-color-scheme: dark)').matches) {
      const url = new URL(location.href);
      url.searchParams.set('theme', 'dark');
      location.replace(url.toString());
    }
    """

    private var themeOptions: String {
        data.themes.map { name in
            "<option value=\"\(Self.escape(name))\"\(name == data.theme ? " selected" : "")>\(themeName(name))</option>"
        }.joined()
    }

    /// A theme by its name in the page's language, escaped for HTML.
    private func themeName(_ name: String) -> String {
        Self.escape(locale.themeName(name))
    }

    /// A button's words with the sign before them (`‹ Back`) kept from screen readers, which
    /// would read "single left-pointing angle quotation mark": the name read is the word seen,
    /// which is also what a voice-control user says (WCAG 2.5.3).
    static func decorated(_ escapedLabel: String) -> String {
        guard let sign = escapedLabel.first, sign == "‹", escapedLabel.dropFirst().first == " " else { return escapedLabel }
        return "<span aria-hidden=\"true\">\(sign)</span>" + escapedLabel.dropFirst()
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
