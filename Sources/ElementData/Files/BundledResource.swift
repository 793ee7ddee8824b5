import Foundation

/// The JSON tables bundled beside the element data (standard atomic weights, data corrections,
/// sourced properties, languages), which ptable's own scripts generate: decoded by `JSONDecoder`,
/// each error naming the field's place (`elements[3].value`); a file that fails goes through the
/// strict `JSONParser` too, so a syntax error is named with a line and column.
enum BundledResource {
    /// `data` decoded as `T`; `source` names the file and `what` what it should be
    /// ("a table of standard atomic weights") in errors.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, source: String, what: String,
                                     userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws -> T {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            // Parsed a second time only when broken: every command reads these files at start,
            // and parsing them twice cost `ptable tile` about 3 ms of its 30.
            _ = try JSONNode.parse(data, source: source)
            throw ElementDataError.invalidElementData(path: source, detail: "not \(what): \(describe(error))")
        }
    }

    /// "elements[3].number: required field is missing".
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context): place(context.codingPath + [key]) + "required field is missing"
        case let .valueNotFound(_, context): place(context.codingPath) + "required field is null"
        case let .typeMismatch(_, context), let .dataCorrupted(context): place(context.codingPath) + context.debugDescription
        @unknown default: "\(error)"
        }
    }

    /// "elements[3].value: ", or "" for the document itself.
    private static func place(_ path: [any CodingKey]) -> String {
        let text = path.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
        return text.isEmpty ? "" : text + ": "
    }

    /// The bundled file `name`, decoded by `decode`; every failure as a `ElementDataError`.
    static func load<T>(_ name: String, decode: (Data, String) throws -> T) -> Result<T, ElementDataError> {
        do {
            let url = try ResourceLocator.elementDataResources.url(forFile: name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return .failure(.unreadableFile(path: url.path, reason: "permission denied or unreadable"))
            }
            return .success(try decode(data, "bundled \(name)"))
        } catch let error as ElementDataError {
            return .failure(error)
        } catch {
            return .failure(.unreadableFile(path: name, reason: error.localizedDescription))
        }
    }
}
