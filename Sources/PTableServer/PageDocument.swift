import Foundation
import Layout

/// The page at `/`: one self-contained HTML document (no external scripts, styles or fonts)
/// holding the table as inline SVG with its fonts embedded (and a second table laid out for a
/// phone's scroller), the data the script needs, the style and the script. Images (thumbnails,
/// tiles) come from the same server.
struct PageDocument {
    let data: PageData
    /// The table drawn by our SVG renderer, fonts embedded.
    let tableSVG: String
    /// The table laid out for a phone, at a size whose text reads at 1:1, its ids prefixed
    /// `phone-`; it uses the faces `tableSVG` embeds.
    let phoneTableSVG: String
    let theme: Theme
    /// Whether the page switches to the dark theme when the system asks for a dark scheme: no
    /// theme was asked for, and the server's theme is the light built-in one.
    let followsSystemScheme: Bool
    /// `?selftest=1`: add the script that drives the page and reports in `#selftest`.
    let selfTest: Bool

    func html() throws -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="\(isDark ? "dark" : "light")">
        <link rel="icon" href="data:,">
        <title>ptable — \(Self.escape(theme.name))</title>
        \(followsSystemScheme ? "<script>\n\(Self.systemSchemeScript)\n</script>" : "")
        <style>
        :root { --page: \(theme.pageBackground.rgbHex); --ink: \(theme.ink.rgbHex); --muted: \(theme.mutedInk.rgbHex);
          --line: color-mix(in srgb, var(--ink) 22%, transparent); --selected: color-mix(in srgb, var(--ink) 9%, transparent);
          --field: color-mix(in srgb, var(--ink) 4%, var(--page)); --focus: \(isDark ? "#8ab4ff" : "#1f5fbf"); }
        \(PageStyle.css)
        </style>
        </head>
        <body>
        <header>
          <h1>ptable</h1>
          <nav id="tabs" role="tablist" aria-label="Views">
            <button type="button" role="tab" id="tab-elements" aria-controls="view-elements" aria-selected="true">Elements</button>
            <button type="button" role="tab" id="tab-table" aria-controls="view-table" aria-selected="false" tabindex="-1">Table</button>
            <button type="button" role="tab" id="tab-favorites" aria-controls="view-favorites" aria-selected="false" tabindex="-1">Favourites</button>
          </nav>
          <label class="theme">Theme <select id="theme">\(themeOptions)</select></label>
        </header>
        <p id="status" role="status" hidden></p>
        <main>
          <div id="views">
            <section id="view-elements" role="tabpanel" aria-labelledby="tab-elements">
              <div class="toolbar">
                <input type="search" id="search" placeholder="Search: name, symbol or number" aria-label="Search elements" autocomplete="off">
                <label>Sort <select id="sort">
                  <option value="name">Name</option><option value="number">Number</option>
                  <option value="symbol">Symbol</option><option value="state">State</option>
                </select></label>
                <label>Sections <select id="sections">
                  <option value="letter">First letter</option><option value="state">State</option>
                  <option value="category">Category</option><option value="none">None</option>
                </select></label>
              </div>
              <div id="table" role="group" aria-label="Periodic table">
        \(tableSVG)
              </div>
              <div id="list" class="rows" aria-label="Elements"></div>
            </section>
            <section id="view-table" role="tabpanel" aria-labelledby="tab-table" hidden>
              <div id="phone-table" class="table-scroll" role="group" tabindex="0" aria-label="Periodic table; scroll to see all of it">
        \(phoneTableSVG)
              </div>
            </section>
            <section id="view-favorites" role="tabpanel" aria-labelledby="tab-favorites" hidden>
              <label class="person">Your name <input id="person" autocomplete="nickname" placeholder="favourites are kept under it"></label>
              <p id="favorites-note" class="note" aria-live="polite"></p>
              <div id="favorites-list" class="rows" aria-label="Favourites"></div>
            </section>
          </div>
          <aside id="detail" hidden aria-labelledby="detail-title">
            <div class="detail-bar">
              <button id="close" type="button" aria-label="Close the element">‹ Back</button>
              <h2 id="detail-title"></h2>
            </div>
            <button id="card" class="card" type="button" aria-pressed="false" aria-label="Flip the tile to its other side">
              <span class="card-inner">
                <img id="front" class="face front" alt="">
                <img id="back" class="face back" alt="">
              </span>
            </button>
            <p class="hint">Tap the tile to see its other side.</p>
            <dl id="facts">
              <div><dt>Symbol</dt><dd id="fact-symbol"></dd></div>
              <div><dt>Number</dt><dd id="fact-number"></dd></div>
              <div><dt>Weight</dt><dd id="fact-weight"></dd></div>
              <div><dt>Melting point</dt><dd id="fact-melt"></dd></div>
              <div><dt>Boiling point</dt><dd id="fact-boil"></dd></div>
              <div><dt>Discovered by</dt><dd id="fact-discovered"></dd></div>
            </dl>
            <button id="favorite" type="button" aria-pressed="false">☆ Favourite</button>
          </aside>
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

    /// A second SVG for the same document: every `id` prefixed, so none repeats the first's
    /// (our SVG writer gives ids to groups only and never refers to them).
    static func prefixingIDs(of svg: String, with prefix: String) -> String {
        svg.replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)")
    }
}
