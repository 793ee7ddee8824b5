import AsyncHTTPClient
import Foundation
import PTableTestSupport
import NIOCore
import Testing

/// `--watch`: a changed theme file is served at once and open pages hear about it over
/// server-sent events; a broken edit keeps the last good design and says why.
@Suite(.serialized) struct WatchTests {
    @Test func editingTheThemeFileReloadsAndTellsThePage() async throws {
        let folder = try TestFolder.make("watch")
        let themeFile = folder.appendingPathComponent("poster.json")
        try Data(##"{"base": "classic", "pageBackground": "#fafaf0"}"##.utf8).write(to: themeFile)
        let server = try await ServerProcess.start(["--theme", "poster.json", "--watch"], in: folder)
        let before = try await TestHTTP.get(server.baseURL + "/tiles/Na.svg")
        #expect(try await TestHTTP.get(server.baseURL + "/").text.contains("--page: #fafaf0"))

        var request = HTTPClientRequest(url: server.baseURL + "/events")
        request.method = .GET
        let response = try await TestHTTP.client.execute(request, timeout: .seconds(30))
        #expect(response.headers.first(name: "content-type") == "text/event-stream")
        var events = response.body.makeAsyncIterator()
        let greeting = try await events.next().map { String(buffer: $0) } ?? ""
        #expect(greeting.hasPrefix("retry: 1000\n"))

        // The watcher's first look at the file, after which an edit is a change.
        #expect(await server.log(containing: "watching poster.json for changes"))
        try Data(##"{"base": "dark", "pageBackground": "#202830"}"##.utf8).write(to: themeFile)
        let reload = try await Self.next(containing: "event: reload", from: &events)
        #expect(reload.contains("event: reload\ndata: 1\n\n"), "\(reload)")
        #expect(try await TestHTTP.get(server.baseURL + "/").text.contains("--page: #202830"))
        let after = try await TestHTTP.get(server.baseURL + "/tiles/Na.svg")
        #expect(after.header("etag") != before.header("etag"))
        #expect(after.header("cache-control") == "no-cache")

        try Data(##"{"base": "dark", "pageBackground": "#20"##.utf8).write(to: themeFile)
        let problem = try await Self.next(containing: "event: problem", from: &events)
        #expect(problem.contains("poster.json"), "\(problem)")
        #expect(try await TestHTTP.get(server.baseURL + "/").text.contains("--page: #202830"), "the last good theme")
        let result = try #require(await server.stop())
        #expect(result.status == 0, "an open event stream does not hold up the stop")
        #expect(result.stderr.contains("reloaded poster.json (revision 1)"))
        #expect(result.stderr.contains("(still serving the previous design)"))
    }

    /// A broken edit is counted apart from the reloads, and is no revision: the next good edit
    /// is revision 1, and /metrics has one reload and one failure (the revision counted both).
    @Test func aBrokenEditIsCountedApartFromTheReloads() async throws {
        let folder = try TestFolder.make("watch-failures")
        let themeFile = folder.appendingPathComponent("poster.json")
        try Data(##"{"base": "classic", "pageBackground": "#fafaf0"}"##.utf8).write(to: themeFile)
        let server = try await ServerProcess.start(["--theme", "poster.json", "--watch"], in: folder)
        #expect(await server.log(containing: "watching poster.json for changes"))
        let start = try PrometheusText(try await TestHTTP.get(server.baseURL + "/metrics").text)
        #expect(start["ptable_design_reloads_total"]?.value() == 0, "a series from the start")
        #expect(start["ptable_design_reload_failures_total"]?.value() == 0)
        try Data(##"{"base": "dark", "pageBackground": "#20"##.utf8).write(to: themeFile)
        #expect(await server.log(containing: "(still serving the previous design)"))
        try Data(##"{"base": "dark", "pageBackground": "#202830"}"##.utf8).write(to: themeFile)
        #expect(await server.log(containing: "reloaded poster.json (revision 1)"))
        let metrics = try PrometheusText(try await TestHTTP.get(server.baseURL + "/metrics").text)
        #expect(metrics["ptable_design_reloads_total"]?.value() == 1)
        #expect(metrics["ptable_design_reload_failures_total"]?.value() == 1)
        let result = try #require(await server.stop())
        #expect(!result.stderr.contains("revision 2"), "\(result.stderr)")
    }

    @Test func eventsNeedWatch() async throws {
        let server = try await ServerProcess.shared()
        let response = try await TestHTTP.get(server.baseURL + "/events")
        #expect(response.status == 404)
    }

    /// Reads the stream until a chunk holds `marker` (at most 10 s).
    static func next(containing marker: String,
                     from events: inout HTTPClientResponse.Body.AsyncIterator) async throws -> String {
        var text = ""
        let deadline = ContinuousClock.now + .seconds(10)
        while !text.contains(marker), ContinuousClock.now < deadline {
            guard let chunk = try await events.next() else { break }
            text += String(buffer: chunk)
        }
        return text
    }
}
