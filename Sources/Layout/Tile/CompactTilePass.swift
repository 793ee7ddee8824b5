import ElementData

/// The texts of a table tile laid out at one level of detail: the small top row, the centre
/// and the lines below it, each at its role's size (raised to the floor), the centre growing
/// into the room the others leave and the block centred under the top row.
struct CompactTilePass {
    /// A place of the table tile that may be left out.
    enum Place: Hashable {
        case line(Int), topRight, topLeft, center
    }

    /// One text of the tile: what it shows and how.
    private struct Line {
        var text: String
        var role: TextRole
        var face: FontFace
        var color: Color
        var size: Double
        var widthFactor: Double
        /// A prediction, not a measurement: its text is flagged so renderers can mark it.
        var predicted = false
        /// The floor of Latin text, lower than the tile's on a Chinese, Japanese or Korean table.
        var latinFloor: Double?

        /// The line as a text on a tile of side `s`, at most `width` wide: a table scales as a
        /// whole, so it is drawn smaller, down to the floor, before it is left out.
        func roleText(tileSide s: Double, floor: Double, width: Double) -> RoleText {
            RoleText(text: text, face: face, size: size * s, floor: floor, width: width, shrinksToFloor: true,
                     latinFloor: latinFloor)
        }
    }

    var theme: Theme
    var style: TileStyle
    var s: Double
    /// The tile's height: `s` for a square tile, more for a tall tile on a portrait poster.
    var h: Double
    var floor: Double
    var dropped: Set<Place>
    /// The places the table as a whole leaves out: a tile that leaves out more keeps the
    /// symbol's size and place and leaves the room of its missing lines empty.
    var commonDrops = 0
    /// The order places are left out in.
    var order: [Place] = []
    private var lines: [Line]
    private var top: (left: String, right: String, center: String, leftRole: TextRole, rightRole: TextRole,
                      centerRole: TextRole)

    /// The share of a tall tile's width its lines may take: more than a square tile's, since a
    /// tall tile is mostly narrow (the wide layout's) and its numbers are what it has room for.
    static let tallLineWidth = 0.92
    /// A tile this many times as high as wide, or more, has room for `CompactSlots.tallLines`.
    static let tallAspect = 1.15

    /// The tile's texts at the first level from `minimumDrops` places left out down that fits,
    /// and how many places that leaves out: lines go from the last up, then the top right, the
    /// number and at last the centre. With `minimumDrops` (a table's level) a tile that leaves
    /// out more keeps the room of the table's lines; without, it is a tile on its own and each
    /// level is laid out again in the room its dropped places leave. `dropsNameFirst` leaves the
    /// first line (the name) out before the others: for a tall, narrow tile whose names do not
    /// fit its width but whose shorter facts do.
    static func level(for element: Element, theme: Theme, formatter: ElementFormatter, style: TileStyle,
                      size s: Double, height: Double? = nil, floor: Double, minimumDrops: Int? = nil,
                      dropsNameFirst: Bool = false) throws -> (nodes: [SceneNode], drops: Int) {
        let slots = theme.slots.compact
        let h = height ?? s
        let isTall = h >= s * tallAspect
        func text(_ field: TileField) -> String { field.text(for: element, formatter: formatter) }
        let latinFloor = LegibilityFloor.latin(floor, locale: formatter.locale)
        // The first line (the name by default) in ink, the others smaller in the secondary ink.
        func line(_ field: TileField, isFirst: Bool) -> Line {
            Line(text: text(field), role: field.role, face: isFirst ? theme.fonts.name : theme.fonts.mass,
                 color: isFirst ? style.ink : style.secondaryInk, size: isFirst ? 0.125 : 0.105,
                 widthFactor: isFirst ? 0.88 : 0.84, predicted: field.isPredicted(for: element, formatter: formatter),
                 latinFloor: latinFloor)
        }
        var lines = slots.belowCenter.prefix(CompactSlots.maximumBelowCenter).enumerated().map { index, field in
            line(field, isFirst: index == 0)
        }
        if let value = style.value {
            let valueLine = Line(text: value, role: .value, face: theme.fonts.number, color: style.secondaryInk, size: 0.115,
                                 widthFactor: 0.88, predicted: style.valueIsPredicted, latinFloor: latinFloor)
            if lines.count >= CompactSlots.maximumBelowCenter { lines[lines.count - 1] = valueLine } else { lines.append(valueLine) }
        }
        if isTall {
            let missing = missingTallFields(slots.tallLines, for: element, formatter: formatter, style: style, showing: lines)
            lines += missing.map { line($0, isFirst: false) }
            for index in lines.indices { lines[index].widthFactor = max(lines[index].widthFactor, tallLineWidth) }
        }
        // A line whose superscript numbers would stand under the floor's letters is left out first.
        lines = lines.filter {
            !$0.text.isBlank && $0.roleText(tileSide: s, floor: floor, width: s).reachesItsFloor
        }
        var order: [Place] = lines.indices.reversed().map { .line($0) }
        if dropsNameFirst, !lines.isEmpty { order = [.line(0)] + order.dropLast() }
        // A place the theme leaves empty is left out at every level.
        var empty: Set<Place> = []
        for (place, field) in [(Place.topRight, slots.topRight), (.topLeft, slots.topLeft), (.center, slots.center)] {
            if field == .none { empty.insert(place) } else { order.append(place) }
        }
        let top = (text(slots.topLeft), text(slots.topRight), text(slots.center),
                   slots.topLeft.role, slots.topRight.role, slots.center.role)
        for count in min(minimumDrops ?? 0, order.count)...order.count {
            var pass = CompactTilePass(theme: theme, style: style, s: s, h: h, floor: floor,
                                       dropped: empty.union(order.prefix(count)), commonDrops: minimumDrops ?? count,
                                       order: order, lines: lines, top: top)
            if let nodes = try pass.nodes(), pass.shape.encloses(nodes) { return (try pass.restoringLines(nodes, drops: count, kept: minimumDrops ?? count), count) }
            // A tall tile of a table whose name alone does not fit keeps its other lines, and the name's room.
            if minimumDrops != nil, isTall, !lines.isEmpty, !pass.dropped.contains(.line(0)) {
                pass.dropped.insert(.line(0))
                if let nodes = try pass.nodes(), pass.shape.encloses(nodes) { return (nodes, count) }
            }
        }
        return ([], order.count)
    }

    /// `nodes` with the lines this level left out before the place whose leaving out made it fit
    /// put back where they still fit, the most important first: a line that was dropped only
    /// to make room for one too long for the tile anyway (the value of a heatmap under a name
    /// too long for its tile) comes back. The first `kept` places (the table's level; all of
    /// them for a tile on its own, whose level the table's is taken from) stay out.
    private mutating func restoringLines(_ nodes: [SceneNode], drops count: Int, kept: Int) throws -> [SceneNode] {
        var nodes = nodes
        for place in order.prefix(count).dropLast().dropFirst(min(kept, count)).reversed() {
            guard case .line = place else { continue }
            dropped.remove(place)
            if let restored = try self.nodes(), shape.encloses(restored) { nodes = restored } else { dropped.insert(place) }
        }
        return nodes
    }

    /// The fields of `tallLines` that `lines` (the theme's lines and the value) do not show yet.
    /// The field the value shows is left out even where its text differs (`0.53 g/cm³` beside
    /// `0.534 g/cm³`), and a missing value's `—` does not stand for the others': every tile of
    /// a row lists the same facts, or one with a line more or less stands its symbol elsewhere.
    private static func missingTallFields(_ tallLines: [TileField], for element: Element, formatter: ElementFormatter,
                                          style: TileStyle, showing lines: [Line]) -> [TileField] {
        let shownRoles = Set(lines.map(\.role))
        let shownTexts = Set(lines.map(\.text)).subtracting([ElementFormatter.missing])
        return tallLines.filter { field in
            field != style.valueField && !shownRoles.contains(field.role)
                && !shownTexts.contains(field.text(for: element, formatter: formatter))
        }
    }

    /// The outline the texts must stay inside.
    var shape: TileShape { TileShape(width: s, height: h, cornerRadius: theme.tile.cornerRadius * s) }

    private func nodes() throws -> [SceneNode]? {
        let pad = max(0.08 * s, shape.safeInset)
        let inner = s - 2 * pad
        guard let row = try topRow(pad: pad), let shown = try shownLines() else { return nil }
        let room = linesRoom(shown: shown)
        let grown = room.reserved.count > shown.count ? commonDrops : dropped.intersection(order).count
        let bottom = h - max(0.06 * s, shape.safeInset)
        var symbol: FittedText?
        if !dropped.contains(.center) {
            let height = (bottom - row.bottom - room.height)
                / (0.73 + (room.reserved.isEmpty && shown.isEmpty ? 0 : 0.1))
            guard let fitted = try fittedSymbol(height: height, grown: grown, width: inner) else { return nil }
            symbol = fitted
        } else if shown.isEmpty && row.nodes.isEmpty {
            return []
        }
        let symbolSize = symbol?.fontSize ?? 0
        let block = (symbol == nil ? 0 : LineStack.symbolHeight(symbolSize, overLines: !(shown.isEmpty && room.reserved.isEmpty)))
            + room.height
        let stack = stacked(symbol: symbol, shown: shown, slots: room.slots, top: row.bottom + (bottom - row.bottom - block) / 2)
        guard !Self.reaches(stack.textRuns.filter { $0.role == top.centerRole }, into: row.nodes.textRuns) else { return nil }
        return row.nodes + stack
    }

    /// Whether the centre, moved up off the line under it (a Chinese name stands taller than a
    /// capital), reaches the top row where it stands under it: its round capitals (0.75 of its
    /// size) up to the number's digits, which end 0.02 of theirs under their baseline.
    private static func reaches(_ centre: [SceneText], into row: [SceneText]) -> Bool {
        centre.contains { symbol in
            row.contains { text in
                text.minX < symbol.minX + symbol.measuredWidth && symbol.minX < text.minX + text.measuredWidth
                    && symbol.y - 0.75 * symbol.fontSize < text.y + 0.02 * text.fontSize
            }
        }
    }

    /// A line below the centre that this level keeps, fitted.
    private typealias ShownLine = (index: Int, line: Line, text: RoleText, fitted: FittedText)

    /// The number on the left and the top-right text, and where the row ends under them; nil
    /// when one does not fit.
    private func topRow(pad: Double) throws -> (nodes: [SceneNode], bottom: Double)? {
        var nodes: [SceneNode] = []
        var rowBottom = pad
        // The row keeps clear of rounded corners: on a round tile it starts further in.
        let side = max(pad, shape.sideInset(top: pad, bottom: pad + 0.16 * s))
        let inner = s - 2 * side
        if !dropped.contains(.topLeft) {
            let number = RoleText(text: top.left, face: theme.fonts.number, size: 0.16 * s, floor: floor,
                                  width: dropped.contains(.topRight) ? inner : inner * 0.45)
            guard let fitted = try number.fitted() else { return nil }
            let baseline = pad + max(0.16 * s, fitted.fontSize) * 0.75
            nodes += number.nodes(fitted, x: side, baseline: baseline, role: top.leftRole, color: style.accent)
            rowBottom = baseline + 0.05 * s
        }
        if !dropped.contains(.topRight) {
            let right = RoleText(text: top.right, face: theme.fonts.emphasis, size: 0.11 * s, floor: floor,
                                 width: inner * 0.5)
            guard let fitted = try right.fitted() else { return nil }
            nodes += right.nodes(fitted, x: side + inner * 0.5, baseline: pad + max(0.16 * s, fitted.fontSize) * 0.75,
                                 anchor: .end, role: top.rightRole, color: style.secondaryInk)
            rowBottom = max(rowBottom, pad + max(0.16 * s, fitted.fontSize) * 0.75 + 0.05 * s)
        }
        return (nodes, rowBottom)
    }

    /// The lines below the centre this level keeps, fitted; nil when one does not fit.
    private func shownLines() throws -> [ShownLine]? {
        var shown: [ShownLine] = []
        for (index, line) in lines.enumerated() where !dropped.contains(.line(index)) {
            // Lines have no labels, so one that says again what a line above says (carbon's
            // `sublimes at 4098.15 K` as its melting and its boiling point) keeps its room, empty.
            if line.text != ElementFormatter.missing, shown.contains(where: { $0.line.text == line.text }) { continue }
            let text = line.roleText(tileSide: s, floor: floor, width: min(s * line.widthFactor, s - 2 * shape.safeInset))
            guard let fitted = try text.fitted() else { return nil }
            shown.append((index, line, text, fitted))
        }
        return shown
    }

    /// The height the lines below the centre take, counting the room of lines the table shows
    /// but this tile left out (`reserved` lists every line the table shows), so its symbol and
    /// lines match the others'; `slots` are the lines in order, shown or kept as room, with their sizes.
    private func linesRoom(shown: [ShownLine]) -> (height: Double, reserved: [Int], slots: [(index: Int, size: Double)]) {
        let commonlyDropped = Set(order.prefix(commonDrops))  // once, not once per line
        let reserved = lines.indices.filter { !commonlyDropped.contains(.line($0)) }
        let shownIndices = Set(shown.map(\.index))
        // Each slot takes its role's size, even when its text is set a step smaller to fit, so
        // that the texts of a table's row stand on the same baselines.
        let slots = lines.indices.filter { shownIndices.contains($0) || reserved.contains($0) }.map {
            (index: $0, size: RoleText.size(lines[$0].size * s, floor: floor))
        }
        let height = LineStack.height(of: slots.map(\.size))
        return (height, reserved, slots)
    }

    /// The centre fitted in `height`, larger the more places the level leaves out (`grown`);
    /// nil when it would be smaller than the floor or a fifth of the tile, or truncated.
    private func fittedSymbol(height: Double, grown: Int, width: Double) throws -> FittedText? {
        let preferred = min(height, min(0.6 * s, 0.36 * s + 0.09 * s * Double(grown)))
        guard preferred >= max(floor, 0.2 * s) else { return nil }
        let fitted = try TextFitter.fit(top.center, metrics: FontLibrary.metrics(for: theme.fonts.symbol),
                                        preferredSize: preferred, minimumSize: max(floor, 0.6 * preferred),
                                        width: width)
        guard !fitted.wasTruncated, !fitted.lines.isEmpty else { return nil }
        return fitted
    }

    /// The symbol and the lines under it, stacked down from `top`; a slot the tile does not
    /// show keeps its room.
    private func stacked(symbol: FittedText?, shown: [ShownLine], slots: [(index: Int, size: Double)],
                         top y: Double) -> [SceneNode] {
        var y = y
        var symbolNodes: [SceneNode] = []
        var nodes: [SceneNode] = []
        let symbolSize = symbol?.fontSize ?? 0
        if let symbol {
            y += 0.73 * symbolSize
            symbolNodes.append(.text(SceneText(text: symbol.lines[0], x: s / 2, y: y, anchor: .middle, fontSize: symbolSize,
                                               font: theme.fonts.symbol, color: style.ink, role: top.centerRole,
                                               measuredWidth: symbol.lineWidths[0])))
            if !shown.isEmpty { y += 0.1 * symbolSize }
        }
        var remaining = shown[...]
        for (slot, entry) in slots.enumerated() {
            guard remaining.first?.index == entry.index, let line = remaining.popFirst() else {
                y += LineStack.advance(toLine: slot) * entry.size
                continue
            }
            y += LineStack.advance(toLine: slot, underSymbol: symbol != nil) * entry.size
            nodes += line.text.nodes(line.fitted, x: s * (1 - line.line.widthFactor) / 2, baseline: y, anchor: .middle,
                                     role: line.line.role, color: line.line.color).flaggingPredicted(line.line.predicted)
        }
        // The g of Mg, Hg or Sg stays off the line under it, which would otherwise cover its tail.
        // Every symbol moves alike, so the symbols of a table's row keep one baseline: as far as
        // the first line at its role's size needs, whether the tile shows that line or keeps its room.
        guard let symbol, let symbolBaseline = symbolNodes.textRuns.first?.y else { return symbolNodes + nodes }
        guard let first = slots.first else {
            // Alone under the top row, the symbol is centred by its capitals: on a table 320 to
            // 380 wide the g of Mg reached 0.3 pt under the tile, into the gap.
            return symbolNodes.clearingDescenders(above: h, gap: 0.012 * s, evenWithoutDescenders: true) + nodes
        }
        let top = SceneText.top(of: lines[first.index].text, baseline: symbolBaseline + 0.1 * symbol.fontSize + 0.9 * first.size,
                                fontSize: first.size)
        return symbolNodes.clearingDescenders(above: top, gap: 0.012 * s, evenWithoutDescenders: true) + nodes
    }
}
