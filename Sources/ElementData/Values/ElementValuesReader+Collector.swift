extension ElementValuesReader {
    /// Gathers one file's values, refusing unknown, hidden and repeated elements and numbers
    /// that are not finite, each with its place in the file.
    struct Collector {
        let reader: ElementValuesReader
        let source: String
        private(set) var entries: [Int: ElementValues.Entry] = [:]
        /// Where each element was first given, for the message about a repeat.
        private var firstSeen: [Int: String] = [:]

        init(reader: ElementValuesReader, source: String) {
            self.reader = reader
            self.source = source
        }

        func fail(_ location: String, _ detail: String) -> ElementDataError {
            ElementDataError.invalidValues(path: source, location: location, detail: detail)
        }

        /// The element a symbol, name or number names, seen for the first time.
        mutating func element(named name: String, at location: String) throws -> Element {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw fail(location, "the element is empty") }
            let element: Element
            do {
                element = try reader.scope.table.requireElement(matching: trimmed)
            } catch let error as ElementDataError {
                throw fail(location, error.localizedDescription)
            }
            if let refusal = reader.scope.refusal(of: element) { throw fail(location, refusal) }
            if let first = firstSeen[element.number] {
                throw fail(location, "\(ElementScope.described(element)) is given twice (first at \(first))")
            }
            firstSeen[element.number] = location
            return element
        }

        /// Records the element's number as written, if it is a finite decimal number.
        mutating func add(_ element: Element, text: String, value: Double, at location: String) throws {
            guard value.isFinite else {
                throw fail(location, "\(ElementText.escapedForMessage(text)) for \(element.symbol) is out of range (at most ±1.8e308)")
            }
            entries[element.number] = ElementValues.Entry(value: value, text: text)
        }

        /// An element named with no value: drawn as "no data", but still counted for repeats.
        mutating func markNoValue(_ element: Element) {
            entries[element.number] = nil
        }
    }
}
