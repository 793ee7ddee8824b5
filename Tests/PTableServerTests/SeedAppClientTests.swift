import CairoRenderer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import JPEGRenderer
import Testing

/// The seed app's networking, written as its assignment gives it (`NetworkHelper`, `AppError`,
/// `ImageHelper`'s mime check, Codable models in the shape mockapi.io answers, string ids
/// included), run against `ptable serve` with nothing changed but the host of each URL.
@Suite(.serialized) struct SeedAppClientTests {
    // MARK: The seed's URLs, verbatim

    static let elementsURL = "https://5c1d79abbc26950013fbcaa9.mockapi.io/api/v1/elements"
    static let favoritesURL = "https://5c1d79abbc26950013fbcaa9.mockapi.io/api/v1/favorites"
    static func thumbnailURL(_ number: Int) -> String {
        "http://www.theodoregray.com/periodictable/Tiles/\(String(format: "%03d", number))/s7.JPG"
    }
    static func fullSizeURL(_ name: String) -> String { "http://images-of-elements.com/\(name.lowercased()).jpg" }

    /// The one change a student makes: the host (and scheme) of each URL.
    static func swappingHost(_ url: String, for base: String) -> String {
        let host = URLComponents(string: url)!.host!
        let prefix = url.hasPrefix("https://") ? "https://\(host)" : "http://\(host)"
        return base + url.dropFirst(prefix.count)
    }

    // MARK: The app's models

    struct Element: Codable {
        let name: String
        let symbol: String
        let number: Int
        let atomicMass: Double
        let melt: Double?
        let boil: Double?
        let discoveredBy: String?

        enum CodingKeys: String, CodingKey {
            case name, symbol, number, melt, boil
            case atomicMass = "atomic_mass"
            case discoveredBy = "discovered_by"
        }

        /// The list row's second label, as the assignment shows it.
        var detail: String { "\(symbol)(\(number)) \(atomicMass)" }
    }

    /// A favourite as mockapi.io sends it: `"id": "2"`. Decoded leniently (a number is taken
    /// too) until the server's ids are strings.
    struct Favorite: Codable {
        let id: String
        let favoritedBy: String
        let elementName: String
        let elementSymbol: String
        let createdAt: String?

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let text = try? container.decode(String.self, forKey: .id) {
                id = text
            } else {
                id = String(try container.decode(Int.self, forKey: .id))
            }
            favoritedBy = try container.decode(String.self, forKey: .favoritedBy)
            elementName = try container.decode(String.self, forKey: .elementName)
            elementSymbol = try container.decode(String.self, forKey: .elementSymbol)
            createdAt = try container.decodeIfPresent(String.self, forKey: .createdAt)
        }
    }

    struct NewFavorite: Codable {
        let favoritedBy: String
        let elementName: String
        let elementSymbol: String
    }

    // MARK: The app's helpers, as the assignment gives them (completion handlers, URLSession)

    // Unchecked: `networkError` carries the URLSession error as the seed's enum does.
    enum AppError: Error, @unchecked Sendable {
        case badURL(String)
        case networkError(Error)
        case noResponse
        case decodingError(Error)
        case badStatusCode(String)
        case badMimeType(String)
    }

    final class NetworkHelper: Sendable {
        static let shared = NetworkHelper()

        func performDataTask(endpointURLString: String, httpMethod: String, httpBody: Data?,
                             completionHandler: @escaping @Sendable (AppError?, Data?, HTTPURLResponse?) -> Void) {
            guard let url = URL(string: endpointURLString) else {
                completionHandler(AppError.badURL("\(endpointURLString)"), nil, nil)
                return
            }
            var request = URLRequest(url: url)
            request.httpMethod = httpMethod
            let task = URLSession.shared.dataTask(with: request) { data, response, error in
                if let error {
                    completionHandler(AppError.networkError(error), nil, response as? HTTPURLResponse)
                } else if let data {
                    completionHandler(nil, data, response as? HTTPURLResponse)
                }
            }
            task.resume()
        }

        func performUploadTask(endpointURLString: String, httpMethod: String, httpBody: Data?,
                               completionHandler: @escaping @Sendable (AppError?, Data?, HTTPURLResponse?) -> Void) {
            guard let url = URL(string: endpointURLString) else {
                completionHandler(AppError.badURL("\(endpointURLString)"), nil, nil)
                return
            }
            var request = URLRequest(url: url)
            request.httpMethod = httpMethod
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            let task = URLSession.shared.uploadTask(with: request, from: httpBody) { data, response, error in
                if let error {
                    completionHandler(AppError.networkError(error), nil, response as? HTTPURLResponse)
                } else if let data {
                    completionHandler(nil, data, response as? HTTPURLResponse)
                }
            }
            task.resume()
        }
    }

    /// `ImageHelper.fetchImage` without UIKit: the same mime check, the bytes where UIImage(data:) would go.
    static func fetchImage(urlString: String, completionHandler: @escaping @Sendable (AppError?, Data?) -> Void) {
        NetworkHelper.shared.performDataTask(endpointURLString: urlString, httpMethod: "GET", httpBody: nil) { error, data, response in
            if let error {
                completionHandler(error, nil)
                return
            }
            guard let response else { return completionHandler(.noResponse, nil) }
            let mimeType = response.mimeType ?? "no mimeType found"
            switch mimeType {
            case "image/jpeg", "image/png":
                completionHandler(nil, data)
            default:
                completionHandler(AppError.badMimeType(mimeType), nil)
            }
        }
    }

    /// The completion-handler calls awaited, so a test can check what the app's callbacks saw.
    static func data(_ url: String) async -> (AppError?, Data?, HTTPURLResponse?) {
        await withCheckedContinuation { continuation in
            NetworkHelper.shared.performDataTask(endpointURLString: url, httpMethod: "GET", httpBody: nil) {
                continuation.resume(returning: ($0, $1, $2))
            }
        }
    }

    static func image(_ url: String) async -> (AppError?, Data?) {
        await withCheckedContinuation { continuation in
            fetchImage(urlString: url) { continuation.resume(returning: ($0, $1)) }
        }
    }

    // MARK: The app against ptable serve

    @Test func theAppListsEveryElementShowsItsImagesAndKeepsAFavourite() async throws {
        let server = try await ServerProcess.start()
        let base = server.baseURL

        let (listError, listData, listResponse) = await Self.data(Self.swappingHost(Self.elementsURL, for: base))
        #expect(listError == nil && listResponse?.statusCode == 200)
        let elements = try JSONDecoder().decode([Element].self, from: try #require(listData))
        #expect(elements.count == 119)
        let sodium = try #require(elements.first { $0.symbol == "Na" })
        #expect(sodium.name == "Sodium")
        #expect(sodium.detail == "Na(11) 22.989769282", "the assignment's own example row")

        var failures: [String] = []
        for element in elements {
            for (url, side) in [(Self.thumbnailURL(element.number), 96), (Self.fullSizeURL(element.name), 512)] {
                let (error, data) = await Self.image(Self.swappingHost(url, for: base))
                guard error == nil, let data else {
                    failures.append("\(url): \(String(describing: error))")
                    continue
                }
                guard let image = try? RGBRaster(jpeg: data, name: url), image.width == side, image.height == side else {
                    failures.append("\(url): not a \(side) px JPEG")
                    continue
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(elements.count * 2) images failed: \(failures.prefix(5))")

        let body = try JSONEncoder().encode(NewFavorite(favoritedBy: "Student", elementName: sodium.name,
                                                        elementSymbol: sodium.symbol))
        let posted: (AppError?, Data?, HTTPURLResponse?) = await withCheckedContinuation { continuation in
            NetworkHelper.shared.performUploadTask(endpointURLString: Self.swappingHost(Self.favoritesURL, for: base),
                                                   httpMethod: "POST", httpBody: body) {
                continuation.resume(returning: ($0, $1, $2))
            }
        }
        #expect(posted.0 == nil && posted.2?.statusCode == 201)
        let created = try JSONDecoder().decode(Favorite.self, from: try #require(posted.1))
        #expect(created.elementSymbol == "Na" && !created.id.isEmpty && created.createdAt != nil)

        let (_, favoritesData, _) = await Self.data(Self.swappingHost(Self.favoritesURL, for: base) + "?favoritedBy=Student")
        let favorites = try JSONDecoder().decode([Favorite].self, from: try #require(favoritesData))
        #expect(favorites.map(\.elementName) == ["Sodium"])
        #expect(favorites.first?.id == created.id)
        await server.stop()
    }

    @Test func aMissingImageFailsTheMimeCheckAsTheAppExpects() async throws {
        let server = try await ServerProcess.shared()
        let (error, data) = await Self.image(server.baseURL + "/unobtainium.jpg")
        guard case let .badMimeType(type) = error else {
            Issue.record("expected badMimeType, got \(String(describing: error))")
            return
        }
        #expect(type == "application/json")
        #expect(data == nil)
    }
}
