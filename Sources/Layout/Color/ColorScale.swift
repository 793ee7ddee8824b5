import ElementData
import Foundation

/// How values are spread along a colour scale.
public enum ScaleKind: String, CaseIterable, Sendable {
    /// Equal differences, equal steps.
    case linear
    /// Equal ratios, equal steps; every value must be positive.
    case log
}

/// Maps numbers onto a colormap between a lower and an upper bound.
///
/// Values outside the bounds are clamped: they take the colour of the nearer end.
public struct ColorScale: Equatable, Sendable {
    /// Whether values are spread linearly or logarithmically between the bounds.
    public var kind: ScaleKind
    /// The value that takes the colormap's first colour; finite, below `upper`, and positive on a log scale.
    public var lower: Double
    /// The value that takes the colormap's last colour; finite and above `lower`.
    public var upper: Double
    /// The colours the scale runs through, from `lower` to `upper`.
    public var colormap: Colormap
    /// Ticks only at whole numbers, for counts: never a tick at 1.5 formulas.
    public var wholeTicks = false

    /// A scale over `lower...upper`; throws when the bounds are not finite, not increasing,
    /// or not positive on a log scale.
    public init(kind: ScaleKind, lower: Double, upper: Double, colormap: Colormap = .viridis) throws {
        guard lower.isFinite, upper.isFinite, lower < upper else {
            throw ColorScaleError.invalidRange(lower: lower, upper: upper)
        }
        guard kind == .linear || lower > 0 else {
            throw ColorScaleError.nonPositiveLogRange(lower: lower)
        }
        self.kind = kind
        self.lower = lower
        self.upper = upper
        self.colormap = colormap
    }

    /// A scale over `range`, or over the smallest and largest of `values` when `range` is nil.
    ///
    /// - Parameters:
    ///   - values: the elements' values, each with a label for error messages.
    ///   - kind: linear or logarithmic.
    ///   - range: the values at the scale's two ends; nil fits the values.
    ///   - colormap: the colours from the low end to the high end.
    ///   - name: what the values are, for error messages (`Melting point`).
    /// - Throws: `ColorScaleError` when there is no value (with or without `range`), when a log scale meets a value ≤ 0,
    ///   or when the range is invalid. A single distinct value gets a range around it.
    public static func fitting(_ values: [(label: String, value: Double)], kind: ScaleKind,
                               range: ClosedRange<Double>? = nil, colormap: Colormap = .viridis,
                               name: String) throws -> ColorScale {
        let finite = values.filter { $0.value.isFinite }
        if kind == .log {
            let offending = finite.filter { $0.value <= 0 }
            if !offending.isEmpty {
                throw ColorScaleError.nonPositiveLogValues(name: name, count: offending.count,
                                                           examples: offending.prefix(3).map(\.label))
            }
        }
        // A range does not make up for values: the table would be all "No data" under a bar.
        guard let low = finite.map(\.value).min(), let high = finite.map(\.value).max() else {
            throw ColorScaleError.noValues(name: name)
        }
        if let range { return try ColorScale(kind: kind, lower: range.lowerBound, upper: range.upperBound, colormap: colormap) }
        if low < high { return try ColorScale(kind: kind, lower: low, upper: high, colormap: colormap) }
        // The padded bounds stay finite and positive even for values at the ends of Double.
        let largest = Double.greatestFiniteMagnitude
        switch kind {
        case .linear:
            let pad = max(abs(low) * 0.1, 0.5)
            return try ColorScale(kind: kind, lower: max(low - pad, -largest), upper: min(high + pad, largest),
                                  colormap: colormap)
        case .log:
            return try ColorScale(kind: kind, lower: low / 2 > 0 ? low / 2 : low, upper: min(high * 2, largest),
                                  colormap: colormap)
        }
    }

    /// Where `value` falls, from 0 at `lower` to 1 at `upper`, clamped.
    public func position(of value: Double) -> Double {
        guard value.isFinite else { return value > 0 ? 1 : 0 }
        let t: Double
        switch kind {
        case .linear:
            // Clamped first, so value - lower never exceeds the span; halves when the span
            // itself overflows (-1.7e308...1.7e308).
            let value = value.clamped(to: lower...upper)
            let span = upper - lower
            t = span.isFinite ? (value - lower) / span : (value / 2 - lower / 2) / (upper / 2 - lower / 2)
        case .log: t = value <= 0 ? 0 : (log10(value) - log10(lower)) / (log10(upper) - log10(lower))
        }
        return t.clamped(to: 0...1)
    }

    /// The colour of `value`; values outside the bounds take the colour of the nearer end.
    public func color(for value: Double) -> Color {
        colormap.color(at: position(of: value))
    }

    /// The value at `position` (0...1) along the scale.
    public func value(at position: Double) -> Double {
        switch kind {
        case .linear:
            (upper - lower).isFinite ? lower + (upper - lower) * position
                : lower + (upper / 2 - lower / 2) * position * 2
        case .log: pow(10, log10(lower) + (log10(upper) - log10(lower)) * position)
        }
    }

    /// Round numbers inside the bounds for tick marks, at most `maximumCount` of them (at least 2
    /// where the range allows): multiples of 1, 2 or 5 × 10ⁿ on a linear scale, powers of ten
    /// (with 2× and 5× when the range spans under two decades) on a log scale.
    public func ticks(maximumCount: Int = 7) -> [Double] {
        let count = max(maximumCount, 2)
        let ticks = switch kind {
        case .linear: Self.linearTicks(lower: lower, upper: upper, maximumCount: count)
        case .log: logTicks(maximumCount: count)
        }
        guard wholeTicks else { return ticks }
        let whole = ticks.filter { $0 == $0.rounded() }
        return whole.isEmpty ? ticks : whole
    }

    /// A tick's label: plain decimals with as many digits as the tick spacing needs; on a log
    /// scale, powers of ten below 0.001 or from 100 000 up as `10⁻⁵`, `2×10⁶`.
    public func label(for tick: Double, among ticks: [Double]) -> String {
        guard tick.isFinite else { return ElementFormatter.missing }
        if kind == .log, tick > 0 {
            let exponent = Int(saturating: floor(log10(tick) + 1e-9))
            if exponent < -3 || exponent >= 5 {
                let (mantissa, power) = NumberText.parts(of: tick, significantDigits: 1)
                return (mantissa == "1" ? "" : mantissa + "×") + "10" + NumberText.superscript(power)
            }
            let digits = max(0, -exponent)
            return ElementFormatter.decimal(tick, maximumFractionDigits: digits)
        }
        // Spacing as the halves' difference, which cannot overflow; 0 when the ticks coincide.
        let spacing = zip(ticks, ticks.dropFirst()).map { $1 / 2 - $0 / 2 }.filter { $0 > 0 }.min().map { $0 * 2 }
            ?? max(abs(tick), 1)
        if ticks.contains(where: NumberText.needsScientific) {
            // As many significant digits as tell neighbouring ticks apart.
            let largest = ticks.map(\.magnitude).max() ?? tick.magnitude
            let digits = Self.decimalExponent(largest) - Self.decimalExponent(spacing) + 1
            return NumberText.scientific(tick, significantDigits: min(max(digits, 1), 17))
        }
        let digits = max(0, Int(saturating: ceil(-log10(spacing) - 1e-9)))
        // Up to 15 decimals, so that the ticks of the narrowest ranges (1 to 1.0000000001) are
        // told apart; a range of round numbers needs one or two.
        return ElementFormatter.decimal(tick, maximumFractionDigits: min(digits + 1, 15))
    }
}

private extension ColorScale {
    /// Multiples of the smallest step of 1, 2 or 5 × 10ⁿ that gives at most `maximumCount` ticks.
    static func linearTicks(lower: Double, upper: Double, maximumCount: Int) -> [Double] {
        // log10 of the span, from its halves when the span overflows.
        let span = upper - lower
        let logSpan = span.isFinite ? log10(span) : log10(upper / 2 - lower / 2) + log10(2)
        var magnitude = pow(10, floor(logSpan - log10(Double(maximumCount))))
        for _ in 0..<6 {
            for factor in [1.0, 2, 5] {
                let step = factor * magnitude
                guard step > 0, step.isFinite else { continue }
                let first = (lower / step).rounded(.up)
                let last = (upper / step).rounded(.down)
                // Counting in steps of 1 must be exact: beyond 2⁵³ first + 1 == first.
                guard last > first, first.magnitude < 1e15, last.magnitude < 1e15 else { continue }
                if last - first + 1 <= Double(maximumCount) {
                    let raw = stride(from: first, through: last, by: 1).map { $0 * step }
                    // Cleaning to 12 digits must not merge ticks of a range narrower than that.
                    let tidy = raw.map(cleaned)
                    return Set(tidy).count == tidy.count ? tidy : raw
                }
            }
            magnitude *= 10
        }
        return [lower, upper]
    }

    func logTicks(maximumCount: Int) -> [Double] {
        let low = Int(ceil(log10(lower) - 1e-9))
        let high = Int(floor(log10(upper) + 1e-9))
        var decades = low <= high ? Array(low...high) : []
        if decades.count > maximumCount {
            let stride = Int((Double(decades.count) / Double(maximumCount)).rounded(.up))
            decades = decades.filter { ($0 - low) % stride == 0 }
        }
        var ticks = decades.map { Self.cleaned(pow(10, Double($0))) }
        // Within a decade or two, 1-2-5 steps; within less (electronegativity, 0.79 to 3.98),
        // 1-2-3-5, so that the bar has at least three labels where it can.
        for factors in [[1.0, 2, 5], [1.0, 2, 3, 5]] where ticks.count < 3 {
            let dense = denseLogTicks(factors: factors)
            if dense.count <= maximumCount, dense.count > ticks.count { ticks = dense }
        }
        if ticks.count < 2 {
            ticks = Self.linearTicks(lower: lower, upper: upper, maximumCount: maximumCount)
        }
        return ticks
    }

    /// The multiples of each power of ten by `factors` within the bounds.
    private func denseLogTicks(factors: [Double]) -> [Double] {
        let low = lower * (1 - 1e-9)
        let high = upper * (1 + 1e-9)
        return (Int(floor(log10(lower)))...Int(ceil(log10(upper)))).flatMap { exponent in
            factors.map { Self.cleaned($0 * pow(10, Double(exponent))) }.filter { $0 >= low && $0 <= high }
        }
    }

    /// Removes binary fuzz such as 0.30000000000000004.
    static func cleaned(_ value: Double) -> Double {
        // Near the ends of Double the scaling below would overflow or flush to zero.
        guard value != 0, value.isFinite, value.magnitude > 1e-290, value.magnitude < 1e290 else { return value }
        let digits = 12 - Int(floor(log10(abs(value))))
        let factor = pow(10, Double(min(max(digits, 0), 300)))
        return (value * factor).rounded() / factor
    }

    /// The power of ten of `value`'s leading digit (0 for zero), exact for denormals.
    static func decimalExponent(_ value: Double) -> Int {
        guard value != 0, value.isFinite else { return 0 }
        return NumberText.parts(of: value, significantDigits: 1).exponent
    }
}

/// Why a colour scale cannot be built.
public enum ColorScaleError: LocalizedError, Equatable, Sendable {
    /// The bounds are not finite or not increasing (`lower` is not below `upper`).
    case invalidRange(lower: Double, upper: Double)
    /// A log scale's lower bound is zero or negative.
    case nonPositiveLogRange(lower: Double)
    /// A log scale over values of which `count` are zero or negative; `examples` holds the labels
    /// of the first three.
    case nonPositiveLogValues(name: String, count: Int, examples: [String])
    /// No element shown has a value of the property `name` to scale.
    case noValues(name: String)
    /// An element's `cpk-hex` that is not a colour (`--color-by cpk`).
    case invalidElementColor(element: String, value: String)
    /// A `Colormap` made with no colours.
    case emptyColormap(name: String)

    /// The problem in one sentence, naming the bounds, values or colormap at fault.
    public var errorDescription: String? {
        switch self {
        case let .invalidRange(lower, upper):
            "the range \(Self.text(lower)):\(Self.text(upper)) is empty; the lower bound must be below the upper"
        case let .nonPositiveLogRange(lower):
            "a log scale needs a positive lower bound, got \(Self.text(lower))"
        case let .nonPositiveLogValues(name, count, examples):
            "a log scale needs positive values, but \(name.lowercased()) is zero or negative for \(count) "
                + "element\(count == 1 ? "" : "s") (\(examples.joined(separator: ", "))\(count > examples.count ? ", …" : "")); "
                + "use a linear scale"
        case let .noValues(name):
            "no element shown has a value for \(name.lowercased())"
        case let .invalidElementColor(element, value):
            "the cpk-hex of \(element) must be a colour of six hex digits such as ab5cf2, got \"\(value)\""
        case let .emptyColormap(name):
            "the colormap \"\(ElementText.escapedForMessage(name))\" has no colours; give it at least one"
        }
    }

    private static func text(_ value: Double) -> String {
        ElementFormatter.decimal(value, maximumFractionDigits: 6)
    }
}
