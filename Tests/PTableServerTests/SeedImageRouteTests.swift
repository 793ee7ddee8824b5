import CairoRenderer
import Foundation
import Hummingbird
import HummingbirdTesting
import JPEGRenderer
import Layout
import PTableRendering
import Testing

/// The seed's own image URLs with only the host changed: `/periodictable/Tiles/NNN/s7.JPG`
/// (thumbnails) and `/NAME.jpg` (full size, every element), real JPEG bytes the facade drew,
/// a JSON 404 for names and numbers the table does not have; the PNG paths stay as they were.
@Suite struct SeedImageRouteTests {
    /// The thumbnail's theme, as the server draws it: the fields that read at list-row size.
    static var thumbnailTheme: Theme { Theme.classic.listRowThumbnail }

    @Test func thumbnailAtTheSeedsPathIsANinetySixPixelJPEGOfTheFacade() async throws {
        try await InProcessServer.test { client in
            let upper = try await client.execute(uri: "/periodictable/Tiles/018/s7.JPG", method: .get)
            #expect(upper.status == .ok)
            #expect(upper.headers[.contentType] == "image/jpeg")
            let image = try RGBRaster(jpeg: upper.data, name: "s7.JPG")
            #expect(image.width == 96 && image.height == 96)
            let argon = try PeriodicTable.bundled().requireElement(matching: "Ar")
            let expected = try ArtworkRenderer(theme: Self.thumbnailTheme).render(.tile(argon, size: 96), as: .jpeg)
            #expect(upper.data == expected, "the server draws through the same facade")
            let lower = try await client.execute(uri: "/periodictable/Tiles/018/s7.jpg", method: .get)
            #expect(lower.status == .ok && lower.data == upper.data, "the extension in lower case too")
            #expect(lower.headers[.eTag] != nil)
        }
    }

    @Test(arguments: ["argon", "thorium", "oganesson", "ununennium"])
    func fullSizeImageAtTheRootIsAJPEGForEveryElementIncludingNinetyAndUp(name: String) async throws {
        try await InProcessServer.test { client in
            for path in ["/\(name).jpg", "/\(name).JPG"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .ok, "\(path)")
                #expect(response.headers[.contentType] == "image/jpeg", "\(path)")
                let image = try RGBRaster(jpeg: response.data, name: path)
                #expect(image.width == 512 && image.height == 512, "\(path)")
            }
        }
    }

    /// The data writes Cesium; an app on IUPAC's (or British) spelling asks for `caesium.jpg`.
    @Test func eitherEnglishSpellingNamesTheSameElement() async throws {
        try await InProcessServer.test { client in
            let cesium = try await client.execute(uri: "/cesium.jpg", method: .get)
            let caesium = try await client.execute(uri: "/caesium.jpg", method: .get)
            #expect(caesium.status == .ok && caesium.data == cesium.data)
            let record = try await client.execute(uri: "/api/v1/elements/Caesium", method: .get)
            #expect(record.status == .ok && String(buffer: record.body).contains(#""symbol":"Cs""#))
            #expect(try await client.execute(uri: "/aluminum.jpg", method: .get).status == .ok)
        }
    }

    @Test func seedImagesTakeASizeForSharperRowsAndTheTheme() async throws {
        try await InProcessServer.test { client in
            let sharp = try await client.execute(uri: "/periodictable/Tiles/011/s7.JPG?size=192", method: .get)
            #expect(try RGBRaster(jpeg: sharp.data).width == 192)
            let dark = try await client.execute(uri: "/sodium.jpg?theme=dark", method: .get)
            let light = try await client.execute(uri: "/sodium.jpg", method: .get)
            #expect(dark.status == .ok && dark.data != light.data)
            // The corners, outside the rounded tile, take the theme's page colour.
            let corner = Array(try RGBRaster(jpeg: dark.data).pixels.prefix(3))
            #expect(corner.allSatisfy { $0 < 40 }, "\(corner)")
        }
    }

    @Test func generalTilesComeAsJPEGToo() async throws {
        try await InProcessServer.test { client in
            let response = try await client.execute(uri: "/tiles/Na.jpg?size=300&side=back", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/jpeg")
            #expect(try RGBRaster(jpeg: response.data).width == 300)
        }
    }

    @Test func thePNGPathsStay() async throws {
        try await InProcessServer.test { client in
            let thumbnail = try await client.execute(uri: "/tiles/011/s7.png", method: .get)
            #expect(thumbnail.headers[.contentType] == "image/png")
            #expect(thumbnail.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let detail = try await client.execute(uri: "/images/sodium.png", method: .get)
            #expect(detail.headers[.contentType] == "image/png")
        }
    }

    @Test func unknownNamesAndNumbersAreJSON404sAndTheServerGoesOn() async throws {
        try await InProcessServer.test { client in
            let cases: [(String, String)] = [
                ("/periodictable/Tiles/999/s7.JPG", "no element matches \"999\" (atomic numbers run from 1 to 119)"),
                ("/periodictable/Tiles/000/s7.jpg", "no element matches \"000\""),
                ("/periodictable/Tiles/abc/s7.JPG", "thumbnails are at /periodictable/Tiles/NNN/s7.JPG with a three-digit atomic number, got \"abc\""),
                ("/sodum.jpg", "no element is named \"sodum\"; did you mean sodium?"),
                ("/argonn.JPG", "no element is named \"argonn\"; did you mean argon?"),
                ("/na.jpg", "no element is named \"na\""),
                // The table read as an element named "table": the answer says where the table is.
                ("/table.jpg", "the table is drawn as png, svg, pdf or json (/table.png, /table.svg, /table.pdf, /table.json), not as /table.jpg"),
                ("/Table.JPG", "the table is drawn as png, svg, pdf or json (/table.png, /table.svg, /table.pdf, /table.json), not as /Table.JPG"),
                ("/images/table.png", "the table is drawn as png, svg, pdf or json (/table.png, /table.svg, /table.pdf, /table.json), not as /images/table.png"),
                ("/periodictable/Tiles/011/s7.png", "no such path"),
                ("/sodium.gif", "no such path"),
                ("/sodium.jpg?size=4", "size must be between 16 and 8192 pixels, got \"4\""),
                ("/sodium.jpg?side=back", "unknown query parameter \"side\""),
                // What the path names is quoted as the other routes quote it: no reordering
                // marks, and cut to one readable line.
                ("/%E2%80%AEmuidos.jpg", "no element is named \"muidos\""),
                ("/" + String(repeating: "a", count: 2000) + ".jpg", "no element is named \"" + String(repeating: "a", count: 59) + "…\""),
                ("/periodictable/Tiles/" + String(repeating: "9", count: 2000) + "x/s7.JPG",
                 "thumbnails are at /periodictable/Tiles/NNN/s7.JPG with a three-digit atomic number, got \"" + String(repeating: "9", count: 59) + "…\""),
                ("/images/%E2%80%AEsodium.gif", "detail images are at /images/NAME.png (a lowercased element name), got \"sodium.gif\""),
                ("/tiles/%E2%80%AENa.txt", "images are at /tiles/ELEMENT.EXT with EXT png, jpg, svg, pdf or json, got \"Na.txt\""),
            ]
            for (path, message) in cases {
                let response = try await client.execute(uri: path, method: .get)
                let status: HTTPResponse.Status = message.hasPrefix("size") || message.hasPrefix("unknown") ? .badRequest : .notFound
                #expect(response.status == status, "\(path)")
                #expect(response.headers[.contentType] == "application/json", "\(path)")
                #expect(response.errorMessage?.hasPrefix(message) == true, "\(path.prefix(80)): \(String(buffer: response.body).prefix(300))")
                let next = try await client.execute(uri: "/periodictable/Tiles/001/s7.JPG", method: .get)
                #expect(next.status == .ok, "after \(path)")
            }
        }
    }
}
