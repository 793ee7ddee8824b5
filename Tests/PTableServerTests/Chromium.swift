import Foundation
import PTableTestSupport

/// Debian's headless Chromium, run as a page's reader would: it loads a URL, runs its script,
/// prints the DOM and saves a screenshot, in one launch. Bounded by `--virtual-time-budget` and
/// a deadline, and awaited without holding a thread of the cooperative pool.
enum Chromium {
    static let executable = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "chromium is not installed; bash scripts/install-dependencies.sh installs it" }
    }

    /// The DOM after the page's scripts ran for `budget` ms of virtual time, and a PNG
    /// screenshot of the page at `width` × `height` taken then, saved to `file`.
    /// `acceptLanguage` is what the browser asks for in `Accept-Language` (`--accept-lang`).
    static func load(_ url: String, screenshot file: URL, width: Int = 1600, height: Int = 1100,
                     budget: Int = 15_000, acceptLanguage: String? = nil) async throws -> String {
        let language = acceptLanguage.map { ["--accept-lang=\($0)"] } ?? []
        let output = try await run(language + ["--dump-dom", "--screenshot=\(file.path)", "--window-size=\(width),\(height)",
                                    "--hide-scrollbars", "--virtual-time-budget=\(budget)", url])
        return String(decoding: output, as: UTF8.self)
    }

    private static func run(_ arguments: [String]) async throws -> Data {
        guard let executable else { throw Missing() }
        let profile = try TestFolder.make("chromium")
        defer { try? FileManager.default.removeItem(at: profile) }
        let options = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                       "--disable-dev-shm-usage", "--user-data-dir=\(profile.path)"]
        return try await AwaitedProcess.run(URL(fileURLWithPath: executable), options + arguments).stdout
    }
}
