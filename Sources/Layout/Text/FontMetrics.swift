import ElementData
import Foundation

/// The metrics of one OpenType (CFF or TrueType outlines) font file, read in pure Swift.
///
/// Reads `head`, `hhea`, `maxp`, `OS/2`, `hmtx` and `cmap` (formats 4 and 12) once and keeps a
/// compact lookup, so text is measured exactly as FreeType and `cairo_show_text` advance it:
/// the sum of the glyphs' horizontal advances, with no kerning and no shaping. A character the
/// font lacks is measured with glyph 0 (`.notdef`), which is what FreeType draws in its place.
///
/// Every read is bounds-checked: a truncated or corrupt file throws `LayoutError.invalidFont`.
/// Vertical metrics are in font units, y up: `ascender` is positive, `descender` negative.
public struct FontMetrics: Sendable {
    /// Font units per em (`head.unitsPerEm`): a glyph advance of `unitsPerEm` is one font size.
    public let unitsPerEm: Int
    /// `hhea.ascender`, which FreeType and Cairo report as the font's ascent
    /// (like FreeType, `OS/2.sTypoAscender` when `hhea` has neither ascender nor descender).
    public let ascender: Int
    /// `hhea.descender`, negative below the baseline (or `OS/2.sTypoDescender`, as for `ascender`).
    public let descender: Int
    /// `hhea.lineGap`.
    public let lineGap: Int
    /// `OS/2.sTypoAscender`, when the font has an `OS/2` table.
    public let typoAscender: Int?
    /// `OS/2.sTypoDescender` (negative), when the font has an `OS/2` table.
    public let typoDescender: Int?
    /// `OS/2.sCapHeight` (version 2 and later), else an estimate of 70% of an em.
    public let capHeight: Int
    /// `OS/2.sxHeight` (version 2 and later), else an estimate of 50% of an em.
    public let xHeight: Int
    /// `maxp.numGlyphs`.
    public let numberOfGlyphs: Int

    /// Advance widths by glyph id, in font units.
    private let advances: [UInt16]
    /// Glyph ids of U+0000...U+FFFF, 0 where the font has no glyph.
    private let basicPlaneGlyphs: [UInt16]
    /// Sorted, disjoint runs of consecutive glyphs for scalars above U+FFFF.
    private let supplementaryRuns: [GlyphRun]

    /// Reads the font file at `url`.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw LayoutError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data, file: url.lastPathComponent)
    }

    /// Reads a font from its bytes; `file` names it in error messages.
    public init(data: Data, file: String = "font data") throws {
        let font = SFNTReader(bytes: [UInt8](data), file: file)
        let tables = try font.tableDirectory()
        func table(_ tag: String) throws -> SFNTReader.Table {
            guard let table = tables[tag] else { throw font.invalid("no '\(tag)' table") }
            return table
        }

        let head = try table("head")
        unitsPerEm = Int(try head.uint16(at: 18))
        guard (16...16384).contains(unitsPerEm) else { throw font.invalid("unitsPerEm \(unitsPerEm) is out of range") }

        numberOfGlyphs = Int(try table("maxp").uint16(at: 4))
        guard numberOfGlyphs > 0 else { throw font.invalid("the font has no glyphs") }

        let hhea = try table("hhea")
        let os2 = try tables["OS/2"].map(OS2Metrics.init)
        let hheaAscender = Int(try hhea.int16(at: 4))
        let hheaDescender = Int(try hhea.int16(at: 6))
        let useTypo = hheaAscender == 0 && hheaDescender == 0
        ascender = useTypo ? os2?.typoAscender ?? 0 : hheaAscender
        descender = useTypo ? os2?.typoDescender ?? 0 : hheaDescender
        lineGap = Int(try hhea.int16(at: 8))
        let horizontalMetricsCount = Int(try hhea.uint16(at: 34))
        guard horizontalMetricsCount > 0 else { throw font.invalid("hhea.numberOfHMetrics is 0") }

        typoAscender = os2?.typoAscender
        typoDescender = os2?.typoDescender
        capHeight = os2?.capHeight ?? unitsPerEm * 7 / 10
        xHeight = os2?.xHeight ?? unitsPerEm / 2

        advances = try Self.readAdvances(try table("hmtx"), metricsCount: horizontalMetricsCount,
                                         glyphCount: numberOfGlyphs)
        let map = try CharacterMap(table: try table("cmap"), glyphCount: numberOfGlyphs)
        basicPlaneGlyphs = map.basicPlane
        supplementaryRuns = map.supplementary
    }

    /// The glyph drawn for `scalar`, or nil when the font has none (FreeType then draws glyph 0).
    public func glyphID(for scalar: Unicode.Scalar) -> Int? {
        let glyph = rawGlyph(for: scalar)
        return glyph == 0 ? nil : glyph
    }

    /// True when the font has a glyph for `scalar`.
    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        rawGlyph(for: scalar) != 0
    }

    /// The distinct scalars of `text` that the font has no glyph for, in order of first use.
    public func missingScalars(in text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return text.unicodeScalars.filter { !hasGlyph($0) && seen.insert($0).inserted }
    }

    /// The advance width of `scalar` in font units; glyph 0's advance when the font lacks it.
    public func advance(for scalar: Unicode.Scalar) -> Int {
        Int(advances[rawGlyph(for: scalar)])
    }

    /// The advance width of `text` in font units: the sum of its scalars' advances.
    public func widthInUnits(of text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars { total += Int(advances[rawGlyph(for: scalar)]) }
        return total
    }

    /// The width in points that `cairo_show_text` advances when drawing `text` at `fontSize`
    /// (with metrics hinting off): the sum of the advances, no kerning.
    public func width(of text: String, fontSize: Double) -> Double {
        points(widthInUnits(of: text), fontSize: fontSize)
    }

    /// A length in font units converted to points at `fontSize`.
    ///
    /// Every width in `Layout` goes through this one expression, so a width measured twice
    /// compares equal, bit for bit.
    public func points(_ units: Int, fontSize: Double) -> Double {
        Double(units) * fontSize / Double(unitsPerEm)
    }
}

extension FontMetrics: CustomStringConvertible {
    /// A one-line summary, without the glyph tables.
    public var description: String {
        "FontMetrics(unitsPerEm: \(unitsPerEm), glyphs: \(numberOfGlyphs), ascender: \(ascender), "
            + "descender: \(descender), capHeight: \(capHeight), xHeight: \(xHeight))"
    }
}

private extension FontMetrics {
    /// The glyph id for `scalar`, 0 when missing.
    func rawGlyph(for scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x10000 { return Int(basicPlaneGlyphs[Int(value)]) }
        var low = 0
        var high = supplementaryRuns.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let run = supplementaryRuns[middle]
            if value < run.first {
                high = middle - 1
            } else if value > run.last {
                low = middle + 1
            } else {
                let glyph = Int(run.firstGlyph) + Int(value - run.first)
                return glyph < advances.count ? glyph : 0
            }
        }
        return 0
    }

    /// Advance widths of every glyph; glyphs past `numberOfHMetrics` repeat the last advance.
    static func readAdvances(_ hmtx: SFNTReader.Table, metricsCount: Int, glyphCount: Int) throws -> [UInt16] {
        let stored = min(metricsCount, glyphCount)
        var advances = [UInt16]()
        advances.reserveCapacity(glyphCount)
        for glyph in 0..<stored {
            advances.append(try hmtx.uint16(at: glyph * 4))
        }
        advances.append(contentsOf: repeatElement(advances[stored - 1], count: glyphCount - stored))
        return advances
    }
}

/// The parts of the `OS/2` table that `FontMetrics` uses.
private struct OS2Metrics {
    var typoAscender: Int
    var typoDescender: Int
    var capHeight: Int?
    var xHeight: Int?

    init(_ table: SFNTReader.Table) throws {
        typoAscender = Int(try table.int16(at: 68))
        typoDescender = Int(try table.int16(at: 70))
        guard try table.uint16(at: 0) >= 2, table.length >= 90 else { return }
        let x = Int(try table.int16(at: 86))
        let cap = Int(try table.int16(at: 88))
        xHeight = x > 0 ? x : nil
        capHeight = cap > 0 ? cap : nil
    }
}

/// Consecutive scalars `first...last` drawn with consecutive glyphs from `firstGlyph`.
struct GlyphRun: Sendable {
    var first: UInt32
    var last: UInt32
    var firstGlyph: UInt32
}

// MARK: - Reading sfnt data

/// Bounds-checked big-endian reads from an sfnt file and its tables.
private struct SFNTReader {
    let bytes: [UInt8]
    let file: String

    /// A table's bytes; reads outside `0..<length` throw.
    struct Table {
        let bytes: [UInt8]
        let offset: Int
        let length: Int
        let tag: String
        let file: String

        func uint16(at position: Int) throws -> UInt16 {
            let start = try checked(position, size: 2)
            return UInt16(bytes[start]) << 8 | UInt16(bytes[start + 1])
        }

        func int16(at position: Int) throws -> Int16 {
            Int16(bitPattern: try uint16(at: position))
        }

        func uint32(at position: Int) throws -> UInt32 {
            let start = try checked(position, size: 4)
            return UInt32(bytes[start]) << 24 | UInt32(bytes[start + 1]) << 16
                | UInt32(bytes[start + 2]) << 8 | UInt32(bytes[start + 3])
        }

        /// The absolute index of `size` bytes at `position`, after checking they lie in the table.
        private func checked(_ position: Int, size: Int) throws -> Int {
            guard position >= 0, position <= length - size else {
                throw LayoutError.invalidFont(
                    file: file, reason: "'\(tag)' table is too short (read at \(position) of \(length) bytes)")
            }
            return offset + position
        }
    }

    func invalid(_ reason: String) -> LayoutError {
        .invalidFont(file: file, reason: reason)
    }

    /// The tables of the font by tag, each checked to lie inside the file.
    func tableDirectory() throws -> [String: Table] {
        let whole = Table(bytes: bytes, offset: 0, length: bytes.count, tag: "sfnt header", file: file)
        guard bytes.count >= 12 else { throw invalid("the file is \(bytes.count) bytes, too short for a font") }
        switch try whole.uint32(at: 0) {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565: break // 1.0 (TrueType), 'OTTO' (CFF), 'true'
        case 0x7474_6366: throw invalid("font collections (.ttc) are not supported")
        default: throw invalid("not an OpenType or TrueType font")
        }
        let count = Int(try whole.uint16(at: 4))
        var tables: [String: Table] = [:]
        for index in 0..<count {
            let record = 12 + 16 * index
            let tagValue = try whole.uint32(at: record)
            let offset = Int(try whole.uint32(at: record + 8))
            let length = Int(try whole.uint32(at: record + 12))
            let tag = String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: tagValue >> (24 - 8 * $0)) },
                             as: UTF8.self)
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw invalid("'\(tag)' table (\(length) bytes at \(offset)) lies outside the \(bytes.count)-byte file")
            }
            tables[tag] = Table(bytes: bytes, offset: offset, length: length, tag: tag, file: file)
        }
        return tables
    }
}

// MARK: - The character map

/// The Unicode character map of a font: a direct table for the Basic Multilingual Plane
/// and sorted runs above it, built from the best Unicode `cmap` subtable.
private struct CharacterMap {
    var basicPlane = [UInt16](repeating: 0, count: 0x10000)
    var supplementary: [GlyphRun] = []
    let glyphCount: Int

    /// Chooses the subtable FreeType would: a full-repertoire (format 12) Unicode map
    /// when there is one, else a BMP (format 4) Unicode map.
    init(table cmap: SFNTReader.Table, glyphCount: Int) throws {
        self.glyphCount = glyphCount
        var best: (rank: Int, offset: Int)?
        for index in 0..<Int(try cmap.uint16(at: 2)) {
            let record = 4 + 8 * index
            let platform = try cmap.uint16(at: record)
            let encoding = try cmap.uint16(at: record + 2)
            let offset = Int(try cmap.uint32(at: record + 4))
            let format = try cmap.uint16(at: offset)
            let rank: Int? = switch (platform, encoding, format) {
            case (3, 10, 12): 0
            case (0, _, 12): 1
            case (3, 1, 4): 2
            case (0, 0...4, 4): 3
            default: nil
            }
            if let rank, rank < best?.rank ?? .max { best = (rank, offset) }
        }
        guard let best else {
            throw LayoutError.invalidFont(file: cmap.file, reason: "no Unicode 'cmap' subtable in format 4 or 12")
        }
        if best.rank <= 1 {
            try readFormat12(cmap, at: best.offset)
        } else {
            try readFormat4(cmap, at: best.offset)
        }
    }

    /// A glyph id from the font, 0 when it is past the last glyph (as FreeType does).
    private func valid(_ glyph: Int) -> UInt16 {
        glyph < glyphCount ? UInt16(glyph) : 0
    }

    /// Segments of BMP code points. Overlapping segments keep the first mapping,
    /// so building the table never visits more than 65 536 code points.
    private mutating func readFormat4(_ cmap: SFNTReader.Table, at offset: Int) throws {
        let segmentCount = Int(try cmap.uint16(at: offset + 6)) / 2
        let ends = offset + 14
        let starts = ends + 2 * segmentCount + 2
        let deltas = starts + 2 * segmentCount
        let rangeOffsets = deltas + 2 * segmentCount
        var nextFree = 0
        for segment in 0..<segmentCount {
            let end = Int(try cmap.uint16(at: ends + 2 * segment))
            let segmentStart = Int(try cmap.uint16(at: starts + 2 * segment))
            let start = max(segmentStart, nextFree)
            let delta = Int(try cmap.uint16(at: deltas + 2 * segment))
            let rangeOffsetPosition = rangeOffsets + 2 * segment
            let rangeOffset = Int(try cmap.uint16(at: rangeOffsetPosition))
            guard start <= end else { continue }
            nextFree = end + 1
            for code in start...end {
                if rangeOffset == 0 {
                    basicPlane[code] = valid((code + delta) & 0xFFFF)
                } else {
                    let stored = Int(try cmap.uint16(at: rangeOffsetPosition + rangeOffset + 2 * (code - segmentStart)))
                    basicPlane[code] = stored == 0 ? 0 : valid((stored + delta) & 0xFFFF)
                }
            }
        }
    }

    /// Groups of consecutive code points and glyphs. Groups out of order or overlapping an
    /// earlier group are clipped to the unmapped part, so each code point is mapped once.
    private mutating func readFormat12(_ cmap: SFNTReader.Table, at offset: Int) throws {
        let groupCount = Int(try cmap.uint32(at: offset + 12))
        guard groupCount <= (cmap.length - offset) / 12 else {
            throw LayoutError.invalidFont(file: cmap.file, reason: "'cmap' format 12 has more groups than bytes")
        }
        var nextFree: UInt32 = 0
        for group in 0..<groupCount {
            let record = offset + 16 + 12 * group
            let first = try cmap.uint32(at: record)
            let last = min(try cmap.uint32(at: record + 4), 0x10FFFF)
            let firstGlyph = try cmap.uint32(at: record + 8)
            let start = max(first, nextFree)
            guard start <= last else { continue }
            nextFree = last + 1
            let startGlyph = UInt64(firstGlyph) + UInt64(start - first)
            guard startGlyph < UInt64(glyphCount) else { continue }
            if start < 0x10000 {
                for code in start...min(last, 0xFFFF) {
                    basicPlane[Int(code)] = valid(Int(startGlyph) + Int(code - start))
                }
            }
            if last >= 0x10000 {
                let supplementaryStart = max(start, 0x10000)
                supplementary.append(GlyphRun(first: supplementaryStart, last: last,
                                              firstGlyph: UInt32(startGlyph) + (supplementaryStart - start)))
            }
        }
    }
}
