/// How the lines under a tile's symbol stack, in multiples of each line's font size; the same
/// on the table's tiles and the detail tile's front, so their lines keep one rhythm.
enum LineStack {
    /// From the baseline before to line `index`'s: the first stands 0.9 under the symbol's gap
    /// (0.73, its capitals' height, from the top when no symbol stands over it), each next 1.45
    /// under the one before.
    static func advance(toLine index: Int, underSymbol: Bool = true) -> Double {
        index == 0 ? (underSymbol ? 0.9 : 0.73) : 1.45
    }

    /// The height a symbol at font size `size` takes: its capitals, and the gap to the first
    /// line when lines stand under it.
    static func symbolHeight(_ size: Double, overLines: Bool) -> Double {
        0.73 * size + (overLines ? 0.1 * size : 0)
    }

    /// The height lines at font sizes `sizes` take under a symbol.
    static func height(of sizes: [Double]) -> Double {
        sizes.enumerated().reduce(0.0) { $0 + advance(toLine: $1.offset) * $1.element }
    }
}
