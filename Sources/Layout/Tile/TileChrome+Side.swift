import ElementData

/// What the two sides of a detail tile share: the chrome in the element's family colours under
/// the side's texts, a scene of the side alone, the band's text placed alike and the divider.
extension TileChrome {
    /// One side of `element`'s detail tile as a group at the origin, `size` points square: the
    /// chrome under the texts `texts` lays out in it (in the formatter's language). Its id is
    /// `idPrefix` and the symbol (`tile-Na`), its classes `tile`, `side` and the family.
    static func side(_ side: String, idPrefix: String, of element: Element, theme: Theme, formatter: ElementFormatter,
                     size: Double, texts: (TileChrome) throws -> [SceneNode]) throws -> SceneGroup {
        try theme.validate()
        let family = ElementCategory(element.category).family
        let chrome = TileChrome(theme: theme, colors: theme.style(for: family), size: size)
        return SceneGroup(
            id: idPrefix + SceneIdentifier.token(formatter.symbol(element)),
            classes: ["tile", side, family.rawValue],
            children: chrome.nodes() + (try formatter.withLocaleFonts { try texts(chrome) })
        )
    }

    /// A scene of one side, `group`, `size` points square on no background.
    static func scene(of group: SceneGroup, size: Double, title: String, theme: Theme, formatter: ElementFormatter) -> Scene {
        Scene(width: size, height: size, title: title, background: nil, nodes: [.group(group)],
              minimumTextSize: LegibilityFloor.pixels(theme, locale: formatter.locale), language: formatter.locale.code)
    }

    /// Where text in the band starts: `textInset` in, or further where a rounded corner reaches
    /// the text, which stands from `above` over the band's middle to `below` under it.
    func bandInset(above: Double, below: Double) -> Double {
        max(textInset, shape.sideInset(top: headerHeight * 0.5 - above, bottom: headerHeight * 0.5 + below))
    }

    /// `bandInset` for one line at font size `size` on `bandBaseline(fontSize:)`, from the top of
    /// its capitals to its descenders.
    func bandInset(fontSize size: Double) -> Double { bandInset(above: 0.39 * size, below: 0.58 * size) }

    /// `bandInset(fontSize:)` for `text`, whose top may stand higher than capitals: ideographs
    /// and kana (鉛, ネプツニウム), or a mark over a capital (Ítrio).
    func bandInset(for text: String, fontSize size: Double) -> Double {
        let above = headerHeight * 0.5 - SceneText.inkTop(of: text, baseline: bandBaseline(fontSize: size), fontSize: size)
        return bandInset(above: max(0.39 * size, above), below: 0.58 * size)
    }

    /// The baseline of one line at font size `size` in the band: its capitals centred on the band.
    func bandBaseline(fontSize size: Double) -> Double { headerHeight * 0.5 + size * 0.36 }

    /// Whether capitals at font size `size` leave room in the band: at most 0.7 of its height.
    func bandHolds(fontSize size: Double) -> Bool { 0.73 * size <= 0.7 * headerHeight }

    /// The rule across the tile at `y`, between a side's body and its rows.
    func divider(at y: Double) -> SceneNode {
        .line(SceneLine(x1: textInset, y1: y, x2: size - textInset, y2: y, color: colors.accent.withOpacity(0.45),
                        width: max(0.004 * size, 0.5), role: "divider"))
    }
}
