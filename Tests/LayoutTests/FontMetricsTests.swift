import Foundation
import Testing
@testable import Layout

/// Expected numbers were read independently with fontTools 4 (`TTFont`, `getBestCmap`, `hmtx`)
/// and widths with Cairo 1.16 + FreeType 2.12 (`cairo_text_extents` x_advance, metrics hinting off).
@Suite struct FontMetricsTests {
    let regular = try! FontLibrary.metrics(for: FontLibrary.regular)

    @Test func interRegularHeaderValues() {
        #expect(regular.unitsPerEm == 2816)
        #expect(regular.ascender == 2728)
        #expect(regular.descender == -680)
        #expect(regular.lineGap == 0)
        #expect(regular.typoAscender == 2728)
        #expect(regular.typoDescender == -680)
        #expect(regular.capHeight == 2048)
        #expect(regular.xHeight == 1536)
        #expect(regular.numberOfGlyphs == 2548)
    }

    @Test func interDisplayBoldHasItsOwnEm() throws {
        let display = try FontLibrary.metrics(for: FontLibrary.displayBold)
        #expect(display.unitsPerEm == 2048)
        #expect(display.ascender == 1974)
        #expect(display.descender == -502)
        #expect(display.capHeight == 1472)
        #expect(display.advance(for: "A") == 1459)
    }

    @Test(arguments: [
        ("A", 1904), ("a", 1588), ("H", 2084), ("i", 668), ("m", 2448), ("W", 2672), (" ", 792),
        ("\u{00A0}", 792), ("\u{2026}", 2312), ("1", 1308), (".", 776), ("ü", 1636), ("\u{0301}", 0),
        ("\u{1F130}", 3912),
    ] as [(Unicode.Scalar, Int)])
    func interRegularAdvances(scalar: Unicode.Scalar, advance: Int) {
        #expect(regular.advance(for: scalar) == advance)
    }

    @Test func glyphIDsFromTheFormat12Map() {
        #expect(regular.glyphID(for: "A") == 2)
        #expect(regular.glyphID(for: "a") == 504)
        #expect(regular.glyphID(for: "\u{2026}") == 1406)
        #expect(regular.glyphID(for: "\u{1F130}") == 1860)
        #expect(regular.glyphID(for: "\u{05D0}") == nil)
        #expect(regular.glyphID(for: "\u{1F600}") == nil)
    }

    /// Inter's own "l with tail" and "I with serifs" (reached otherwise only through their
    /// private-use code points), so Cl, Al and Tl never read as CI, AI and TI; Greek and
    /// Cyrillic keep their plain letters (`scripts/disambiguate-inter.py`).
    @Test(arguments: FontLibrary.allFaces)
    func latinLAndIAreInterDistinguishableVariants(face: FontFace) throws {
        let metrics = try FontLibrary.metrics(for: face)
        let tailedL = try #require(metrics.glyphID(for: "\u{E050}"))
        let serifI = try #require(metrics.glyphID(for: "\u{E00C}"))
        #expect(metrics.glyphID(for: "l") == tailedL)
        #expect(metrics.glyphID(for: "I") == serifI)
        #expect(metrics.glyphID(for: "\u{0399}") != serifI)
        #expect(metrics.glyphID(for: "\u{0406}") != serifI)
    }

    @Test func missingGlyphsAreMeasuredAsNotdef() {
        #expect(regular.advance(for: "\u{05D0}") == 2800)
        #expect(regular.advance(for: "\u{4E2D}") == 2800)
        #expect(!regular.hasGlyph("\u{05D0}"))
        #expect(regular.hasGlyph("Z"))
        #expect(regular.missingScalars(in: "Aאב中Aא") == ["\u{05D0}", "\u{05D1}", "\u{4E2D}"])
        #expect(regular.missingScalars(in: "Rutherfordium") == [])
    }

    @Test(arguments: [
        (FontLibrary.regular, 7.5, "Rutherfordium", 50.752840909),
        (FontLibrary.regular, 12, "Rutherfordium", 81.204545455),
        (FontLibrary.regular, 12, "Gesellschaft für Schwerionenforschung", 224.420454545),
        (FontLibrary.regular, 100, "Og", 137.073863636),
        (FontLibrary.regular, 12, "אבג", 35.795454545),
        (FontLibrary.semiBold, 7.5, "Gesellschaft für Schwerionenforschung", 144.931640625),
        (FontLibrary.semiBold, 100, "Rutherfordium", 701.988636364),
        (FontLibrary.displayBold, 12, "Rutherfordium", 79.042968750),
        (FontLibrary.displayBold, 100, "Gesellschaft für Schwerionenforschung", 1812.402343750),
    ] as [(FontFace, Double, String, Double)])
    func widthsMatchCairo(face: FontFace, size: Double, text: String, cairoAdvance: Double) throws {
        let metrics = try FontLibrary.metrics(for: face)
        #expect(abs(metrics.width(of: text, fontSize: size) - cairoAdvance) < 1e-6)
    }

    @Test func widthIsTheSumOfAdvancesWithoutKerning() {
        #expect(regular.widthInUnits(of: "AV") == regular.advance(for: "A") + regular.advance(for: "V"))
        #expect(regular.widthInUnits(of: "Rutherfordium") == 19056)
        #expect(regular.width(of: "", fontSize: 12) == 0)
    }

    @Test func format4MapAgreesWithFormat12OnTheBasicPlane() throws {
        let data = try Data(contentsOf: FontLibrary.url(for: FontLibrary.regular))
        let format4Only = try FontMetrics(data: FontBytes(data).hidingFormat12Subtables(), file: "format4")
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if format4Only.glyphID(for: scalar) != regular.glyphID(for: scalar) {
                Issue.record("U+\(String(value, radix: 16)): \(String(describing: format4Only.glyphID(for: scalar)))")
                return
            }
        }
        #expect(format4Only.glyphID(for: "\u{1F130}") == nil)
    }

    @Test func truncatedFontsThrow() throws {
        let data = try Data(contentsOf: FontLibrary.url(for: FontLibrary.regular))
        // The file ends with 2 bytes of padding after `hmtx`, its last table: cut into that table.
        for length in [0, 3, 11, 12, 40, 204, 300, 2100, 30_000, data.count / 2, data.count - 3] {
            #expect(throws: LayoutError.self, "\(length) bytes") {
                try FontMetrics(data: data.prefix(length), file: "cut.otf")
            }
        }
    }

    @Test func corruptTablesThrowClearErrors() throws {
        let bytes = FontBytes(try Data(contentsOf: FontLibrary.url(for: FontLibrary.regular)))
        let head = bytes.table("head"), hhea = bytes.table("hhea"), cmap = bytes.table("cmap")
        let cases: [(String, Data)] = [
            ("unitsPerEm", bytes.setting(UInt16(0), at: head + 18)),
            ("numberOfHMetrics", bytes.setting(UInt16(0), at: hhea + 34)),
            ("lies outside", bytes.setting(UInt32(0xFFFF_FFF0), at: bytes.directoryEntry("hmtx") + 12)),
            ("'hmtx' table is too short", FontBytes(bytes.setting(UInt16(0xFFFF), at: hhea + 34))
                .setting(UInt16(0xFFFF), at: bytes.table("maxp") + 4)),
            ("more groups than bytes", bytes.setting(UInt32(0x7FFF_FFFF), at: cmap + bytes.format12Offset() + 12)),
            ("not an OpenType", bytes.setting(UInt32(0x1234_5678), at: 0)),
        ]
        for (expected, data) in cases {
            #expect {
                try FontMetrics(data: data, file: "bad.otf")
            } throws: { error in
                let message = (error as? LayoutError)?.errorDescription ?? ""
                return message.hasPrefix("bad.otf is not a usable font") && message.contains(expected)
            }
        }
        #expect(throws: LayoutError.self) { try FontMetrics(data: Data("not a font at all".utf8)) }
    }

    @Test func randomlyDamagedHeadersNeverTrap() throws {
        let original = [UInt8](try Data(contentsOf: FontLibrary.url(for: FontLibrary.regular)))
        var random = SplitMix64(seed: 42)
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<8 {
                bytes[Int(random.next() % 4096)] = UInt8(truncatingIfNeeded: random.next())
            }
            _ = try? FontMetrics(data: Data(bytes))
        }
    }

    @Test func aFontWithoutOS2EstimatesCapAndXHeight() throws {
        let mono = try FontMetrics(data: SyntheticFont.monospacedASCII(), file: "mono")
        #expect(mono.unitsPerEm == 1000)
        #expect(mono.ascender == 800)
        #expect(mono.descender == -200)
        #expect(mono.typoAscender == nil)
        #expect(mono.capHeight == 700)
        #expect(mono.xHeight == 500)
        #expect(mono.glyphID(for: " ") == 1)
        #expect(mono.glyphID(for: "~") == 95)
        #expect(mono.glyphID(for: "\u{7F}") == nil)
        #expect(mono.width(of: "Hello, world", fontSize: 10) == 60)
    }

    @Test func unreadableFileThrows() {
        #expect(throws: ElementDataError.self) {
            try FontMetrics(contentsOf: URL(fileURLWithPath: "/nonexistent/Inter.otf"))
        }
    }

    @Test func libraryLoadsEveryFaceOnceFromManyThreads() async throws {
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<40 {
                let face = FontLibrary.allFaces[index % FontLibrary.allFaces.count]
                group.addTask { try FontLibrary.metrics(for: face).unitsPerEm }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.count == 40)
        #expect(Set(sizes) == [2816, 2048])
    }
}

/// A font file's bytes, for building damaged copies in tests.
private struct FontBytes {
    let data: Data
    init(_ data: Data) { self.data = data }

    func uint16(at offset: Int) -> Int { Int(data[offset]) << 8 | Int(data[offset + 1]) }
    func uint32(at offset: Int) -> Int { uint16(at: offset) << 16 | uint16(at: offset + 2) }

    /// The offset of a table's directory record.
    func directoryEntry(_ tag: String) -> Int {
        let tagValue = tag.utf8.reduce(0) { $0 << 8 | Int($1) }
        let record = (0..<uint16(at: 4)).map { 12 + 16 * $0 }.first { uint32(at: $0) == tagValue }
        return record!
    }

    /// The offset of a table in the file.
    func table(_ tag: String) -> Int { uint32(at: directoryEntry(tag) + 8) }

    /// The offset, inside `cmap`, of the first format 12 subtable.
    func format12Offset() -> Int {
        let cmap = table("cmap")
        return (0..<uint16(at: cmap + 2)).map { uint32(at: cmap + 4 + 8 * $0 + 4) }
            .first { uint16(at: cmap + $0) == 12 }!
    }

    func setting(_ value: UInt16, at offset: Int) -> Data {
        var copy = data
        copy[offset] = UInt8(value >> 8)
        copy[offset + 1] = UInt8(value & 0xFF)
        return copy
    }

    func setting(_ value: UInt32, at offset: Int) -> Data {
        FontBytes(setting(UInt16(value >> 16), at: offset)).setting(UInt16(value & 0xFFFF), at: offset + 2)
    }

    /// A copy whose format 12 cmap records claim platform 2 (ISO), which no reader picks.
    func hidingFormat12Subtables() -> Data {
        let cmap = table("cmap")
        var copy = FontBytes(data)
        for index in 0..<uint16(at: cmap + 2) {
            let record = cmap + 4 + 8 * index
            if uint16(at: cmap + uint32(at: record + 4)) == 12 {
                copy = FontBytes(copy.setting(UInt16(2), at: record))
            }
        }
        return copy.data
    }
}

/// A small deterministic random number generator for fuzzing.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A tiny valid font built in memory: every printable ASCII character 500 units wide
/// in a 1000-unit em, mapped by a format 4 `cmap`, and no "…".
enum SyntheticFont {
    static func monospacedASCII() -> Data {
        let glyphCount = 96 // .notdef, then U+0020...U+007E
        var head = [UInt8](repeating: 0, count: 54)
        head.replace(at: 18, uint16: 1000)
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replace(at: 4, uint16: 800)
        hhea.replace(at: 6, uint16: UInt16(bitPattern: -200))
        hhea.replace(at: 34, uint16: UInt16(glyphCount))
        var maxp = [UInt8](repeating: 0, count: 6)
        maxp.replace(at: 0, uint16: 0)
        maxp.replace(at: 4, uint16: UInt16(glyphCount))
        var hmtx: [UInt8] = []
        for _ in 0..<glyphCount { hmtx += [0x01, 0xF4, 0, 0] }
        // cmap: one (3,1) format 4 subtable with the segment 0x20...0x7E and the final 0xFFFF segment.
        var cmap: [UInt8] = [0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12]
        let subtable: [UInt16] = [4, 32, 0, 4, 4, 1, 0, 0x7E, 0xFFFF, 0, 0x20, 0xFFFF,
                                  UInt16(bitPattern: 1 - 0x20), 1, 0, 0]
        for value in subtable { cmap += [UInt8(value >> 8), UInt8(value & 0xFF)] }
        return sfnt(["cmap": cmap, "head": head, "hhea": hhea, "hmtx": hmtx, "maxp": maxp])
    }

    static func sfnt(_ tables: [String: [UInt8]]) -> Data {
        let tags = tables.keys.sorted()
        var header: [UInt8] = [0, 1, 0, 0, 0, UInt8(tags.count), 0, 0, 0, 0, 0, 0]
        var body: [UInt8] = []
        var offset = 12 + 16 * tags.count
        for tag in tags {
            let table = tables[tag]!
            header += Array(tag.utf8) + [0, 0, 0, 0]
            header += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: offset >> $0) }
            header += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: table.count >> $0) }
            let padded = table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return Data(header + body)
    }
}

extension Array where Element == UInt8 {
    mutating func replace(at offset: Int, uint16 value: UInt16) {
        self[offset] = UInt8(value >> 8)
        self[offset + 1] = UInt8(value & 0xFF)
    }
}
