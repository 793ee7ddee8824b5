import CairoRenderer
import Foundation
import PTableTestSupport

/// Debian's tesseract, and the little it needs: images scaled up and written as PGM.
enum OCR {
    static let executable = ["/usr/bin/tesseract", "/usr/local/bin/tesseract"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "tesseract is not installed; bash scripts/install-dependencies.sh installs it" }
    }

    /// The text of each image, in order: one tesseract run over a list of files (the model loads once),
    /// segmented as `pageSegmentation` says (6: one block of text; 3: tesseract's default, automatic).
    static func read(_ files: [URL], pageSegmentation: Int = 6) async throws -> [String] {
        guard let executable else { throw Missing() }
        let list = files[0].deletingLastPathComponent().appendingPathComponent("images.txt")
        try Data((files.map(\.path).joined(separator: "\n") + "\n").utf8).write(to: list)
        let result = try await AwaitedProcess.run(URL(fileURLWithPath: executable),
                                                  [list.path, "stdout", "-l", "eng", "--psm", "\(pageSegmentation)"], deadline: 600)
        // Pages are separated by form feeds.
        return String(decoding: result.stdout, as: UTF8.self).components(separatedBy: "\u{0C}")
    }

    /// Bilinear scaling by a whole factor, as an OCR pipeline enlarges a small image.
    static func scaled(_ image: RGBRaster, by factor: Int) -> RGBRaster {
        let width = image.width * factor, height = image.height * factor
        let source = image.pixels.map(Double.init)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let (y0, y1, fy) = samples(y, factor: factor, count: image.height)
            for x in 0..<width {
                let (x0, x1, fx) = samples(x, factor: factor, count: image.width)
                for channel in 0..<3 {
                    let topLeft = source[(y0 * image.width + x0) * 3 + channel]
                    let topRight = source[(y0 * image.width + x1) * 3 + channel]
                    let bottomLeft = source[(y1 * image.width + x0) * 3 + channel]
                    let bottomRight = source[(y1 * image.width + x1) * 3 + channel]
                    let top: Double = topLeft + (topRight - topLeft) * fx
                    let bottom: Double = bottomLeft + (bottomRight - bottomLeft) * fx
                    let value: Double = top + (bottom - top) * fy
                    pixels[(y * width + x) * 3 + channel] = UInt8(value.rounded())
                }
            }
        }
        return RGBRaster(width: width, height: height, pixels: pixels)
    }

    /// The two source pixels around output pixel `index` (centres aligned) and the weight of the second.
    private static func samples(_ index: Int, factor: Int, count: Int) -> (Int, Int, Double) {
        let position = max(0, min(Double(count - 1), (Double(index) + 0.5) / Double(factor) - 0.5))
        let first = Int(position)
        return (first, min(first + 1, count - 1), position - Double(first))
    }

    /// A binary PGM (P5) of the image in grey (Rec. 709 luma, as ImageMagick makes it) inside a white `border`, which
    /// tesseract reads without any other library.
    static func greyMap(_ image: RGBRaster, border: Int) -> Data {
        let width = image.width + 2 * border, height = image.height + 2 * border
        var grey = [UInt8](repeating: 255, count: width * height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = (y * image.width + x) * 3
                let luma = 0.2126 * Double(image.pixels[index]) + 0.7152 * Double(image.pixels[index + 1])
                    + 0.0722 * Double(image.pixels[index + 2])
                grey[(y + border) * width + x + border] = UInt8(luma.rounded())
            }
        }
        return Data("P5\n\(width) \(height)\n255\n".utf8) + Data(grey)
    }

    /// Whether `word` (a name, perhaps of several words) is in `text`, ignoring case, spaces,
    /// a hyphen where a line was broken, and I read as l.
    static func text(_ text: String, containsWord word: String) -> Bool {
        let joined = folded(text.replacingOccurrences(of: "-\n", with: "")).filter { !$0.isWhitespace }
        return joined.contains(folded(word).filter { !$0.isWhitespace })
    }

    /// Whether one word of `text` is `number` (a weight such as `22.990` or `[98]`), brackets
    /// aside and a comma or semicolon read for the point.
    static func text(_ text: String, containsNumber number: String) -> Bool {
        let digits: (Substring) -> String = { String($0.filter { $0.isNumber || $0 == "." }) }
        let wanted = digits(Substring(number))
        return folded(text).split(whereSeparator: \.isWhitespace).contains { digits($0) == wanted }
    }

    /// Lower case, with the two confusions Inter's shapes invite at this size folded away.
    private static func folded(_ text: String) -> String {
        String(text.lowercased().map { $0 == "l" || $0 == "|" ? "i" : $0 == "," || $0 == ";" ? "." : $0 })
    }
}
