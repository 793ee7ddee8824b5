import Foundation

/// Debian's headless Chromium, run as a page's reader would: it loads a URL, runs its script
/// and prints the DOM or saves a screenshot. Bounded by `--virtual-time-budget` and a deadline.
enum Chromium {
    static let executable = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "chromium is not installed; bash scripts/install-dependencies.sh installs it" }
    }

    /// The DOM after the page's scripts ran for `budget` ms of virtual time.
    static func dumpDOM(_ url: String, budget: Int = 15_000) throws -> String {
        String(decoding: try run(["--dump-dom", "--virtual-time-budget=\(budget)", url]), as: UTF8.self)
    }

    /// A PNG screenshot of the page at `width` × `height`.
    static func screenshot(_ url: String, to file: URL, width: Int = 1600, height: Int = 1100, budget: Int = 15_000) throws {
        _ = try run(["--screenshot=\(file.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
                     "--virtual-time-budget=\(budget)", url])
    }

    private static func run(_ arguments: [String]) throws -> Data {
        guard let executable else { throw Missing() }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--disable-dev-shm-usage", "--user-data-dir=\(profile.path)"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 90, execute: killer)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        return data
    }
}
