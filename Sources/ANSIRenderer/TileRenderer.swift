import Layout

/// Draws the detail card of one element in the places of the theme's `slots.detail`: by
/// default a rounded box with the atomic number and category in a header band, the symbol in
/// big letters, the name and mass, and labelled fields.
///
/// Every row is exactly `width` columns, whatever the data holds: long text wraps inside
/// the box and the width of each character is measured in terminal columns.
struct TileRenderer {
    let element: Element
    let formatter: ElementFormatter
    let theme: Theme
    let mode: ColorMode
    /// Columns of the whole card, borders included.
    var width = TileRenderer.defaultWidth

    /// Columns of the card when the terminal's width is not given.
    static let defaultWidth = 34
    /// The widest card: wider lines of text read badly.
    static let maximumWidth = 60
    /// The narrowest card: the symbol's block letters and a label with its value need this.
    static let minimumWidth = 24

    /// The card's width in a terminal `columns` wide: the default up to 67 columns (the whole
    /// terminal when narrower, down to `minimumWidth`), then half the terminal up to `maximumWidth`.
    static func width(forColumns columns: Int) -> Int {
        columns >= 2 * defaultWidth ? min(columns / 2, maximumWidth) : max(minimumWidth, min(columns, defaultWidth))
    }
    /// Blank columns between the border and the text on each side.
    static let padding = 1
    /// Columns given to a field label and the gap after it (`Melting point  `) at least; a
    /// longer label widens the column as long as the values keep `minimumValueColumns`.
    static let labelColumns = 15
    /// Blank columns between the longest label and the values.
    static let labelGap = 2
    static let minimumValueColumns = 10
    /// Indent of a value written under its label because it has a word too long to fit beside it.
    static let hangingIndent = 2
    /// The most lines a name, a category or a field value may take; more ends in `…`.
    static let maxNameLines = 2
    static let maxCategoryLines = 3
    static let maxValueLines = 4

    var contentWidth: Int { width - 2 - 2 * Self.padding }

    var slots: DetailSlots { theme.slots.detail }

    func render() -> String {
        let facts = fields()
        let rows = header() + (mode == .none ? [.rule] : []) + [.blank] + symbol() + [.blank]
            + name() + [.blank] + (facts.isEmpty ? [] : [.rule] + facts)
        return card(rows)
    }

    var colors: FamilyStyle {
        theme.style(for: ElementCategory(element.category).family)
    }

    /// The top-left field (the atomic number) on the left and the top-right one (the category)
    /// on the right, wrapped to fit beside it.
    private func header() -> [Row] {
        let number = slots.topLeft.text(for: element, formatter: formatter)
        let numberWidth = DisplayWidth.of(number)
        let categoryWidth = max(1, contentWidth - numberWidth - 2)
        let category = TextWrapping.wrap(slots.topRight.text(for: element, formatter: formatter), width: categoryWidth,
                                         maxLines: Self.maxCategoryLines)
        let text = TextStyle(foreground: colors.onAccent)
        let bold = TextStyle(foreground: colors.onAccent, isBold: true)
        return (0..<max(1, category.count)).map { line in
            var runs: [Run] = []
            if line == 0, !number.isEmpty { runs.append(Run(text: number, x: 0, style: bold)) }
            if line < category.count {
                let x = contentWidth - DisplayWidth.of(category[line])
                runs.append(Run(text: category[line], x: x, style: text))
            }
            return .text(runs, band: true)
        }
    }

    /// The centre field (the symbol) in the block font, centred; spaced-out letters when the
    /// font lacks one or it is too wide.
    private func symbol() -> [Row] {
        let symbol = slots.center.text(for: element, formatter: formatter)
        guard !symbol.isEmpty else { return [] }
        let style = TextStyle(foreground: colors.accent, isBold: true)
        if let big = BlockFont.render(symbol), BlockFont.width(of: symbol) <= contentWidth {
            let x = (contentWidth - BlockFont.width(of: symbol)) / 2
            return big.map { .text([Run(text: $0, x: x, style: style)]) }
        }
        let spaced = symbol.map(String.init).joined(separator: " ")
        return centred(spaced, style: style, maxLines: Self.maxNameLines)
    }

    /// The fields below the centre (the name in bold, the mass beneath it), centred.
    private func name() -> [Row] {
        let bold = TextStyle(foreground: theme.ink, isBold: true)
        return slots.belowCenter.enumerated().flatMap { index, field -> [Row] in
            let text = field.text(for: element, formatter: formatter)
            guard !text.isEmpty else { return [] }
            return index == 0
                ? centred(text, style: bold, maxLines: Self.maxNameLines)
                : centred(text, style: TextStyle(foreground: theme.ink), maxLines: field.takesOwnLine ? Self.maxValueLines : 1)
        }
    }

    /// Labelled values; a long value wraps under itself.
    private func fields() -> [Row] {
        let fields = slots.facts.filter { $0 != .none }.map { ($0.label(in: formatter.locale), $0.text(for: element, formatter: formatter)) }
        let longestLabel = fields.map { DisplayWidth.of($0.0) }.max() ?? 0
        let labelColumns = min(max(Self.labelColumns, longestLabel + Self.labelGap),
                               contentWidth - Self.minimumValueColumns)
        return fields.flatMap { labelledRows($0, $1, labelColumns: labelColumns) }
    }

    /// A label and its value wrapped beside it; or the value under the label, indented, when the
    /// label is too wide for its column (`Punto di ebollizione`, `Benannt von` on a narrow card)
    /// or the value has a word too long for the value column, rather than either being cut.
    func labelledRows(_ label: String, _ value: String, labelColumns: Int) -> [Row] {
        let labelStyle = TextStyle(foreground: theme.mutedInk)
        let valueStyle = TextStyle(foreground: theme.ink)
        let valueWidth = contentWidth - labelColumns
        let words = value.split(whereSeparator: \.isWhitespace)
        // At least one blank between a label and its value, where the column could not widen by the whole gap.
        if DisplayWidth.of(label) < labelColumns, words.allSatisfy({ DisplayWidth.of(String($0)) <= valueWidth }) {
            let lines = TextWrapping.wrap(value, width: valueWidth, maxLines: Self.maxValueLines)
            return (lines.isEmpty ? [ElementFormatter.missing] : lines).enumerated().map { index, line in
                let valueRun = Run(text: line, x: labelColumns, style: valueStyle)
                return .text(index == 0 ? [Run(text: label, x: 0, style: labelStyle), valueRun] : [valueRun])
            }
        }
        let labels = TextWrapping.wrap(label, width: contentWidth, maxLines: Self.maxNameLines)
        let lines = TextWrapping.wrap(value, width: contentWidth - Self.hangingIndent, maxLines: Self.maxValueLines)
        return labels.map { .text([Run(text: $0, x: 0, style: labelStyle)]) }
            + lines.map { .text([Run(text: $0, x: Self.hangingIndent, style: valueStyle)]) }
    }

    private func centred(_ text: String, style: TextStyle, maxLines: Int) -> [Row] {
        TextWrapping.wrap(text, width: contentWidth, maxLines: maxLines).map { line in
            .text([Run(text: line, x: (contentWidth - DisplayWidth.of(line)) / 2, style: style)])
        }
    }
}
