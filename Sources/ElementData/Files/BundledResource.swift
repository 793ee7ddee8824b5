import Foundation

/// The small JSON tables bundled beside the element data (standard atomic weights, data
/// corrections): parsed by the strict `JSONParser`, so a broken file is named with a line and
/// column, then read by `BundledTableReader`, each error naming the field's place.
enum BundledResource {
    /// The parsed document of `data`; `source` names it in errors.
    static func document(from data: Data, source: String) throws -> JSONNode {
        let bytes = [UInt8](data)
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw ElementDataError.invalidJSON(path: source, detail: JSONSyntaxError.describe(error, in: bytes))
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
}
