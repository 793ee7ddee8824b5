import Foundation

extension DisplayLocale {
    /// `number` × 10^`exponent` years moved to the largest of `powers` at or under its order of
    /// magnitude, by moving the decimal point only: `704` My at powers 4 and 8 is `7.04` × 10⁸
    /// (`7.04億年`), `245.5` ky `24.55` × 10⁴ (`24.55万年`). Nil when the point would have to move
    /// past the last digit, as `1.38` ky → `1380` would write a zero the source does not give,
    /// and for a number that is not plain digits around one `decimalSeparator`.
    static func movedYears(_ number: String, exponent: Int, powers: some Sequence<Int>,
                           decimalSeparator: String, groupSeparator: String) -> (number: String, power: Int)? {
        let parts = number.components(separatedBy: decimalSeparator)
        guard (1...2).contains(parts.count), let whole = parts.first, let first = whole.first, first != "0",
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        let magnitude = whole.count - 1 + exponent
        guard let power = powers.filter({ $0 <= magnitude }).max() else { return nil }
        let digits = Array(whole + fraction)
        let point = whole.count + exponent - power
        guard point <= digits.count else { return nil }
        let movedWhole = String(digits[..<point]), movedFraction = String(digits[point...])
        let wholeText = grouped(movedWhole, separator: groupSeparator)
        return (movedFraction.isEmpty ? wholeText : wholeText + decimalSeparator + movedFraction, power)
    }
}
