import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import PTableTestSupport
import Testing

/// `/metrics`, in-process, read by a strict Prometheus text parser: requests by route pattern,
/// method and status, latency histograms, the render cache, store errors.
@Suite struct MetricsRouteTests {
    /// The exposition after `requests`, parsed.
    private static func metrics(after requests: [(HTTPRequest.Method, String, String?)], storePath: String? = nil,
                                cacheLimit: Int = 64 * 1024 * 1024) async throws -> PrometheusText {
        let server = try CollectedLogServer(storePath: storePath, cacheLimit: cacheLimit)
        let text = try await server.test { client in
            for (method, uri, body) in requests {
                var headers = HTTPFields()
                if body != nil { headers[.contentType] = "application/json" }
                _ = try await client.execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
            }
            let response = try await client.execute(uri: "/metrics", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-store")
            return response.text
        }
        return try PrometheusText(text)
    }

    @Test func requestsAreCountedByRoutePatternMethodAndStatus() async throws {
        let metrics = try await Self.metrics(after: [
            (.get, "/api/v1/elements", nil), (.get, "/api/v1/elements", nil),
            (.get, "/api/v1/elements/Na", nil), (.get, "/api/v1/elements/K", nil), (.get, "/api/v1/elements/Xx", nil),
            (.get, "/no/such/path?x=1", nil), (.delete, "/api/v1/elements", nil),
        ])
        let requests = try #require(metrics["ptable_http_requests_total"])
        #expect(requests.type == "counter")
        #expect(requests.help == "HTTP requests answered, by route pattern, method and status.")
        func count(_ route: String, _ method: String, _ status: String) -> Double? {
            requests.value(nil, ["route": route, "method": method, "status": status])
        }
        #expect(count("/api/v1/elements", "GET", "200") == 2)
        #expect(count("/api/v1/elements/{element}", "GET", "200") == 2, "by pattern, not by path")
        #expect(count("/api/v1/elements/{element}", "GET", "404") == 1)
        #expect(count("(unmatched)", "GET", "404") == 1, "an unknown path is not a series of its own")
        #expect(count("(unmatched)", "DELETE", "405") == 1)
        #expect(!requests.samples.contains { $0.labels["route"]?.contains("no/such") == true })
    }

    @Test func latencyIsAHistogramInSecondsPerRouteAndMethod() async throws {
        let metrics = try await Self.metrics(after: [
            (.get, "/api/v1/elements", nil), (.get, "/api/v1/elements", nil), (.get, "/api/v1/elements", nil),
        ])
        let latency = try #require(metrics["ptable_http_request_duration_seconds"])
        #expect(latency.type == "histogram")
        let labels = ["route": "/api/v1/elements", "method": "GET"]
        #expect(latency.value("ptable_http_request_duration_seconds_count", labels) == 3)
        let sum = try #require(latency.value("ptable_http_request_duration_seconds_sum", labels))
        #expect(sum > 0 && sum < 30, "seconds, not nanoseconds: \(sum)")
        let bounds = latency.samples.filter { $0.name.hasSuffix("_bucket") && $0.labels["route"] == "/api/v1/elements" }
            .compactMap { $0.labels["le"] }
        #expect(bounds.contains("0.0005") && bounds.contains("10.0") && bounds.contains("+Inf"), "\(bounds)")
    }

    @Test func renderCacheHitsMissesAndBytesFollowTheImagesServed() async throws {
        let metrics = try await Self.metrics(after: [
            (.get, "/tiles/Na.png", nil), (.get, "/tiles/Na.png", nil), (.get, "/tiles/Na.png", nil), (.get, "/tiles/K.png", nil),
        ])
        #expect(metrics["ptable_render_cache_misses_total"]?.value() == 2)
        #expect(metrics["ptable_render_cache_hits_total"]?.value() == 2)
        #expect(metrics["ptable_render_cache_entries"]?.value() == 2)
        let bytes = try #require(metrics["ptable_render_cache_bytes"]?.value())
        #expect(bytes > 2000 && bytes < 2_000_000, "two PNG tiles: \(bytes)")
        #expect(metrics["ptable_render_cache_limit_bytes"]?.value() == Double(64 * 1024 * 1024))
        #expect(metrics["ptable_render_cache_evictions_total"]?.value() == 0)
        #expect(metrics["ptable_render_cache_bytes"]?.type == "gauge")
    }

    @Test func theCacheLimitHoldsAndEvictionsAreCounted() async throws {
        // Room for four 256 px tiles (about 14 KB each; one over a quarter of the limit is not kept).
        let limit = 64 * 1024
        let elements = ["Na", "K", "Fe", "Cu", "Ag", "Au", "H", "He"]
        let metrics = try await Self.metrics(after: elements.map { (.get, "/tiles/\($0).png", nil) }, cacheLimit: limit)
        #expect(metrics["ptable_render_cache_misses_total"]?.value() == 8)
        let bytes = try #require(metrics["ptable_render_cache_bytes"]?.value())
        #expect(bytes <= Double(limit))
        let evictions = try #require(metrics["ptable_render_cache_evictions_total"]?.value())
        let entries = try #require(metrics["ptable_render_cache_entries"]?.value())
        #expect(evictions >= 4 && evictions + entries == 8, "evictions \(evictions), entries \(entries)")
    }

    @Test func storeErrorsAreCountedByOperation() async throws {
        let folder = try TestFolder.make("metrics")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("favorites.sqlite").path
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        let body = #"{"favoritedBy": "Ann", "elementName": "Sodium", "elementSymbol": "Na"}"#
        let metrics = try await Self.metrics(after: [
            (.post, "/api/v1/favorites", body), (.get, "/api/v1/favorites", nil), (.get, "/api/v1/favorites", nil),
            (.get, "/readyz", nil), (.get, "/api/v1/favorites?favoritedBy=%01", nil),
        ], storePath: path)
        let errors = try #require(metrics["ptable_store_errors_total"])
        #expect(errors.value(nil, ["operation": "add"]) == 1)
        #expect(errors.value(nil, ["operation": "list"]) == 2, "a name refused with 400 is not a store error")
        #expect(errors.value(nil, ["operation": "ping"]) == 1)
        let requests = try #require(metrics["ptable_http_requests_total"])
        #expect(requests.value(nil, ["route": "/api/v1/favorites", "method": "POST", "status": "503"]) == 1)
    }

    @Test func aStoreThatWorksCountsNoErrorsAndTheServerIsReady() async throws {
        let folder = try TestFolder.make("metrics")
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = #"{"favoritedBy": "Ann", "elementName": "Sodium", "elementSymbol": "Na"}"#
        let metrics = try await Self.metrics(after: [(.post, "/api/v1/favorites", body), (.get, "/readyz", nil)],
                                             storePath: folder.appendingPathComponent("favorites.sqlite").path)
        // Every operation's series is there from the start, at 0, for an alert's rate() to read.
        for operation in ["add", "get", "list", "update", "remove", "ping"] {
            #expect(metrics["ptable_store_errors_total"]?.value(nil, ["operation": operation]) == 0, "\(operation)")
        }
        #expect(metrics["ptable_ready"]?.value() == 1)
        #expect(metrics["ptable_http_requests_total"]?.value(nil, ["route": "/api/v1/favorites", "method": "POST", "status": "201"]) == 1)
        let memory = try #require(metrics["process_resident_memory_bytes"]?.value())
        #expect(memory > 1_000_000)
    }

    @Test func everyFamilyHasHelpAndAType() async throws {
        let metrics = try await Self.metrics(after: [(.get, "/healthz", nil)])
        for family in metrics.families.values {
            #expect(family.help?.isEmpty == false, "\(family.name) has no HELP")
            #expect(family.type != "untyped", "\(family.name) has no TYPE")
        }
        #expect(metrics["ptable_http_requests_in_flight"]?.value() == 1, "the scrape itself is in flight")
    }
}
