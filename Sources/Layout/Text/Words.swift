/// Text as Unicode scalars with white space collapsed, the running sum of their advances,
/// and the places a line may break: at a space (which is dropped), after a hyphen, or between
/// two Chinese, Japanese or Korean characters (which are written without spaces), except
/// before a small kana, the prolonged sound mark or closing punctuation (kinsoku).
struct Words {
    /// Where a line may end, and where the next one then starts.
    struct Break {
        var lineEnd: Int
        var nextStart: Int
    }

    private(set) var scalars: [Unicode.Scalar] = []
    /// `advanceSums[i]` is the width in font units of `scalars[0..<i]`.
    private var advanceSums = [0]
    private(set) var breaks: [Break] = []
    /// True when the text went on past `limit` and was cut there.
    private(set) var wasCut = false

    var count: Int { scalars.count }

    /// Reads `text` until its width passes `limit` font units.
    init(_ text: String, metrics: FontMetrics, limit: Double) {
        // Every fitted text is read here, often once per size tried: local arrays sized once (a
        // scalar is at least a byte) and a running width. Kept for the `Table SVG (A4)` and
        // `Table PDF (A4)` jobs of `scripts/benchmark.sh compare`, which lay out every tile.
        var scalars: [Unicode.Scalar] = []
        var sums = [0]
        var breaks: [Break] = []
        scalars.reserveCapacity(text.utf8.count)
        sums.reserveCapacity(text.utf8.count + 1)
        let spaceAdvance = metrics.advance(for: " ")
        var width = 0
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.isBreakableSpace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            let count = scalars.count
            if pendingSpace {
                breaks.append(Break(lineEnd: count, nextStart: count + 1))
                scalars.append(" ")
                width += spaceAdvance
                sums.append(width)
                pendingSpace = false
            } else if count >= 2, Self.isHyphen(scalars[count - 1]), scalars[count - 2] != " " {
                breaks.append(Break(lineEnd: count, nextStart: count))
            } else if count >= 1, scalar.value >= 0x1100, Self.mayBreakBetween(scalars[count - 1], scalar) {
                breaks.append(Break(lineEnd: count, nextStart: count))
            }
            scalars.append(scalar)
            width += metrics.advance(for: scalar)
            sums.append(width)
            if Double(width) > limit {
                wasCut = true
                break
            }
        }
        self.scalars = scalars
        advanceSums = sums
        self.breaks = breaks
    }

    func width(of range: Range<Int>) -> Int {
        advanceSums[range.upperBound] - advanceSums[range.lowerBound]
    }

    func string(_ range: Range<Int>) -> String {
        // Encoded straight into the string's storage (a UnicodeScalarView grows scalar by
        // scalar), for every line of every fitted text: see `init` for the benchmark.
        String(unsafeUninitializedCapacity: range.count * 4) { buffer in
            var written = 0
            for scalar in scalars[range] {
                UTF8.encode(scalar) { byte in
                    buffer[written] = byte
                    written += 1
                }
            }
            return written
        }
    }

    /// The lines the text breaks into when each line takes as much as fits in `capacity`,
    /// or nil when that needs more than `maxLines` lines or a word is wider than `capacity`.
    func greedyLines(capacity: Int, maxLines: Int) -> [Range<Int>]? {
        var lines: [Range<Int>] = []
        var start = 0
        while lines.count < maxLines {
            if width(of: start..<count) <= capacity {
                lines.append(start..<count)
                return lines
            }
            guard lines.count + 1 < maxLines, let next = longestLine(from: start, capacity: capacity) else { return nil }
            lines.append(next.line)
            start = next.nextStart
        }
        return nil
    }

    /// The longest line from `start` that ends at a break and fits in `capacity`, if any.
    func longestLine(from start: Int, capacity: Int) -> (line: Range<Int>, nextStart: Int)? {
        var low = 0
        var high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle].lineEnd <= start { low = middle + 1 } else { high = middle }
        }
        var chosen: Break?
        while low < breaks.count, width(of: start..<breaks[low].lineEnd) <= capacity {
            chosen = breaks[low]
            low += 1
        }
        return chosen.map { (start..<$0.lineEnd, $0.nextStart) }
    }

    /// The longest run of whole characters from `start` that fits in `capacity`,
    /// without a trailing space.
    func prefix(from start: Int, capacity: Int) -> Range<Int> {
        var best = start..<start
        var end = start
        for character in string(start..<count) {
            end += character.unicodeScalars.count
            let trimmed = scalars[end - 1] == " " ? end - 1 : end
            if width(of: start..<trimmed) <= capacity {
                best = start..<trimmed
            } else if trimmed == end {
                break
            }
        }
        return best
    }

    /// `range` ended at its last break (a space, after a hyphen, between two CJK characters)
    /// when it ends inside a word: a text cut short reads "with chemical…", not "with chemical
    /// sy…". Unchanged when it ends at a break or the text's end, or holds no break (one long
    /// word, a URL), which is then cut where it must be.
    func endingAtBreak(_ range: Range<Int>) -> Range<Int> {
        let end = range.upperBound
        if end == count && !wasCut || end < count && scalars[end] == " " || breaks.contains(where: { $0.lineEnd == end }) {
            return range
        }
        guard let last = breaks.last(where: { $0.lineEnd > range.lowerBound && $0.lineEnd < end }) else { return range }
        // "silvery…", not "silvery,…": the ellipsis takes the place of the comma.
        var wordEnd = last.lineEnd
        while wordEnd - 1 > range.lowerBound, ",;:".unicodeScalars.contains(scalars[wordEnd - 1]) { wordEnd -= 1 }
        return range.lowerBound..<wordEnd
    }

    /// Hyphens a line may break after: hyphen-minus and the Unicode hyphen.
    private static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2010}"
    }

    /// Whether a line may end between two characters of scripts written without spaces.
    private static func mayBreakBetween(_ previous: Unicode.Scalar, _ next: Unicode.Scalar) -> Bool {
        guard isWideScript(previous), isWideScript(next) else { return false }
        // Kinsoku: these never start a line.
        return !"ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶーゝゞヽヾ、。，．：；）」』】〕！？・".unicodeScalars.contains(next)
            && !"（「『【〔".unicodeScalars.contains(previous)
    }

    /// Han, kana, Hangul syllables and CJK punctuation.
    static func isWideScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFF01...0xFF60, 0x20000...0x3134F: true
        default: false
        }
    }
}

package extension Unicode.Scalar {
    /// White space a line may break at and runs of which collapse to one space: every white
    /// space but the no-break ones (U+00A0, U+2007, U+202F), which hold a number to its unit and
    /// its groups of digits together (`10 031 °F`).
    var isBreakableSpace: Bool {
        switch value {
        // ASCII's white space, answered without looking up the scalar's properties.
        case 0x09...0x0D, 0x20: true
        case 0x00...0x7F: false
        case 0x00A0, 0x2007, 0x202F: false
        default: properties.isWhitespace
        }
    }
}
