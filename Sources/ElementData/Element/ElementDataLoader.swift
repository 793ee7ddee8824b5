import Foundation

/// Reads and validates element data in the Periodic-Table-JSON schema.
///
/// Every way a file can be wrong is a `ElementDataError` whose message names the file and, as
/// far as it applies, the line and column (syntax), the element (index and name) and the
/// field. In order: the file must be a regular file of at most `maximumFileSize` bytes,
/// UTF-8, JSON (`JSONParser`: strict, nesting and size limited), a non-empty array of element
/// objects (what the seed app's endpoint serves) or an object with such an `elements` array, of
/// at most `ElementValidator.maximumNumber` objects, each field of the right type and range (`ElementRecordDecoder`), with unique numbers, symbols and cells
/// (`ElementValidator`).
public enum ElementDataLoader {
    /// Files larger than this are refused before they are read.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// The bundled Periodic-Table-JSON data (CC BY-SA 3.0, see `dataCredit`).
    public static func bundledElements() throws -> [Element] {
        let url = try ResourceLocator.elementDataResources.url(forFile: "PeriodicTableJSON.json")
        // The bundled data's known errors, fixed (DataCorrections.json); a user's --data is left as written.
        return try DataCorrections.bundled().corrected(elements(contentsOf: url, displayName: "bundled PeriodicTableJSON.json"))
    }

    /// Elements decoded and validated from a file of the Periodic-Table-JSON schema.
    ///
    /// Only a regular file is read, and only when its size is within `maximumFileSize`: a
    /// folder, FIFO or device (`/dev/zero`) is refused before anything is read.
    public static func elements(contentsOf url: URL, displayName: String? = nil) throws -> [Element] {
        let name = displayName ?? url.relativePath
        let data = try DataFile.contents(of: url, displayName: name, limit: maximumFileSize)
        return try elements(from: data, source: name)
    }

    /// Elements decoded and validated from JSON bytes; `source` names them in errors.
    public static func elements(from data: Data, source: String) throws -> [Element] {
        guard data.count <= maximumFileSize else {
            throw ElementDataError.fileTooLarge(path: source, bytes: data.count, limit: maximumFileSize)
        }
        let document = try JSONNode.parse(data, source: source)
        func fail(_ detail: String) -> ElementDataError {
            ElementDataError.invalidElementData(path: source, detail: detail)
        }
        let (records, listName) = try elementRecords(in: document, fail: fail)
        guard !records.isEmpty else {
            throw fail("the \(listName) is empty")
        }
        let limit = ElementValidator.maximumNumber
        guard records.count <= limit else {
            throw fail("the \(listName) has \(records.count) records, over the limit of \(limit) (atomic numbers are 1...\(limit))")
        }
        let elements = try records.enumerated().map { index, record in
            guard case let .object(object) = record else {
                throw fail("element \(index + 1): expected an object, found \(record.kindDescription)")
            }
            return try ElementRecordDecoder(record: object, index: index, fail: fail).element()
        }
        try ElementValidator(source: source).validate(elements)
        // A file that repeats one of the bundled data's known wrong values gets it corrected; its
        // other numbers stay as written, and values it leaves out stay out.
        return try DataCorrections.bundled().corrected(elements, knownErrorsOnly: true)
    }

    /// The element records: the seed app's bare array of element objects, or the
    /// Periodic-Table-JSON object's `elements` array; with the list's name for messages.
    private static func elementRecords(in document: JSONNode, fail: (String) -> ElementDataError) throws -> ([JSONNode], String) {
        switch document {
        case let .array(records, _):
            return (records, "top-level array")
        case let .object(top):
            guard let list = top["elements"] else {
                throw fail("the top level has no \"elements\" array")
            }
            guard case let .array(records, _) = list else {
                throw fail("\"elements\" must be an array, found \(list.kindDescription)")
            }
            return (records, "\"elements\" array")
        default:
            throw fail("the top level must be an array of element objects or an object with an \"elements\" array, found \(document.kindDescription)")
        }
    }
}
