/// A field's text fitted at the size of its role, so that the role has one type size on every
/// tile of a deck.
///
/// The rules, in order, each at or above the legibility floor:
/// 1. one line at the role's size;
/// 2. wrapped over up to `maximumLines` lines at that size;
/// 3. the same two at one smaller step (`condensedScale` of the size, never under the floor):
///    the rare last resort, and the only other size a role ever takes;
/// 4. when `shrinksToFloor` (the lines of a table's tile), the largest size down to the floor at
///    which it fits: a table's tile scales as a whole, so a text too long for the step at one size
///    is too long at every size, and a long name (プロトアクチニウム) or value (carbon's
///    `sublimes at 3915 K`) is better a little smaller than missing from every table;
/// 5. when `allowsEllipsis` (long texts such as a summary or a discoverer), the lines that fit at
///    the smaller step, the last ended with "…"; otherwise nothing, and the caller drops the field.
///
/// A text whose superscripts are numbers (`²³⁸U`, `3d⁶`, `10⁹`) takes a higher floor, so that
/// they stand as tall as the floor's lower-case letters; below it the field is dropped.
struct RoleText {
    var text: String
    var face: FontFace
    /// The role's size on this tile; raised to the floor when smaller.
    var size: Double
    var floor: Double
    var width: Double
    var maximumLines = 1
    var lineSpacing = 1.2
    var allowsEllipsis = false
    /// Whether rule 4 applies: only on a table's tiles, whose lines have no other way to fit.
    var shrinksToFloor = false
    /// The floor of Latin text on this tile where it is lower than `floor` (a Chinese, Japanese
    /// or Korean tile's floor is raised for its own script); nil when it is `floor`.
    var latinFloor: Double?

    /// How much smaller the one fallback size is.
    static let condensedScale = 0.86

    /// The floor of a text with superscript numbers, as a multiple of the floor: lower-case
    /// letters are 0.545 em tall in the bundled faces, superscript figures 0.45 em. At the plain
    /// floor, ¹²C and ¹³C on a 128-pixel back were 3.5 pixels tall: read by neither people nor OCR.
    static let superscriptFloorScale = 0.545 / 0.45

    /// The smallest size this text may take: the floor, or more where superscripts carry numbers
    /// (as tall as the lower-case letters of Latin text at its floor). A superscript right after
    /// a unit's m (`g/cm³`) is the unit's power, read with the unit.
    private var least: Double {
        let characters = Array(text)
        let carriesNumbers = characters.indices.contains { index in
            NumberText.superscriptCharacters.contains(characters[index])
                && (index == 0 || (characters[index - 1] != "m" && !NumberText.superscriptCharacters.contains(characters[index - 1])))
        }
        return carriesNumbers ? max(floor, (latinFloor ?? floor) * Self.superscriptFloorScale) : floor
    }

    /// Whether the role's size reaches this text's floor (higher with superscript numbers); a
    /// text that does not is never drawn, so its field is left out before the others.
    var reachesItsFloor: Bool {
        Self.size(size, floor: floor) >= Self.size(least, floor: floor)
    }

    /// The size a role is drawn at on a tile whose design asks for `size`: never under `floor`.
    static func size(_ size: Double, floor: Double) -> Double {
        max((size * 100).rounded(.down) / 100, (floor * 100).rounded(.up) / 100)
    }

    /// The face the text is drawn with: `face`, or the CJK fallback for text it cannot draw.
    var drawnFace: FontFace { FontLibrary.face(for: text, preferring: face) }

    /// The text fitted by the rules above, or nil when it cannot be drawn whole.
    func fitted() throws -> FittedText? {
        let metrics = try FontLibrary.metrics(for: drawnFace)
        let full = Self.size(size, floor: floor)
        let least = Self.size(least, floor: floor)
        guard full >= least else { return nil }
        let condensed = max(Self.size(full * Self.condensedScale, floor: 0), least)
        var last: FittedText?
        for step in full == condensed ? [full] : [full, condensed] {
            let fitted = TextFitter.fit(text, metrics: metrics, preferredSize: step, minimumSize: step, width: width,
                                        maximumLines: maximumLines, lineHeight: lineSpacing)
            if !fitted.wasTruncated { return fitted.lines.isEmpty ? nil : fitted }
            last = fitted
        }
        if shrinksToFloor, condensed > least {
            let fitted = TextFitter.fit(text, metrics: metrics, preferredSize: condensed, minimumSize: least, width: width,
                                        maximumLines: maximumLines, lineHeight: lineSpacing)
            if !fitted.wasTruncated, !fitted.lines.isEmpty { return fitted }
        }
        guard allowsEllipsis, let last, !last.lines.isEmpty else { return nil }
        return last
    }

    /// Scene text runs for `fitted`, the first baseline at `baseline`, anchored at `x` as `anchor` says
    /// (`x` is the box's left edge; `.middle` and `.end` refer to the box of `width`).
    func nodes(_ fitted: FittedText, x: Double, baseline: Double, anchor: TextAnchor = .start,
               role: TextRole, color: Color) -> [SceneNode] {
        fitted.nodes(x: x, width: width, baseline: baseline, anchor: anchor, font: drawnFace, color: color, role: role)
    }
}
