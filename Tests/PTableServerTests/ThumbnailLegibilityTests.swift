import CairoRenderer
import Foundation
import JPEGRenderer
import Layout
import PTableTestSupport
import Testing

/// The seed's thumbnails read at the size a list row shows them: OCR finds every element's name
/// and weight on the JPEG the server sends, at 96 px and at a phone row's 44 and 80 points at
/// 2× and 3×. The image is prepared as tesseract's documentation asks ("Improving the quality
/// of the output"): scaled 3×, in grey, with a white border, read as one block of text (a tile
/// is one). Inter draws a capital I and a small l alike, and a small decimal point may read as
/// a comma or a semicolon; those confusions are forgiven, nothing else.
@Suite(.serialized) struct ThumbnailLegibilityTests {
    static let elements = try! PeriodicTable.bundled().elements

    /// 96 px (the seed's size), then 44 pt and 80 pt rows at 2× and 3×.
    @Test(arguments: [96, 88, 132, 160, 240])
    func ocrReadsTheNameAndWeightOfEveryThumbnail(size: Int) async throws {
        let folder = try TestFolder.make("ocr-\(size)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let query = size == 96 ? "" : "?size=\(size)"
        let files = try await InProcessServer.test { client in
            var files: [URL] = []
            for element in Self.elements {
                let response = try await client.execute(uri: String(format: "/periodictable/Tiles/%03d/s7.JPG", element.number) + query,
                                                        method: .get)
                let image = try RGBRaster(jpeg: response.data, name: "\(element.symbol) thumbnail")
                let file = folder.appendingPathComponent(String(format: "%03d.pgm", element.number))
                try OCR.greyMap(OCR.scaled(image, by: 3), border: 10).write(to: file)
                files.append(file)
            }
            return files
        }
        let pages = try await OCR.read(files)
        #expect(pages.count == Self.elements.count)
        let formatter = ElementFormatter()
        var unread: [String] = []
        for (element, page) in zip(Self.elements, pages) {
            let name = formatter.name(element), weight = formatter.mass(element)
            if !OCR.text(page, containsWord: name) || !OCR.text(page, containsNumber: weight) {
                unread.append("\(element.symbol) (\(name) \(weight)): \(page.split(whereSeparator: \.isNewline).joined(separator: " / "))")
            }
        }
        #expect(unread.isEmpty, "\(unread.count) thumbnails at \(size) px do not read:\n\(unread.joined(separator: "\n"))")
    }
}
