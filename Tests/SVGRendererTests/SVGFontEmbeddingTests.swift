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
            // The scene's words are all in the face's cut to the bundled words.
            let cut = try FontLibrary.url(for: face).deletingPathExtension().appendingPathExtension("words.otf")
            let embedsTheCut = rule.contains("src: url(data:font/otf;base64,\(try Data(contentsOf: cut).base64EncodedString())) format('opentype'); }")
            #expect(embedsTheCut, "\(face.file)")
        }
        #expect(!svg.contains(try Data(contentsOf: FontLibrary.url(for: FontLibrary.bold)).base64EncodedString()))
    }

    /// Text the cut cannot draw embeds the whole face, so no viewer falls back to another font.
    @Test func wordsBeyondTheCutEmbedTheWholeFace() throws {
        let run = SceneText(text: "Nguyễn", x: 0, y: 10, anchor: .start, fontSize: 10, font: FontLibrary.regular, color: .black,
                            role: .name, measuredWidth: 30)
        let svg = try embedding.render(Scene(width: 50, height: 20, title: "t", background: nil, nodes: [.text(run)]))
        let whole = try Data(contentsOf: FontLibrary.url(for: FontLibrary.regular)).base64EncodedString()
        let embedsTheWholeFace = svg.contains("src: url(data:font/otf;base64,\(whole)) format('opentype'); }")
        #expect(embedsTheWholeFace)
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
