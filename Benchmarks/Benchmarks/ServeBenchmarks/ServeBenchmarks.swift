import AsyncHTTPClient
import Benchmark
import Foundation
import PTableServer

/// A bounded load run of `ptable serve`: 400 requests, 20 at a time, over loopback against a
/// server started in this process: thumbnails with an empty cache (every image rendered), the
/// same thumbnails again (every image from the cache), and the element list. Reports requests
/// per second and the p99 latency; any failed request stops the run.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, LoadRun.requestsPerSecond, LoadRun.p99Microseconds]
    let configuration = Benchmark.Configuration(metrics: metrics, maxDuration: .seconds(60), maxIterations: 3)

    Benchmark("Serve 400 thumbnails, 20 concurrent, uncached", configuration: configuration) { benchmark in
        try await LoadRun.measure(benchmark, paths: LoadRun.thumbnailPaths(), cached: false)
    }
    Benchmark("Serve 400 thumbnails, 20 concurrent, cached", configuration: configuration) { benchmark in
        try await LoadRun.measure(benchmark, paths: LoadRun.thumbnailPaths(), cached: true)
    }
    Benchmark("Serve 400 element lists (/api/v1/elements), 20 concurrent", configuration: configuration) { benchmark in
        try await LoadRun.measure(benchmark, paths: Array(repeating: "/api/v1/elements", count: LoadRun.requestCount),
                                  cached: true)
    }
}

enum LoadRun {
    static let requestsPerSecond = BenchmarkMetric.custom("requests per second", polarity: .prefersLarger, useScalingFactor: false)
    static let p99Microseconds = BenchmarkMetric.custom("p99 latency (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    static let requestCount = 400
    static let concurrency = 20

    /// 400 distinct thumbnails: every element's, in each theme and unit until there are enough.
    static func thumbnailPaths() -> [String] {
        var paths: [String] = []
        outer: for theme in ["classic", "dark", "mono"] {
            for units in ["K", "C", "F"] {
                for number in 1...118 {
                    paths.append("/tiles/\(String(format: "%03d", number))/s7.png?theme=\(theme)&units=\(units)")
                    if paths.count == requestCount { break outer }
                }
            }
        }
        return paths
    }

    /// Starts a fresh server, warms its cache when `cached` (one request for each path), then
    /// times the requests.
    static func measure(_ benchmark: Benchmark, paths: [String], cached: Bool) async throws {
        let server = try PTableServer(configuration: ServerConfiguration(port: 0, version: "benchmark", logsRequests: false))
        let (urls, listening) = AsyncStream<String>.makeStream()
        let running = Task { try await server.run { url in listening.yield(url) } }
        defer { running.cancel() }
        var iterator = urls.makeAsyncIterator()
        guard let base = await iterator.next() else { throw LoadFailure(message: "the server did not start") }
        let client = HTTPClient(eventLoopGroupProvider: .singleton)
        do {
            let urls = paths.map { base + $0 }
            if cached { _ = try await run(Array(Set(urls)), client: client) }
            benchmark.startMeasurement()
            let start = ContinuousClock.now
            let latencies = try await run(urls, client: client)
            let elapsed = start.duration(to: .now)
            benchmark.stopMeasurement()
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let sorted = latencies.sorted()
            benchmark.measurement(requestsPerSecond, Int((Double(urls.count) / seconds).rounded()))
            benchmark.measurement(p99Microseconds, sorted[Int((Double(sorted.count) * 0.99).rounded(.up)) - 1])
        } catch {
            try? await client.shutdown()
            throw error
        }
        try await client.shutdown()
    }

    /// Sends every path, `concurrency` at a time; the latency of each in microseconds.
    static func run(_ urls: [String], client: HTTPClient) async throws -> [Int] {
        try await withThrowingTaskGroup(of: Int.self) { group in
            var latencies: [Int] = []
            var pending = urls[...]
            func start(_ url: String) {
                group.addTask {
                    let begin = ContinuousClock.now
                    let response = try await client.execute(HTTPClientRequest(url: url), timeout: .seconds(60))
                    let body = try await response.body.collect(upTo: 1 << 20)
                    guard response.status == .ok, body.readableBytes > 0 else {
                        throw LoadFailure(message: "\(url): \(response.status)")
                    }
                    let time = begin.duration(to: .now)
                    return Int(time.components.seconds) * 1_000_000 + Int(time.components.attoseconds / 1_000_000_000_000)
                }
            }
            for _ in 0..<concurrency { if let url = pending.popFirst() { start(url) } }
            while let latency = try await group.next() {
                latencies.append(latency)
                if let url = pending.popFirst() { start(url) }
            }
            return latencies
        }
    }
}

struct LoadFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { "load run failed: \(message)" }
}
