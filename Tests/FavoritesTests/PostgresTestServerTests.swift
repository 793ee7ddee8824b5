import Foundation
import PTableTestSupport
import Testing

/// The throw-away PostgreSQL server outlives no test run: its watcher removes it when the process
/// that started it ends, even killed (a timeout's SIGKILL runs no exit handler).
@Suite struct PostgresTestServerTests {
    @Test func theServerGoesWhenItsOwnerProcessEnds() async throws {
        let owner = Process()
        owner.executableURL = URL(fileURLWithPath: "/bin/sleep")
        owner.arguments = ["600"]
        // Holding none of this process's pipes, and stopped whatever happens: `swift test` reads
        // this process's output until every holder has closed it.
        owner.standardOutput = FileHandle.nullDevice
        owner.standardError = FileHandle.nullDevice
        try owner.run()
        defer { kill(owner.processIdentifier, SIGKILL) }
        let server = try await PostgresTestServer.launch(owner: owner.processIdentifier)
        defer { server.remove() }
        #expect(FileManager.default.fileExists(atPath: server.folder + "/data"))
        kill(owner.processIdentifier, SIGKILL)
        owner.waitUntilExit()
        var gone = false
        for _ in 0..<60 where !gone {
            try await Task.sleep(for: .milliseconds(500))
            gone = !FileManager.default.fileExists(atPath: server.folder)
        }
        #expect(gone, "\(server.folder) is still there 30 s after its owner ended")
        #expect(Self.accepts(port: server.port) == false, "nothing listens on \(server.port) any more")
    }

    /// Whether a TCP connection to 127.0.0.1:`port` is accepted.
    static func accepts(port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
