import Layout

extension ANSIRenderer {
    /// A theme's colours as terminal lines: a group heading, then one line per colour with a
    /// swatch, its name, hex value, 0–255 and 0–1 RGB channels, and its complementary colour:
    ///
    /// ```
    /// Alkali metal
    ///   ██████  fill       #ee8866  238 136 102  0.933 0.533 0.400  complement ██ #66ccee
    /// ```
    ///
    /// The swatches are the colours as a background (the nearest palette entry in 256 or 16
    /// colour modes); with `.none` there are none and the lines are plain text. The swatches'
    /// names are drawn as given (`ThemeSwatch.localized(in:)` translates them); `locale` names
    /// the complement.
    public func renderPalette(_ swatches: [ThemeSwatch], title: String, mode: ColorMode,
                              locale: DisplayLocale = .english) -> String {
        let swatchColumns = mode == .none ? 0 : 8
        let nameColumns = max(10, swatches.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2
        // The complement's swatch takes three columns after "complement " (none in plain text).
        let complementWord = "  " + locale.text(.complement) + " "
        let complementSwatch = mode == .none ? "" : "   "
        var lines: [(text: String, swatch: Color?, isHeading: Bool)] = [(title, nil, true)]
        var group: String?
        for swatch in swatches {
            if swatch.group != group {
                lines.append((swatch.group, nil, true))
                group = swatch.group
            }
            let name = swatch.name + String(repeating: " ", count: max(0, nameColumns - DisplayWidth.of(swatch.name)))
            let text = name + swatch.color.rgbHex + "  " + swatch.rgbText + "  " + swatch.color.unitRGBText
                + complementWord + complementSwatch + swatch.color.complement.rgbHex
            lines.append((text, swatch.color, false))
        }
        let width = 2 + swatchColumns + (lines.map { DisplayWidth.of($0.text) }.max() ?? 0)
        var canvas = Canvas(width: width, height: lines.count)
        for (y, line) in lines.enumerated() {
            if line.isHeading {
                canvas.draw(line.text, x: 0, y: y, style: TextStyle(isBold: true))
                continue
            }
            if let color = line.swatch, swatchColumns > 0 {
                canvas.fill(x: 2, y: y, width: swatchColumns - 2, height: 1, style: TextStyle(background: color))
                let complementX = 2 + swatchColumns + DisplayWidth.of(line.text) - complementSwatch.count - 7
                canvas.fill(x: complementX, y: y, width: 2, height: 1, style: TextStyle(background: color.complement))
            }
            canvas.draw(line.text, x: 2 + swatchColumns, y: y)
        }
        return canvas.render(mode: mode)
    }
}
