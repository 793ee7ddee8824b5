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
    /// the complement. With `columns`, the lines leave out what does not fit, in this order:
    /// the 0–1 channels, the 0–255 channels, the complement, then the swatch narrows to two
    /// columns; name and hex value always stay.
    public func renderPalette(_ swatches: [ThemeSwatch], title: String, mode: ColorMode,
                              locale: DisplayLocale = .english, columns: Int? = nil) -> String {
        paletteCanvas(swatches, title: title, mode: mode, locale: locale, columns: columns).render(mode: mode)
    }

    /// The palette as `renderPalette(_:title:mode:locale:columns:)` draws it for a terminal
    /// `columns` wide.
    ///
    /// - Throws: `TooNarrow` when not even its narrowest form (name and hex value after a
    ///   two-column swatch, or the title or a group heading) fits: its lines would wrap.
    public func renderPalette(_ swatches: [ThemeSwatch], title: String, mode: ColorMode,
                              locale: DisplayLocale = .english, fitting columns: Int) throws -> String {
        let canvas = paletteCanvas(swatches, title: title, mode: mode, locale: locale, columns: columns)
        guard canvas.width <= columns else { throw TooNarrow(columns: columns, needed: canvas.width, artwork: .palette) }
        return canvas.render(mode: mode)
    }

    private func paletteCanvas(_ swatches: [ThemeSwatch], title: String, mode: ColorMode,
                               locale: DisplayLocale, columns: Int?) -> Canvas {
        let fullSwatchColumns = mode == .none ? 0 : 8
        let nameColumns = max(10, swatches.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2
        // The complement's swatch takes three columns after "complement " (none in plain text).
        let complementWord = "  " + locale.text(.complement) + " "
        let complementSwatch = mode == .none ? "" : "   "
        // `kept`: 3 is every field, 2 leaves out the 0–1 channels, 1 the 0–255 ones too, 0 the complement too.
        func lines(keeping kept: Int) -> [(text: String, swatch: Color?, isHeading: Bool)] {
            var lines: [(text: String, swatch: Color?, isHeading: Bool)] = [(title, nil, true)]
            var group: String?
            for swatch in swatches {
                if swatch.group != group {
                    lines.append((swatch.group, nil, true))
                    group = swatch.group
                }
                let name = swatch.name + String(repeating: " ", count: max(0, nameColumns - DisplayWidth.of(swatch.name)))
                let fields = ["  " + swatch.rgbText, "  " + swatch.color.unitRGBText].prefix(max(0, kept - 1)).joined()
                let complement = kept > 0 ? complementWord + complementSwatch + swatch.color.complement.rgbHex : ""
                lines.append((name + swatch.color.rgbHex + fields + complement, swatch.color, false))
            }
            return lines
        }
        func width(_ lines: [(text: String, swatch: Color?, isHeading: Bool)], swatchColumns: Int) -> Int {
            // Headings start at the left edge, colour lines after the swatch.
            lines.map { DisplayWidth.of($0.text) + ($0.isHeading ? 0 : 2 + swatchColumns) }.max() ?? 0
        }
        let forms = [3, 2, 1, 0].map { (kept: $0, swatchColumns: fullSwatchColumns) } + [(kept: 0, swatchColumns: min(fullSwatchColumns, 4))]
        let (kept, swatchColumns) = forms.first { width(lines(keeping: $0.kept), swatchColumns: $0.swatchColumns) <= columns ?? .max } ?? forms.last!
        let lines = lines(keeping: kept)
        var canvas = Canvas(width: width(lines, swatchColumns: swatchColumns), height: lines.count)
        for (y, line) in lines.enumerated() {
            if line.isHeading {
                canvas.draw(line.text, x: 0, y: y, style: TextStyle(isBold: true))
                continue
            }
            if let color = line.swatch, swatchColumns > 0 {
                canvas.fill(x: 2, y: y, width: swatchColumns - 2, height: 1, style: TextStyle(background: color))
                if kept > 0 {
                    let complementX = 2 + swatchColumns + DisplayWidth.of(line.text) - complementSwatch.count - 7
                    canvas.fill(x: complementX, y: y, width: 2, height: 1, style: TextStyle(background: color.complement))
                }
            }
            canvas.draw(line.text, x: 2 + swatchColumns, y: y)
        }
        return canvas
    }
}
