import ElementData

extension TablePlacement {
    /// Throws unless `element`'s coordinates for `form` (and its period, which places the
    /// f-block markers) lie in the grid a data file may describe.
    ///
    /// Data files are held to these limits when they are read; an `Element` made in code is
    /// not, and a coordinate such as `Int.min` or `-5` would otherwise overflow the grid
    /// arithmetic or give the legend an empty range, and trap.
    static func checkGridPosition(of element: Element, in form: Form) throws {
        // Each coordinate checked on its own, not from an array of (key, value, range) tuples,
        // which Swift handles generically: for serving the cached `/table.png` and `/table.svg`,
        // whose every request places the table again.
        let columns = 1...ElementValidator.maximumColumn, rows = 1...ElementValidator.maximumRow
        try check("period", element.period, in: rows, of: element)
        switch form {
        case .standard:
            try check("xpos", element.xpos, in: columns, of: element)
            try check("ypos", element.ypos, in: rows, of: element)
        case .wide:
            try check("wxpos", element.wxpos, in: columns, of: element)
            try check("wypos", element.wypos, in: rows, of: element)
        }
    }

    private static func check(_ key: String, _ value: Int?, in range: ClosedRange<Int>, of element: Element) throws {
        guard let value, !range.contains(value) else { return }
        throw LayoutError.gridPositionOutOfRange(element: ElementText.escapedForMessage(element.name),
                                                 key: key, value: value, range: range)
    }
}
