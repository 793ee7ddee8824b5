import Foundation

/// Debian's headless Chromium, run as a page's reader would: it loads a URL, runs its script,
/// prints the DOM and saves a screenshot, in one launch. Bounded by `--virtual-time-budget` and
/// a deadline, and awaited without holding a thread of the cooperative pool.
public enum Chromium {
    public static let executable = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "chromium is not installed; bash scripts/install-dependencies.sh installs it" }
    }

    /// The DOM after the page's scripts ran for `budget` ms of virtual time, and a PNG
    /// screenshot of the page at `width` × `height` CSS px (`scale` device pixels each) taken then,
    /// saved to `file`; `darkScheme` is a system set to dark mode (`prefers-color-scheme: dark`),
    /// `touch` a touch screen (`pointer: coarse`, `hover: none`; headless Chromium has no pointer).
    /// The scripts run in Chromium's window, which is at least 500 px wide and shorter than
    /// `height` by its frame; only the screenshot is `width` × `height`. A check of a phone's
    /// exact size measures the page in a frame of that size (`page-selftest.js`, `#fit=`).
    /// Chromium is stopped after `deadline` seconds of real time (a busy machine runs virtual time slowly).
    public static func load(_ url: String, screenshot file: URL, width: Int = 1600, height: Int = 1100,
                     darkScheme: Bool = false, touch: Bool = false, scale: Int = 1, budget: Int = 15_000,
                     acceptLanguage: String? = nil, deadline: Double = 90) async throws -> String {
        let pointer = touch ? ",primaryPointerType=2,availablePointerTypes=2,primaryHoverType=1,availableHoverTypes=1" : ""
        var scheme = darkScheme ? ["--force-dark-mode", "--blink-settings=preferredColorScheme=0" + pointer]
            : ["--blink-settings=preferredColorScheme=1" + pointer]
        // What the browser asks for in Accept-Language.
        if let acceptLanguage { scheme.append("--accept-lang=\(acceptLanguage)") }
        let output = try await run(scheme + ["--dump-dom", "--screenshot=\(file.path)", "--window-size=\(width),\(height)",
                                             "--force-device-scale-factor=\(scale)", "--hide-scrollbars",
                                             "--virtual-time-budget=\(budget)", url], deadline: deadline)
        return String(decoding: output, as: UTF8.self)
    }

    private static func run(_ arguments: [String], deadline: Double) async throws -> Data {
        guard let executable else { throw Missing() }
        let profile = try TestFolder.make("chromium")
        defer { try? FileManager.default.removeItem(at: profile) }
        let options = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                       "--disable-dev-shm-usage", "--user-data-dir=\(profile.path)"]
        return try await AwaitedProcess.run(URL(fileURLWithPath: executable), options + arguments, deadline: deadline).stdout
    }
}
