import ElementData
import Foundation

/// Numbers as text for any finite `Double`, from the smallest denormal to 1.7 × 10³⁰⁸: plain
/// decimals where they are readable, `1.5×10⁻³¹⁰` outside, never a 309-digit string, never a
/// trap. Every number a tile, a colorbar or a message shows goes through here
/// (`ElementFormatter.decimal` calls it).
public enum NumberText {
    /// From this magnitude up, numbers are written with a power of ten.
    public static let scientificFrom = 1e15
    /// Non-zero numbers under this magnitude are written with a power of ten.
    public static let scientificBelow = 1e-6

    /// Whether `value` is too large or too small (but not zero) to be read as plain decimals.
    public static func needsScientific(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        return magnitude >= scientificFrom || (magnitude > 0 && magnitude < scientificBelow)
    }

    /// `value` with exactly `fractionDigits` decimals, rounded as it reads, half away from zero:
    /// 119.735 → `119.74` and 0.95 → `1.0`, where C's `%.2f` rounds the binary value below them
    /// (119.73, 0.9). Where the digits asked for are fewer than 15, the value is read to 15
    /// significant digits, so the last bit of a conversion (119.735 − 273.15 =
    /// −153.41499999999996) rounds as −153.415 does; otherwise as Swift writes it, every digit.
    /// Plain digits, an ASCII minus; magnitudes from 10¹⁷ as `%f` writes them.
    public static func fixed(_ value: Double, fractionDigits: Int) -> String {
        let digits = min(max(fractionDigits, 0), 20)
        guard value.isFinite, value.magnitude < 1e17 else { return String(posixFormat: "%.\(digits)f", value) }
        let posix = Locale(identifier: "en_US_POSIX")
        let integerDigits = value.magnitude < 1 ? 1 : Int(log10(value.magnitude).rounded(.down)) + 1
        let written = integerDigits + digits < 15 ? String(posixFormat: "%.15g", value) : "\(value)"
        guard var exact = Decimal(string: written, locale: posix) else { return String(posixFormat: "%.\(digits)f", value) }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, digits, .plain)
        var text = NSDecimalNumber(decimal: rounded).description(withLocale: posix)
        guard digits > 0 else { return text }
        let decimals = text.split(separator: ".", maxSplits: 1).dropFirst().first?.count
        text += (decimals == nil ? "." : "") + String(repeating: "0", count: digits - (decimals ?? 0))
        return text
    }

    /// `value` as `m×10ⁿ` with at most `significantDigits` (1...17) significant digits,
    /// trailing zeros dropped and a true minus sign: `1.7×10³⁰⁸`, `−4.94×10⁻³²⁴`; `0` for zero.
    public static func scientific(_ value: Double, significantDigits: Int) -> String {
        guard value.isFinite else { return ElementFormatter.missing }
        guard value != 0 else { return "0" }
        let (mantissa, exponent) = parts(of: value, significantDigits: significantDigits)
        return mantissa + "×10" + superscript(exponent)
    }

    /// The mantissa text (`1.5`, `−2`) and the decimal exponent of `value`, as C's `%e` rounds
    /// them: exact for denormals, where dividing by a power of ten would underflow.
    public static func parts(of value: Double, significantDigits: Int) -> (mantissa: String, exponent: Int) {
        let digits = min(max(significantDigits, 1), 17)
        let text = String(posixFormat: "%.\(digits - 1)e", value)
        let pieces = text.split(separator: "e")
        guard pieces.count == 2, let exponent = Int(pieces[1]) else { return (text, 0) }
        return (String(pieces[0]).trimmingFractionZeros.withTrueMinus, exponent)
    }

    /// The superscript digits, 0 to 9.
    private static let superscriptDigits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]

    /// The characters `superscript(_:)` writes: the digits and the minus.
    static let superscriptCharacters = Set(superscriptDigits + ["⁻"])

    /// `⁻¹²`, `³⁰⁸`.
    public static func superscript(_ exponent: Int) -> String {
        let body = String(exponent.magnitude).compactMap { $0.wholeNumberValue.map { superscriptDigits[$0] } }
        return (exponent < 0 ? "⁻" : "") + String(body)
    }
}

extension String {
    /// `60.120` → `60.12`, `60.000` → `60`; digits before the point are kept.
    var trimmingFractionZeros: String {
        guard contains(".") else { return self }
        var trimmed = Substring(self)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// `-0.5` → `−0.5`: a leading hyphen-minus made a true minus sign.
    var withTrueMinus: String {
        hasPrefix("-") ? "−" + dropFirst() : self
    }
}

extension Int {
    /// `value` rounded toward zero and clamped to `Int`'s range, 0 for NaN: the conversion that
    /// never traps, for numbers derived from user data.
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
