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

    @Test func testLinkWithQuotesAndParenthesesIsPercentEncoded() throws {
        let scene = Scene(width: 100, height: 40, title: "link", background: nil, nodes: [
            TestScenes.text("Link", x: 10, y: 30, anchor: .start, size: 12, font: FontLibrary.regular,
                            role: .label, link: #"https://example.org/a'b"(c)\d é"#),
        ])
        let pdf = String(decoding: try renderer.pdf(scene), as: UTF8.self)
        #expect(pdf.contains("/URI (https://example.org/a%27b%22%28c%29%5Cd%20%C3%A9)"))
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
