@testable import Layout

/// What each text run of a scene is drawn on, for contrast checks.
struct SceneContrast {
    /// A text run, where it ends up on the canvas, and the colour under it.
    struct Sample {
        var text: SceneText
        var background: Color
        var ratio: Double { text.color.contrastRatio(with: background) }
    }

    /// Each run's colour against the filled rectangles under the middle of its x-height,
    /// blended in drawing order over the scene background (`fallback` when it has none).
    static func samples(in scene: Scene, fallback: Color = .white) -> [Sample] {
        var rects: [(minX: Double, minY: Double, maxX: Double, maxY: Double, fill: Color)] = []
        var samples: [(text: SceneText, rectCount: Int)] = []
        func visit(_ nodes: [SceneNode], dx: Double, dy: Double) {
            for node in nodes {
                switch node {
                case let .group(group):
                    visit(group.children, dx: dx + group.x, dy: dy + group.y)
                case let .rect(rect):
                    if let fill = rect.fill {
                        rects.append((dx + rect.x, dy + rect.y, dx + rect.x + rect.width, dy + rect.y + rect.height, fill))
                    }
                case var .text(text):
                    text.x += dx
                    text.y += dy
                    samples.append((text, rects.count))
                case .line:
                    break
                }
            }
        }
        visit(scene.nodes, dx: 0, dy: 0)
        return samples.map { sample in
            let text = sample.text
            let x = text.minX + text.measuredWidth / 2
            let y = text.y - 0.3 * text.fontSize
            var color = scene.background ?? fallback
            for rect in rects.prefix(sample.rectCount)
            where rect.minX <= x && x <= rect.maxX && rect.minY <= y && y <= rect.maxY {
                var opaque = rect.fill
                opaque.alpha = 255
                color = color.mixed(with: opaque, amount: rect.fill.opacity)
                color.alpha = 255
            }
            return Sample(text: text, background: color)
        }
    }
}
