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
