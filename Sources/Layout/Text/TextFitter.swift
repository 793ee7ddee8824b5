/// Fits a text into a box with one font: picks the font size, the line breaks and, when nothing
/// else works, an ellipsis, so that every line is at most as wide as the box.
///
/// The rules, in order:
/// 1. One line at the preferred size, when it fits.
/// 2. One line, shrunk to the largest size (a multiple of 0.01) at which it fits, down to the minimum.
/// 3. When `maxLines > 1`: the fewest lines that fit at the minimum size, broken at spaces or after
///    hyphens so the longest line is as short as possible, at the largest size that fits the width
///    and the height.
/// 4. The minimum size, as many lines as allowed filled word by word, the last one cut at a
///    character boundary (after its last whole word for prose, `cutsAtWords`, when it has one)
///    and ended with "…" (or "..." when the font lacks "…").
///
/// Text is measured by Unicode scalars with `FontMetrics` (advances only, as `cairo_show_text`
/// draws), in logical order, so right-to-left text and combining marks are measured, not shaped.
/// Runs of white space become one space and the ends are trimmed. A character the face has no
/// glyph for is decomposed or left out (`GlyphFallback`), so no renderer draws a missing-glyph box
/// for it. Sizes are multiples of 0.01
/// (the preferred size is rounded down to one and the minimum up), and every width is measured at
/// the returned size, so `lineWidths[i] <= width` holds exactly. Deterministic and locale-free.
package struct TextFitter: Sendable {
    /// The metrics of the face the text will be drawn with.
    public let metrics: FontMetrics

    /// A fitter that measures with `metrics`, e.g. `FontLibrary.metrics(for: FontLibrary.semiBold)`.
    public init(metrics: FontMetrics) {
        self.metrics = metrics
    }

    /// Fits `text` into a box `width` points wide and, when given, `height` points tall.
    ///
    /// - Parameters:
    ///   - preferredSize: the size to use when the text fits at it.
    ///   - minimumSize: the smallest size to shrink to before wrapping or cutting; clamped to `preferredSize`.
    ///   - maxLines: how many lines the text may be broken into.
    ///   - lineHeightFactor: the distance between baselines as a multiple of the font size.
    ///   - cutsAtWords: for prose, a text cut short ends after its last whole word that fits
    ///     ("with chemical…", not "with chemical sy…"); a label keeps every character that fits.
    /// - Returns: The fitted lines. A block of `n` lines is `ascent + (n - 1) × lineHeight + descent`
    ///   tall; lines are dropped to fit `height`, but one line is always kept, even when it is taller.
    ///   When not even an ellipsis fits the width at the minimum size, the result has no lines and
    ///   `wasTruncated` is true. Empty or white-space-only text gives no lines and is not truncated.
    public func fit(_ text: String, width: Double, height: Double? = nil,
                    preferredSize: Double, minimumSize: Double,
                    maxLines: Int = 1, lineHeightFactor: Double = 1.2, cutsAtWords: Bool = false) -> FittedText {
        let preferred = Self.gridFloor(preferredSize)
        guard preferred >= 0.01 else {
            return result([], units: [], fontSize: 0, factor: 0, truncated: !text.isEmpty)
        }
        let box = Box(
            width: width.isNaN ? 0 : max(0, width),
            height: height.flatMap { $0.isNaN ? nil : max(0, $0) },
            preferred: preferred,
            minimum: min(max(Self.gridCeil(minimumSize), 0.01), preferred),
            maxLines: max(1, maxLines),
            factor: lineHeightFactor.isFinite ? max(0, lineHeightFactor) : 1.2,
            cutsAtWords: cutsAtWords
        )
        return fit(GlyphFallback.displayable(text, metrics: metrics), in: box)
    }

    /// Fits `text` with `metrics`: the same as `TextFitter(metrics:).fit(...)`, spelled for call sites
    /// that describe a text slot; `lineHeight` is the baseline distance as a multiple of the font size.
    public static func fit(_ text: String, metrics: FontMetrics, preferredSize: Double, minimumSize: Double,
                           width: Double, height: Double? = nil, maximumLines: Int = 1,
                           lineHeight: Double = 1.2, cutsAtWords: Bool = false) -> FittedText {
        TextFitter(metrics: metrics).fit(text, width: width, height: height, preferredSize: preferredSize,
                                         minimumSize: minimumSize, maxLines: maximumLines,
                                         lineHeightFactor: lineHeight, cutsAtWords: cutsAtWords)
    }
}

private extension TextFitter {
    /// Sanitized inputs: sizes are on the 0.01 grid, `minimum <= preferred`.
    struct Box {
        var width: Double
        var height: Double?
        var preferred: Double
        var minimum: Double
        var maxLines: Int
        var factor: Double
        /// Prose cut short ends after its last whole word; a label keeps what characters fit.
        var cutsAtWords = false
    }

    func fit(_ text: String, in box: Box) -> FittedText {
        let capacity = widestFitting(at: box.minimum, box: box)
        let words = Words(text, metrics: metrics, limit: visibleLimit(capacity: capacity, box: box))
        guard !words.scalars.isEmpty else {
            return result([], units: [], fontSize: box.preferred, factor: box.factor, truncated: false)
        }
        if !words.wasCut {
            let singleLine = largestSize(fitting: words.width(of: 0..<words.count), lines: 1, box: box)
            if singleLine >= box.minimum {
                return result(words, [0..<words.count], fontSize: singleLine, box: box, truncated: false)
            }
            if !words.breaks.isEmpty, let wrapped = wrapped(words, capacity: capacity, box: box) {
                return wrapped
            }
        }
        return truncated(words, capacity: capacity, box: box)
    }

    /// The fewest lines that fit at the minimum size, balanced, at the largest size that fits.
    func wrapped(_ words: Words, capacity: Int, box: Box) -> FittedText? {
        let allowed = linesFittingHeight(at: box.minimum, box: box)
        guard allowed > 1, let fewest = words.greedyLines(capacity: capacity, maxLines: allowed) else { return nil }
        var low = 0
        var high = capacity
        while low < high {
            let middle = low + (high - low) / 2
            if words.greedyLines(capacity: middle, maxLines: fewest.count) != nil {
                high = middle
            } else {
                low = middle + 1
            }
        }
        guard let lines = words.greedyLines(capacity: high, maxLines: fewest.count) else { return nil }
        let widest = lines.map(words.width(of:)).max() ?? 0
        let size = largestSize(fitting: widest, lines: lines.count, box: box)
        guard size >= box.minimum else { return nil }
        return result(words, lines, fontSize: size, box: box, truncated: false)
    }

    /// Lines filled word by word at the minimum size, the last cut and ended with an ellipsis.
    func truncated(_ words: Words, capacity: Int, box: Box) -> FittedText {
        let ellipsis = metrics.hasGlyph("\u{2026}") ? "\u{2026}" : "..."
        let ellipsisUnits = metrics.widthInUnits(of: ellipsis)
        guard ellipsisUnits <= capacity else {
            return result([], units: [], fontSize: box.minimum, factor: box.factor, truncated: true)
        }
        let allowed = max(1, linesFittingHeight(at: box.minimum, box: box))
        var lines: [String] = []
        var units: [Int] = []
        var start = 0
        while true {
            let rest = start..<words.count
            if !words.wasCut, words.width(of: rest) <= capacity {
                lines.append(words.string(rest))
                units.append(words.width(of: rest))
                return result(lines, units: units, fontSize: box.minimum, factor: box.factor, truncated: false)
            }
            guard lines.count < allowed - 1, let next = words.longestLine(from: start, capacity: capacity) else { break }
            lines.append(words.string(next.line))
            units.append(words.width(of: next.line))
            start = next.nextStart
        }
        let prefix = words.prefix(from: start, capacity: capacity - ellipsisUnits)
        let cut = box.cutsAtWords ? words.endingAtBreak(prefix) : prefix
        lines.append(words.string(cut) + ellipsis)
        units.append(words.width(of: cut) + ellipsisUnits)
        return result(lines, units: units, fontSize: box.minimum, factor: box.factor, truncated: true)
    }

    // MARK: Sizes

    /// The largest multiple of 0.01, at most the preferred size, at which `units` fit the width
    /// and `lines` lines fit the height.
    func largestSize(fitting units: Int, lines: Int, box: Box) -> Double {
        var size = box.preferred
        if units > 0 {
            let raw = box.width * Double(metrics.unitsPerEm) / Double(units)
            size = largestGridValue(below: size, estimate: raw) { metrics.points(units, fontSize: $0) <= box.width }
        }
        if let height = box.height {
            let ems = Double(metrics.ascender - metrics.descender) / Double(metrics.unitsPerEm)
                + Double(lines - 1) * box.factor
            if ems > 0 {
                let fitsHeight = largestGridValue(below: box.preferred, estimate: height / ems) {
                    blockHeight(lines: lines, fontSize: $0, box: box) <= height
                }
                // One line is always allowed, at the minimum size if the box is shorter than that.
                size = min(size, lines == 1 ? max(fitsHeight, box.minimum) : fitsHeight)
            }
        }
        return size
    }

    /// The largest `k / 100 <= limit` for which `fits` holds, searched near `estimate`; 0 if none.
    func largestGridValue(below limit: Double, estimate: Double, fits: (Double) -> Bool) -> Double {
        if fits(limit) { return limit }
        let limitSteps = Int((limit * 100).rounded())
        var steps = estimate.isFinite ? min(limitSteps - 1, max(0, Int((estimate * 100).rounded(.down)))) : limitSteps - 1
        while steps + 1 < limitSteps, fits(Double(steps + 1) / 100) { steps += 1 }
        while steps > 0, !fits(Double(steps) / 100) { steps -= 1 }
        return Double(steps) / 100
    }

    /// The widest text, in font units, that fits the box width at `fontSize`.
    func widestFitting(at fontSize: Double, box: Box) -> Int {
        let raw = box.width * Double(metrics.unitsPerEm) / fontSize
        var units = Int(min(raw.rounded(.down), Double(1 << 52)))
        while units > 0, metrics.points(units, fontSize: fontSize) > box.width { units -= 1 }
        return units
    }

    /// Text wider than this (in font units) can never be shown whole: the caller cuts it before
    /// breaking it into words, which keeps very long strings fast. No more lines than fit the
    /// height at the minimum size (the most that any size allows) can be shown, so a summary
    /// allowed 1000 lines in a box of ten is read for ten.
    func visibleLimit(capacity: Int, box: Box) -> Double {
        let lines = min(box.maxLines, max(1, linesFittingHeight(at: box.minimum, box: box)))
        return Double(lines) * (Double(capacity) + Double(metrics.advance(for: " ")) + 1)
    }

    /// How many lines fit the box height at `fontSize`, at most `maxLines`; 0 when not even one.
    func linesFittingHeight(at fontSize: Double, box: Box) -> Int {
        guard let height = box.height else { return box.maxLines }
        var lines = 0
        while lines < box.maxLines, blockHeight(lines: lines + 1, fontSize: fontSize, box: box) <= height {
            lines += 1
        }
        return lines
    }

    /// The height of a block of lines, computed exactly as `FittedText.height` computes it.
    func blockHeight(lines: Int, fontSize: Double, box: Box) -> Double {
        FittedText.blockHeight(lines: lines, ascent: metrics.points(metrics.ascender, fontSize: fontSize),
                               lineHeight: fontSize * box.factor,
                               descent: metrics.points(-metrics.descender, fontSize: fontSize))
    }

    // MARK: Results

    func result(_ words: Words, _ lines: [Range<Int>], fontSize: Double, box: Box, truncated: Bool) -> FittedText {
        result(lines.map(words.string), units: lines.map(words.width(of:)),
               fontSize: fontSize, factor: box.factor, truncated: truncated)
    }

    func result(_ lines: [String], units: [Int], fontSize: Double, factor: Double, truncated: Bool) -> FittedText {
        FittedText(lines: lines, fontSize: fontSize,
                   lineWidths: units.map { metrics.points($0, fontSize: fontSize) },
                   lineHeight: fontSize * factor,
                   ascent: metrics.points(metrics.ascender, fontSize: fontSize),
                   descent: metrics.points(-metrics.descender, fontSize: fontSize),
                   wasTruncated: truncated)
    }

    /// `value` rounded down to a multiple of 0.01, ignoring floating-point noise (12.34 stays 12.34).
    static func gridFloor(_ value: Double) -> Double {
        gridSteps(value, rounding: .down) / 100
    }

    /// `value` rounded up to a multiple of 0.01, ignoring floating-point noise.
    static func gridCeil(_ value: Double) -> Double {
        gridSteps(value, rounding: .up) / 100
    }

    static func gridSteps(_ value: Double, rounding: FloatingPointRoundingRule) -> Double {
        guard value.isFinite else { return value > 0 ? 1e12 : 0 }
        let steps = min(max(value * 100, 0), 1e12)
        let nearest = steps.rounded()
        return abs(steps - nearest) < 1e-6 ? nearest : steps.rounded(rounding)
    }
}
