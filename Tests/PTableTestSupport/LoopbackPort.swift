import Foundation

/// A TCP port on 127.0.0.1 that this process holds, for endpoints that must fail: `refusing`
/// binds it without listening, so every connection is refused at once; `silent` listens but
/// never accepts nor answers, so a client connects, sends its request and waits for nothing.
/// No other server can take the port while this object lives; `deinit` frees it.
public final class LoopbackPort: @unchecked Sendable {
    /// The port number the kernel picked.
    public let port: Int
    private let descriptor: Int32

    /// A port where nothing listens: connections are refused.
    public static func refusing() throws -> LoopbackPort { try LoopbackPort(listening: false) }

    /// A port that takes connections (the kernel completes them) and never answers.
    public static func silent() throws -> LoopbackPort { try LoopbackPort(listening: true) }

    private init(listening: Bool) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound, !listening || listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        // Never blocks: `connectionsMade` only takes what is already queued.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(descriptor) }

    /// `http://127.0.0.1:PORT/path`.
    public func url(path: String = "/favorites") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// How many connections clients made to a silent port since the last call (each is taken
    /// from the listen queue and closed).
    public func connectionsMade() -> Int {
        var count = 0
        while case let connection = accept(descriptor, nil, nil), connection >= 0 {
            close(connection)
            count += 1
        }
        return count
    }
}
