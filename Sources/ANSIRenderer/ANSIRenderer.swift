import Layout

/// Renders element tiles as terminal text: box drawing, half-block letters
/// and, unless the mode is `.none`, SGR colour sequences.
///
/// It draws in character cells from the semantic layout (`TablePlacement`,
/// `ElementFormatter`, `Theme`) and decides nothing about the terminal: the colour mode is
/// a parameter (see `ColorMode.resolve(choice:isTerminal:environment:)`). Every string from
/// the data is sanitized and measured in terminal columns, so control characters never
/// reach the terminal and boxes stay straight around accented or wide text.
///
/// The output is a string of lines, each ending in a newline; print it with
/// `print(text, terminator: "")`.
public struct ANSIRenderer: Sendable {
    /// Columns of a detail tile, borders included.
    public static let tileWidth = TileRenderer.width

    public init() {}

    /// The detail card of `element`: atomic number and category, the symbol in big letters,
    /// name, mass, melting and boiling points and discoverer, in a rounded box
    /// `tileWidth` columns wide. Missing values show `ElementFormatter.missing`.
    public func renderTile(_ element: Element, formatter: ElementFormatter, theme: Theme, mode: ColorMode) -> String {
        TileRenderer(element: element, formatter: formatter, theme: theme, mode: mode).render()
    }
}
