import ElementData

/// The legend of a categorical colouring (with the symbol's own legend beside it), or the
/// colorbar of a heatmap, in the box the key placement gives them.
extension TableSceneLayout {
    func legendNodes(box: (x: Double, y: Double, width: Double, height: Double), cell: Double, elements: [Element],
                     colorer: TableColorer, symbolColorer: TableColorer?, options: Options) throws -> [SceneNode] {
        var box = box
        var nodes: [SceneNode] = []
        if let symbolColorer, let legend = symbolColorer.legend(for: elements, keysPredicted: false) {
            // The symbol's scheme gets the right third of the box for a legend of its own.
            let width = box.width * 0.36
            if var symbolLegend = try LegendLayout(theme: theme).group(
                title: formatter.locale.text(.symbolLegend, legend.title), entries: legend.entries, x: box.x + box.width - width, y: box.y,
                width: width, height: box.height, cell: cell) {
                symbolLegend.id = "symbol-legend"
                nodes.append(.group(symbolLegend))
            }
            box.width -= width + cell * 0.3
        }
        let markKey = options.marksRadioactive && elements.contains(where: \.hasNoStableIsotope)
            ? [LegendEntry.radioactiveMark(color: theme.ink, label: formatter.locale.text(.noStableIsotope))] : []
        if let legend = colorer.legend(for: elements) {
            try LegendLayout(theme: theme).group(title: legend.title, entries: legend.entries + markKey, x: box.x, y: box.y,
                                                 width: box.width, height: box.height, cell: cell).map { nodes.append(.group($0)) }
        } else if case let .heatmap(heatmap) = options.coloring, let scale = colorer.scale {
            let values = elements.compactMap { heatmap.value(of: $0, formatter: formatter) }
            // In the order they are left out from the end where the box is short: the hatched
            // "No data" tiles and the dashed predictions are the bar's own, the mark is the table's.
            var keys: [LegendEntry] = []
            if values.count < elements.count {
                keys.append(LegendEntry(label: formatter.locale.text(.noData), fill: colorer.noDataFill, stroke: colorer.noDataHatch,
                                        hatch: colorer.noDataHatch))
            }
            if formatter.predicted == .mark, let property = heatmap.property,
               elements.contains(where: { property.isPredicted(of: $0, formatter: formatter) }) {
                keys.append(.predicted(theme: theme, locale: formatter.locale))
            }
            keys += markKey
            let clamped = ColorbarLayout.ClampedEnds(below: values.contains { $0 < scale.lower },
                                                     above: values.contains { $0 > scale.upper })
            let title = heatmap.title(formatter: formatter, scale: scale.kind)
            nodes.append(.group(try ColorbarLayout(theme: theme, locale: formatter.locale).group(
                title: title, scale: scale, clamped: clamped, keys: keys, x: box.x, y: box.y,
                width: box.width, height: box.height, cell: cell)))
        }
        return nodes
    }
}
