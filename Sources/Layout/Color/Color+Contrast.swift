public extension Color {
    /// The WCAG 2 contrast that body text needs (level AA): 4.5:1.
    static let minimumTextContrast = 4.5

    /// This colour if it reaches `minimum` contrast on `background`, else the closest colour
    /// on the way to black or white (whichever contrasts more with `background`) that does.
    ///
    /// The colour is mixed towards the end in steps of 1/64, so hue is kept as long as possible.
    func readable(on background: Color, minimum: Double = Color.minimumTextContrast) -> Color {
        let opaque = Color(red: red, green: green, blue: blue)
        if opaque.contrastRatio(with: background) >= minimum { return opaque }
        let end = Color.black.contrastRatio(with: background) >= Color.white.contrastRatio(with: background)
            ? Color.black : Color.white
        for step in 1...64 {
            let candidate = opaque.mixed(with: end, amount: Double(step) / 64)
            if candidate.contrastRatio(with: background) >= minimum { return candidate }
        }
        return end
    }

    /// The first of `candidates` that reaches `minimum` contrast on `background`, else black
    /// or white, whichever contrasts more: the rule every tile's text colour follows.
    static func text(on background: Color, preferring candidates: [Color],
                     minimum: Double = Color.minimumTextContrast) -> Color {
        for candidate in candidates where candidate.alpha == 255 {
            if candidate.contrastRatio(with: background) >= minimum { return candidate }
        }
        return Color.black.contrastRatio(with: background) >= Color.white.contrastRatio(with: background)
            ? .black : .white
    }
}
