import Layout

/// Breaking and cutting text by terminal columns rather than by `Character` count.
enum TextWrapping {
    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    /// A word wider than a line is split between characters. Runs of whitespace collapse
    /// to one space, but a no-break space stays and joins its neighbours into one word
    /// (`1811 K` in German); empty text gives no lines.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        let words = ElementText.sanitized(text)
            .split(whereSeparator: { $0.unicodeScalars.first?.isBreakableSpace == true }).map(String.init)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in words {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = word
                lineWidth = wordWidth
                continue
            }
            for piece in split(word, width: width) {
                if lineWidth > 0 { lines.append(line) }
                line = piece
                lineWidth = DisplayWidth.of(piece)
            }
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }

    /// Like `wrap(_:width:)`, but at most `maxLines` lines; the last one ends in `…`
    /// when text was left out.
    static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        let lines = wrap(text, width: width)
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        var kept = Array(lines.prefix(maxLines))
        let last = kept[maxLines - 1]
        // A line as wide as the column gives up its last character to the ellipsis.
        kept[maxLines - 1] = DisplayWidth.of(last) < width ? last + "…" : truncate(last + "…", width: width)
        return kept
    }

    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    static func truncate(_ text: String, width: Int) -> String {
        let clean = ElementText.sanitized(text)
        guard DisplayWidth.of(clean) > width else { return clean }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in clean {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` cut to at most `width` columns by replacing its middle with `…`, so both ends
    /// (the host and the page of a URL) stay readable.
    static func middleTruncate(_ text: String, width: Int) -> String {
        let clean = ElementText.sanitized(text)
        guard DisplayWidth.of(clean) > width else { return clean }
        guard width > 1 else { return width == 1 ? "…" : "" }
        let characters = Array(clean)
        var head = ""
        var tail = ""
        var used = 1
        var front = 0
        var back = characters.count - 1
        // Alternate ends, the front taking the extra column.
        while front <= back {
            let takeFront = DisplayWidth.of(head) <= DisplayWidth.of(tail)
            let character = takeFront ? characters[front] : characters[back]
            let columns = DisplayWidth.of(character)
            guard used + columns <= width else { break }
            used += columns
            if takeFront { head.append(character); front += 1 } else { tail.insert(character, at: tail.startIndex); back -= 1 }
        }
        return head + "…" + tail
    }

    /// A word split into pieces of at most `width` columns.
    private static func split(_ word: String, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var used = 0
        for character in word {
            let columns = DisplayWidth.of(character)
            if used + columns > width, !piece.isEmpty {
                pieces.append(piece)
                piece = ""
                used = 0
            }
            piece.append(character)
            used += columns
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}
