import Foundation

/// Fixed-point text of a `Double`, as `String(format: "%.<digits>f")` writes it, without
/// `String(format:)` wherever the answer is provably the same: tiles, colorbars and lists
/// format thousands of values, and Foundation boxes each argument and parses the format
/// every time. `DecimalFormattingEquivalenceTests` compares the two over many values.
enum FixedDecimal {
    /// `%.<digits>f` of `value` (`-0.00`, `20.27`), `digits` clamped to 0...20.
    static func text(_ value: Double, fractionDigits: Int) -> String {
        let digits = min(max(fractionDigits, 0), 20)
        return roundedText(value, fractionDigits: digits)
            ?? shortestText(value, fractionDigits: digits)
            ?? String(format: "%.\(digits)f", value)
    }

    /// `text` without trailing zeros after the point (nor a bare point), `-0` as `0`, and a
    /// true minus sign: `-20.270` → `−20.27`.
    static func trimmed(_ text: String) -> String {
        var bytes = Array(text.utf8)
        if bytes.contains(UInt8(ascii: ".")) {
            while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
            if bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        }
        if bytes == [UInt8(ascii: "-"), UInt8(ascii: "0")] { return "0" }
        guard bytes.first == UInt8(ascii: "-") else { return String(decoding: bytes, as: UTF8.self) }
        return "−" + String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    /// `5^0` to `5^3`.
    private static let powersOfFive: [UInt64] = [1, 5, 25, 125]

    /// `%.<digits>f` for 0 to 3 digits (temperatures, densities), in exact integer arithmetic;
    /// nil for more digits or magnitudes it does not cover.
    ///
    /// A normal `value` is `significand / 2^(52 - exponent)`, so `value × 10^digits` is
    /// `significand × 5^digits / 2^shift` with `shift = 52 - exponent - digits`; the numerator
    /// is below 2^60. `printf` rounds that exact quotient to the nearest integer, an exact half
    /// to the even one, and prints the sign of `value` even when the result is zero.
    static func roundedText(_ value: Double, fractionDigits digits: Int) -> String? {
        guard powersOfFive.indices.contains(digits), value.isNormal || value.isZero else { return nil }
        let rounded: UInt64
        if value.isZero {
            rounded = 0
        } else {
            let shift = 52 - Int(value.exponent) - digits
            guard (0..<64).contains(shift) else { return nil }
            let scaled = (value.significandBitPattern | 1 << 52) * powersOfFive[digits]
            let quotient = scaled >> shift
            let remainder = scaled - quotient << shift
            let half: UInt64 = shift == 0 ? 0 : 1 << (shift - 1)
            let roundsUp = shift > 0 && (remainder > half || (remainder == half && quotient & 1 == 1))
            rounded = roundsUp ? quotient + 1 : quotient
        }
        var bytes = Array(String(rounded).utf8)
        if digits > 0 {
            let zeros = max(0, digits + 1 - bytes.count)
            bytes.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: zeros), at: 0)
            bytes.insert(UInt8(ascii: "."), at: bytes.count - digits)
        }
        if value.sign == .minus { bytes.insert(UInt8(ascii: "-"), at: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `%.<digits>f` from Swift's shortest round-trip text of `value` (`22.99` padded to
    /// `22.9900`) when that text has at most `digits` decimals; nil when only `printf` can say.
    ///
    /// Why it is the same: the shortest text S reads back as `value`, so S lies within half a
    /// gap between neighbouring doubles of `value`, and the gap here is under `10^-digits`. When
    /// S has at most `digits` decimals it is on `printf`'s grid, less than half a step from the
    /// exact binary value, so it is the one grid point `printf` rounds to (never a tie).
    static func shortestText(_ value: Double, fractionDigits digits: Int) -> String? {
        guard value.isFinite, steps.indices.contains(digits), value.ulp * 2 <= steps[digits] else { return nil }
        let text = value.description
        let utf8 = text.utf8
        guard !utf8.contains(UInt8(ascii: "e")), let point = utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let fraction = utf8[utf8.index(after: point)...]
        let lastSignificant = fraction.lastIndex { $0 != UInt8(ascii: "0") }
        let decimals = lastSignificant.map { fraction.distance(from: fraction.startIndex, to: $0) + 1 } ?? 0
        guard decimals <= digits else { return nil }
        let integer = String(decoding: utf8[..<point], as: UTF8.self)
        guard digits > 0 else { return integer }
        let kept = String(decoding: fraction.prefix(decimals), as: UTF8.self)
        return integer + "." + kept + String(repeating: "0", count: digits - decimals)
    }

    /// `10^-n` for n in 0...20, each the nearest `Double` (Swift reads literals exactly).
    private static let steps: [Double] = [1, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10,
                                          1e-11, 1e-12, 1e-13, 1e-14, 1e-15, 1e-16, 1e-17, 1e-18, 1e-19, 1e-20]
}
