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
///
/// A final class of constants rather than a struct: every fitter, text and tile pass holds
/// the metrics, and copying a struct retained its three tables each time (measured by the
/// `Table SVG (A4)` and `Table PDF (A4)` jobs of `scripts/benchmark.sh compare`).
public final class FontMetrics: Sendable {
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
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw ElementDataError.unreadableFile(path: url.path, reason: error.localizedDescription)
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
