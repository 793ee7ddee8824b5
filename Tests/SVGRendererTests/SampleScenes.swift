import Layout

/// Hand-made scenes for the SVG tests: small enough to read, covering every node kind.
enum SampleScenes {
    static let ink = Color(red: 0x1a, green: 0x1a, blue: 0x2e)
    static let alkali = Color(hex: "#ffd3a8")!

    /// One sodium tile: a linked group with a rounded rectangle, a rule and a text per anchor.
    static let tiny = Scene(
        width: 100, height: 60, title: "Tiny table", background: .white,
        nodes: [
            .group(SceneGroup(
                id: "tile-Na", classes: ["tile", "alkali-metal"], x: 10, y: 5,
                link: "https://en.wikipedia.org/wiki/Sodium",
                children: [
                    .rect(SceneRect(x: 0, y: 0, width: 50, height: 50, cornerRadius: 4, fill: alkali,
                                    stroke: Color(red: 0, green: 0, blue: 0, alpha: 128), strokeWidth: 0.5,
                                    role: "tile-background")),
                    .text(SceneText(text: "11", x: 4, y: 10, anchor: .start, fontSize: 7.5,
                                    font: FontLibrary.medium, color: ink, role: .number, measuredWidth: 8.1)),
                    .text(SceneText(text: "Na", x: 25, y: 30, anchor: .middle, fontSize: 18,
                                    font: FontLibrary.displayBold, color: ink, role: .symbol, measuredWidth: 24.3)),
                    .text(SceneText(text: "22.99", x: 46, y: 10, anchor: .end, fontSize: 6,
                                    font: FontLibrary.regular, color: ink, role: .mass, measuredWidth: 15.6)),
                    .line(SceneLine(x1: 4, y1: 36, x2: 46, y2: 36, color: ink, width: 0.25, role: "rule")),
                ])),
        ])

    /// A few tiles in a row, for looking at a rasterised result.
    static let strip: Scene = {
        let tiles: [(String, String, String, String, String, Color)] = [
            ("1", "H", "Hydrogen", "1.008", "reactive-nonmetal", Color(hex: "#c8e6c9")!),
            ("3", "Li", "Lithium", "6.94", "alkali-metal", alkali),
            ("4", "Be", "Beryllium", "9.0122", "alkaline-earth-metal", Color(hex: "#ffe9a8")!),
            ("10", "Ne", "Neon", "20.180", "noble-gas", Color(hex: "#d7c8f5")!),
            ("26", "Fe", "Iron", "55.845", "transition-metal", Color(hex: "#f7c6c6")!),
        ]
        var nodes: [SceneNode] = [
            .text(SceneText(text: "Periodic table — a strip", x: 12, y: 22, anchor: .start, fontSize: 14,
                            font: FontLibrary.bold, color: ink, role: .title, measuredWidth: 170)),
        ]
        for (index, tile) in tiles.enumerated() {
            let (number, symbol, name, mass, category, fill) = tile
            nodes.append(.group(SceneGroup(
                id: "tile-\(symbol)", classes: ["tile", category], x: 12 + Double(index) * 68, y: 34,
                link: "https://en.wikipedia.org/wiki/\(name)",
                children: [
                    .rect(SceneRect(x: 0, y: 0, width: 64, height: 72, cornerRadius: 5, fill: fill,
                                    stroke: ink, strokeWidth: 0.75, role: "tile-background")),
                    .text(SceneText(text: number, x: 5, y: 12, anchor: .start, fontSize: 9,
                                    font: FontLibrary.medium, color: ink, role: .number, measuredWidth: 10)),
                    .text(SceneText(text: mass, x: 59, y: 12, anchor: .end, fontSize: 7,
                                    font: FontLibrary.regular, color: ink, role: .mass, measuredWidth: 20)),
                    .text(SceneText(text: symbol, x: 32, y: 42, anchor: .middle, fontSize: 24,
                                    font: FontLibrary.displayBold, color: ink, role: .symbol, measuredWidth: 30)),
                    .line(SceneLine(x1: 6, y1: 50, x2: 58, y2: 50, color: Color(red: 0x1a, green: 0x1a, blue: 0x2e, alpha: 96),
                                    width: 0.5, role: "rule")),
                    .text(SceneText(text: name, x: 32, y: 63, anchor: .middle, fontSize: 8,
                                    font: FontLibrary.semiBold, color: ink, role: .name, measuredWidth: 40)),
                ])))
        }
        return Scene(width: 376, height: 120, title: "Strip of five elements", background: Color(hex: "#fafafa"),
                     nodes: nodes)
    }()

    /// Strings that try to break out of text, attributes, CDATA or the document.
    static let hostileStrings = [
        "<script>alert(1)</script>",
        "]]>",
        "a & b && c;",
        #"say "hi" & 'bye'"#,
        "esc\u{1B}[31mred\u{07}bell\u{00}nul\u{08}\u{0B}\u{0C}\u{7F}\u{85}end",
        "עברית العربية mixed",
        "e\u{0301}\u{0327} Z\u{0335}\u{0336} \u{202E}override\u{202C}",
        "\u{FFFE}\u{FFFF}emoji 🧪",
        "  padded  ",
        "tab\tnew\nline\r",
    ]

    /// Every hostile string in every place data can reach: title, ids, classes, roles, text and links.
    static let hostile: Scene = {
        var nodes: [SceneNode] = []
        for (index, string) in hostileStrings.enumerated() {
            nodes.append(.group(SceneGroup(
                id: string, classes: [string, "x \(string)"], x: 0, y: Double(index) * 20,
                link: "javascript:alert(\(index))",
                children: [
                    .rect(SceneRect(x: 0, y: 0, width: 300, height: 18, fill: .white, role: string)),
                    .line(SceneLine(x1: 0, y1: 18, x2: 300, y2: 18, color: .black, width: 1, role: string)),
                    .text(SceneText(text: string, x: 4, y: 14, anchor: .start, fontSize: 12,
                                    font: FontLibrary.regular, color: .black, role: .name, measuredWidth: 100,
                                    link: "https://example.com/?q=\(index)&r=\"x\"")),
                ])))
        }
        return Scene(width: 300, height: Double(hostileStrings.count) * 20,
                     title: hostileStrings.joined(separator: " | "), background: nil, nodes: nodes)
    }()
}
