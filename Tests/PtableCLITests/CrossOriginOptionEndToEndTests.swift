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

    @Test func noneBesideOtherOriginsIsAUsageError() async throws {
        let both = try await Ptable.run(["serve", "--port", "0", "--cors-origin", "none,*"])
        #expect(both.status == 64)
        #expect(both.stderrLines.first == #"error: --cors-origin none lets no other origin change favourites, but "*" is given too; leave out none or the others"#)
        let apart = try await Ptable.run(["serve", "--port", "0", "--cors-origin", "http://a.example", "--cors-origin", "NONE"])
        #expect(apart.status == 64)
        #expect(apart.stderrLines.first?.contains(#"but "http://a.example" is given too"#) == true)
        #expect(apart.stdout.isEmpty)
    }
}
