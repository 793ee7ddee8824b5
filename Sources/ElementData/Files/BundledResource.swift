import Foundation

/// The small JSON tables bundled beside the element data (standard atomic weights, data
/// corrections): checked by the strict `JSONParser` first, so a broken file is named with a
/// line and column, then decoded with `Codable`, each error naming the field's path.
enum BundledResource {
    /// `T` decoded from `data`; `source` names the document and `what` says what it should be
    /// ("a table of standard atomic weights") in errors.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, source: String, what: String) throws -> T {
        do {
            _ = try JSONParser.parse([UInt8](data))
        } catch {
            throw ElementDataError.invalidJSON(path: source, detail: JSONSyntaxError.describe(error, in: [UInt8](data)))
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw ElementDataError.invalidElementData(path: source, detail: "not \(what): \(describe(error))")
        }
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

    /// A decoding error in a few words: the field's path and what is wrong with it.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context? = switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context): context
        case let .keyNotFound(key, context):
            DecodingError.Context(codingPath: context.codingPath + [key], debugDescription: "required field is missing")
        @unknown default: nil
        }
        guard let context else { return "\(error)" }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? context.debugDescription : "\(path.drop { $0 == "." }): \(context.debugDescription)"
    }
}
