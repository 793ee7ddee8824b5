import Foundation
import Layout

/// The scene's title and language on Cairo's outlined SVG, as `SVGRenderer` states them.
///
/// Cairo 1.16's SVG surface writes neither. With every word drawn as an outline, the `<title>`
/// is all a screen reader, a search index or a browser tab can read, and `xml:lang`/`lang`
/// say which language it is in.
enum SVGDocumentTitle {
    /// `svg` with the language on its root element and a `<title>` as its first child; an empty
    /// title and a language that is no tag are left out.
    static func adding(to svg: Data, title: String, language: String?) -> Data {
        guard let root = svg.range(of: Data("<svg ".utf8)),
              let rootEnd = svg[root.upperBound...].firstIndex(of: UInt8(ascii: ">")) else { return svg }
        var stated = svg
        let text = XMLText.singleLine(title)
        if !text.isEmpty {
            stated.insert(contentsOf: Data("\n<title>\(XMLText.escaped(text))</title>".utf8), at: rootEnd + 1)
        }
        if let tag = LanguageTag.checked(language) {
            // SVG 1.1 reads xml:lang; SVG 2 and HTML, where an SVG is inlined, read lang.
            stated.insert(contentsOf: Data(#" xml:lang="\#(tag)" lang="\#(tag)""#.utf8), at: rootEnd)
        }
        return stated
    }
}
