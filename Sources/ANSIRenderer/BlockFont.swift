/// A pixel font for the big symbol on a detail tile: A–Z, a–z and 0–9, 5 pixels wide and 8 high
/// (capitals 7, one row for descenders), drawn with half blocks so that each text row holds
/// two pixel rows and the pixels come out roughly square. A glyph is 5 columns by 4 rows.
enum BlockFont {
    /// Rows of text per glyph.
    static let height = 4
    /// Columns per glyph, and the blank columns between glyphs.
    static let glyphWidth = 5
    static let spacing = 1

    /// `text` in big letters, one string per row, all the same width; nil when a character
    /// has no glyph.
    static func render(_ text: String) -> [String]? {
        let bitmaps = text.map { glyphs[$0] }
        guard !bitmaps.isEmpty, bitmaps.allSatisfy({ $0 != nil }) else { return nil }
        return (0..<height).map { row in
            bitmaps.map { bitmap in
                let top = bitmap![2 * row], bottom = bitmap![2 * row + 1]
                return String(zip(top, bottom).map { halfBlock(top: $0 == "#", bottom: $1 == "#") })
            }.joined(separator: String(repeating: " ", count: spacing))
        }
    }

    /// The columns `text` takes in big letters.
    static func width(of text: String) -> Int {
        text.isEmpty ? 0 : text.count * (glyphWidth + spacing) - spacing
    }

    private static func halfBlock(top: Bool, bottom: Bool) -> Character {
        switch (top, bottom) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }

    /// Glyph bitmaps: 8 rows of 5 pixels, `#` set.
    private static let glyphs: [Character: [String]] = {
        var glyphs: [Character: [String]] = [:]
        for sheet in sheets {
            let rows = sheet.rows.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            for (index, letter) in sheet.letters.enumerated() {
                glyphs[letter] = rows.map { $0[index] }
            }
        }
        return glyphs
    }()

    private struct Sheet {
        let letters: String
        let rows: String
    }

    /// The font as type sheets, each glyph beside the next, so it can be read and edited.
    private static let sheets: [Sheet] = [
        Sheet(letters: "ABCDEFGHIJKLM", rows: """
        .###. ####. .###. ####. ##### ##### .###. #...# .###. ..### #...# #.... #...#
        #...# #...# #...# #...# #.... #.... #...# #...# ..#.. ...#. #..#. #.... ##.##
        #...# #...# #.... #...# #.... #.... #.... #...# ..#.. ...#. #.#.. #.... #.#.#
        ##### ####. #.... #...# ####. ####. #.### ##### ..#.. ...#. ##... #.... #.#.#
        #...# #...# #.... #...# #.... #.... #...# #...# ..#.. ...#. #.#.. #.... #...#
        #...# #...# #...# #...# #.... #.... #...# #...# ..#.. #..#. #..#. #.... #...#
        #...# ####. .###. ####. ##### #.... .#### #...# .###. .##.. #...# ##### #...#
        ..... ..... ..... ..... ..... ..... ..... ..... ..... ..... ..... ..... .....
        """),
        Sheet(letters: "NOPQRSTUVWXYZ", rows: """
        #...# .###. ####. .###. ####. .#### ##### #...# #...# #...# #...# #...# #####
        #...# #...# #...# #...# #...# #.... ..#.. #...# #...# #...# #...# #...# ....#
        ##..# #...# #...# #...# #...# #.... ..#.. #...# #...# #...# .#.#. .#.#. ...#.
        #.#.# #...# ####. #...# ####. .###. ..#.. #...# #...# #.#.# ..#.. ..#.. ..#..
        #..## #...# #.... #.#.# #.#.. ....# ..#.. #...# #...# #.#.# .#.#. ..#.. .#...
        #...# #...# #.... #..#. #..#. ....# ..#.. #...# .#.#. #.#.# #...# ..#.. #....
        #...# .###. #.... .##.# #...# ####. ..#.. .###. ..#.. .#.#. #...# ..#.. #####
        ..... ..... ..... ..... ..... ..... ..... ..... ..... ..... ..... ..... .....
        """),
        Sheet(letters: "abcdefghijklm", rows: """
        ..... #.... ..... ....# ..... ..##. ..... #.... ..#.. ...#. #.... .##.. .....
        ..... #.... ..... ....# ..... .#... ..... #.... ..... ..... #.... ..#.. .....
        .###. #.##. .###. .##.# .###. .#... .#### #.##. .##.. ..##. #..#. ..#.. ##.#.
        ....# ##..# #.... #..## #...# ###.. #...# ##..# ..#.. ...#. #.#.. ..#.. #.#.#
        .#### #...# #.... #...# ##### .#... #...# #...# ..#.. ...#. ##... ..#.. #.#.#
        #...# #...# #...# #...# #.... .#... .#### #...# ..#.. ...#. #.#.. ..#.. #...#
        .#### ####. .###. .#### .###. .#... ....# #...# .###. #..#. #..#. .###. #...#
        ..... ..... ..... ..... ..... ..... .###. ..... ..... .##.. ..... ..... .....
        """),
        Sheet(letters: "nopqrstuvwxyz", rows: """
        ..... ..... ..... ..... ..... ..... .#... ..... ..... ..... ..... ..... .....
        ..... ..... ..... ..... ..... ..... .#... ..... ..... ..... ..... ..... .....
        #.##. .###. ####. .#### #.##. .#### ###.. #...# #...# #...# #...# #...# #####
        ##..# #...# #...# #...# ##..# #.... .#... #...# #...# #...# .#.#. #...# ...#.
        #...# #...# #...# #...# #.... .###. .#... #...# #...# #.#.# ..#.. #...# ..#..
        #...# #...# ####. .#### #.... ....# .#..# #..## .#.#. #.#.# .#.#. .#### .#...
        #...# .###. #.... ....# #.... ####. ..##. .##.# ..#.. .#.#. #...# ....# #####
        ..... ..... #.... ....# ..... ..... ..... ..... ..... ..... ..... .###. .....
        """),
        Sheet(letters: "0123456789", rows: """
        .###. ..#.. .###. .###. ...#. ##### .###. ##### .###. .###.
        #...# .##.. #...# #...# ..##. #.... #.... ....# #...# #...#
        #..## ..#.. ....# ....# .#.#. ####. #.... ...#. #...# #...#
        #.#.# ..#.. ..##. ..##. #..#. ....# ####. ..#.. .###. .####
        ##..# ..#.. .#... ....# ##### ....# #...# .#... #...# ....#
        #...# ..#.. #.... #...# ...#. #...# #...# .#... #...# ...#.
        .###. .###. ##### .###. ...#. .###. .###. .#... .###. .##..
        ..... ..... ..... ..... ..... ..... ..... ..... ..... .....
        """),
    ]
}
