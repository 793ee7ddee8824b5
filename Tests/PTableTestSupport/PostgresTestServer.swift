import Foundation

/// A real PostgreSQL server for tests, run by `scripts/postgres-test-server.sh` (the script the
/// cluster and load scripts use too): its own cluster in a temporary folder, on 127.0.0.1 at a
/// free port, removed when `remove()` is called or the test process exits, and by the script's
/// watcher when the process ends without running its exit handlers (killed by a timeout).
///
/// `shared` serves every test that only needs a database (each makes its own with
/// `makeDatabase()`); a test that stops the server starts one of its own.
public final class PostgresTestServer: Sendable {
    /// The cluster's folder.
    public let folder: String
    /// The port it listens on, on 127.0.0.1.
    public let port: Int

    /// Starts a new server, removed once process `owner` (this one unless told) has ended.
    ///
    /// - Throws: `Failure` with the script's message (no PostgreSQL installed, no free port).
    public static func launch(owner: Int32 = getpid()) async throws -> PostgresTestServer {
        try await offThePool { try PostgresTestServer(owner: owner) }
    }

    private init(owner: Int32) throws {
        let words = try Self.script(["start", "--owner", String(owner)]).split(separator: " ")
        guard words.count == 2, let port = Int(words[1]) else { throw Failure(message: "unexpected output: \(words)") }
        folder = String(words[0])
        self.port = port
        Self.started.withLock { $0.append(folder) }
    }

    /// The server the suites share, started on first use.
    public static func shared() async throws -> PostgresTestServer {
        let task = sharedServer.withLock { task in
            if let task { return task }
            let started = Task { try await launch() }
            task = started
            return started
        }
        return try await task.value
    }

    /// A new empty database on this server, as the `postgres://` URL ptable takes.
    public func makeDatabase(_ prefix: String = "test") async throws -> String {
        let name = prefix + "_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(12)
        let folder = folder
        return try await Self.offThePool { try Self.script(["createdb", folder, name]) }
    }

    /// Stops the server (fast shutdown: connections are cut).
    public func stop() async throws {
        let folder = folder
        _ = try await Self.offThePool { try Self.script(["stop", folder]) }
    }

    /// Starts the stopped server again, at the same port.
    public func start() async throws {
        let folder = folder
        _ = try await Self.offThePool { try Self.script(["start", folder]) }
    }

    /// `work` on a thread of its own: the scripts block while servers start and stop, and the
    /// concurrency pool's few threads must stay free for the tests' other processes and servers.
    static func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Error>, Never>) in
            Thread { continuation.resume(returning: Result { try work() }) }.start()
        }
        return try outcome.get()
    }

    /// Turns TLS on, with a self-signed certificate no client trusts (as many servers have).
    public func enableTLS() async throws {
        let folder = folder
        _ = try await Self.offThePool { try Self.script(["tls", folder]) }
    }

    /// Makes `role`, a superuser that must log in over TLS with a certificate for it, signed by
    /// the server's own (TLS must be on); writes `client.crt` and `client.key` into `folder`.
    public func requireClientCertificate(role: String, writingTo output: String) async throws {
        let folder = folder
        _ = try await Self.offThePool { try Self.script(["clientcert", folder, role, output]) }
    }

    /// Makes `role`, a superuser that must log in over TCP with `password` (scram-sha-256), where
    /// every other role is trusted.
    public func requirePassword(role: String, password: String) async throws {
        let folder = folder
        _ = try await Self.offThePool { try Self.script(["password", folder, role, password]) }
    }

    /// Stops the server and deletes its folder.
    public func remove() {
        _ = try? Self.script(["remove", folder])
        Self.started.withLock { $0.removeAll { $0 == folder } }
    }

    /// The script failed; `message` is what it printed on stderr.
    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
        public init(message: String) { self.message = message }
    }

    private static let sharedServer = Locked<Task<PostgresTestServer, Error>?>(nil)

    /// Every folder started and not yet removed, removed when the process exits.
    private static let started: Locked<[String]> = {
        atexit {
            for folder in PostgresTestServer.started.withLock({ $0 }) {
                _ = try? PostgresTestServer.script(["remove", folder])
            }
        }
        return Locked([])
    }()

    private static let scriptPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/postgres-test-server.sh").path

    /// Runs the script with `arguments`; its standard output, trimmed. Output goes through files,
    /// not pipes (the server the script starts would hold a pipe open as long as it runs), and the
    /// child is spawned and waited for directly: Foundation's `Process` left it unreaped when tests
    /// on every thread of the concurrency pool waited for scripts at once.
    @discardableResult
    static func script(_ arguments: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-pg-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("stdout").path
        let errorFile = folder.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = (["/bin/bash", scriptPath] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/bash", &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(message: "cannot run \(scriptPath): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let text = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: outputFile))) ?? Data(), as: UTF8.self)
        // WIFEXITED and WEXITSTATUS, which Swift does not import as functions.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            let message = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: errorFile))) ?? Data(), as: UTF8.self)
            throw Failure(message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
