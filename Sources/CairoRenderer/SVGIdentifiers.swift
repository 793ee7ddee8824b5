import Foundation

/// Renumbers the ids Cairo's SVG surface takes from process-wide counters.
///
/// Cairo 1.16 names each drawn surface `surface<N>` (and image sources `image<N>`/`source<N>`)
/// after a counter shared by every surface in the process, so the second SVG drawn in a
/// process differs from the first. Renumbering them in order of first appearance, in
/// definitions (`id="…"`) and references (`#…`) alike, makes the output byte-identical.
enum SVGIdentifiers {
    private static let pattern = try! NSRegularExpression(pattern: #"(?<=id="|#)(surface|image|source)([0-9]+)\b"#)

    static func normalized(_ svg: Data) -> Data {
        let text = String(decoding: svg, as: UTF8.self)
        let range = NSRange(text.startIndex..., in: text)
        var numbers: [String: Int] = [:]
        var result = ""
        var copied = text.startIndex
        for match in pattern.matches(in: text, range: range) {
            guard let whole = Range(match.range, in: text), let prefix = Range(match.range(at: 1), in: text)
            else { continue }
            let name = String(text[whole])
            let number = numbers[name] ?? {
                let next = numbers.count + 1
                numbers[name] = next
                return next
            }()
            result += text[copied..<whole.lowerBound]
            result += text[prefix] + String(number)
            copied = whole.upperBound
        }
        result += text[copied...]
        return Data(result.utf8)
    }
}
