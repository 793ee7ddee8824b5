import Testing
@testable import Layout

/// Colour scales and number text at the ends of `Double`: no trap, finite positions, labels
/// that tell ticks apart, and ordinary ranges unchanged.
@Suite struct ExtremeScaleTests {
    static let ranges: [(Double, Double)] = [
        (-1.7e308, 1.7e308), (-.greatestFiniteMagnitude, .greatestFiniteMagnitude), (0, 1e-320), (0, 5e-324),
        (1e308, 1.7e308), (-1e-310, 1e-310), (1e20, 1.0000001e20), (-1e-300, 0), (1e300, 1e300 * (1 + 1e-15)),
        (-5e-324, 5e-324), (1e14, 1e14 + 0.5),
    ]

    @Test(arguments: ranges)
    func linearScalesOverExtremeRangesGiveFinitePositionsTicksAndDistinctLabels(lower: Double, upper: Double) throws {
        let scale = try ColorScale(kind: .linear, lower: lower, upper: upper)
        for value in [lower, upper, (lower / 2 + upper / 2), -.greatestFiniteMagnitude, .greatestFiniteMagnitude, 0] {
            let position = scale.position(of: value)
            #expect(position.isFinite && (0...1).contains(position), "\(value) → \(position)")
        }
        #expect(scale.value(at: 0.5).isFinite)
        let ticks = scale.ticks(maximumCount: 7)
        #expect(ticks.count >= 2 && ticks.count <= 7)
        let labels = ticks.map { scale.label(for: $0, among: ticks) }
        #expect(Set(labels).count == labels.count, "\(labels)")
        #expect(labels.allSatisfy { $0.count <= 24 }, "\(labels)")
    }

    @Test(arguments: [(5e-324, 1e-300), (1e-320, 1.7e308), (1, .greatestFiniteMagnitude), (5e-324, 1e-323)])
    func logScalesOverExtremeRangesGiveFiniteTicks(lower: Double, upper: Double) throws {
        let scale = try ColorScale(kind: .log, lower: lower, upper: upper)
        let ticks = scale.ticks(maximumCount: 7)
        #expect(!ticks.isEmpty && ticks.allSatisfy { $0.isFinite && $0 > 0 })
        for tick in ticks {
            #expect(!scale.label(for: tick, among: ticks).isEmpty)
            #expect(scale.position(of: tick).isFinite)
        }
    }

    @Test func theWidestRangeIsLabelledInPowersOfTen() throws {
        let scale = try ColorScale(kind: .linear, lower: -1.7e308, upper: 1.7e308)
        let ticks = scale.ticks(maximumCount: 7)
        #expect(ticks.map { scale.label(for: $0, among: ticks) }
            == ["−1.5×10³⁰⁸", "−1×10³⁰⁸", "−5×10³⁰⁷", "0", "5×10³⁰⁷", "1×10³⁰⁸", "1.5×10³⁰⁸"])
        #expect(scale.position(of: 0) == 0.5)
    }

    @Test func aSingleValueAtTheEndOfDoubleStillMakesAScale() throws {
        let linear = try ColorScale.fitting([("X", .greatestFiniteMagnitude)], kind: .linear, name: "Melting point")
        #expect(linear.upper == .greatestFiniteMagnitude && linear.lower < linear.upper)
        let log = try ColorScale.fitting([("X", 5e-324)], kind: .log, name: "Density")
        #expect(log.lower == 5e-324 && log.upper > log.lower)
    }

    @Test func ordinaryRangesKeepTheirLabels() throws {
        let scale = try ColorScale(kind: .linear, lower: 0, upper: 3700)
        let ticks = scale.ticks(maximumCount: 7)
        #expect(ticks.map { scale.label(for: $0, among: ticks) } == ["0", "1000", "2000", "3000"])
    }

    /// A user's file's tiny values on a tile: a power of ten, never Swift's `1e-07` nor a `0`.
    @Test func aUsersTinyValuesAreWrittenWithAPowerOfTenNeverAsZero() throws {
        var sodium = try #require(try PeriodicTable.bundled().element(matching: "Na"))
        sodium.molarHeat = 1e-7
        sodium.electronAffinity = 5e-324
        sodium.electronegativityPauling = 1e-7
        sodium.atomicMass = 1e-9
        let formatter = ElementFormatter(dataOrigin: .userData, locale: try DisplayLocale.bundled("de"))
        #expect(formatter.sourcedText("molar-heat-capacity", of: sodium) == "1×10⁻⁷\u{a0}J/(mol·K)")
        #expect(formatter.sourcedText("electron-affinity", of: sodium) == "4,941×10⁻³²⁴\u{a0}kJ/mol")
        #expect(formatter.sourcedText("electronegativity", of: sodium) == "1×10⁻⁷")
        #expect(formatter.mass(sodium) == "1×10⁻⁹")
        sodium.electronegativityPauling = 0.93
        #expect(formatter.sourcedText("electronegativity", of: sodium) == "0,93")
    }

    @Test func numbersOutsideTheReadableRangeAreWrittenWithAPowerOfTen() {
        #expect(ElementFormatter.decimal(1.7e308, maximumFractionDigits: 2) == "1.7×10³⁰⁸")
        #expect(ElementFormatter.decimal(-5e-324, maximumFractionDigits: 2) == "−4.941×10⁻³²⁴")
        #expect(ElementFormatter.decimal(1e-310, maximumFractionDigits: 2) == "1×10⁻³¹⁰")
        #expect(ElementFormatter.decimal(.infinity, maximumFractionDigits: 2) == "—")
        #expect(ElementFormatter.decimal(.nan, maximumFractionDigits: 2) == "—")
        #expect(ElementFormatter.decimal(999_999_999_999_999, maximumFractionDigits: 0) == "999999999999999")
        #expect(ElementFormatter.decimal(370.944, maximumFractionDigits: 2) == "370.94")
        #expect(ElementFormatter.decimal(0.000001, maximumFractionDigits: 6) == "0.000001")
        #expect(NumberText.scientific(2.2250738585072014e-308, significantDigits: 3) == "2.23×10⁻³⁰⁸")
    }

    @Test func aDenormalGasDensityStaysPositiveInGramsPerCubicCentimetre() throws {
        var hydrogen = Element(name: "Hydrogen", number: 1, symbol: "H", xpos: 1, ypos: 1)
        hydrogen.phase = "Gas"
        hydrogen.density = 5e-324
        let value = try #require(NumericProperty.density.value(of: hydrogen, formatter: ElementFormatter()))
        #expect(value > 0)
        #expect(try ColorScale.fitting([("Hydrogen", value)], kind: .log, name: "Density").lower > 0)
    }

    @Test func doublesBecomeIntegersWithoutTrapping() {
        #expect(Int(saturating: .infinity) == .max)
        #expect(Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: 1e300) == .max)
        #expect(Int(saturating: -3.9) == -3)
    }

    @Test func noncharactersAreLeftOutOfDataText() {
        // Swift string literals cannot hold noncharacters, so the text is built from scalars.
        let scalars = ([0x61, 0xFFFE, 0x62, 0xFDD0, 0x63, 0x10FFFF, 0x64, 0xFFFD] as [UInt32]).compactMap { Unicode.Scalar($0) }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        #expect(ElementText.sanitized(String(text)) == "abcd\u{FFFD}")
        #expect(Unicode.Scalar(0xFDEF)!.isNoncharacter && Unicode.Scalar(0x1FFFE)!.isNoncharacter)
        #expect(!Unicode.Scalar(0xFFFD)!.isNoncharacter && !Unicode.Scalar(0xFDCF)!.isNoncharacter)
    }
}
