import Foundation
import Layout
import PTableTestSupport
import Testing

/// The page as assistive technology and a bare machine meet it, read from Chromium itself
/// (`ChromiumDevTools`): the accessibility tree a screen reader reads, and the fonts the
/// language picker's names are drawn with where no CJK font is installed.
@Suite(.serialized) struct PageAccessibilityTests {
    /// Opens Sodium's detail through its address, as a link does, once its front has loaded.
    static let openSodium = """
        new Promise((done) => {
          location.hash = '#Na';
          const front = document.getElementById('front');
          const wait = () => !document.getElementById('detail').hidden && front.complete && front.naturalWidth > 0
            ? done('open') : setTimeout(wait, 50);
          wait();
        })
        """
    /// Clicks the card and answers what the page announced, once the back has loaded.
    static let flip = """
        new Promise((done) => {
          document.getElementById('card').click();
          const back = document.getElementById('back');
          const wait = () => back.complete && back.naturalWidth > 0
            ? done(document.getElementById('announce').textContent) : setTimeout(wait, 50);
          wait();
        })
        """

    /// Both sides of the flip card were in the tree, so a screen reader read "Tile of Sodium"
    /// and "Back of the Sodium tile" whichever showed, and heard only "pressed" on a flip.
    @Test func theSideTurnedAwayIsHiddenAndAFlipSaysWhatCameRound() async throws {
        let server = try await ServerProcess.shared()
        let snapshots = try await ChromiumDevTools.snapshots(of: server.baseURL + "/", after: [Self.openSodium, Self.flip, Self.flip])
        try #require(snapshots.count == 3)
        let faces = snapshots.map { snapshot in snapshot.tree.filter { $0.id == "front" || $0.id == "back" }.map(\.name) }
        #expect(faces == [["Tile of Sodium"], ["Back of the Sodium tile"], ["Tile of Sodium"]])
        #expect(snapshots[1].result == "Back of the Sodium tile" && snapshots[2].result == "Tile of Sodium", "announced")
        let cards = snapshots.compactMap { snapshot in snapshot.tree.first { $0.id == "card" } }
        #expect(cards.map(\.name) == Array(repeating: "Flip the tile to its other side", count: 3))
        #expect(cards.map(\.description) == ["Tile of Sodium", "Back of the Sodium tile", "Tile of Sodium"])
        #expect(cards.allSatisfy { $0.properties["pressed"] == nil }, "a flip is an action, not a state named by the button")
    }

    /// On the English page, on a machine whose only font is Inter, the picker's 简体中文, 日本語
    /// and 한국어 are drawn with the cuts the page embeds for them (they were boxes: Inter's
    /// .notdef); no other text is drawn with those cuts.
    @Test func thePickersCJKNamesAreDrawnWithoutInstalledCJKFonts() async throws {
        let server = try await ServerProcess.shared()
        let folder = try TestFolder.make("fontconfig")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FontLibrary.url(for: FontLibrary.regular),
                                         to: folder.appendingPathComponent("fonts/Inter-Regular.otf"))
        let configuration = folder.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <fontconfig><dir>\(folder.path)/fonts</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
            """.write(to: configuration, atomically: true, encoding: .utf8)
        let choices = ["en", "ja", "ko", "zh-Hans"].map { code in
            "(() => { const picker = document.getElementById('lang'); picker.value = '\(code)'; return picker.selectedOptions[0].textContent; })()"
        }
        let snapshots = try await ChromiumDevTools.snapshots(of: server.baseURL + "/?lang=en", after: choices, fonts: "#lang",
                                                             fontconfig: configuration)
        let drawn = snapshots.map { snapshot in
            (snapshot.result ?? "", snapshot.fonts.first?.fonts.map { "\($0.family):\($0.glyphs)" } ?? [])
        }
        #expect(drawn.map(\.0) == ["English", "日本語", "한국어", "简体中文"])
        #expect(drawn.map(\.1) == [["Inter:7"], ["Noto Sans CJK JP:3"], ["Noto Sans CJK KR:3"], ["Noto Sans CJK SC:4"]],
                "\(drawn)")
    }
}
