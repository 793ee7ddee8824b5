extension SceneGroup {
    /// The tile with its symbol in `color`, shaded darker or lighter where the colour alone
    /// would not reach 4.5:1 on the tile's fill, so a second property never costs legibility.
    func recolouringSymbol(_ color: Color) -> SceneGroup {
        let fill = children.lazy.compactMap { node -> Color? in
            if case let .rect(rect) = node, rect.role == "tile-background" { rect.fill } else { nil }
        }.first
        guard let fill else { return self }
        var tile = self
        let readable = color.readable(on: fill)
        tile.children = children.map { node in
            guard case var .text(text) = node, text.role == .symbol else { return node }
            text.color = readable
            return .text(text)
        }
        return tile
    }
}
