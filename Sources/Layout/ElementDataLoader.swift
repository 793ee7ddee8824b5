import Foundation

/// Reads and validates element data in the Periodic-Table-JSON schema.
public enum ElementDataLoader {
    /// Files larger than this are refused before they are read.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// The bundled Periodic-Table-JSON data (CC BY-SA 3.0, see `dataCredit`).
    public static func bundledElements() throws -> [Element] {
        let url = try ResourceLocator.layoutResources.url(forFile: "PeriodicTableJSON.json")
        return try elements(contentsOf: url, displayName: "bundled PeriodicTableJSON.json")
    }

    /// Elements decoded and validated from a file of the Periodic-Table-JSON schema.
    public static func elements(contentsOf url: URL, displayName: String? = nil) throws -> [Element] {
        let name = displayName ?? url.path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw LayoutError.unreadableFile(path: name, reason: "no such file")
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw LayoutError.unreadableFile(path: name, reason: "it is a directory")
        }
        if let size = attributes[.size] as? Int, size > maximumFileSize {
            throw LayoutError.fileTooLarge(path: name, bytes: size, limit: maximumFileSize)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LayoutError.unreadableFile(path: name, reason: "permission denied or unreadable")
        }
        return try elements(from: data, source: name)
    }

    /// Elements decoded and validated from JSON bytes; `source` names them in errors.
    public static func elements(from data: Data, source: String) throws -> [Element] {
        guard data.count <= maximumFileSize else {
            throw LayoutError.fileTooLarge(path: source, bytes: data.count, limit: maximumFileSize)
        }
        guard String(data: data, encoding: .utf8) != nil else {
            throw LayoutError.notUTF8(path: source)
        }
        let document: Any
        do {
            document = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw LayoutError.invalidJSON(path: source, detail: JSONSyntaxError.describe(error, in: data))
        }
        guard let top = document as? [String: Any] else {
            throw LayoutError.invalidElementData(path: source, detail: "the top level must be an object with an \"elements\" array")
        }
        guard let records = top["elements"] as? [Any] else {
            throw LayoutError.invalidElementData(path: source, detail: "the top level has no \"elements\" array")
        }
        guard !records.isEmpty else {
            throw LayoutError.invalidElementData(path: source, detail: "the \"elements\" array is empty")
        }
        let decoded: ElementFile
        do {
            decoded = try JSONDecoder().decode(ElementFile.self, from: data)
        } catch let error as DecodingError {
            throw LayoutError.invalidElementData(path: source, detail: describe(error, records: records))
        }
        try ElementValidator(source: source).validate(decoded.elements)
        return decoded.elements
    }

    private struct ElementFile: Decodable {
        var elements: [Element]
    }

    private static func describe(_ error: DecodingError, records: [Any]) -> String {
        let (context, problem): (DecodingError.Context, String) = switch error {
        case let .typeMismatch(type, context):
            (context, "expected \(expectedName(type)), found \(foundName(at: context.codingPath, records: records))")
        case let .valueNotFound(type, context):
            (context, "required \(expectedName(type)) is null")
        case let .keyNotFound(key, context):
            (DecodingError.Context(codingPath: context.codingPath + [key], debugDescription: ""), "required field is missing")
        case let .dataCorrupted(context):
            (context, context.debugDescription)
        @unknown default:
            (DecodingError.Context(codingPath: [], debugDescription: ""), "\(error)")
        }
        return "\(location(of: context.codingPath, records: records)): \(problem)"
    }

    /// `element 3 (Lithium), field "melt"`, from a decoder coding path.
    private static func location(of path: [any CodingKey], records: [Any]) -> String {
        guard path.count >= 2, path[0].stringValue == "elements", let index = path[1].intValue else {
            return path.isEmpty ? "top level" : "field \"\(path.map(\.stringValue).joined(separator: "."))\""
        }
        var text = "element \(index + 1)"
        if index < records.count, let record = records[index] as? [String: Any], let name = record["name"] as? String {
            text += " (\(ElementText.sanitizedForMessage(name)))"
        }
        let field = path.dropFirst(2).map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        if !field.isEmpty {
            text += ", field \"\(field.joined(separator: ".").replacingOccurrences(of: ".[", with: "["))\""
        }
        return text
    }

    private static func expectedName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is [Any].Type, is [Int].Type, is [Double].Type: "an array"
        default: "an object"
        }
    }

    private static func foundName(at path: [any CodingKey], records: [Any]) -> String {
        var value: Any? = ["elements": records]
        for key in path {
            if let index = key.intValue, let array = value as? [Any] {
                value = index < array.count ? array[index] : nil
            } else {
                value = (value as? [String: Any])?[key.stringValue]
            }
        }
        switch value {
        case is String: return "a string"
        case is Bool: return "a boolean"
        case let number as NSNumber: return "a number that does not fit (\(number))"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        default: return "a different type"
        }
    }
}
