import Foundation
import Testing

/// `ptable serve --cors-origin` takes origins as a browser sends them; anything else is refused
/// before the server listens.
@Suite struct CrossOriginOptionEndToEndTests {
    @Test(arguments: ["localhost:3000", "http://localhost:3000/app", "ftp://files.example", "http://localhost:99999", "http://localhost:0"])
    func aValueThatIsNoOriginIsAUsageError(value: String) async throws {
        let result = try await Ptable.run(["serve", "--port", "0", "--cors-origin", value])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: --cors-origin \"\(value)\" is not an origin: give scheme://host[:port] (e.g. http://localhost:3000), * or none"),
                "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
