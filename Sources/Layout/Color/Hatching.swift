/// Diagonal hatching built from plain scene lines, so every renderer draws it without clipping.
enum Hatching {
    /// Lines at 45° (rising to the right) filling the rectangle, `spacing` apart measured along
    /// the x axis, each ending exactly on the rectangle's edge.
    static func lines(x: Double, y: Double, width: Double, height: Double, spacing: Double,
                      color: Color, lineWidth: Double, role: String) -> [SceneNode] {
        guard width > 0, height > 0, spacing > 0 else { return [] }
        let x1 = x + width, y1 = y + height
        var nodes: [SceneNode] = []
        // Points on a line satisfy x + y = c, for c strictly between the corners' sums.
        var c = x + y + spacing
        while c < x1 + y1 - spacing * 0.25 {
            let startX = max(x, c - y1)
            let endX = min(x1, c - y)
            if endX > startX {
                nodes.append(.line(SceneLine(x1: startX, y1: c - startX, x2: endX, y2: c - endX,
                                             color: color, width: lineWidth, role: role)))
            }
            c += spacing
        }
        return nodes
    }
}
