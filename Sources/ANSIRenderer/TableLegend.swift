import Layout

/// The key under a coloured table: one chip per category family shown, in the family's
/// colours, wrapped to the width of the table.
struct TableLegend {
    /// The chips of each line, with their text (cut with "…" when a chip alone is wider than a line).
    let lines: [[(family: CategoryFamily, text: String)]]
    /// Columns of the widest line.
    let width: Int

    /// Families in reading order: through the main table from left to right, then the
    /// f-block, then the unconfirmed.
    static let order: [CategoryFamily] = [
        .alkaliMetal, .alkalineEarthMetal, .transitionMetal, .postTransitionMetal, .metalloid,
        .polyatomicNonmetal, .diatomicNonmetal, .nobleGas, .lanthanide, .actinide, .unknown,
    ]

    /// Chips for the families `shown`, named in `locale`, in lines of at most `limit` columns.
    init(families shown: Set<CategoryFamily>, width limit: Int, locale: DisplayLocale = .english) {
        var lines: [[(family: CategoryFamily, text: String)]] = []
        var used = 0
        var widest = 0
        for family in Self.order where shown.contains(family) {
            var text = Self.chip(locale.family(family))
            if DisplayWidth.of(text) > limit { text = TextWrapping.truncate(text, width: max(1, limit)) }
            let chip = DisplayWidth.of(text)
            if let last = lines.indices.last, used + 1 + chip <= limit {
                lines[last].append((family, text))
                used += 1 + chip
            } else {
                lines.append([(family, text)])
                used = chip
            }
            widest = max(widest, used)
        }
        self.lines = lines
        width = widest
    }

    /// Draws the legend with its first line at `y`, from column `x`.
    func draw(on canvas: inout Canvas, x: Int, y: Int, theme: Theme) {
        for (index, chips) in lines.enumerated() {
            var column = x
            for (family, text) in chips {
                let colors = theme.style(for: family)
                let style = TextStyle(foreground: colors.accent, background: colors.fill)
                column += canvas.draw(text, x: column, y: y + index, style: style) + 1
            }
        }
    }

    private static func chip(_ name: String) -> String {
        " " + name + " "
    }
}
