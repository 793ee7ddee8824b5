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
    /// `?selftest=1`: add the script that clicks a tile, flips it and reports in `#selftest`.
    let selfTest: Bool

    func html() throws -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
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
          <input type="search" id="search" placeholder="Search: name, symbol or number" aria-label="Search elements" autocomplete="off">
          <label>Sort <select id="sort">
            <option value="name">Name</option><option value="number">Number</option>
            <option value="symbol">Symbol</option><option value="state">State</option>
          </select></label>
          <label>Sections <select id="sections">
            <option value="letter">First letter</option><option value="state">State</option>
            <option value="category">Category</option><option value="none">None</option>
          </select></label>
          <label>Theme <select id="theme">\(themeOptions)</select></label>
          <label>Your name <input id="person" size="10" autocomplete="nickname" placeholder="for favourites"></label>
          <label><input type="checkbox" id="only-favorites"> Only favourites</label>
        </header>
        <p id="status" role="status" hidden></p>
        <main>
          <section id="table" aria-label="Periodic table">
        \(tableSVG)
          </section>
          <aside id="detail" hidden aria-live="polite">
            <h2 id="detail-title"></h2>
            <button id="card" class="card" type="button" aria-pressed="false" title="Click to flip">
              <span class="card-inner">
                <img id="front" class="face front" alt="front of the tile">
                <img id="back" class="face back" alt="back of the tile">
              </span>
            </button>
            <p class="hint">Click the tile to see its \(Self.escape("other side")).</p>
            <button id="favorite" type="button" aria-pressed="false">☆ Favourite</button>
            <button id="close" type="button">Close</button>
          </aside>
          <section id="list" aria-label="Elements"></section>
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
