import ElementData
import Foundation

/// The fields a theme can place on a tile beyond number, symbol, name, mass and temperatures,
/// and the texts of a tile's back side.
public extension ElementFormatter {
    /// "Solid", "Liquid" or "Gas" as the data writes it, capitalised, or `—`.
    func phase(_ element: Element) -> String {
        guard let phase = element.phase.map(ElementText.sanitized), !phase.isBlank else { return Self.missing }
        let trimmed = phase.trimmingCharacters(in: .whitespaces)
        if hides(.phase, of: element) { return Self.missing }
        let text: String = switch trimmed.lowercased() {
        case "solid": locale.text(.solid)
        case "liquid": locale.text(.liquid)
        case "gas": locale.text(.gas)
        default: trimmed.prefix(1).uppercased() + trimmed.dropFirst()
        }
        return predicted == .mark && showsPrediction(.phase, of: element) ? locale.parenthesized(text, [locale.text(.predictedMark)]) : text
    }

    /// Density with its unit: g/L for gases (as the data records them), g/cm³ otherwise, e.g. `0.97 g/cm³`.
    func density(_ element: Element) -> String {
        guard let density = element.density, density.isFinite else { return Self.missing }
        let unit = element.state == .gas ? "g/L" : "g/cm³"
        return marked(locale.quantity(localDecimal(density, maximumFractionDigits: 3), unit: unit), .density, of: element)
    }

    /// Pauling electronegativity as the CRC Handbook prints it, e.g. `0.93`, `1.00`, `1.7` (one
    /// decimal where it gives Pauling's own value), or `—`: the sourced value for the bundled
    /// data, the file's own for `--data`.
    func electronegativity(_ element: Element) -> String {
        sourcedText("electronegativity", of: element)
    }

    /// The short electron configuration with superscript counts, e.g. `[Ne] 3s¹`, `~` before a
    /// predicted one when marking, or `—`.
    ///
    /// The bundled data shows NIST's ground state (`ElementProperties`); a `--data` file its own
    /// semantic form (`[Ne] 3s1`) when it has one, else its full form.
    func electronConfiguration(_ element: Element) -> String {
        let text = sourcedText("electron-configuration", of: element)
        guard text != Self.missing else { return text }
        return Self.superscriptingOrbitalCounts(text.trimmingCharacters(in: .whitespaces))
    }

    /// What the element looks like, e.g. `silvery white metallic`, or `—`.
    func appearance(_ element: Element) -> String { text(element.appearance) }

    /// Who named the element, or `—`.
    func namedBy(_ element: Element) -> String { text(element.namedBy) }

    /// The data's summary paragraph, or `—`.
    ///
    /// The bundled summaries lost the space after a colon where Wikipedia's markup stood
    /// (`from Latin:ferrum`, `reactive:almost`): it is put back between two words. A `--data`
    /// file's summary is the user's own text, written as it is.
    func summary(_ element: Element) -> String {
        let summary = text(element.summary)
        guard dataOrigin == .bundled else { return summary }
        return summary.replacingOccurrences(of: #"(?<=\p{L}\p{L}):(?=\p{L})"#, with: ": ", options: .regularExpression)
    }

    /// Sanitized text with runs of white space made one space, or `—` when blank.
    private func text(_ value: String?) -> String {
        guard let value = value.map(ElementText.sanitized), !value.isBlank else { return Self.missing }
        if Self.hasSingleASCIISpaces(value) { return value }
        return value.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// True when splitting at white space and joining with one space gives `value` back: its
    /// only white space is single U+0020s, not at either end, between ASCII scalars (so each
    /// space is a character of its own, never joined to a neighbour in one grapheme).
    private static func hasSingleASCIISpaces(_ value: String) -> Bool {
        var previous: Unicode.Scalar?
        var afterSpace = false
        for scalar in value.unicodeScalars {
            if scalar == " " {
                guard let before = previous, before.isASCII, before != " " else { return false }
                afterSpace = true
            } else {
                if afterSpace, !scalar.isASCII { return false }
                if !scalar.isASCII, scalar.properties.isWhitespace { return false }
                if scalar.isASCII, (0x09...0x0D).contains(scalar.value) { return false }
                afterSpace = false
            }
            previous = scalar
        }
        return !afterSpace
    }

    /// `3s2 3p6` → `3s² 3p⁶`: digits right after an orbital letter (s, p, d, f, g) become superscripts.
    internal static func superscriptingOrbitalCounts(_ text: String) -> String {
        var result = ""
        var afterOrbital = false
        var previous: Character?
        for character in text {
            if afterOrbital, character.isASCII, let digit = character.wholeNumberValue {
                result += NumberText.superscript(digit)
                continue
            }
            // An orbital letter follows a shell number: the "s" in "3s", not in "[Kr]" or "Uus".
            afterOrbital = "spdfg".contains(character) && (previous?.isNumber ?? false)
            previous = character
            result.append(character)
        }
        return result
    }
}
