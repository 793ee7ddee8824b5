import Foundation
import PTableTestSupport
import Testing

/// The seed's image paths and the general tile and table images: every format, the same bytes
/// as the CLI draws, and a JSON 400 or 404 for every value the server cannot use.
@Suite(.serialized) struct ImageRouteTests {
    @Test func thumbnailIsANinetySixPixelPNGAtTheSeedsPath() async throws {
        try await InProcessServer.test { client in
            let response = try await client.get("/tiles/011/s7.png")
            #expect(response.status == 200)
            #expect(response.header("content-type") == "image/png")
            #expect(TestHTTP.pngSize(response.body)! == (96, 96))
            // What reads at 96 px: the theme without the category label and the facts, in the
            // thumbnail's faces and its solid band (Theme.listRowThumbnail).
            let folder = try TestFolder.make("thumb")
            let theme = folder.appendingPathComponent("thumbnail.json")
            try Data(#"{"base": "classic", "name": "classic", "slots": {"detail": {"topRight": "none", "facts": []}}, "fonts": {"name": "Inter-Regular.otf", "mass": "Inter-SemiBold.otf"}, "tile": {"bandStyle": "solid"}}"#.utf8).write(to: theme)
            let cli = try CLI.run(["tile", "Na", "--theme", theme.path, "--format", "png", "--size", "96", "-o", "-"])
            #expect(response.body == cli, "the server draws through the same facade as ptable tile")
        }
    }

    @Test(arguments: ["sodium", "thorium", "oganesson", "ununennium"])
    func detailImageExistsForEveryElementIncludingNinetyAndUp(name: String) async throws {
        try await InProcessServer.test { client in
            let response = try await client.get("/images/\(name).png")
            #expect(response.status == 200)
            #expect(TestHTTP.pngSize(response.body)! == (512, 512))
        }
    }

    @Test func generalTileFormatsMatchTheCLI() async throws {
        try await InProcessServer.test { client in
            for (path, arguments) in [
                ("/tiles/Na.svg?size=128&side=back", ["tile", "Na", "--side", "back", "--size", "128", "--format", "svg", "-o", "-"]),
                ("/tiles/sodium.json?size=200", ["tile", "Na", "--size", "200", "--format", "json", "-o", "-"]),
                ("/tiles/11.png?theme=dark&units=C", ["tile", "Na", "--theme", "dark", "--units", "C", "--size", "256", "--format", "png", "-o", "-"]),
                ("/tiles/Fe.png?lang=ja", ["tile", "Fe", "--lang", "ja", "--size", "256", "--format", "png", "-o", "-"]),
                ("/table.svg?lang=de&units=C", ["table", "--lang", "de", "--units", "C", "--format", "svg", "-o", "-"]),
                // Names in the language asked for, in the path and in highlight.
                ("/tiles/eisen.png?lang=de", ["tile", "Eisen", "--lang", "de", "--size", "256", "--format", "png", "-o", "-"]),
                ("/table.svg?lang=el&highlight=%CE%86%CE%B6%CF%89%CF%84%CE%BF,%CF%83%CE%AF%CE%B4%CE%B7%CF%81%CE%BF%CF%82",
                 ["table", "--lang", "el", "--highlight", "Άζωτο,σίδηρος", "--format", "svg", "-o", "-"]),
                ("/table.svg?color-by=melt&highlight=Na,K", ["table", "--color-by", "melt", "--highlight", "Na,K", "--format", "svg", "-o", "-"]),
                ("/table.svg?highlight=57-71,Ac%E2%80%93Lr", ["table", "--highlight", "La-Lu,89-103", "--format", "svg", "-o", "-"]),
                ("/table.svg?color-by=cpk&group-labels=both&symbol-color-by=phase&predicted=hide",
                 ["table", "--color-by", "cpk", "--group-labels", "both", "--symbol-color-by", "phase", "--predicted", "hide",
                  "--format", "svg", "-o", "-"]),
            ] {
                let response = try await client.get(path)
                #expect(response.status == 200, "\(path): \(response.text.prefix(200))")
                #expect(response.body == (try CLI.run(arguments)), "\(path) differs from ptable \(arguments.joined(separator: " "))")
            }
            let svg = try await client.get("/tiles/Na.svg")
            #expect(svg.header("content-type") == "image/svg+xml")
            #expect(svg.text.contains("<g id=\"tile-Na\""))
            let pdf = try await client.get("/tiles/Na.pdf")
            #expect(pdf.header("content-type") == "application/pdf")
            #expect(pdf.body.starts(with: Data("%PDF-".utf8)))
        }
    }

    /// A page's scene at a `dpi` is the one its PNG is drawn from, as `ptable table --format json
    /// --dpi` writes it: at 72 dpi the floor is 8 px (it was the print scene's 4 pt whatever the dpi).
    @Test func aTablePageSceneAtADPIIsThePNGsScene() async throws {
        try await InProcessServer.test { client in
            let json = try await client.get("/table.json?paper=a4&dpi=72")
            #expect(json.status == 200)
            #expect(json.text.contains("\"minimumTextSize\" : 8,"))
            #expect(json.body == (try CLI.run(["table", "--paper", "a4", "--dpi", "72", "--format", "json", "-o", "-"])))
            let print = try await client.get("/table.json?paper=a4")
            #expect(print.text.contains("\"minimumTextSize\" : 4,"))
        }
    }

    /// Paper, margin and bleed take a unit as the CLI's do: inches are the same page as millimetres.
    @Test func pageLengthsMayBeWrittenWithAUnit() async throws {
        try await InProcessServer.test { client in
            let inches = try await client.get("/table.svg?paper=8.5x11in&margin=0.5in&bleed=9pt")
            let millimetres = try await client.get("/table.svg?paper=letter&orientation=portrait&margin=12.7&bleed=3.175mm")
            #expect(inches.status == 200 && millimetres.status == 200, "\(inches.text.prefix(300))")
            #expect(inches.body == millimetres.body)
        }
    }

    @Test func tablePagesTakeThePaperOptions() async throws {
        try await InProcessServer.test { client in
            let png = try await client.get("/table.png?paper=a4&dpi=72")
            #expect(png.status == 200)
            #expect(TestHTTP.pngSize(png.body)! == (842, 595))
            // Drawn as pixels at 72 dpi, the page keeps 8 px text as the CLI's does (masses left out).
            let cli = try CLI.run(["table", "--paper", "a4", "--dpi", "72", "--format", "png", "-o", "-"])
            #expect(png.body == cli)
            let pdf = try await client.get("/table.pdf?paper=a3&orientation=portrait&bleed=3")
            #expect(pdf.status == 200)
            #expect(pdf.body.starts(with: Data("%PDF-".utf8)))
            let json = try await client.get("/table.json?layout=wide&title=")
            #expect(json.status == 200)
            #expect(json.header("content-type") == "application/json")
        }
    }

    @Test func badValuesAreJSON400sThatNameTheValue() async throws {
        try await InProcessServer.test { client in
            let cases: [(String, String)] = [
                ("/tiles/Na.png?size=5", "size must be between 16 and 8192 pixels, got \"5\""),
                ("/tiles/Na.png?side=sideways", "side must be front or back, got \"sideways\""),
                ("/tiles/Na.png?theme=drak", "theme must be one of classic, dark, mono, got \"drak\"; did you mean \"dark\"?"),
                ("/tiles/Na.png?theme=/etc/passwd", "theme must be one of classic, dark, mono, got \"/etc/passwd\""),
                ("/tiles/Na.png?sise=64", "unknown query parameter \"sise\"; did you mean \"size\"? (this path takes: size, side, theme, units, embed-fonts, lang, fields)"),
                ("/tiles/Na.png?size=64&size=65", "query parameter \"size\" is given more than once"),
                ("/tiles/Na.png?side=back&fields=mass,name",
                 "fields changes the front of a tile; side=back shows the summary, appearance, named by and source"),
                ("/table.svg?highlight=@/etc/passwd", "highlight takes symbols, names, numbers or ranges (57-71) separated by commas; the server reads no files (@/etc/passwd)"),
                ("/table.svg?highlight=Ne-H", "highlight: the range \"Ne-H\" runs from a higher atomic number to a lower one; write H-Ne"),
                ("/table.svg?highlight=Na,Xx", "highlight: no element matches \"Xx\""),
                ("/table.svg?highlight=113-119", "highlight: Ununennium (Uue, 119) is not on the table: add include-hypothetical=true to draw it"),
                ("/table.svg?highlight=Na&favorites-of=Ann", "favorites-of and highlight cannot be combined: both choose the highlighted elements"),
                ("/table.svg?width=300&paper=a4", "width and paper cannot be combined: the page sets the size"),
                ("/table.svg?paper=1x1mm", "paper leaves no room inside the default 10 mm margin (give a smaller margin), got 1x1mm"),
                ("/table.pdf?paper=5080x5080mm&bleed=3", "paper=5080x5080mm with bleed=3 mm is over the PDF limit of 14400 pt (200 in) a side"),
                ("/table.svg?width=100", "width must be between 256 and 32768 pixels, got \"100\""),
                ("/table.svg?dpi=300", "dpi applies to a page; add paper (e.g. paper=a3)"),
                ("/table.pdf?paper=a4&dpi=300", "dpi sets the resolution of a png or jpeg page (and of its json scene); a pdf page is drawn in points at any resolution, so leave dpi out"),
                ("/table.svg?paper=a4&dpi=300", "dpi sets the resolution of a png or jpeg page (and of its json scene); an svg page is drawn in points at any resolution, so leave dpi out"),
                ("/table.svg?key=false", "key applies to a page; add paper (e.g. paper=a3)"),
                ("/table.svg?paper=b7", "paper must be a4, a3, a2, a1, a0, letter, tabloid or WxH with a unit such as 420x297mm or 24x36in, got \"b7\""),
                ("/table.svg?range=1:10", "scale and range apply to a heatmap; give a numeric color-by such as melt"),
                ("/table.svg?color-by=melt&range=10:1", "range must have MIN below MAX, got \"10:1\""),
                ("/table.png?paper=a0&dpi=2400",
                 "A0 at 2400 dpi is 112346 × 79465 px; a PNG side may be at most 32767 px and a PNG may have at most 300 megapixels (use dpi=439 or less)"),
                ("/table.png?paper=a0&dpi=600", "A0 at 600 dpi is 28087 × 19866 px; a PNG may have at most 300 megapixels (use dpi=439 or less)"),
                ("/table.svg?title=%FF", "query is not UTF-8 after decoding: \"%FF\""),
                ("/table.svg?title=a%0Ab", "query has a control character: \"a%0Ab\""),
                ("/table.svg?group-labels=roman", "group-labels must be iupac, cas or both, got \"roman\""),
                ("/table.svg?symbol-color-by=melt", "symbol-color-by must be"),
                ("/table.svg?color-by=phase&symbol-color-by=phase",
                 "symbol-color-by=phase repeats the tiles' colouring by phase; choose another scheme for the symbols"),
                ("/table.svg?predicted=maybe", "predicted must be show, mark or hide, got \"maybe\""),
                ("/table.svg?paper=a4&margin=0x10", "margin must be a length in mm such as 12.5, or with its unit: 3mm, 0.3cm, 0.125in or 9pt, got \"0x10\""),
                ("/table.pdf?paper=a4&bleed=inf", "bleed must be a length in mm such as 12.5, or with its unit: 3mm, 0.3cm, 0.125in or 9pt, got \"inf\""),
                ("/tiles/Na.png?lang=xx", "lang must be one of en, de, fr, es, it, pt, nl, pl, sv, nb, ru, uk, el, zh-Hans, ja, ko, got \"xx\""),
                ("/table.svg?lang=zh-TW", "lang must be one of en, de, fr, es, it, pt, nl, pl, sv, nb, ru, uk, el, zh-Hans, ja, ko, got \"zh-TW\" (Traditional Chinese is not bundled; zh-Hans is Simplified Chinese)"),
                // A value is quoted without what would reorder the line, and cut to keep it one readable line.
                ("/tiles/Na.png?size=%E2%80%AE12", "size must be between 16 and 8192 pixels, got \"12\""),
                ("/tiles/Na.png?size=" + String(repeating: "9", count: 3000),
                 "size must be between 16 and 8192 pixels, got \"" + String(repeating: "9", count: 59) + "…\""),
                ("/tiles/Na.png?" + String(repeating: "x", count: 3000) + "=1",
                 "unknown query parameter \"" + String(repeating: "x", count: 59) + "…\" (this path takes: size, side, theme, units, embed-fonts, lang, fields)"),
                ("/tiles/Na.png?side=%E2%80%AEback", "side must be front or back, got \"back\""),
                // An SVG option on another format was dropped without a word; the CLI refuses it too.
                ("/tiles/Na.png?embed-fonts=true", "embed-fonts applies to svg, not png; leave it out, or ask for .svg"),
                ("/tiles/Na.jpg?embed-fonts=true", "embed-fonts applies to svg, not jpeg; leave it out, or ask for .svg"),
                ("/table.pdf?embed-fonts=true", "embed-fonts applies to svg, not pdf; leave it out, or ask for .svg"),
            ]
            for (path, message) in cases {
                let response = try await client.get(path)
                #expect(response.status == 400, "\(path)")
                #expect(response.header("content-type") == "application/json")
                #expect(response.errorMessage?.hasPrefix(message) == true, "\(path.prefix(80)): \(response.text.prefix(300))")
            }
        }
    }

    @Test func unknownElementsAndPathsAreJSON404s() async throws {
        try await InProcessServer.test { client in
            let cases: [(String, String)] = [
                ("/tiles/999/s7.png", "no element matches \"999\" (atomic numbers run from 1 to 119)"),
                ("/tiles/abc/s7.png", "thumbnails are at /tiles/NNN/s7.png with a three-digit atomic number, got \"abc\""),
                ("/images/sodum.png", "no element is named \"sodum\"; did you mean sodium?"),
                ("/images/sodium.jpg", "detail images are at /images/NAME.png (a lowercased element name), got \"sodium.jpg\""),
                ("/tiles/Xx.png", "no element matches \"Xx\""),
                // Another language's name is named as such, not answered with the nearest spelling (Yttrium).
                ("/tiles/Natrium.png", "no element matches \"Natrium\" (did you mean Sodium? that is its name in de, nl, sv, nb)"),
                // Messages quote the decoded segment, not the client's escapes.
                ("/tiles/%E2%98%83.png", "no element matches \"\u{2603}\""),
                ("/images/caf%C3%A9.png", "no element is named \"caf\u{E9}\""),
                ("/tiles/Na.gif", "images are at /tiles/ELEMENT.EXT with EXT png, jpg, svg, pdf or json, got \"Na.gif\""),
                ("/table.gif", "no such path"),
                ("/etc/passwd", "no such path"),
            ]
            for (path, message) in cases {
                let response = try await client.get(path)
                #expect(response.status == 404, "\(path)")
                #expect(response.header("content-type") == "application/json")
                #expect(response.errorMessage?.hasPrefix(message) == true, "\(path): \(response.text)")
            }
        }
    }

    /// An escaped unreserved character is the character itself (RFC 3986): the same image.
    @Test func percentEncodedPathsNameTheSameElement() async throws {
        try await InProcessServer.test { client in
            for (encoded, plain) in [("/tiles/N%61.svg", "/tiles/Na.svg"), ("/images/sodi%75m.png", "/images/sodium.png"),
                                     ("/tiles/%30%31%31/s7.png", "/tiles/011/s7.png")] {
                let response = try await client.get(encoded)
                let expected = try await client.get(plain)
                #expect(response.status == 200, "\(encoded): \(response.text)")
                #expect(response.body == expected.body, "\(encoded)")
            }
        }
    }
}
