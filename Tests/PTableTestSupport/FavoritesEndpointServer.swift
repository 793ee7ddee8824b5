import Foundation

/// `scripts/favorites-endpoint.py`, the seed-shaped endpoint, running on 127.0.0.1 for one test:
/// it stops when `stop()` closes its standard input (or the test process ends), and by itself
/// after `lifetime` seconds at most, a safety net only: a test's runs of ptable wait for free
/// process slots behind every other test's, so in a loaded full suite one test can take over a
/// minute, and a server that left after 60 s failed it; on two cores shared with a build, 900 s
/// was not enough either. An hour outlives any suite, and an orphan still goes with its parent.
public final class FavoritesEndpointServer {
    /// Seconds the server stays up if nothing stops it.
    static let lifetime = 3600
    public let url: URL
    private let process: Process
    private let input: Pipe

    /// Starts the server; `options` are the script's own (`--fail-status 503`, `--delay 3`, `--empty-post`).
    public init(_ options: [String] = []) throws {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/favorites-endpoint.py")
        process = Process()
        // -I: isolated, the standard library only (no user site packages, no PYTHON* variables).
        let python = Python.command(["-I", script.path, "--lifetime", String(Self.lifetime)] + options)
        process.executableURL = python.executable
        process.arguments = python.arguments
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
    public func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// A URL on 127.0.0.1 where nothing listens: a port this process keeps bound without
    /// listening until it exits, so connections are refused and no other server takes it.
    public static func closedURL() throws -> URL {
        let port = try LoopbackPort.refusing()
        closedPorts.withLock { $0.append(port) }
        return port.url()
    }

    private static let closedPorts = Locked<[LoopbackPort]>([])
}
