@testable import CairoRenderer
import Foundation
import Layout
import Testing

/// Text is drawn with the bundled font files only, never a system font.
@Suite struct FontLoadingTests {
    /// Set in the child process of `testSystemFontsHiddenGiveIdenticalOutput`: where to write.
    static let childOutputVariable = "PTABLE_CAIRO_TEST_CHILD_OUTPUT"

    @Test func testFacesAreLoadedFromTheBundledFiles() throws {
        let renderer = CairoRenderer()
        _ = try renderer.png(TestScenes.sodium)
        let expected = try [FontLibrary.regular, FontLibrary.bold, FontLibrary.medium, FontLibrary.semiBold]
            .reduce(into: [String: String]()) { $0[$1.file] = try FontLibrary.url(for: $1).path }
        #expect(renderer.fonts.loadedPaths == expected)
        #expect(expected.values.allSatisfy { $0.hasSuffix(".otf") && FileManager.default.fileExists(atPath: $0) })
    }

    @Test func testUnknownFontFileIsAnErrorNotAFallback() {
        let missing = FontFace(family: "Helvetica", weight: 400, file: "Helvetica.ttf")
        let scene = Scene(width: 50, height: 20, title: "missing", background: nil, nodes: [
            .text(SceneText(text: "Na", x: 0, y: 15, anchor: .start, fontSize: 12, font: missing,
                            color: .black, role: .symbol, measuredWidth: 14)),
        ])
        #expect(throws: ElementDataError.self) { try CairoRenderer().png(scene) }
        #expect(errorMessage { _ = try CairoRenderer().pdf(scene) }.contains("Helvetica.ttf"))
    }

    @Test func testUnreadableFontFileNamesFileAndPath() throws {
        let file = try TestTools.temporaryFile(Data("not a font".utf8), pathExtension: "otf")
        defer { try? FileManager.default.removeItem(at: file) }
        let message = errorMessage { _ = try FontFaceCache.load(path: file.path, file: "Broken.otf") }
        #expect(message.hasPrefix("cannot load font Broken.otf from \(file.path): "))
    }

    /// Renders in a child process whose fontconfig sees no fonts at all: any use of a system
    /// font would change the glyphs, so identical bytes prove only the bundled files are used.
    @Test func testSystemFontsHiddenGiveIdenticalOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-fc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("empty-fonts.conf")
        try Data(#"<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig></fontconfig>"#.utf8)
            .write(to: config)

        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = config.path
        environment["FONTCONFIG_PATH"] = folder.path
        environment["HOME"] = folder.path
        environment["XDG_DATA_HOME"] = folder.path
        environment[Self.childOutputVariable] = folder.path
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let child = try TestTools.run(testBinary, ["--testing-library", "swift-testing",
                                                   "--filter", "renderInChildProcess"], environment: environment)
        try #require(child.status == 0, "child failed:\n\(child.output)\n\(child.error)")

        let renderer = CairoRenderer()
        let png = try Data(contentsOf: folder.appendingPathComponent("sodium.png"))
        let pdf = try Data(contentsOf: folder.appendingPathComponent("sodium.pdf"))
        #expect(png == (try renderer.png(TestScenes.sodium, scale: 2)))
        #expect(pdf == (try renderer.pdf(TestScenes.sodium)), "PDF is byte-identical across processes too")
    }

    /// The child side of `testSystemFontsHiddenGiveIdenticalOutput`; skipped in a normal run.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childOutputVariable] != nil))
    func renderInChildProcess() throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment[Self.childOutputVariable]!)
        let renderer = CairoRenderer()
        try renderer.png(TestScenes.sodium, scale: 2).write(to: folder.appendingPathComponent("sodium.png"))
        try renderer.pdf(TestScenes.sodium).write(to: folder.appendingPathComponent("sodium.pdf"))
    }
}
