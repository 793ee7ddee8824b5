@testable import SVGRenderer
import Testing

@Suite struct SVGNumberTests {
    @Test(arguments: [
        (2.0, "2"),
        (-0.0, "0"),
        (0, "0"),
        (-0.004, "0"),
        (12.345, "12.35"),
        (1.005, "1"), // 1.005 is stored as 1.00499999…, which rounds down, exactly like Layout's @Fixed
        (0.5, "0.5"),
        (0.05, "0.05"),
        (-3.1, "-3.1"),
        (-3.14159, "-3.14"),
        (1234567.899, "1234567.9"),
        (99.999, "100"),
        (Double.nan, "0"),
        (Double.infinity, "0"),
    ])
    func numbersHaveAtMostTwoDecimals(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func hugeValuesAreClampedNotTrapped() {
        #expect(SVGNumber.format(1e300) == "1000000000000")
        #expect(SVGNumber.format(-1e300) == "-1000000000000")
    }
}
