import CairoRenderer
import Foundation
import Layout
import PTableSnapshotTesting
import PTableTestSupport
import SnapshotTesting
import Testing

/// The page at `/`: self-contained, the table inline; in a real browser (headless Chromium) the
/// seed app on a 390 × 844 phone (and on its side, 844 × 390) and the table browser on a
/// 1400 × 1000 desktop: rows with thumbnails, the detail with its six facts and its tile drawn at
/// the screen's resolution, a favourite found in the Favourites tab and taken away again, search
/// and sorts, the dark scheme followed, no text (the table's included) under 12 px and no tile
/// under 44 px, the detail open or not. Screenshots of both are golden files
/// (`__Snapshots__/PageTests`).
@Suite(.serialized) struct PageTests {
    @Test func pageIsOneSelfContainedDocumentWithTheTableInline() async throws {
        let server = try await ServerProcess.shared()
        let page = try await TestHTTP.get(server.baseURL + "/")
        #expect(page.status == 200)
        #expect(page.header("content-type") == "text/html; charset=utf-8")
        let html = PageText(page.body)
        #expect(page.body.starts(with: Data("<!DOCTYPE html>".utf8)))
        #expect(html.tileGroups() == 118)
        #expect(html.count(of: "<svg ") == 1, "one table for both layouts, laid out to read at 1:1")
        #expect(html.contains("--table-width: 1100px;"))
        // The script's phone layout is the style sheet's: one query.
        let query = try #require(page.text.firstMatch(of: /const phone = window\.matchMedia\('([^']+)'\)/)?.1)
        #expect(query == "(max-width: 49.99rem), (pointer: coarse) and (max-height: 35rem)")
        #expect(html.contains("@media \(query) {"))
        #expect(html.count(of: "@font-face") == 7, "the table's four fonts, embedded once, and the language picker's three")
        #expect(!html.contains("<script src") && !html.contains("rel=\"stylesheet\""), "no external scripts or styles")
        let remote = ["src=\"http:", "src=\"https:", "href=\"http:", "href=\"https:", "url(http"].filter(html.contains)
        #expect(remote.isEmpty, "nothing loaded from elsewhere: \(remote)")
        #expect(!html.contains("selftest"), "the test hook is only sent when asked for")
        #expect(html.contains("\"thumbnail\":\"/periodictable/Tiles/011/s7.JPG\""))
        #expect(html.contains("prefers-color-scheme: dark"), "the default theme follows the system's scheme")
    }

    /// The signs on the Back and Favourite buttons are kept from screen readers, so the name read
    /// is the word seen (WCAG 2.5.3): Back was named "Close the element" under its "‹ Back", and
    /// Favourite was read as "white star Favourite".
    @Test func buttonsAreNamedByTheirVisibleWords() async throws {
        try await InProcessServer.test { client in
            let german = try await client.get("/?lang=de")
            #expect(german.text.contains("<button id=\"close\" type=\"button\"><span aria-hidden=\"true\">‹</span> Zurück</button>"))
            #expect(german.text.contains("<span aria-hidden=\"true\">☆</span> Favorit</button>"))
        }
    }

    @Test func pageTakesABuiltInThemeAndRefusesOthers() async throws {
        let server = try await ServerProcess.shared()
        let dark = try await TestHTTP.get(server.baseURL + "/?theme=dark")
        #expect(dark.text.contains("--page: #14161b"))
        #expect(dark.text.contains("<option value=\"dark\" selected>"))
        #expect(dark.text.contains("<meta name=\"color-scheme\" content=\"dark\">"))
        #expect(!dark.text.contains("prefers-color-scheme: dark')"), "a theme asked for is kept")
        let bad = try await TestHTTP.get(server.baseURL + "/?theme=../../etc/passwd")
        #expect(bad.status == 400)
    }

    /// What one Chromium launch saw of the page with its self-test: the DOM after the self-test
    /// ran, a screenshot taken then, and the favourites in the store after it. Each server is the
    /// launch's own, its store empty at the start.
    struct Browsed: Sendable {
        let result: String
        let screenshot: Data
        /// `GET /api/v1/favorites` once the self-test is done.
        let favouritesAfter: String

        /// The self-test's line, `pass …` or `fail …`.
        init(width: Int, height: Int, dark: Bool = false, touch: Bool = false, scale: Int = 1) async throws {
            let server = try await ServerProcess.start()
            let file = TestFolder.file("page", pathExtension: "png")
            defer { try? FileManager.default.removeItem(at: file) }
            let dom = try await Chromium.load(server.baseURL + "/?selftest=1", screenshot: file, width: width, height: height,
                                              darkScheme: dark, touch: touch, scale: scale)
            favouritesAfter = try await TestHTTP.get(server.baseURL + "/api/v1/favorites").text
            await server.stop()
            result = String(try #require(dom.firstMatch(of: #/<output id="selftest"[^>]*>([^<]*)</output>/#)?.1,
                                         "no self-test output in \(dom.suffix(500))"))
            screenshot = try Data(contentsOf: file)
        }

        func expect(_ facts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(result.hasPrefix("pass "), "\(result)", sourceLocation: sourceLocation)
            for fact in facts {
                #expect(result.contains(" " + fact + " ") || result.hasSuffix(" " + fact), "\(fact) missing from: \(result)",
                        sourceLocation: sourceLocation)
            }
        }

        /// The smallest text the self-test saw, in CSS pixels.
        var smallestText: Double? {
            result.firstMatch(of: /minText=([0-9.]+)/).flatMap { Double($0.1) }
        }

        /// The smallest tile of a table the self-test saw, in CSS pixels.
        var smallestTile: Double? {
            result.firstMatch(of: /minTile=([0-9.]+)/).flatMap { Double($0.1) }
        }

        /// No text under 12 CSS px, the table's SVG text as it is shown included, and no tile
        /// under 44 CSS px, with the detail open or not; the store left as it was.
        func expectLegibleAndTidy(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let text = try #require(smallestText, "\(result)", sourceLocation: sourceLocation)
            #expect(text >= 12, "text under 12 CSS px: \(result)", sourceLocation: sourceLocation)
            let tile = try #require(smallestTile, "\(result)", sourceLocation: sourceLocation)
            #expect(tile >= 44, "a tile under 44 CSS px: \(result)", sourceLocation: sourceLocation)
            expect(["storeKept=true"], sourceLocation: sourceLocation)
            #expect(favouritesAfter == "[]", "the self-test left favourites: \(favouritesAfter)", sourceLocation: sourceLocation)
        }
    }

    static let phone = Task { try await Browsed(width: 390, height: 844) }
    static let desktop = Task { try await Browsed(width: 1400, height: 1000) }
    static let darkPhone = Task { try await Browsed(width: 390, height: 844, dark: true, scale: 3) }
    static let phoneOnItsSide = Task { try await Browsed(width: 844, height: 390, touch: true) }

    static let sodiumFacts = "facts=Symbol:Na|Number:11|Weight:22.990|Melting point:370.94 K|Boiling point:1156.09 K|Discovered by:Humphry Davy"

    /// The detail as a place in the history, and the way back from it: its address, the browser's
    /// back and forward, the page's own back, a link to an element; focus in the detail while it
    /// is open and back on the row that opened it after. Its favourite button: a double tap sends
    /// one request, and a failure with the server gone is shown under the button.
    static let detailFlow = [
        "address=#Na", "focusInDetail=true", "backTo=11|address=|behindInert=false", "forward=Na", "closedTo=11", "deepLink=Fe",
        "unreachable=Favourites: The server did not answer; check the connection and try again.|inView=true|stillFavourite=true",
        "saves=1", "matchesAnnounced=Matching elements: 1.", "askedForName=true", "keptTap=1 favourite of Pending tap.|true",
    ]

    @Test func onAPhoneThePageIsTheSeedApp() async throws {
        let phone = try await Self.phone.value
        phone.expect([
            "layout=phone", "theme=classic", "rows=119", "thumbnail=/periodictable/Tiles/089/s7.JPG",
            "sodiumRow=Sodium|Na(11) 22.989769282", "thumbnailLeft=true", "tableTab=true", "tableScrolls=true",
            "phoneTiles=118", "selected=Na", "title=Sodium", "front=384px", "frontSharp=true", Self.sodiumFacts,
            "detailCovers=true", "flipped=true", "back=true|sharp=true", "flippedBack=true", "favorite=★ Favourite",
            "favoritesTab=Sodium", "searchRows=1", "stateSections=Solid|Liquid|Gas", "behindInert=true", "tableClosedTo=tile-Fe",
        ] + Self.detailFlow)
        let rows = try #require(phone.result.firstMatch(of: /rowImages=([0-9]+)/).flatMap { Int($0.1) })
        #expect(rows >= 6, "the rows in view show their thumbnails: \(rows)")
        try phone.expectLegibleAndTidy()
    }

    /// A phone on its side (a finger, a short window) gets the phone's layout: its table at 1:1 in
    /// the Table tab. It had the desktop's, the table scaled to 4.6 px text and 39 px tiles.
    @Test func aPhoneOnItsSideIsStillThePhonesLayout() async throws {
        let side = try await Self.phoneOnItsSide.value
        side.expect(["layout=phone", "tableTab=true", "tableScrolls=true", "phoneTiles=118", "selected=Na", "detailCovers=true",
                     "frontSharp=true", "tableClosedTo=tile-Fe"])
        try side.expectLegibleAndTidy()
    }

    @Test func onADesktopThePageIsTheTableBrowser() async throws {
        let desktop = try await Self.desktop.value
        desktop.expect([
            "layout=desktop", "tiles=118", "rows=119", "selected=Na", "title=Sodium", "front=384px", "frontSharp=true",
            Self.sodiumFacts, "detailCovers=false", "flipped=true", "back=true|sharp=true", "flippedBack=true", "favorite=★ Favourite",
            "favoritesTab=Sodium", "searchRows=1", "dimmed=117", "stateSections=Solid|Liquid|Gas",
            "frontAlt=Tile of Sodium", "noMatch=No element matches “xyzzy”.", "announced=Sodium added to favourites.",
            "behindInert=false", "arrows=Mg,Ca,K,Na,Ar,Na,Li,H", "tableTabStops=1",
        ] + Self.detailFlow)
        // The table at 1:1 in a scroller beside the detail, never scaled down (it was: 5.9 px text, 25 px tiles).
        try desktop.expectLegibleAndTidy()
        let image = try RGBAImage(png: desktop.screenshot)
        #expect(image.width == 1400 && image.height == 1000)
        // The table's tiles: many distinct colours along a row through the middle of the table.
        let colours = Set((0..<1000).map { image[$0, 300].rgbHex })
        #expect(colours.count > 20, "\(colours.count) colours")
    }

    @Test func aSystemInDarkModeGetsTheDarkTheme() async throws {
        let dark = try await Self.darkPhone.value
        dark.expect(["layout=phone", "theme=dark", "background=rgb(20,22,27)", "sodiumRow=Sodium|Na(11) 22.989769282"])
        let image = try RGBAImage(png: dark.screenshot)
        #expect(image.width == 390 * 3, "a screen of 3 device px to the CSS px")
        #expect(image[2, 1200].rgbHex == "#14161b", "the dark theme's page colour")
        try dark.expectLegibleAndTidy()
    }

    /// On a screen of 3 device px to the CSS px, the detail's tile (352 CSS px) is drawn from a
    /// 1152 px image, not enlarged from 640 px and blurred.
    @Test func theDetailsTileIsAsSharpAsTheScreen() async throws {
        let dark = try await Self.darkPhone.value
        dark.expect(["front=1152px", "frontSharp=true", "back=true|sharp=true"])
    }

    /// Golden screenshots: the phone's list and the desktop's table with Sodium's detail. Text
    /// is in the embedded Inter faces, so the pixels do not depend on the machine's fonts;
    /// a few per cent may move with Chromium's version.
    @Test func screenshotsMatchTheGoldenFiles() async throws {
        let strategy = Snapshotting<Data, Data>(pathExtension: "png", diffing: .png(tolerance: 24, maxDifferingFraction: 0.03))
        let phone = try await Self.phone.value.screenshot, desktop = try await Self.desktop.value.screenshot
        assertSnapshot(of: phone, as: strategy, named: "phone-390x844")
        assertSnapshot(of: desktop, as: strategy, named: "desktop-1400x1000")
    }
}

/// The page in the browser's language (`Accept-Language`), `?lang=` over it, and its switch.
@Suite(.serialized) struct PageLanguageTests {
    @Test func thePageFollowsAcceptLanguageAndLangWins() async throws {
        let server = try await ServerProcess.shared()
        let german = try await TestHTTP.get(server.baseURL + "/", headers: [("Accept-Language", "de-CH, de;q=0.9, en;q=0.5")])
        #expect(german.status == 200)
        #expect(german.header("vary") == "Accept-Language, Accept-Encoding")
        #expect(german.text.contains("<html lang=\"de\">"))
        #expect(german.text.contains("placeholder=\"Suche: Name, Symbol oder Ordnungszahl\""))
        #expect(german.text.contains(">Alkalimetall<"), "the table is drawn in German")
        #expect(german.text.contains("<option value=\"de\" lang=\"de\" selected>Deutsch</option>"))
        #expect(german.text.contains("\"lang\":\"de\""))
        let japanese = try await TestHTTP.get(server.baseURL + "/?lang=ja", headers: [("Accept-Language", "de")])
        #expect(japanese.text.contains("<html lang=\"ja\">"))
        #expect(japanese.text.contains(">マスの見方<") || japanese.text.contains("元素"))
        #expect(japanese.text.contains("'Noto Sans CJK JP'"), "the table embeds its CJK face")
        let english = try await TestHTTP.get(server.baseURL + "/", headers: [("Accept-Language", "tlh, *;q=0.5")])
        #expect(english.text.contains("<html lang=\"en\">"))
        #expect(english.text.contains("placeholder=\"Search: name, symbol or number\""))
        let bad = try await TestHTTP.get(server.baseURL + "/?lang=xx")
        #expect(bad.status == 400)
        #expect(bad.errorMessage?.hasPrefix("lang must be one of en, de,") == true)
    }

    /// The theme picker names the built-in themes in the page's language, and keeps their
    /// names as the values it asks for (`?theme=dark`); the page's title names the theme alike.
    @Test func theThemePickerNamesTheBuiltInThemesInThePagesLanguage() async throws {
        try await InProcessServer.test { client in
            let german = try await client.get("/?lang=de&theme=dark")
            #expect(german.status == 200)
            #expect(german.text.contains("<title>ptable — dunkel</title>"))
            #expect(german.text.contains("<option value=\"classic\">klassisch</option><option value=\"dark\" selected>dunkel</option><option value=\"mono\">monochrom</option>"))
            let japanese = try await client.get("/?lang=ja")
            // Its table embeds the Japanese and Inter faces cut to the bundled words, not the
            // everyday subsets and whole faces (2 MB): a phone loads it quickly.
            #expect(japanese.body.count < 800_000, "\(japanese.body.count) bytes")
            #expect(japanese.text.contains("<option value=\"dark\">ダーク</option>"))
            let english = try await client.get("/")
            #expect(english.body.count < 800_000, "\(english.body.count) bytes")
            #expect(english.text.contains("<title>ptable — classic</title>"))
            #expect(english.text.contains("<option value=\"classic\" selected>classic</option><option value=\"dark\">dark</option>"))
        }
    }

    /// On phones 360 and 390 CSS px wide, one on its side, and on a desktop, in every language,
    /// nothing on the list, the detail (of the longest name) or the favourites sticks out of the
    /// screen or is cut, the detail covers a phone's screen and its favourite button can be
    /// scrolled to, and no control is under 24 px (WCAG 2.5.8), nor on a phone under 44 px to touch. Each
    /// page is measured in a frame of its size: headless Chromium's own window is at least 500 px
    /// wide. A hint that cannot fit is left out, as a tile leaves out a field, but only the name's
    /// on the narrowest phone: the search box always keeps its own.
    @Test func onPhonesThePageFitsInEveryLanguage() async throws {
        let server = try await ServerProcess.shared()
        let file = TestFolder.file("page-fit", pathExtension: "png")
        defer { try? FileManager.default.removeItem(at: file) }
        // One browser for four languages at a size, each bounded on its own: sixteen languages
        // in one run took 23 s on a quiet machine and outlasted a 240 s deadline in a loaded CI run.
        let groups = stride(from: 0, to: DisplayLocale.supportedCodes.count, by: 4).map {
            DisplayLocale.supportedCodes[$0..<min($0 + 4, DisplayLocale.supportedCodes.count)].joined(separator: ",")
        }
        let runs = ["360x740", "390x844", "844x390", "1400x1000"].flatMap { size in groups.map { (size, $0) } }
        for (size, languages) in runs {
            let dom = try await Chromium.load(server.baseURL + "/?selftest=1#fit=\(languages)@\(size)", screenshot: file,
                                              width: 390, height: 844, budget: 60_000, deadline: 240)
            let result = try #require(dom.firstMatch(of: #/<output id="selftest"[^>]*>([^<]*)</output>/#)?.1,
                                      "\(size) \(languages): no self-test output in \(dom.suffix(500))")
            #expect(result.hasPrefix("fit ok "), "\(result)")
            let leftOut = result.components(separatedBy: "hintsLeftOut=").last?.split(separator: ",") ?? []
            #expect(leftOut.allSatisfy { $0.hasSuffix("@360x740:person") }, "\(result)")
        }
        #expect(DisplayLocale.supportedCodes.count >= 16)
    }

    /// A name with nowhere to break (user data, `--data`) wraps in the list and the detail's
    /// heading instead of widening a phone's page, which pushed the tile and the favourite
    /// button off its right edge.
    @Test func aLongNameWithNoSpacesFitsOnAPhone() async throws {
        let folder = try TestFolder.make("long-name")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ElementData/Resources/PeriodicTableJSON.json")
        let long = "Sodiumwithaveryveryverylongunbrokenname"
        let data = try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "\"name\": \"Sodium\"", with: "\"name\": \"\(long)\"")
        #expect(data.contains(long))
        let file = folder.appendingPathComponent("long.json")
        try data.write(to: file, atomically: true, encoding: .utf8)
        let server = try await ServerProcess.start(["--data", file.path])
        let shot = folder.appendingPathComponent("fit.png")
        let dom = try await Chromium.load(server.baseURL + "/?selftest=1#fit=en@390x844,360x740", screenshot: shot,
                                          width: 390, height: 844, budget: 30_000)
        await server.stop()
        let result = try #require(dom.firstMatch(of: #/<output id="selftest"[^>]*>([^<]*)</output>/#)?.1)
        #expect(result.hasPrefix("fit ok "), "\(result)")
    }

    /// Chromium asks for French; the self-test picks Korean in the picker; the page reloads in Korean.
    @Test func inABrowserThePickerReloadsThePageInTheChosenLanguage() async throws {
        let server = try await ServerProcess.start()
        let file = TestFolder.file("page-ko", pathExtension: "png")
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try await Chromium.load(server.baseURL + "/?selftest=1#switch=ko", screenshot: file,
                                          width: 1400, height: 1000, budget: 30_000, acceptLanguage: "fr-FR,fr")
        let french = try await Chromium.load(server.baseURL + "/?selftest=1", screenshot: file,
                                             width: 1400, height: 1000, budget: 30_000, acceptLanguage: "fr-FR,fr")
        await server.stop()
        let result = try #require(dom.firstMatch(of: #/<output id="selftest"[^>]*>([^<]*)</output>/#)?.1,
                                  "no self-test output in \(dom.suffix(500))")
        #expect(result.hasPrefix("pass "), "\(result)")
        for fact in ["lang=ko", "selected=Na", "title=소듐", "flipped=true", "favorite=★ 즐겨찾기", "stateSections=고체|액체|기체",
                     "frontAlt=소듐 칸", "favoritesNote=Selft\u{EB}st 님의 즐겨찾기: 1개", "announced=소듐을(를) 즐겨찾기에 추가했습니다."] {
            #expect(result.contains(fact), "\(fact) missing from: \(result)")
        }
        #expect(dom.contains("<html lang=\"ko\">"))
        let frenchResult = try #require(french.firstMatch(of: #/<output id="selftest"[^>]*>([^<]*)</output>/#)?.1)
        #expect(frenchResult.contains("lang=fr") && frenchResult.contains("stateSections=Solide|Liquide|Gaz"), "\(frenchResult)")
        #expect(frenchResult.contains("Masse:22,990"), "\(frenchResult)")
        #expect(frenchResult.contains("frontAlt=Case : Sodium"), "\(frenchResult)")
        #expect(frenchResult.contains("noMatch=Aucun élément ne correspond à « xyzzy »."), "\(frenchResult)")
        #expect(frenchResult.contains("plainSearch=Hydrogène:found"), "typed without its accent: \(frenchResult)")
    }
}
