import CairoRenderer
import Foundation
import PTableTestSupport
import Testing

/// The page at `/`: self-contained, the table inline, and in a real browser (headless
/// Chromium) a click on a tile shows it, a click on the card flips it, search and sorts work.
@Suite(.serialized) struct PageTests {
    @Test func pageIsOneSelfContainedDocumentWithTheTableInline() async throws {
        let server = try await ServerProcess.shared()
        let page = try await TestHTTP.get(server.baseURL + "/")
        #expect(page.status == 200)
        #expect(page.header("content-type") == "text/html; charset=utf-8")
        let html = PageText(page.body)
        #expect(page.body.starts(with: Data("<!DOCTYPE html>".utf8)))
        #expect(html.tileGroups() == 118)
        #expect(html.contains("@font-face"), "the table's fonts are embedded")
        #expect(!html.contains("<script src") && !html.contains("rel=\"stylesheet\""), "no external scripts or styles")
        let remote = ["src=\"http:", "src=\"https:", "href=\"http:", "href=\"https:"].filter(html.contains)
        #expect(remote.isEmpty, "nothing loaded from elsewhere: \(remote)")
        #expect(!html.contains("selftest"), "the test hook is only sent when asked for")
    }

    @Test func pageTakesABuiltInThemeAndRefusesOthers() async throws {
        let server = try await ServerProcess.shared()
        let dark = try await TestHTTP.get(server.baseURL + "/?theme=dark")
        #expect(dark.text.contains("--page: #14161b"))
        #expect(dark.text.contains("<option value=\"dark\" selected>"))
        let bad = try await TestHTTP.get(server.baseURL + "/?theme=../../etc/passwd")
        #expect(bad.status == 400)
    }

    /// What one Chromium launch saw of the page in the dark theme with its self-test: the DOM
    /// after the self-test ran, a screenshot taken then, and the server's log meanwhile. The two
    /// tests below read it; a launch costs seconds, so there is one.
    private static let browsed = Task { () async throws -> (dom: String, screenshot: Data, log: String) in
        let server = try await ServerProcess.shared()
        let mark = server.logMark
        let file = TestFolder.file("page", pathExtension: "png")
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try await Chromium.load(server.baseURL + "/?theme=dark&selftest=1", screenshot: file)
        // The card's back is the last image the self-test waits for, so its line ends the log.
        _ = await server.log(containing: "GET /tiles/11.png?size=640&side=back&theme=dark ", since: mark)
        return (dom, try Data(contentsOf: file), server.log(since: mark))
    }

    @Test func clickingATileShowsItAndClickingTheCardFlipsIt() async throws {
        let (dom, _, log) = try await Self.browsed.value
        let result = try #require(dom.firstMatch(of: #/<output id="selftest">([^<]*)</output>/#)?.1, "no self-test output in \(dom.suffix(500))")
        #expect(result.hasPrefix("pass "), "\(result)")
        for fact in ["tiles=118", "selected=Na", "front=640px", "flipped=true", "back=true", "flippedBack=true",
                     "searchRows=1", "dimmed=117", "stateSections=Solid|Liquid|Gas"] {
            #expect(result.contains(fact), "\(fact) missing from: \(result)")
        }
        #expect(log.contains("GET /tiles/11.png?size=640&side=front&theme=dark 200"), "\(log)")
        #expect(log.contains("GET /tiles/11.png?size=640&side=back&theme=dark 200"), "\(log)")
    }

    @Test func screenshotOfThePageShowsTheTable() async throws {
        // The page after its self-test: the table, with sodium's card beside it and the list below.
        let image = try RGBAImage(png: try await Self.browsed.value.screenshot)
        #expect(image.width == 1600 && image.height == 1100)
        #expect(image[8, 1090].rgbHex == "#14161b", "the dark theme's page colour")
        // The table's tiles: many distinct colours along a row through the middle of the table.
        let colours = Set((0..<1600).map { image[$0, 330].rgbHex })
        #expect(colours.count > 20, "\(colours.count) colours")
    }
}

/// The page in the browser's language (`Accept-Language`), `?lang=` over it, and its switch.
@Suite(.serialized) struct PageLanguageTests {
    @Test func thePageFollowsAcceptLanguageAndLangWins() async throws {
        let server = try await ServerProcess.shared()
        let german = try await TestHTTP.get(server.baseURL + "/", headers: [("Accept-Language", "de-CH, de;q=0.9, en;q=0.5")])
        #expect(german.status == 200)
        #expect(german.header("vary") == "Accept-Language")
        #expect(german.text.contains("<html lang=\"de\">"))
        #expect(german.text.contains("placeholder=\"Suche: Name, Symbol oder Ordnungszahl\""))
        #expect(german.text.contains(">Wasserstoff<"), "the table is drawn in German")
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

    /// Chromium asks for French; the self-test picks Korean in the switch; the page reloads in Korean.
    @Test func inABrowserTheSwitchReloadsThePageInTheChosenLanguage() async throws {
        let server = try await ServerProcess.shared()
        let file = TestFolder.file("page-ko", pathExtension: "png")
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try await Chromium.load(server.baseURL + "/?selftest=1#switch=ko", screenshot: file,
                                          acceptLanguage: "fr-FR,fr")
        let result = try #require(dom.firstMatch(of: #/<output id="selftest">([^<]*)</output>/#)?.1, "no self-test output in \(dom.suffix(500))")
        #expect(result.hasPrefix("pass "), "\(result)")
        for fact in ["lang=ko", "selected=Na", "flipped=true", "stateSections=고체|액체|기체"] {
            #expect(result.contains(fact), "\(fact) missing from: \(result)")
        }
        #expect(dom.contains("<html lang=\"ko\">"))
        #expect(dom.contains("lang=ko"), "the tile images are asked for in Korean")
        let french = try await Chromium.load(server.baseURL + "/?selftest=1", screenshot: file, acceptLanguage: "fr-FR,fr")
        #expect(french.contains("<html lang=\"fr\">"))
        #expect(french.contains("stateSections=Solide|Liquide|Gaz"))
    }
}
