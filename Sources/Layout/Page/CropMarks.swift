import ElementData

/// Crop marks for a page with bleed: at each trim corner, a horizontal and a vertical line on
/// the extensions of the trim edges, inside the bleed, from the page edge to one third of the
/// bleed short of the trim box, so none reaches the finished sheet.
///
/// Each mark is a 0.25 pt black line over a 1 pt white one, visible on any background.
enum CropMarks {
    static let width = 0.25
    static let underlayWidth = 1.0

    static func group(for page: PageGeometry) -> SceneGroup? {
        let bleed = page.bleed
        guard bleed > 0 else { return nil }
        let gap = bleed / 3
        let left = bleed, top = bleed
        let right = bleed + page.trimWidth, bottom = bleed + page.trimHeight
        let pageWidth = page.pageWidth, pageHeight = page.pageHeight
        let segments: [(Double, Double, Double, Double)] = [
            // Top-left, top-right, bottom-left, bottom-right: horizontal then vertical.
            (0, top, left - gap, top), (left, 0, left, top - gap),
            (right + gap, top, pageWidth, top), (right, 0, right, top - gap),
            (0, bottom, left - gap, bottom), (left, bottom + gap, left, pageHeight),
            (right + gap, bottom, pageWidth, bottom), (right, bottom + gap, right, pageHeight),
        ]
        var nodes: [SceneNode] = []
        for (color, width) in [(Color.white, underlayWidth), (Color.black, Self.width)] {
            for (x1, y1, x2, y2) in segments {
                nodes.append(.line(SceneLine(x1: x1, y1: y1, x2: x2, y2: y2, color: color, width: width, role: "crop-mark")))
            }
        }
        return SceneGroup(id: "crop-marks", classes: ["crop-marks"], children: nodes)
    }
}
