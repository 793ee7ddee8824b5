import Layout

/// The look of one character cell: colours and weight.
///
/// Colours are the theme's own; `sgr(for:)` turns them into escape codes for the chosen
/// colour mode, so a style never depends on the terminal it ends up on.
struct TextStyle: Hashable, Sendable {
    var foreground: Color?
    var background: Color?
    var isBold = false
    /// Drawn dimmer than the terminal's own text colour; readable on light and dark terminals.
    var isFaint = false
    /// A URL the text links to: an OSC 8 hyperlink in colour modes, nothing in plain text.
    var link: String?

    static let plain = TextStyle()
    /// The terminal's own colour, dimmed: labels that must read on light and dark terminals.
    static let faint = TextStyle(isFaint: true)

    var isPlain: Bool { self == .plain }

    /// The same style without its link: what the SGR sequence depends on.
    var withoutLink: TextStyle {
        var style = self
        style.link = nil
        return style
    }

    /// The OSC 8 sequence that starts a hyperlink to `url`, or ends one when nil.
    static func hyperlink(_ url: String?) -> String {
        "\u{1B}]8;;\(url ?? "")\u{1B}\\"
    }

    /// This style drawn on top of `base`: a style without a background keeps the one beneath.
    func over(_ base: TextStyle) -> TextStyle {
        var style = self
        if style.background == nil { style.background = base.background }
        return style
    }

    /// The Select Graphic Rendition sequence that switches a terminal to this style from
    /// any other, starting with a reset. Empty for `.none`.
    func sgr(for mode: ColorMode) -> String {
        guard mode != .none else { return "" }
        var codes = ["0"]
        if isBold { codes.append("1") }
        if isFaint { codes.append("2") }
        if let foreground { codes.append(Self.code(foreground, layer: 38, mode: mode)) }
        if let background { codes.append(Self.code(background, layer: 48, mode: mode)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The sequence that returns a terminal to its default style.
    static func reset(for mode: ColorMode) -> String {
        mode == .none ? "" : "\u{1B}[0m"
    }

    private static func code(_ color: Color, layer: Int, mode: ColorMode) -> String {
        switch mode {
        case .trueColor: "\(layer);2;\(color.red);\(color.green);\(color.blue)"
        case .ansi256: "\(layer);5;\(XtermPalette.nearestIndex(to: color))"
        case .none: ""
        }
    }
}
