import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an XML parser saw in a document: proof of well-formedness plus its elements.
struct XMLProbe {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
    }

    let elements: [Element]

    /// Parses `data`, or throws the parser's error when it is not well-formed XML.
    init(_ data: Data) throws {
        let parser = XMLParser(data: data)
        let delegate = Collector()
        parser.delegate = delegate
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.propertyListReadCorrupt)
        }
        elements = delegate.elements
    }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            if let index = open.last { elements[index].text += String(decoding: block, as: UTF8.self) }
        }
    }
}
