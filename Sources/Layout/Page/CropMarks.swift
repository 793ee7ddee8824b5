/// Crop marks for a print-shop page: at each trim corner, a horizontal and a vertical line on
/// the extensions of the trim edges, in the slug outside the bleed box. Each starts
/// `max(3 mm, bleed + 0.5 mm)` from the trim corner and is 5 mm long, so none reaches the
/// bleed (which is printed) or the finished sheet; 1 mm of paper is left beyond each.
///
/// Each mark is a 0.25 pt black line over a 1 pt white one, visible on any background.
enum CropMarks {
    static let width = 0.25
    static let underlayWidth = 1.0
    /// The shortest distance from the trim corner to a mark, in points (3 mm).
    static let minimumOffset = 3 * PaperSize.pointsPerMillimetre
    /// How far beyond the bleed box a mark starts, at least, in points (0.5 mm).
    static let clearance = 0.5 * PaperSize.pointsPerMillimetre
    /// A mark's length in points (5 mm).
    static let length = 5 * PaperSize.pointsPerMillimetre
    /// Paper left beyond the end of a mark, in points (1 mm).
    static let outerMargin = 1 * PaperSize.pointsPerMillimetre

    /// From the trim edge to the start of each mark.
    static func offset(forBleed bleed: Double) -> Double {
        max(minimumOffset, bleed + clearance)
    }

    /// The slug a bleed of `bleed` points needs for its marks, in points.
    static func slug(forBleed bleed: Double) -> Double {
        offset(forBleed: bleed) + length + outerMargin - bleed
    }

    static func group(for page: PageGeometry) -> SceneGroup? {
        guard page.bleed > 0, page.slug > 0 else { return nil }
        let near = offset(forBleed: page.bleed), far = near + length
        let left = page.trimOffset, top = page.trimOffset
        let right = left + page.trimWidth, bottom = top + page.trimHeight
        let segments: [(Double, Double, Double, Double)] = [
            // Top-left, top-right, bottom-left, bottom-right: horizontal then vertical.
            (left - far, top, left - near, top), (left, top - far, left, top - near),
            (right + near, top, right + far, top), (right, top - far, right, top - near),
            (left - far, bottom, left - near, bottom), (left, bottom + near, left, bottom + far),
            (right + near, bottom, right + far, bottom), (right, bottom + near, right, bottom + far),
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
