import ANSIRenderer
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Layout
import SVGRenderer

/// One fuzz input: arbitrary bytes as a `--data` file, through decoding, validation, the table
/// and tile layouts (front and back), the SVG renderer and the terminal renderer; the same
/// bytes as a `--theme` file, drawn on a tile when they are one; as a snapshot manifest
/// (`ptable-snapshot.json`), checked against the command line's limits; and as a
/// `--highlight @FILE` list, each name looked up in the bundled table.
///
/// Thrown `ElementDataError`s and `LayoutError`s are the expected way to refuse an input. Anything else is a finding:
/// a trap, another error type, a message that is not one line, SVG that is not well-formed
/// or has a `<script>`, or terminal text with a control character the renderer did not write.
enum FuzzTarget {
    static func run(_ data: Data) {
        runTheme(data)
        runManifest(data)
        runHighlightList(data)
        let elements: [Element]
        do {
            elements = try ElementDataLoader.elements(from: data, source: "fuzz.json")
        } catch {
            checkRefusal(error)
            return
        }
        let table = PeriodicTable(elements: elements)
        let formatter = ElementFormatter(temperatureUnit: data.count % 3 == 0 ? .fahrenheit : .kelvin)
        for grouping in Grouping.allCases {
            for section in table.sections(by: grouping, order: .name) {
                checkPlain(section.title, "section title")
                for element in section.elements {
                    let row = formatter.listRow(element)
                    checkPlain(row.title + "\n" + row.detail, "list row")
                }
            }
        }
        for element in table.elements.prefix(2) {
            checkTerminal(ANSIRenderer().renderTile(element, formatter: formatter, theme: .classic, mode: .none), colored: false)
            checkTerminal(ANSIRenderer().renderTile(element, formatter: formatter, theme: .classic, mode: .trueColor), colored: true)
            checkTerminal(ANSIRenderer().renderTileBack(element, formatter: formatter, theme: .classic, mode: .trueColor),
                          colored: true)
            do {
                let scene = try DetailTileLayout(formatter: formatter).scene(for: element, size: 256)
                checkSVG(try SVGRenderer().render(scene))
                let back = try BackTileLayout(formatter: formatter).scene(for: element, size: 256)
                checkSVG(try SVGRenderer().render(back))
            } catch {
                checkRefusal(error)
            }
        }
        for form in TablePlacement.Form.allCases {
            let placement: TablePlacement
            do {
                placement = try TablePlacement(elements: table.elements, form: form, includeHypothetical: true)
            } catch {
                checkRefusal(error)
                continue
            }
            for style in ANSIRenderer.TableStyle.allCases {
                do {
                    checkTerminal(try ANSIRenderer().renderTable(placement, formatter: formatter, theme: .classic,
                                                                 mode: .ansi256, style: style), colored: true)
                } catch {
                    fatalError("a table drawn without a column limit threw \(error)")
                }
            }
            do {
                let scene = try TableSceneLayout(formatter: formatter).scene(for: placement, options: .init(width: 600))
                checkSVG(try SVGRenderer().render(scene))
            } catch {
                checkRefusal(error)
            }
        }
    }

    /// The same bytes as a theme file: refused with a `LayoutError` or `ElementDataError`, or drawn on a tile.
    static func runTheme(_ data: Data) {
        do {
            let theme = try Theme.decode(data, source: "fuzz-theme.json")
            var element = Element(name: "Sodium", number: 11, symbol: "Na", xpos: 1, ypos: 3)
            element.category = "alkali metal"
            let scene = try DetailTileLayout(theme: theme).scene(for: element, size: 128)
            checkSVG(try SVGRenderer().render(scene))
            checkTerminal(ANSIRenderer().renderTile(element, formatter: ElementFormatter(), theme: theme, mode: .trueColor),
                          colored: true)
        } catch {
            checkRefusal(error)
        }
    }

    /// The same bytes as `ptable-snapshot.json`: refused with an `ElementDataError`, or every value
    /// within the limits `--size`, `--table-width` and `--elements` have on the command line.
    static func runManifest(_ data: Data) {
        do {
            let manifest = try SnapshotManifest(data: data, source: "ptable-snapshot.json")
            if let size = manifest.tileSize, !SnapshotManifest.tileSizes.contains(size) { fatalError("tileSize \(size)") }
            if let width = manifest.tableWidth, !SnapshotManifest.tableWidths.contains(width) { fatalError("tableWidth \(width)") }
            if let elements = manifest.elements, elements.isEmpty || elements.count > SnapshotManifest.maximumElementCount {
                fatalError("\(elements.count) elements")
            }
            for list in [manifest.formats, manifest.sides].compactMap({ $0 }) where list.isEmpty || Set(list).count != list.count {
                fatalError("format or side list \(list)")
            }
            if let formats = manifest.formats, !formats.allSatisfy(SnapshotManifest.formatNames.contains) { fatalError("\(formats)") }
            if let sides = manifest.sides, !sides.allSatisfy(SnapshotManifest.sideNames.contains) { fatalError("\(sides)") }
        } catch {
            checkRefusal(error)
        }
    }

    /// The bundled table, loaded once for the highlight lists.
    static let bundledTable = try? PeriodicTable.bundled()

    /// The same bytes as a `--highlight @FILE` list: each name found or refused in one line.
    static func runHighlightList(_ data: Data) {
        guard let table = bundledTable else { return }
        for query in HighlightList.queries(inFileText: String(decoding: data, as: UTF8.self)).prefix(200) {
            do {
                _ = try table.requireElement(matching: query)
            } catch {
                checkRefusal(error)
            }
        }
    }

    /// A refusal must be an `ElementDataError` or a `LayoutError` whose message is one non-empty line without control characters.
    static func checkRefusal(_ error: Error) {
        guard error is ElementDataError || error is LayoutError else { fatalError("unexpected error type \(type(of: error)): \(error)") }
        let message = error.localizedDescription
        guard !message.isEmpty else { fatalError("empty error message") }
        checkPlain(message, "error message", allowNewline: false)
    }

    /// The index after an OSC 8 sequence starting at `start` (its ESC), or a crash when the
    /// sequence is anything else or its URI holds a control character, space or non-ASCII.
    static func checkHyperlink(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let opener: [Unicode.Scalar] = ["\u{1B}", "]", "8", ";", ";"]
        guard scalars.count >= start + opener.count, Array(scalars[start..<start + opener.count]) == opener else {
            fatalError("operating system command other than an OSC 8 hyperlink")
        }
        var index = start + opener.count
        while index < scalars.count, scalars[index] != "\u{1B}" {
            guard (0x21...0x7E).contains(scalars[index].value) else {
                fatalError("hyperlink URI contains U+\(String(scalars[index].value, radix: 16))")
            }
            index += 1
        }
        guard index + 1 < scalars.count, scalars[index + 1] == "\\" else { fatalError("unterminated OSC 8 hyperlink") }
        return index + 2
    }

    static func checkPlain(_ text: String, _ what: String, allowNewline: Bool = true) {
        for scalar in text.unicodeScalars where isForbidden(scalar, allowNewline: allowNewline) {
            fatalError("\(what) contains U+\(String(scalar.value, radix: 16)): \(text.debugDescription.prefix(200))")
        }
    }

    /// Terminal text may hold only the renderer's own SGR sequences (`ESC [ digits ; m`) and, in
    /// colour, OSC 8 hyperlinks (`ESC ] 8 ; ; URI ESC \`) whose URI is printable ASCII.
    static func checkTerminal(_ text: String, colored: Bool) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}", colored, index + 1 < scalars.count, scalars[index + 1] == "]" {
                index = checkHyperlink(scalars, from: index)
                continue
            }
            if scalars[index] == "\u{1B}" {
                guard colored, index + 1 < scalars.count, scalars[index + 1] == "[" else {
                    fatalError("stray ESC in terminal output")
                }
                index += 2
                while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == ";" { index += 1 }
                guard index < scalars.count, scalars[index] == "m" else { fatalError("escape sequence other than SGR") }
            } else if isForbidden(scalars[index], allowNewline: true) {
                fatalError("terminal output contains U+\(String(scalars[index].value, radix: 16))")
            }
            index += 1
        }
    }

    static func checkSVG(_ svg: String) {
        if svg.range(of: "<script", options: .caseInsensitive) != nil { fatalError("<script> in SVG") }
        let parser = XMLParser(data: Data(svg.utf8))
        guard parser.parse() else {
            fatalError("SVG is not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
    }

    /// C0 and C1 controls (but tab and, where allowed, newline), DEL and bidirectional controls.
    static func isForbidden(_ scalar: Unicode.Scalar, allowNewline: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: !allowNewline
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
