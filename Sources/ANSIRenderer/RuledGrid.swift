/// The lines around a set of rectangles that may share edges, joined with the right
/// box-drawing character at every corner and crossing: `┼` where four cells meet, `┬`
/// on a top edge, rounded `╭` on an outer corner.
struct RuledGrid {
    /// Which directions a line leaves a character cell in.
    private struct Arms: OptionSet, Hashable {
        let rawValue: UInt8
        static let up = Arms(rawValue: 1)
        static let down = Arms(rawValue: 2)
        static let left = Arms(rawValue: 4)
        static let right = Arms(rawValue: 8)
    }

    private var arms: [Point: Arms] = [:]

    private struct Point: Hashable {
        let x: Int
        let y: Int
    }

    /// Adds the outline of the rectangle whose corners are at (x, y) and
    /// (x + width, y + height), in character cells.
    mutating func addBox(x: Int, y: Int, width: Int, height: Int) {
        addHorizontal(y: y, from: x, to: x + width)
        addHorizontal(y: y + height, from: x, to: x + width)
        addVertical(x: x, from: y, to: y + height)
        addVertical(x: x + width, from: y, to: y + height)
    }

    /// Draws every line onto `canvas` in `style`.
    func draw(on canvas: inout Canvas, style: TextStyle) {
        for (point, arms) in arms {
            canvas.draw(String(Self.character(for: arms)), x: point.x, y: point.y, style: style)
        }
    }

    private mutating func addHorizontal(y: Int, from start: Int, to end: Int) {
        for x in start..<end {
            arms[Point(x: x, y: y), default: []].insert(.right)
            arms[Point(x: x + 1, y: y), default: []].insert(.left)
        }
    }

    private mutating func addVertical(x: Int, from start: Int, to end: Int) {
        for y in start..<end {
            arms[Point(x: x, y: y), default: []].insert(.down)
            arms[Point(x: x, y: y + 1), default: []].insert(.up)
        }
    }

    private static func character(for arms: Arms) -> Character {
        switch arms {
        case [.left, .right], [.left], [.right]: "─"
        case [.up, .down], [.up], [.down]: "│"
        case [.down, .right]: "╭"
        case [.down, .left]: "╮"
        case [.up, .right]: "╰"
        case [.up, .left]: "╯"
        case [.up, .down, .right]: "├"
        case [.up, .down, .left]: "┤"
        case [.left, .right, .down]: "┬"
        case [.left, .right, .up]: "┴"
        default: "┼"
        }
    }
}
