import Foundation
import Layout

/// The rules for the options of a whole table, written once for `ptable table` and the
/// server's `GET /table.EXT`: the same limits and the same messages, with each option spelled
/// as its caller spells it (`--range` on the command line, `range` in a query).
///
/// Each check throws `TableOptionError`; the command line reports it as a usage error, the
/// server as a 400. Reading the text of a value (an integer, a decimal) stays with the caller.
public struct TableOptionRules: Sendable {
    /// How the options are written in messages.
    public enum Spelling: Sendable {
        /// `--paper a3`
        case commandLine
        /// `paper=a3`
        case query
    }

    /// How the options are named in the messages these rules throw.
    public let spelling: Spelling

    /// Rules whose messages name options as `spelling` writes them.
    public init(_ spelling: Spelling) {
        self.spelling = spelling
    }

    /// Table widths in pixels (points for PDF and SVG).
    public static let widths = 256...32768
    /// The table width when none is given, in pixels (points for PDF and SVG).
    public static let defaultWidth = 2400
    /// PNG resolutions of a printed page.
    public static let dpis = 1...2400
    /// The resolution of a printed page's PNG when none is given, in dots per inch.
    public static let defaultDPI = 150
    /// Millimetres between the page edge and the table.
    public static let defaultMargin = 10.0
    /// The most millimetres of bleed.
    public static let maximumBleed = 25.0

    /// The option as written: `--range` or `range`.
    public func name(_ option: String) -> String {
        spelling == .commandLine ? "--\(option)" : option
    }

    /// The option with a value as written: `--paper a3` or `paper=a3`.
    public func example(_ option: String, _ value: String) -> String {
        spelling == .commandLine ? "--\(option) \(value)" : "\(option)=\(value)"
    }

    /// A width in `widths`.
    public func checkWidth(_ width: Int) throws {
        guard Self.widths.contains(width) else {
            throw TableOptionError("\(name("width")) must be between \(Self.widths.lowerBound) and \(Self.widths.upperBound) pixels, got \(width)")
        }
    }

    /// A width and a paper together: the page sets the size.
    public func checkWidth(_ width: Int?, withPaper paper: String?) throws {
        if width != nil, paper != nil {
            throw TableOptionError("\(name("width")) and \(name("paper")) cannot be combined: the page sets the size")
        }
    }

    /// The colouring `color-by` names, with the heatmap's `scale` and `range`; `scale` and
    /// `range` without a numeric `color-by` are refused.
    public func coloring(colorBy: String?, scale: ScaleKind?, range: String?) throws -> TileColoring {
        let heatmapOnly = TableOptionError(
            "\(name("scale")) and \(name("range")) apply to a heatmap; give a numeric \(name("color-by")) such as melt")
        guard let colorBy else {
            if scale != nil || range != nil { throw heatmapOnly }
            return .category
        }
        guard let coloring = TileColoring(name: colorBy) else {
            throw TableOptionError("""
                \(name("color-by")) must be category, phase, block, period, group, cpk or a numeric field \
                (\(NumericProperty.names.joined(separator: ", "))), got "\(colorBy)"
                """)
        }
        guard case var .heatmap(heatmap) = coloring else {
            if scale != nil || range != nil { throw heatmapOnly }
            return coloring
        }
        heatmap.scale = scale ?? .linear
        heatmap.range = try range.map(self.range)
        try checkLogRange(heatmap.range, scale: heatmap.scale, text: range)
        return .heatmap(heatmap)
    }

    /// `MIN:MAX`, two finite decimal numbers with MIN below MAX.
    public func range(_ text: String) throws -> ClosedRange<Double> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Double? {
            let trimmed = part.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "−", with: "-")
            guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789.-+eE".contains($0) }),
                  let value = Double(trimmed), value.isFinite else { return nil }
            return value
        }
        guard parts.count == 2, let lower = number(parts[0]), let upper = number(parts[1]) else {
            throw TableOptionError("\(name("range")) must be MIN:MAX, two numbers such as 300:3000, got \"\(text)\"")
        }
        guard lower < upper else {
            throw TableOptionError("\(name("range")) must have MIN below MAX, got \"\(text)\"")
        }
        return lower...upper
    }

    /// A log scale's range must start above 0; `text` is the range as given.
    public func checkLogRange(_ range: ClosedRange<Double>?, scale: ScaleKind, text: String?) throws {
        if scale == .log, let lower = range?.lowerBound, lower <= 0 {
            throw TableOptionError("\(name("range")) must start above 0 on a log scale, got \(text ?? "")")
        }
    }

    /// A symbol scheme that repeats the tiles' own: its key would be the tiles' key again, and
    /// the symbols the tiles' colour made darker.
    public func checkSymbolColoring(_ symbolColoring: CategoricalKey?, tiles coloring: TileColoring) throws {
        guard let symbolColoring, coloring == .categorical(symbolColoring) else { return }
        let key = symbolColoring.rawValue
        throw TableOptionError(
            "\(example("symbol-color-by", key)) repeats the tiles' colouring by \(key); choose another scheme for the symbols")
    }

    /// A highlight list and a person's favourites together: both choose the highlighted elements.
    public func checkHighlight(_ highlight: String?, withFavoritesOf person: String?) throws {
        if highlight != nil, person != nil {
            throw TableOptionError("\(name("favorites-of")) and \(name("highlight")) cannot be combined: both choose the highlighted elements")
        }
    }

    /// Highlighted elements (`highlighted`, atomic numbers of `table`) that `placement` draws: one
    /// it leaves out (119 without include-hypothetical) dimmed every tile and highlighted nothing.
    public func checkHighlighted(_ highlighted: Set<Int>, in table: PeriodicTable, drawn placement: TablePlacement) throws {
        let drawn = Set(placement.cells.map(\.element.number))
        guard let hidden = table.elements.first(where: { highlighted.contains($0.number) && !drawn.contains($0.number) }) else { return }
        let flag = spelling == .commandLine ? "--include-hypothetical" : "include-hypothetical=true"
        throw TableOptionError("\(name("highlight")): \(ElementText.escapedForMessage(hidden.name)) (\(hidden.symbol), \(hidden.number)) "
            + "is not on the table: add \(flag) to draw it")
    }

    /// The comma-separated names, symbols or numbers of a highlight list; at least one.
    public func highlightQueries(_ list: String) throws -> [String] {
        let queries = HighlightList.queries(inList: list)
        guard !queries.isEmpty else {
            throw TableOptionError("\(name("highlight")) names no element; give symbols, names or numbers such as Na,K,Rb")
        }
        return queries
    }
}
