import ElementData

extension TablePlacement {
    /// Throws unless `element`'s coordinates for `form` (and its period, which places the
    /// f-block markers) lie in the grid a data file may describe.
    ///
    /// Data files are held to these limits when they are read; an `Element` made in code is
    /// not, and a coordinate such as `Int.min` or `-5` would otherwise overflow the grid
    /// arithmetic or give the legend an empty range, and trap.
    static func checkGridPosition(of element: Element, in form: Form) throws {
        let columns = 1...ElementValidator.maximumColumn, rows = 1...ElementValidator.maximumRow
        var coordinates: [(key: String, value: Int?, range: ClosedRange<Int>)] = [("period", element.period, rows)]
        switch form {
        case .standard:
            coordinates += [("xpos", element.xpos, columns), ("ypos", element.ypos, rows)]
        case .wide:
            coordinates += [("wxpos", element.wxpos, columns), ("wypos", element.wypos, rows)]
        }
        for (key, value, range) in coordinates {
            guard let value, !range.contains(value) else { continue }
            throw LayoutError.gridPositionOutOfRange(element: ElementText.sanitizedForMessage(element.name),
                                                     key: key, value: value, range: range)
        }
    }
}
