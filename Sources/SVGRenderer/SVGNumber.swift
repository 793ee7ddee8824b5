/// Writes numbers for SVG attributes with at most two decimals, independent of locale.
///
/// Rounds exactly like `Layout`'s `@Fixed` (to the nearest 1/100, halves away from zero),
/// so a coordinate in the SVG always reads the same as in the JSON scene.
/// Trailing zeros are trimmed, `-0` is written as `0`, and non-finite values as `0`.
enum SVGNumber {
    /// The largest magnitude written; beyond it values are clamped so the arithmetic stays exact.
    static let limit = 1e12

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -limit), limit)
        let hundredths = Int64((clamped * 100).rounded())
        guard hundredths != 0 else { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        switch fraction {
        case 0: return "\(sign)\(whole)"
        case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
        case 1...9: return "\(sign)\(whole).0\(fraction)"
        default: return "\(sign)\(whole).\(fraction)"
        }
    }
}
