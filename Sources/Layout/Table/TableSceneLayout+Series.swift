import ElementData

extension TableSceneLayout {
    /// "Lanthanoids" over its range (`57–71`, the text of the placeholder it belongs to), right
    /// aligned in the empty cells left of the f-block row; the group's classes name the marker.
    func seriesLabelGroup(_ series: TablePlacement.SeriesLabel, right: Double, top: Double, width: Double,
                          size s: Double, height h: Double? = nil) throws -> SceneGroup {
        let middle = (h ?? s) / 2
        // Spaced at the sizes drawn: on small paper both are raised to the floor, and lines
        // spaced for their designed sizes would overlap.
        let nameSize = TextSlot.drawnSize(0.2 * s)
        let rangeSize = TextSlot.drawnSize(0.15 * s)
        let name = switch series.name {
        case "Lanthanoids": formatter.locale.text(.lanthanoids)
        case "Actinoids": formatter.locale.text(.actinoids)
        default: series.name
        }
        // Where the row is too short for both lines (a table a few hundred points wide), the name
        // alone, centred, and whole or not at all: a range or a name cut short says nothing.
        let bothFit = nameSize * 0.95 + rangeSize * 1.35 <= 2 * middle
        // Both series named or neither: a table that names one row and not the other reads as a mistake.
        let least = max(nameSize * 0.6, TextSlot.floor)
        let namesFit = try [formatter.locale.text(.lanthanoids), formatter.locale.text(.actinoids)].allSatisfy {
            try FontLibrary.width(of: $0, preferring: theme.fonts.emphasis, fontSize: least) <= width
        }
        let nodes = !namesFit ? [] : try TextSlot(text: name, role: .label, face: theme.fonts.emphasis, color: theme.ink,
                                 preferredSize: nameSize, minimumSize: nameSize * 0.6, x: 0, width: width,
                                 baseline: bothFit ? middle - nameSize * 0.1 : middle + nameSize * 0.36, anchor: .end,
                                 wholeOrNothing: !bothFit).nodes()
            + (bothFit ? TextSlot(text: series.marker.text, role: .label, face: theme.fonts.label, color: theme.mutedInk,
                                  preferredSize: rangeSize, minimumSize: rangeSize * 0.6, x: 0, width: width,
                                  baseline: middle + rangeSize * 1.1, anchor: .end).nodes() : [])
        let token = SceneIdentifier.token(series.name).lowercased()
        return SceneGroup(id: "series-\(token)",
                          classes: ["series-label", "marker-\(SceneIdentifier.token(series.marker.text))"],
                          x: right - width, y: top, children: nodes)
    }
}

public extension LegendEntry {
    /// The key entry for the mark on elements with no stable isotope.
    static func radioactiveMark(color: Color, label: String = RadioactiveMark.keyLabel) -> LegendEntry {
        var entry = LegendEntry(label: label, fill: color)
        entry.isRadioactiveMark = true
        return entry
    }
}
