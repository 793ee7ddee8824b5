import Foundation
import PTableTestSupport
import Testing

/// `--host` values that name no address: one error line and a documented exit code, never an
/// internal error.
@Suite struct ListenAddressTests {
    /// `.invalid` never resolves (RFC 6761), so this fails the same way on any machine.
    @Test func aHostThatDoesNotResolveIsOneErrorLineAndExitCode74() async throws {
        let result = try await AwaitedProcess.run(ServerProcess.executable,
                                                  ["serve", "--host", "no-such-host.invalid", "--port", "0"], deadline: 60)
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr == "error: cannot listen on no-such-host.invalid:0: no such host (not an address, and the name does not resolve)\n")
        #expect(result.stdout.isEmpty)
    }

    /// `--host [::1]`, written as the listening line writes an IPv6 address, listens on ::1; the
    /// brackets went to the resolver ("no such host"). Skipped where the machine has no ::1.
    @Test(.enabled(if: ListenAddressTests.hasIPv6Loopback))
    func anIPv6HostInBracketsListens() async throws {
        let server = try await ServerProcess.start(["--host", "[::1]"])
        #expect(server.baseURL.hasPrefix("http://[::1]:"))
        _ = await server.stop()
    }

    static var hasIPv6Loopback: Bool {
        let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr = in6addr_loopback
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0 }
        }
    }

    @Test func anEmptyHostIsAUsageError() async throws {
        let result = try await AwaitedProcess.run(ServerProcess.executable, ["serve", "--host", "", "--port", "0"], deadline: 60)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: --host needs an address such as 127.0.0.1 or 0.0.0.0, got an empty value\n"))
        #expect(result.stdout.isEmpty)
    }

    /// `--data` as `serve` cannot use it: empty (it read the current folder) or `-` (it looked
    /// for a file named -, where every other command reads standard input).
    @Test(arguments: [("", "error: --data needs a file, got an empty path\n"),
                      ("-", "error: --data - (standard input) cannot be served; give a file (./- for a file named -)\n")])
    func dataThatCannotBeServedIsAUsageError(data: String, message: String) async throws {
        let result = try await AwaitedProcess.run(ServerProcess.executable, ["serve", "--data", data, "--port", "0"], deadline: 60)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
