import ElementData
import Foundation

/// How an element's atomic mass is written on a tile and in a list row.
///
/// A tile shows the conventional standard atomic weight with at most three decimals
/// (`12.011`, `22.990`, `6.94`, `207.2`), or the mass number in brackets for an element
/// with no stable isotope (`[98]`). A list row shows the mass as the data writes it
/// (`22.989769282`).
package enum MassFormatting {
    /// The most decimals a tile shows.
    public static let maximumTileDecimals = 3

    /// What a list row shows for an element whose data has no mass.
    public static let missingListMass = "—"

    /// The mass for a tile, checked against the bundled standard atomic weights; nil when
    /// the element has no mass. See `tileMass(of:standardWeights:)`.
    public static func tileMass(of element: Element) -> String? {
        tileMass(of: element, standardWeights: try? StandardAtomicWeights.bundled())
    }

    /// The mass for a tile: `[98]` for a whole-number mass (the mass number of the
    /// longest-lived isotope), otherwise at most three decimals, e.g. `22.990` or `6.94`.
    ///
    /// The data often writes the standard atomic weight with its uncertainty digit appended
    /// (Fe `55.8452` is 55.845(2), Pb `207.21` is 207.2(1)), so rounding the data alone would
    /// print `207.21` or `72.631` where the published value is `207.2` or `72.630`. So when
    /// `standardWeights` has the element's atomic number and the data agrees with it
    /// (`StandardAtomicWeight.agrees(withMass:)`: the same measurement, give or take an
    /// appended digit, or the value a recent revision superseded), the standard value
    /// is shown, rounded to three decimals if it has more and otherwise left as published,
    /// trailing zeros included (`22.98976928` → `22.990`, `127.60` stays `127.60`).
    /// A mass that disagrees (a user's own data) or has no standard value is the data's
    /// own number rounded to three decimals, trailing zeros trimmed (`60.12345` → `60.123`).
    ///
    /// Rounding is done on the decimal digits, never through binary floating point, and
    /// halves round up, away from zero: `2.0005` → `2.001`.
    public static func tileMass(of element: Element, standardWeights: StandardAtomicWeights?) -> String? {
        guard let mass = element.atomicMass else { return nil }
        if element.hasMassNumberOnly {
            return massNumberText(mass)
        }
        if let standard = standardWeights?.weight(forNumber: element.number), standard.agrees(withMass: mass) {
            return decimalText(standard.valueText, roundedToAtMost: maximumTileDecimals)
        }
        let rounded = decimalText(plainText(of: mass), roundedToAtMost: maximumTileDecimals).trimmingFractionZeros
        // A user's mass under half a thousandth is not zero: `1×10⁻⁹`, never `0`.
        return rounded == "0" && mass != 0 ? NumberText.scientific(mass, significantDigits: 4) : rounded
    }

    /// The mass for a list row, as the data writes it: `22.989769282`, `1.008`; a whole
    /// number as a bracketed mass number (`[98]`, not `98.0`); `missingListMass` when absent.
    ///
    /// Swift prints the shortest text that reads back as the same `Double`, which for every
    /// decimal in the bundled data is the text in the file.
    public static func listMass(of element: Element) -> String {
        guard let mass = element.atomicMass else { return missingListMass }
        if element.hasMassNumberOnly {
            return massNumberText(mass)
        }
        return plainText(of: mass)
    }
}

extension MassFormatting {
    /// `text` (a plain decimal such as `"22.98976928"`) rounded half-up to at most `places`
    /// decimals: `"22.990"`. A text with no more decimals than that comes back unchanged.
    static func decimalText(_ text: String, roundedToAtMost places: Int) -> String {
        let negative = text.hasPrefix("-")
        let unsigned = negative ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count > places,
              unsigned.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }) else {
            return text
        }
        let integer = parts[0].isEmpty ? "0" : String(parts[0])
        let fraction = Array(parts[1])
        var digits = (integer + String(fraction.prefix(places))).compactMap(\.wholeNumberValue)
        if let dropped = fraction[places].wholeNumberValue, dropped >= 5 {
            var index = digits.count - 1
            while index >= 0, digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 { digits[index] += 1 } else { digits.insert(1, at: 0) }
        }
        let text = digits.map(String.init).joined()
        let integerDigits = text.dropLast(places)
        let result = places == 0 ? String(integerDigits) : "\(integerDigits).\(text.suffix(places))"
        return negative ? "-" + result : result
    }

    /// The shortest round-trip text of `value` in plain notation: `22.989769282`, `0.00001`
    /// (not `1e-05`), `100000000000000000000` (not `1e+20`).
    static func plainText(of value: Double) -> String {
        let description = value.description
        guard value.isFinite, let exponentIndex = description.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(description[description.index(after: exponentIndex)...]) else {
            return description
        }
        var mantissa = description[..<exponentIndex]
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
        var digits = mantissa.filter { $0 != "." }
        let pointPosition = point + exponent
        let plain: String
        if pointPosition <= 0 {
            plain = "0." + String(repeating: "0", count: -pointPosition) + digits
        } else if pointPosition >= digits.count {
            plain = digits + String(repeating: "0", count: pointPosition - digits.count)
        } else {
            digits.insert(".", at: digits.index(digits.startIndex, offsetBy: pointPosition))
            plain = digits
        }
        return negative ? "-" + plain : plain
    }
}

private extension MassFormatting {
    /// `[98]` for 98.0.
    static func massNumberText(_ mass: Double) -> String {
        "[\(Int(mass))]"
    }
}
