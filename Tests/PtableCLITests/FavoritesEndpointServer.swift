import Foundation

/// `scripts/favorites-endpoint.py`, the seed-shaped endpoint, running on 127.0.0.1 for one test:
/// it stops when `stop()` closes its standard input, and by itself after 60 seconds at most.
final class FavoritesEndpointServer {
    let url: URL
    private let process: Process
    private let input: Pipe

    /// Starts the server; `options` are the script's own (`--fail-status 503`, `--delay 3`, `--empty-post`).
    init(_ options: [String] = []) throws {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/favorites-endpoint.py")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--lifetime", "60"] + options
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let text = String(data: line, encoding: .utf8), let url = URL(string: text), url.host == "127.0.0.1" else {
            process.terminate()
            throw CocoaError(.fileReadUnknown)
        }
        self.url = url
    }

    /// Closes the server's standard input and waits for it to exit.
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// A URL on 127.0.0.1 where nothing listens: a server's, once stopped.
    static func closedURL() throws -> URL {
        let server = try FavoritesEndpointServer()
        server.stop()
        return server.url
    }
}
