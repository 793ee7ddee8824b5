import Layout

/// Which fields a terminal table's cells show, line by line, from the theme's compact slots.
///
/// The one-line styles show the symbol alone: they are grids of symbols, two columns a cell.
/// The compact style's two lines are the top slot (`topLeft`, or `topRight` when `topLeft` is
/// `none`) and the centre. The large style adds a third line: the first `belowCenter` field
/// whose text fits the cell for every element shown (so the classic name-and-mass slots show
/// the mass, since names such as Magnesium are wider than a cell), or the first field, ending
/// in `…` where it is too long, when none fits everywhere.
struct CellFields: Equatable {
    /// The first line's field (`none` leaves the line blank); nil in the one-line styles.
    var top: TileField?
    /// The field the symbol line shows (its text carries a highlighted element's marker).
    var center: TileField
    /// The large style's last line (`none` when the slots list no line below); nil in the others.
    var below: TileField?

    init(slots: CompactSlots, style: ANSIRenderer.TableStyle, elements: [Element], formatter: ElementFormatter,
         width: Int) {
        guard style == .compact || style == .large else {
            center = .symbol
            return
        }
        top = slots.topLeft == .none ? slots.topRight : slots.topLeft
        center = slots.center
        guard style == .large else { return }
        let candidates = slots.belowCenter.prefix(CompactSlots.maximumBelowCenter).filter { $0 != .none }
        below = candidates.first { field in
            elements.allSatisfy { DisplayWidth.of(ElementText.sanitized(field.text(for: $0, formatter: formatter))) <= width }
        } ?? candidates.first ?? TileField.none
    }
}
