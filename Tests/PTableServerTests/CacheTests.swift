import Foundation
import Layout
@testable import PTableServer
import PTableTestSupport
import Testing

/// Caching by content: strong ETags from the bytes, 304 for a matching If-None-Match,
/// Cache-Control, and one render for many concurrent requests of the same image.
@Suite(.serialized) struct CacheTests {
    /// An ETag is the SHA-256 of the bytes sent, with or without `--data`. It was a digest of
    /// what names them (element, options, data digest, version "0.1.0").
    @Test func anETagIsTheDigestOfTheBytesSent() async throws {
        let paths = ["/api/v1/elements", "/api/v1/elements/Ca", "/api/v1/elements/Ca/properties?lang=de", "/tiles/Na.png",
                     "/tiles/Na.svg?side=back", "/periodictable/Tiles/011/s7.JPG", "/argon.jpg", "/table.json", "/"]
        let copy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ElementData/Resources/PeriodicTableJSON.json")
        let ownData = ServerConfiguration(dataPath: copy.path, version: "test", logsRequests: false)
        for configuration in [ServerConfiguration(version: "test", logsRequests: false), ownData] {
            try await InProcessServer.test(configuration) { client in
                for path in paths {
                    let response = try await client.get(path)
                    #expect(response.status == 200, "\(path)")
                    #expect(response.header("etag") == "\"\(ContentHash.sha256(response.body))\"", "\(path)")
                }
            }
        }
    }

    /// What the inputs do not name changes the bytes too, under the same version: a build whose
    /// fonts (or language files, or code) differ drew other images under the same ETags, so a
    /// client holding the old image got 304 for it after an upgrade. Here the fonts folder
    /// (`PTABLE_FONTS_DIR`) has Inter Medium where Inter Regular was.
    @Test func otherFontsUnderTheSameVersionGiveOtherETags() async throws {
        let fonts = try TestFolder.make("fonts")
        defer { try? FileManager.default.removeItem(at: fonts) }
        let bundled = try FontLibrary.url(for: FontLibrary.regular).deletingLastPathComponent()
        for file in try FileManager.default.contentsOfDirectory(atPath: bundled.path) {
            let source = file.hasPrefix("Inter-Regular.") ? file.replacing("Inter-Regular.", with: "Inter-Medium.") : file
            try FileManager.default.createSymbolicLink(at: fonts.appendingPathComponent(file),
                                                       withDestinationURL: bundled.appendingPathComponent(source))
        }
        let standard = try await ServerProcess.shared()
        let other = try await ServerProcess.start(environment: ["PTABLE_FONTS_DIR": fonts.path])
        for path in ["/tiles/Na.png", "/tiles/Na.svg?embed-fonts=true", "/argon.jpg"] {
            let before = try await TestHTTP.get(standard.baseURL + path), after = try await TestHTTP.get(other.baseURL + path)
            #expect(before.status == 200 && after.status == 200 && before.body != after.body, "\(path)")
            #expect(before.header("etag") != after.header("etag"), "\(path)")
        }
        await other.stop()
    }

    @Test func etagIsStrongStableAndChangesWithEveryInput() async throws {
        try await InProcessServer.test { client in
            func etag(_ path: String) async throws -> String {
                let response = try await client.get(path)
                #expect(response.status == 200, "\(path)")
                return try #require(response.header("etag"))
            }
            let base = try await etag("/tiles/Na.png")
            #expect(base.wholeMatch(of: /"[0-9a-f]{64}"/) != nil, "a strong ETag: quoted, no W/")
            #expect(try await etag("/tiles/Na.png") == base)
            #expect(try await etag("/tiles/sodium.png?size=256&side=front") == base, "the same inputs named another way")
            var seen: Set<String> = [base]
            for path in ["/tiles/K.png", "/tiles/Na.svg", "/tiles/Na.png?size=257", "/tiles/Na.png?side=back",
                         "/tiles/Na.png?theme=dark", "/tiles/Na.png?units=F", "/tiles/011/s7.png"] {
                let tag = try await etag(path)
                #expect(!seen.contains(tag), "\(path) shares an ETag")
                seen.insert(tag)
            }
        }
    }

    @Test func ifNoneMatchGets304WithoutABody() async throws {
        try await InProcessServer.test { client in
            for path in ["/tiles/011/s7.png", "/table.svg", "/api/v1/elements"] {
                let first = try await client.get(path)
                let tag = try #require(first.header("etag"))
                #expect(first.header("cache-control") == "public, max-age=3600")
                for header in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
                    let again = try await client.get(path, headers: [("If-None-Match", header)])
                    #expect(again.status == 304, "\(path) with \(header)")
                    #expect(again.body.isEmpty)
                    #expect(again.header("etag") == tag)
                }
                let stale = try await client.get(path, headers: [("If-None-Match", "\"0000\"")])
                #expect(stale.status == 200)
                #expect(stale.body == first.body)
            }
        }
    }

    /// A request target seen before goes straight to its cache key; when the cache has let
    /// that image go, the image is drawn again, the same bytes under the same ETag.
    @Test func aTargetSeenBeforeWhoseImageWasLetGoIsDrawnAgain() async throws {
        let configuration = ServerConfiguration(version: "test", cacheLimit: 40 * 1024, logsRequests: false)
        try await InProcessServer.test(configuration) { client in
            let first = try await client.get("/tiles/001/s7.png")
            #expect(first.header("x-cache") == "miss")
            #expect(try await client.get("/tiles/001/s7.png").header("x-cache") == "hit")
            for number in 2...40 { _ = try await client.get(String(format: "/tiles/%03d/s7.png", number)) }
            let again = try await client.get("/tiles/001/s7.png")
            #expect(again.header("x-cache") == "miss")
            #expect(again.body == first.body && again.header("etag") == first.header("etag"))
            #expect(try await client.get("/tiles/001/s7.png?theme=dark").body != first.body, "another query, another image")
        }
    }

    /// The memo of request targets is bounded: a stream of ever new query strings empties it
    /// rather than growing it.
    @Test func theMemoOfRequestTargetsIsBounded() {
        let memo = ImageKeyMemo()
        for index in 0..<ImageKeyMemo.capacity {
            memo.remember(.init(cacheKey: "key\(index)", contentType: "image/png"), for: "/tiles/Na.png?n=\(index)")
        }
        #expect(memo.key(for: "/tiles/Na.png?n=0")?.cacheKey == "key0")
        memo.remember(.init(cacheKey: "again", contentType: "image/png"), for: "/tiles/Na.png?n=0")
        #expect(memo.key(for: "/tiles/Na.png?n=1")?.cacheKey == "key1", "a target already held is replaced in place")
        memo.remember(.init(cacheKey: "new", contentType: "image/png"), for: "/tiles/Na.png?n=new")
        #expect(memo.key(for: "/tiles/Na.png?n=1") == nil)
        #expect(memo.key(for: "/tiles/Na.png?n=new")?.cacheKey == "new")
    }

    @Test func concurrentRequestsForOneImageRenderItOnce() async throws {
        try await InProcessServer.test { client in
            let url = "/tiles/Og.png?size=1500"
            let sources = try await withThrowingTaskGroup(of: (String, Data).self) { group in
                for _ in 0..<12 {
                    group.addTask {
                        let response = try await client.get(url)
                        return (response.header("x-cache") ?? "none", response.body)
                    }
                }
                return try await group.reduce(into: [(String, Data)]()) { $0.append($1) }
            }
            #expect(sources.filter { $0.0 == "miss" }.count == 1, "\(sources.map(\.0))")
            #expect(sources.allSatisfy { $0.0 == "miss" || $0.0 == "shared" || $0.0 == "hit" })
            #expect(Set(sources.map(\.1)).count == 1)
            let later = try await client.get(url)
            #expect(later.header("x-cache") == "hit")
        }
    }

    /// A revalidation of the unchanged page is a 304 without building the page again: its two
    /// tables were fetched from the render cache, and its 1.7 MB written and hashed, on every
    /// reload of an open page (`no-cache`). The tag still follows the page: another theme, or a
    /// new design (a `--watch` reload), gets the new page for the old tag.
    @Test func aRevalidatedPageIsNotBuiltAgainButFollowsTheDesign() async throws {
        let server = try PTableServer(configuration: ServerConfiguration(version: "test", logsRequests: false))
        try await InProcessServer.test(server) { client in
            // Building the page looks its tables up in the render cache; nothing else here does.
            func cacheLookups() async throws -> Double {
                let metrics = try PrometheusText(try await client.get("/metrics").text)
                return ["hits", "misses", "joined"].compactMap { metrics["ptable_render_cache_\($0)_total"]?.value() }.reduce(0, +)
            }
            let first = try await client.get("/")
            let etag = try #require(first.header("etag"))
            let gzipped = try #require(try await client.get("/", headers: [("Accept-Encoding", "gzip")]).header("etag"))
            let built = try await cacheLookups()
            #expect(built > 0)
            let again = try await client.get("/", headers: [("If-None-Match", etag)])
            #expect(again.status == 304 && again.body.isEmpty)
            #expect(again.header("etag") == etag)
            #expect(again.header("cache-control") == "no-cache")
            #expect(again.header("vary") == "Accept-Language, Accept-Encoding")
            let gzipAgain = try await client.get("/", headers: [("If-None-Match", gzipped), ("Accept-Encoding", "gzip")])
            #expect(gzipAgain.status == 304 && gzipAgain.header("etag") == gzipped)
            #expect(try await cacheLookups() == built, "the page was built again to answer 304")

            let dark = try await client.get("/?theme=dark", headers: [("If-None-Match", etag)])
            #expect(dark.status == 200 && dark.header("etag") != etag)
            let design = server.state.designs.current
            server.state.designs.replace(with: try Design(table: design.table, theme: try #require(Theme.builtIn["dark"]),
                                                          themeLabel: "dark", revision: 1))
            let reloaded = try await client.get("/", headers: [("If-None-Match", etag)])
            #expect(reloaded.status == 200)
            #expect(reloaded.header("etag") == "\"\(ContentHash.sha256(reloaded.body))\"")
            #expect(reloaded.header("etag") != etag)
            #expect(try await client.get("/", headers: [("If-None-Match", reloaded.header("etag") ?? "")]).status == 304)
        }
    }
}
