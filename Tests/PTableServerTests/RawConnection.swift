import Foundation

/// A plain TCP connection to the server, for what a well-behaved HTTP client never does:
/// garbage, half a request, hanging up mid-response.
final class RawConnection {
    private let descriptor: Int32

    init(port: Int) throws {
        // Stored only once connected: a class whose init throws after its properties are set is
        // deinitialised, and a second close() would close whatever descriptor took the number
        // meanwhile (a server's socket in a test running beside it, which then crashed NIO).
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
        self.descriptor = descriptor
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Up to `count` bytes, or fewer when the server closes or 10 s pass.
    func receive(upTo count: Int) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while data.count < count {
            let read = recv(descriptor, &buffer, min(buffer.count, count - data.count), 0)
            if read <= 0 { break }
            data.append(contentsOf: buffer[0..<read])
        }
        return data
    }

    /// Closes at once with a reset, as a client that crashed would.
    func reset() {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        shutdown(descriptor, Int32(SHUT_RDWR))
    }
}
