import ElementData
import Foundation

/// A length on paper as a person writes it for print: millimetres (`3`, `12.5`), or a number
/// followed by its unit, `mm`, `cm`, `in` or `pt` (`3mm`, `0.3 cm`, `0.125in`, `9pt`). Print
/// shops in the US give a bleed as an eighth of an inch, and a letter page as 8.5 × 11 in.
public enum PrintLength {
    /// A unit a length may be written in.
    public struct Unit: Equatable, Sendable {
        /// How it is written after the number: `mm`, `cm`, `in` or `pt`.
        public var symbol: String
        /// Millimetres in `denominator` of it: whole numbers, so that `8.5in` is 2159 / 10 mm,
        /// the same double as `letter`'s 215.9 (8.5 × 25.4 is not).
        var numerator: Double
        var denominator: Double

        /// `value` of this unit in millimetres.
        public func millimetres(_ value: Double) -> Double {
            value * numerator / denominator
        }
    }

    /// The units, in the order messages list them.
    public static let units = [Unit(symbol: "mm", numerator: 1, denominator: 1), Unit(symbol: "cm", numerator: 10, denominator: 1),
                               Unit(symbol: "in", numerator: 254, denominator: 10), Unit(symbol: "pt", numerator: 254, denominator: 720)]

    /// `text` in millimetres: a number as `WrittenNumber` reads it (`12.5`, `-3`, `.5`, `1e1`, a
    /// true minus sign), then optionally a unit in any case, spaces allowed around both; nil when
    /// `text` is not such a length. A value beyond `Double`'s range comes back infinite, for the
    /// caller to refuse in its own words.
    public static func millimetres(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lowered = trimmed.lowercased()
        let unit = units.first { lowered.hasSuffix($0.symbol) }
        let number = trimmed.dropLast(unit?.symbol.count ?? 0).trimmingCharacters(in: .whitespaces)
        return WrittenNumber.value(of: number).map((unit ?? units[0]).millimetres)
    }

    /// What a value must look like, for messages.
    public static let expected = "a length in mm such as 12.5, or with its unit: 3mm, 0.3cm, 0.125in or 9pt"
}
