import Foundation

/// Reads a user's numbers per element from a CSV file with a header (`element,value`) or a
/// JSON object (`{"Fe": 5.5}`), strictly: every problem is a `ElementDataError.invalidValues`
/// naming the file, the line (and column) and what is wrong, and nothing is guessed.
public struct ElementValuesReader: Sendable {
    /// The file formats a values file can be written in.
    public enum Format: String, Sendable {
        /// `csv`: a header line (`element,value`) then a row an element; `json`: an object from element to number.
        case csv, json

        /// The format a file name's extension says, or nil.
        public init?(fileName: String) {
            self.init(rawValue: URL(fileURLWithPath: fileName).pathExtension.lowercased())
        }
    }

    /// The same limit as element data files.
    public static let maximumFileSize = ElementDataLoader.maximumFileSize

    /// The elements the file may name, and which of them may take a value.
    public var scope: ElementScope

    /// A reader that looks elements up in `table` and refuses those not `shown`.
    public init(table: PeriodicTable, shown: Set<Int>, hiddenHint: String = "it is not drawn") {
        scope = ElementScope(table: table, shown: shown, hiddenHint: hiddenHint)
    }

    /// The values in `data`, read as `format` (else JSON when the text starts with `{`, CSV
    /// otherwise). `column` chooses the CSV column; `label` and `unit` name the numbers
    /// (the label defaults to the CSV column's header, else `Value`).
    public func values(from data: Data, source: String, format: Format? = nil, column: String? = nil,
                       label: String? = nil, unit: String? = nil) throws -> ElementValues {
        let text = try Self.text(of: data, source: source)
        let trimmed = text.drop { $0.isWhitespace }
        guard !trimmed.isEmpty else {
            throw ElementDataError.invalidValues(path: source, location: "", detail: format == .json
                ? "the file is empty; expected a JSON object such as {\"Fe\": 5.5}"
                : "the file is empty; expected a header line such as element,value and a line per element")
        }
        let resolved = format ?? (trimmed.first == "{" ? .json : .csv)
        if column != nil, resolved == .json {
            throw ElementDataError.invalidValues(path: source, location: "", detail: "--values-column applies to a CSV file; this is a JSON object")
        }
        var collector = Collector(reader: self, source: source)
        let header: String?
        switch resolved {
        case .csv: header = try readCSV(text, column: column, into: &collector)
        case .json: try readJSON(text, into: &collector)
            header = nil
        }
        guard !collector.entries.isEmpty else {
            throw ElementDataError.invalidValues(path: source, location: "", detail: "no element has a value")
        }
        let given = label.flatMap { $0.isEmpty ? nil : $0 } ?? header
        return ElementValues(label: ElementText.sanitized(given ?? "Value"), unit: unit.map { ElementText.sanitized($0) },
                             entries: collector.entries, generatedLabel: given == nil ? .value : nil)
    }

    /// The bytes as text: UTF-8 (a byte order mark is dropped), refused with the line and column
    /// of the first byte that is not.
    static func text(of data: Data, source: String) throws -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        try JSONSyntaxError.checkUTF8(bytes, source: source)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func readJSON(_ text: String, into collector: inout Collector) throws {
        let bytes = Array(text.utf8)
        let document = try JSONNode.parse(Data(bytes), source: collector.source)
        guard case let .object(object) = document else {
            throw ElementDataError.invalidValues(path: collector.source, location: JSONSyntaxError.location(ofByte: document.offset, in: bytes),
                                            detail: "expected an object from element to number such as {\"Fe\": 5.5}, found \(document.kindDescription)")
        }
        for (key, value) in object.members {
            let location = JSONSyntaxError.location(ofByte: value.offset, in: bytes)
            let element = try collector.element(named: key, at: location)
            switch value {
            case let .number(text, number, _):
                try collector.add(element, text: text, value: number, at: location)
            case .null:
                collector.markNoValue(element)
            default:
                throw ElementDataError.invalidValues(path: collector.source, location: location,
                                                detail: "the value of \"\(ElementText.escapedForMessage(key))\" must be a number or null, found \(value.kindDescription)")
            }
        }
    }
}
