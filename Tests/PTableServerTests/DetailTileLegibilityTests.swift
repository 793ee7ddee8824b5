import Foundation
import Layout
import PTableTestSupport
import Testing

/// The detail tiles read in OCR as they are sent: each element's 512 px PNG from `/tiles/`, given
/// to tesseract as it is, in its default automatic layout (what `tesseract tile.png -` does).
///
/// A dark outline closed around the tile (a solid band joined to a dark border) made tesseract take
/// the whole tile for one picture and read no atomic number at all; a symbol several times the
/// name's size made it drop the symbol. The thresholds sit a little under what tesseract 5.3
/// reads today (109 numbers, 100 symbols, 115 names of 118), far over what that design gave
/// (0 numbers, 77 symbols).
@Suite(.serialized) struct DetailTileLegibilityTests {
    static let elements = try! PeriodicTable.bundled().elements

    @Test func ocrReadsTheNumberSymbolAndNameOfNearlyEveryTile() async throws {
        let folder = try TestFolder.make("ocr-detail")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try await InProcessServer.test { client in
            var files: [URL] = []
            for element in Self.elements {
                let response = try await client.execute(uri: "/tiles/\(element.number).png?size=512", method: .get)
                #expect(response.status == .ok)
                let file = folder.appendingPathComponent(String(format: "%03d.png", element.number))
                try response.data.write(to: file)
                files.append(file)
            }
            return files
        }
        let pages = try await OCR.read(files, pageSegmentation: 3)
        try #require(pages.count >= Self.elements.count)
        let formatter = ElementFormatter()
        var unread = (numbers: [String](), symbols: [String](), names: [String]())
        for (element, page) in zip(Self.elements, pages) {
            let words = page.split(whereSeparator: { $0.isWhitespace })
            if !words.contains(Substring(String(element.number))) { unread.numbers.append(element.symbol) }
            if !words.contains(Substring(element.symbol)) { unread.symbols.append(element.symbol) }
            if !OCR.text(page, containsWord: formatter.name(element)) { unread.names.append(element.symbol) }
        }
        #expect(unread.numbers.count <= 14, "numbers unread on \(unread.numbers.count) tiles: \(unread.numbers)")
        #expect(unread.symbols.count <= 24, "symbols unread on \(unread.symbols.count) tiles: \(unread.symbols)")
        #expect(unread.names.count <= 6, "names unread on \(unread.names.count) tiles: \(unread.names)")
    }
}
