import ElementData

/// The detail tile: a traditional element tile whose places are filled as the theme's
/// `slots.detail` says; by default number and category in a band, a large symbol, name and
/// mass, and melting point, boiling point and discoverer below a divider.
///
/// Sizes are fractions of the tile side, so one design serves 64 px icons and 4096 px artwork
/// alike, but never under the theme's legibility floor (`minimumTextSize`): a tile too small
/// for all its texts leaves places out in `FrontPlace.dropOrder` (discoverer, boiling point,
/// melting point, category, mass, name) and lays out the rest again, the symbol growing into
/// the room; a line too wide for its box at the floor (Praseodymium at 64 px) is left out on
/// its own, and the places after it stay where they fit (its mass); a 32 px tile is the number and the symbol, centred, and under 24 px the symbol alone. A list row's thumbnail
/// (`Theme.listRowThumbnail`, 80–255 px) sets the name and the mass at a reading size instead.
public struct DetailTileLayout: Sendable {
    /// The design the tile is drawn in; validated before each tile is laid out.
    public var theme: Theme
    /// How the values are written: language, units, predictions, whose data.
    public var formatter: ElementFormatter
    /// The user's own numbers (`--values`): shown in place of the mass line, `—` where missing.
    public var values: ElementValues?

    /// A detail tile layout in `theme`, its words and values written by `formatter`, with the
    /// user's `values` in place of the mass when given.
    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter(), values: ElementValues? = nil) {
        self.theme = theme
        self.formatter = formatter
        self.values = values
    }

    /// A scene of one tile, `size` points square.
    public func scene(for element: Element, size: Double) throws -> Scene {
        TileChrome.scene(of: try group(for: element, size: size), size: size, title: Self.title(of: element, formatter: formatter),
                         theme: theme, formatter: formatter)
    }

    /// The scene title of `element`'s tile: `Sodium (Na, 11)`.
    static func title(of element: Element, formatter: ElementFormatter) -> String {
        "\(formatter.name(element)) (\(formatter.symbol(element)), \(element.number))"
    }

    /// The tile as a group at the origin, with id `tile-<Symbol>` and the family as class.
    ///
    /// Drawn at the richest level of detail that fits: places are left out in
    /// `FrontPlace.dropOrder` until every text left fits at or above the theme's floor.
    public func group(for element: Element, size s: Double) throws -> SceneGroup {
        try TileChrome.side("detail-tile", idPrefix: "tile-", of: element, theme: theme, formatter: formatter, size: s) { chrome in
            try level(element, chrome: chrome).nodes
        }
    }

    /// The places left out of `element`'s front at `size`, in the order they were dropped.
    public func droppedPlaces(for element: Element, size: Double) throws -> [FrontPlace] {
        let chrome = TileChrome(theme: theme, colors: theme.style(for: .unknown), size: size)
        return try formatter.withLocaleFonts { try level(element, chrome: chrome).dropped }
    }

    /// The floor for a tile: the theme's, in pixels, higher in CJK languages.
    var floor: Double { LegibilityFloor.pixels(theme, locale: formatter.locale) }
}

private extension DetailTileLayout {
    /// The richest level at which everything fits. A line under the centre that fits at no level
    /// (its text too wide for its box at the floor: Praseodymium on a 64 px tile, a `--data` name
    /// far longer than any element's) is left out on its own, so the places after it in the usual
    /// order stay where they fit (the mass under the missing name); the others go in `order` until
    /// the rest fits, and a line left out only to make room for a later one comes back where it fits.
    func level(_ element: Element, chrome: TileChrome) throws -> (nodes: [SceneNode], dropped: [FrontPlace]) {
        let order = FrontPlace.dropOrder(for: theme.slots.detail)
        var texts = FrontTilePass.texts(of: element, slots: theme.slots.detail, formatter: formatter)
        // The user's own numbers (`--values`) take the mass line's place.
        let ownValue = values?.text(of: element, in: formatter.locale)
        if let ownValue { texts[.mass] = ownValue }
        func pass(dropping dropped: [FrontPlace]) -> FrontTilePass {
            var pass = FrontTilePass(theme: theme, formatter: formatter, element: element, chrome: chrome,
                                     floor: floor, dropped: Set(dropped), texts: texts)
            pass.showsOwnValue = ownValue != nil
            return pass
        }
        func fits(dropping dropped: [FrontPlace]) throws -> [SceneNode]? {
            guard let nodes = try pass(dropping: dropped).nodes(), chrome.shape.encloses(nodes) else { return nil }
            return nodes
        }
        // `first` left out, then the places in `order` until everything fits.
        func firstLevel(leavingOut first: [FrontPlace]) throws -> (nodes: [SceneNode], dropped: [FrontPlace])? {
            for count in 0..<order.count where count == 0 || !first.contains(order[count - 1]) {
                let dropped = first + order.prefix(count).filter { !first.contains($0) }
                if let nodes = try fits(dropping: dropped) { return (nodes, dropped) }
            }
            return nil
        }
        let inOrder = try firstLevel(leavingOut: [])
        if let inOrder, inOrder.dropped.isEmpty { return inOrder }
        // With every other place left out, a forced pass fails only on the line itself. Facts and
        // the band keep the usual order: the facts come back together, from about 130 px.
        let unfittable = try (inOrder?.dropped ?? order).filter { place in
            try place.isBelowCenter && pass(dropping: order.filter { $0 != place }).nodes(forced: true) == nil
        }
        guard var level = try (unfittable.isEmpty ? nil : firstLevel(leavingOut: unfittable)) ?? inOrder else {
            return (try pass(dropping: order).nodes(forced: true) ?? [], order)
        }
        // The last place left out was needed; those before it, the most important first, come back where they fit.
        for place in level.dropped.dropLast().reversed() where place.isBelowCenter && !unfittable.contains(place) {
            let dropped = level.dropped.filter { $0 != place }
            if let nodes = try fits(dropping: dropped) { level = (nodes, dropped) }
        }
        return level
    }
}

extension Array where Element == SceneNode {
    /// Moves single-line text up so that descenders (the tail of "g" in Hg) end `gap`, and at
    /// least a tenth of the line's size, above the top of `line`, the text below: its tallest
    /// Latin glyphs (brackets, f, the dot of i: 0.76 em) or the marks over its capitals. At 48 px
    /// the g of Og touched the bracket of `[294]`. Text without descenders stays where it is.
    func clearingDescenders(over line: SceneText?, gap: Double) -> [SceneNode] {
        guard let line else { return self }
        let top = Swift.min(SceneText.inkTop(of: line.text, baseline: line.y, fontSize: line.fontSize),
                            line.y - Descenders.tallestLatinAscent * line.fontSize)
        return clearingDescenders(above: top, gap: Swift.max(gap, 0.1 * line.fontSize))
    }

    /// Moves single-line text up so that descenders end `gap` above `top`. Text without
    /// descenders stays where it is, unless `evenWithoutDescenders`: the tiles of a table move
    /// every symbol alike, so that the symbols of a row share a baseline.
    func clearingDescenders(above top: Double, gap: Double, evenWithoutDescenders: Bool = false) -> [SceneNode] {
        let runs = textRuns
        guard runs.count == 1, let run = runs.first,
              evenWithoutDescenders || Descenders.occur(in: run.text) else { return self }
        let overlap = run.y + Descenders.depth * run.fontSize + gap - top
        guard overlap > 0 else { return self }
        return updatingTexts { $0.y -= overlap }
    }

    /// The text runs among these nodes (not descending into groups).
    var textRuns: [SceneText] {
        compactMap { node in
            if case let .text(text) = node { return text }
            return nil
        }
    }

    /// Moves band text down so that its top (capitals and the marks over them, or the taller
    /// ideographs and kana) keeps clear of `edge`, the inner edge of a border wider than the
    /// band's margin above the text; nil when a line would then end below `bottom`, out of the
    /// band (its descenders included, the y of Dy). Text clear of the border stays where it is.
    func clearing(border edge: Double, baselinesAbove bottom: Double) -> [SceneNode]? {
        let runs = textRuns
        guard let top = runs.map({ SceneText.inkTop(of: $0.text, baseline: $0.y, fontSize: $0.fontSize) }).min(),
              top < edge else { return self }
        let shift = edge - top
        let depth = { (run: SceneText) in Descenders.occur(in: run.text) ? Descenders.depth * run.fontSize : 0 }
        guard runs.allSatisfy({ $0.y + shift + depth($0) <= bottom }) else { return nil }
        return updatingTexts { $0.y += shift }
    }

    /// Moves text lines so that the block of lines is centred in a band of `height`.
    func centeredVertically(in height: Double) -> [SceneNode] {
        let runs = textRuns
        guard let first = runs.first, let last = runs.last else { return self }
        // Cap height ≈ 0.73 em for Inter: centre the block from the first cap top to the last baseline.
        let top = first.y - 0.73 * first.fontSize
        let shift = (height - (last.y - top)) / 2 - top
        return updatingTexts { $0.y += shift }
    }
}

extension Color {
    /// The same colour with its alpha replaced.
    func withOpacity(_ opacity: Double) -> Color {
        var color = self
        color.alpha = UInt8((opacity * 255).rounded().clamped(to: 0...255))
        return color
    }
}

extension SceneText {
    /// The top of `text` set on `baseline`: its capitals, or its ideographs and kana, which
    /// stand taller.
    static func top(of text: String, baseline: Double, fontSize: Double) -> Double {
        baseline - (text.unicodeScalars.contains(where: Words.isWideScript) ? 0.88 : 0.73) * fontSize
    }

    /// The top of `text`'s ink on `baseline`: `top(of:baseline:fontSize:)`, or the mark over a
    /// capital (Í, Å, Ż, Й), which reaches higher.
    static func inkTop(of text: String, baseline: Double, fontSize: Double) -> Double {
        let top = top(of: text, baseline: baseline, fontSize: fontSize)
        return MarksAbove.occur(in: text) ? min(top, baseline - MarksAbove.height * fontSize) : top
    }
}
