// The scene's rules, applied where nodes are made (their initialisers and property
// observers) and to decoded nodes, which Codable builds without running either.

extension SceneRect {
    /// Makes a negative width or height positive, moving the origin to the opposite edge.
    mutating func normalizeSize() {
        if width < 0 {
            x += width
            width = -width
        }
        if height < 0 {
            y += height
            height = -height
        }
    }

    func conformingToPolicy() -> SceneRect {
        var rect = self
        rect.normalizeSize()
        return rect
    }
}

extension SceneGroup {
    func conformingToPolicy() -> SceneGroup {
        var group = self
        group.link = SceneLink.allowed(link)
        return group
    }
}

extension SceneText {
    func conformingToPolicy() -> SceneText {
        var text = self
        text.link = SceneLink.allowed(link)
        return text
    }
}
