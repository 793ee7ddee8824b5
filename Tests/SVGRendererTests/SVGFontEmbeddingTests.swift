import Foundation
import Layout
import SVGRenderer
import Testing

@Suite struct SVGFontEmbeddingTests {
    let embedding = SVGRenderer(options: .init(embedFonts: true))

    @Test func embedsExactlyTheFacesTheSceneUses() throws {
        let svg = try embedding.render(SampleScenes.tiny)
        let rules = svg.split(separator: "\n").filter { $0.contains("@font-face") }
        #expect(rules.count == 3)
        let used = [FontLibrary.medium, FontLibrary.displayBold, FontLibrary.regular]
        for (rule, face) in zip(rules, used) {
            #expect(rule.contains("font-family: '\(face.family)'; font-weight: \(face.weight); "))
            let fontFile = try Data(contentsOf: FontLibrary.url(for: face))
            #expect(rule.contains("src: url(data:font/otf;base64,\(fontFile.base64EncodedString())) format('opentype'); }"))
        }
        #expect(!svg.contains(try Data(contentsOf: FontLibrary.url(for: FontLibrary.bold)).base64EncodedString()))
    }

    @Test func embeddedOutputIsStillWellFormed() throws {
        let probe = try XMLProbe(embedding.renderData(SampleScenes.strip))
        let style = try #require(probe.elements(named: "style").first)
        #expect(style.text.components(separatedBy: "@font-face").count - 1 == SampleScenes.strip.fontFaces.count)
    }

    @Test func withoutEmbeddingThereIsNoFontFace() throws {
        #expect(!(try SVGRenderer().render(SampleScenes.strip)).contains("@font-face"))
    }

    @Test func sceneWithoutTextEmbedsNothing() throws {
        let scene = Scene(width: 5, height: 5, title: "t", background: nil, nodes: [
            .line(SceneLine(x1: 0, y1: 0, x2: 5, y2: 5, color: .black, width: 1)),
        ])
        let svg = try embedding.render(scene)
        #expect(!svg.contains("<style>"))
    }

    @Test func unknownFontFileIsAClearError() throws {
        let face = FontFace(family: "Nope", weight: 400, file: "Nope.otf")
        let scene = Scene(width: 5, height: 5, title: "t", background: nil, nodes: [
            .text(SceneText(text: "x", x: 1, y: 2, anchor: .start, fontSize: 3, font: face, color: .black,
                            role: .label, measuredWidth: 1)),
        ])
        let error = #expect(throws: ElementDataError.self) { try embedding.render(scene) }
        #expect(error?.localizedDescription.contains("Nope.otf") == true)
        #expect(try SVGRenderer().render(scene).contains("font-nope-400"))
    }
}
