/// The Unicode character map of a font: a direct table for the Basic Multilingual Plane
/// and sorted runs above it, built from the best Unicode `cmap` subtable.
struct CharacterMap {
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
