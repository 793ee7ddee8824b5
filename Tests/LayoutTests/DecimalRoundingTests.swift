import Testing
@testable import Layout

/// Values are rounded as they read, half away from zero: a tile that shows krypton's boiling
/// point 119.735 K to two decimals says 119.74 K, not the 119.73 of the binary number below it.
@Suite struct DecimalRoundingTests {
    @Test func halvesRoundAwayFromZeroAsTheyRead() {
        let cases: [(Double, Int, String)] = [
            (119.735, 2, "119.74"), (0.95, 1, "1.0"), (4098.15, 1, "4098.2"), (1.005, 2, "1.01"),
            (2.5, 0, "3"), (-2.5, 0, "-3"), (119.735 - 273.15, 2, "-153.42"), (629.769, 2, "629.77"),
            (0, 2, "0.00"), (1.0000000001, 10, "1.0000000001"), (3e-5, 6, "0.000030"), (1e14 + 0.25, 1, "100000000000000.3"),
        ]
        for (value, digits, text) in cases {
            #expect(NumberText.fixed(value, fractionDigits: digits) == text, "\(value) to \(digits)")
        }
    }

    @Test func aTileWritesKryptonsBoilingPointRoundedAsItReads() throws {
        let krypton = try #require(try PeriodicTable.bundled().element(matching: "Kr"))
        var formatter = ElementFormatter()
        formatter.temperatureUnit = .celsius
        #expect(formatter.temperature(krypton.boil, decimals: nil) == "−153.42 °C")
        #expect(ElementFormatter.decimal(0.95, maximumFractionDigits: 1) == "1")
    }
}
