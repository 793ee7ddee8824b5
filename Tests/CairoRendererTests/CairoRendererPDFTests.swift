@testable import CairoRenderer
import Foundation
import Layout
import Testing

@Suite struct CairoRendererPDFTests {
    let renderer = CairoRenderer()

    @Test(.enabled(if: TestTools.isInstalled("pdfinfo"), "needs pdfinfo from poppler-utils"))
    func testPageSizeTitleCreatorAndDatesAreSet() throws {
        let file = try TestTools.temporaryFile(try renderer.pdf(TestScenes.sodium), pathExtension: "pdf")
        defer { try? FileManager.default.removeItem(at: file) }
        let info = try TestTools.run("pdfinfo", ["-isodates", file.path])
        #expect(info.status == 0, "\(info.error)")
        #expect(info.output.contains("Page size:       200 x 120 pts"))
        #expect(info.output.contains("Title:           Sodium test scene"))
        #expect(info.output.contains("Creator:         ptable"))
        #expect(info.output.contains("CreationDate:    2000-01-01T00:00:00Z"))
        #expect(info.output.contains("ModDate:         2000-01-01T00:00:00Z"))
        #expect(info.output.contains("Pages:           1"))
        // Written as PDF dates, with the "D:" Cairo 1.16 leaves out (PDF 2.0 requires it).
        let bytes = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        // Cairo's own information object stays; the update's, which readers take, follows it.
        let update = try #require(bytes.range(of: "%%EOF\n")).upperBound
        #expect(bytes[update...].contains("/CreationDate (D:20000101000000Z)\n   /ModDate (D:20000101000000Z)\n>>"))
    }

    @Test(.enabled(if: TestTools.isInstalled("pdfinfo"), "needs pdfinfo from poppler-utils"))
    func testTheCatalogStatesTheScenesLanguage() throws {
        var scene = TestScenes.sodium
        scene.language = "zh-Hans"
        let pdf = try renderer.pdf(scene)
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Type /Catalog\n   /Pages 1 0 R\n   /Lang (zh-Hans)\n>>"))
        let file = try TestTools.temporaryFile(pdf, pathExtension: "pdf")
        defer { try? FileManager.default.removeItem(at: file) }
        let info = try TestTools.run("pdfinfo", [file.path])
        #expect(info.status == 0 && info.error.isEmpty, "the update keeps every offset right: \(info.error)")
        scene.language = "en) /Evil ("
        #expect(try !String(decoding: renderer.pdf(scene), as: UTF8.self).contains("/Lang"), "not a tag: left out")
        #expect(try !String(decoding: renderer.pdf(TestScenes.sodium), as: UTF8.self).contains("/Lang"))
    }

    @Test func testTwoRendersAreByteIdentical() throws {
        let first = try renderer.pdf(TestScenes.sodium)
        _ = try CairoRenderer().png(TestScenes.sodium)
        _ = try CairoRenderer().pdf(TestScenes.single("Mg", x: 10, y: 50, anchor: .start))
        let second = try CairoRenderer().pdf(TestScenes.sodium)
        let third = try renderer.pdf(TestScenes.sodium)
        #expect(first == second)
        #expect(first == third)
    }

    @Test func testGroupLinkBecomesALinkAnnotation() throws {
        let pdf = String(decoding: try renderer.pdf(TestScenes.sodium), as: UTF8.self)
        #expect(pdf.contains("/URI (https://en.wikipedia.org/wiki/Sodium)"))
        #expect(pdf.contains("/Rect [ 120 70 190 110 ]"), "the annotation covers the group's rectangle")
    }

    @Test func testALinkLeavesNoCrossReferenceEntryPointingAtAnotherObject() throws {
        // Cairo 1.16 numbers a structure tree root for a tagged link and never writes it;
        // its entry kept another object's offset, so qpdf and Acrobat found the file damaged.
        var bled = TestScenes.sodium
        bled.bleed = 8.5
        bled.slug = 18
        bled.language = "en"
        for scene in [TestScenes.sodium, bled] {
            let pdf = try renderer.pdf(scene)
            #expect(String(decoding: pdf, as: UTF8.self).contains("/S /URI"))
            // Cairo's own table, the first; a bled page's boxes moved its offsets.
            let table = try #require(pdf.range(of: Data("xref\n0 ".utf8))).lowerBound
            let lines = String(decoding: pdf[table...], as: UTF8.self).split(separator: "\n")
            let count = try #require(lines[1].split(separator: " ").last.flatMap { Int($0) })
            var freeChain: [Int] = []
            for (number, entry) in lines[2..<(2 + count)].enumerated() {
                let first = try #require(Int(entry.prefix(10)))
                if entry.dropFirst(17).hasPrefix("n") {
                    #expect(objectStart(pdf, first).hasPrefix("\(number) 0 obj"), "object \(number)")
                } else {
                    freeChain.append(first)
                }
            }
            #expect(freeChain.count > 1 && freeChain.last == 0, "the unwritten number is free and listed")
        }
    }

    @Test(.enabled(if: TestTools.isInstalled("qpdf"), "needs qpdf"))
    func testQPDFFindsNoDamageInALinkedPrintShopPage() throws {
        var scene = TestScenes.sodium
        scene.bleed = 8.5
        scene.slug = 18
        scene.language = "en"
        for scene in [TestScenes.sodium, scene] {
            let file = try TestTools.temporaryFile(try renderer.pdf(scene), pathExtension: "pdf")
            defer { try? FileManager.default.removeItem(at: file) }
            let check = try TestTools.run("qpdf", ["--check", file.path])
            #expect(check.status == 0 && check.error.isEmpty, "\(check.output) \(check.error)")
        }
    }

    @Test func testLinkWithQuotesAndParenthesesIsPercentEncoded() throws {
        let scene = Scene(width: 100, height: 40, title: "link", background: nil, nodes: [
            TestScenes.text("Link", x: 10, y: 30, anchor: .start, size: 12, font: FontLibrary.regular,
                            role: .label, link: #"https://example.org/a'b"(c)\dé"#),
        ])
        let pdf = String(decoding: try renderer.pdf(scene), as: UTF8.self)
        #expect(pdf.contains("/URI (https://example.org/a%27b%22%28c%29%5Cd%C3%A9)"))
    }

    @Test func testLinksTheSceneRefusesNeverReachThePDF() throws {
        // The scene keeps only http, https and mailto links without spaces (`SceneLink`), so
        // the PDF writes exactly the links the SVG writes.
        let scene = Scene(width: 100, height: 40, title: "link", background: nil, nodes: [
            .group(SceneGroup(link: "file:///etc/passwd", children: [
                TestScenes.text("File", x: 10, y: 30, anchor: .start, size: 12, font: FontLibrary.regular,
                                role: .label, link: "javascript:alert(1)"),
            ])),
        ])
        let pdf = String(decoding: try renderer.pdf(scene), as: UTF8.self)
        #expect(!pdf.contains("/URI"))
    }

    @Test func testLinksAreNotDrawnIntoRasters() throws {
        var unlinked = TestScenes.sodium
        unlinked.nodes = unlinked.nodes.map { node in
            guard case var .group(group) = node else { return node }
            group.link = nil
            return .group(group)
        }
        #expect(try renderer.png(unlinked) == renderer.png(TestScenes.sodium))
    }

    @Test func testBleedGivesATrimBoxInsideTheMediaBoxAndKeepsEveryOffsetRight() throws {
        var scene = TestScenes.sodium
        scene.bleed = 8.5
        let pdf = try renderer.pdf(scene)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 200 120 ] /TrimBox [ 8.5 8.5 191.5 111.5 ] /BleedBox [ 0 0 200 120 ]"))
        #expect(try renderer.pdf(scene) == pdf)
        #expect(!String(decoding: try renderer.pdf(TestScenes.sodium), as: UTF8.self).contains("/TrimBox"))

        // Every cross-reference entry points at the same bytes as in Cairo's own file, which ends
        // at the first %%EOF. (The catalog's and the dates' update follows with a
        // cross-reference section of its own.)
        let rendered = try renderer.pdf(TestScenes.sodium)
        let original = rendered.prefix(upTo: try #require(rendered.range(of: Data("%%EOF\n".utf8))).upperBound)
        let boxed = try PDFPageBoxes.addingTrimBox(to: original, bleed: 8.5, width: scene.width, height: scene.height)
        #expect(text.hasPrefix(String(decoding: boxed, as: UTF8.self)))
        let (entries, table) = try crossReferences(in: boxed)
        let (originalEntries, originalTable) = try crossReferences(in: original)
        #expect(entries.count == originalEntries.count && entries.count > 10)
        #expect(table == originalTable + boxed.count - original.count)
        for (index, (offset, originalOffset)) in zip(entries, originalEntries).enumerated() {
            #expect(objectStart(boxed, offset) == objectStart(original, originalOffset), "object \(index)")
        }
    }

    /// The offsets of a PDF's cross-reference entries and of the table itself (startxref).
    func crossReferences(in pdf: Data) throws -> (entries: [Int], table: Int) {
        let text = String(decoding: pdf, as: UTF8.self)
        let keyword = try #require(text.range(of: "startxref", options: .backwards))
        let table = try #require(Int(text[keyword.upperBound...].split(whereSeparator: \.isWhitespace)[0]))
        let lines = String(decoding: pdf[table...], as: UTF8.self).split(separator: "\n")
        let count = try #require(lines[1].split(separator: " ").last.flatMap { Int($0) })
        return (try lines[2..<(2 + count)].map { try #require(Int($0.prefix(10))) }, table)
    }

    func objectStart(_ pdf: Data, _ offset: Int) -> String {
        String(decoding: pdf.dropFirst(offset).prefix(12), as: UTF8.self)
    }

    @Test(.enabled(if: TestTools.isInstalled("pdfinfo"), "needs pdfinfo from poppler-utils"))
    func testPopplerReadsTheTrimBoxWithoutComplaint() throws {
        var scene = TestScenes.sodium
        scene.bleed = 8.5
        let file = try TestTools.temporaryFile(try renderer.pdf(scene), pathExtension: "pdf")
        defer { try? FileManager.default.removeItem(at: file) }
        let info = try TestTools.run("pdfinfo", ["-box", file.path])
        #expect(info.status == 0 && info.error.isEmpty, "\(info.error)")
        #expect(info.output.contains("TrimBox:             8.50     8.50   191.50   111.50"))
        #expect(info.output.contains("BleedBox:            0.00     0.00   200.00   120.00"))
    }

    @Test func testPageOverTheLimitIsRefused() throws {
        let scene = Scene(width: 20_000, height: 100, title: "wide", background: nil, nodes: [])
        #expect(errorMessage { _ = try renderer.pdf(scene) }
            == "canvas of 20000 × 100 pt is too large: a PDF page side may be at most 14400 pt (200 in)")
    }
}

/// The localized description of the error `body` throws, or "" when it does not throw.
func errorMessage(_ body: () throws -> Void) -> String {
    do {
        try body()
        return ""
    } catch {
        return error.localizedDescription
    }
}
