import Foundation
import Testing
@testable import Layout

@Suite struct ColorScaleTests {
    /// A ramp with no stops has no colour to give: it is refused when made, rather than
    /// trapping there (it was a precondition) or in `color(at:)`.
    @Test func aColormapWithNoColoursIsRefused() throws {
        #expect(throws: ColorScaleError.emptyColormap(name: "brand")) { try Colormap(name: "brand", colors: []) }
        #expect(ColorScaleError.emptyColormap(name: "brand").localizedDescription
            == "the colormap \"brand\" has no colours; give it at least one")
        let single = try Colormap(name: "one", colors: [.init(red: 1, green: 2, blue: 3)])
        #expect(single.color(at: 0.7) == .init(red: 1, green: 2, blue: 3))
    }

    @Test func viridisHasMatplotlibsEndsAndMiddle() {
        let viridis = Colormap.viridis
        #expect(viridis.colors.count == 256)
        #expect(viridis.colors.first?.rgbHex == "#440154")
        #expect(viridis.colors[128].rgbHex == "#21918c")
        #expect(viridis.colors.last?.rgbHex == "#fde725")
    }

    /// Monotonic up to the 8-bit rounding of two entries (dips under 0.0003 in luminance).
    @Test func viridisGetsLighterAllTheWay() {
        let luminances = Colormap.viridis.colors.map(\.relativeLuminance)
        #expect(zip(luminances, luminances.dropFirst()).allSatisfy { $0 <= $1 + 0.0003 })
        #expect(luminances.last! / luminances.first! > 20)
    }

    @Test func valuesOutsideTheRangeTakeTheEndColours() throws {
        let scale = try ColorScale(kind: .linear, lower: 300, upper: 3000)
        #expect(scale.color(for: 10) == Colormap.viridis.colors.first)
        #expect(scale.color(for: 5000) == Colormap.viridis.colors.last)
        #expect(scale.position(of: 1650) == 0.5)
    }

    @Test func linearTicksAreRoundNumbersInsideTheRange() throws {
        let scale = try ColorScale(kind: .linear, lower: 0.95, upper: 3695)
        let ticks = scale.ticks(maximumCount: 8)
        #expect(ticks == [500, 1000, 1500, 2000, 2500, 3000, 3500])
        #expect(ticks.map { scale.label(for: $0, among: ticks) } == ["500", "1000", "1500", "2000", "2500", "3000", "3500"])
        let small = try ColorScale(kind: .linear, lower: 0.7, upper: 3.98)
        let smallTicks = small.ticks(maximumCount: 8)
        #expect(smallTicks == [1, 1.5, 2, 2.5, 3, 3.5])
        #expect(smallTicks.map { small.label(for: $0, among: smallTicks) } == ["1", "1.5", "2", "2.5", "3", "3.5"])
    }

    /// Narrow ranges get a label per tick, each its own: with at most 8 decimals 1 to
    /// 1.0000000001 was labelled "1" six times, and 0.001 to 0.00100001 "0.001" twice.
    @Test(arguments: [(0.001, 0.00100001), (1, 1.00001), (123_456, 123_457.3), (-2.00002, -2), (0.004, 0.00400004),
                      (1, 1.0000000001), (0.5, 0.500000000001)])
    func theNarrowestRangesTicksHaveLabelsOfTheirOwn(lower: Double, upper: Double) throws {
        let scale = try ColorScale(kind: .linear, lower: lower, upper: upper)
        let ticks = scale.ticks(maximumCount: 7)
        let labels = ticks.map { scale.label(for: $0, among: ticks) }
        #expect(ticks.count >= 2 && Set(labels).count == labels.count, "\(labels)")
    }

    @Test func logTicksArePowersOfTen() throws {
        let scale = try ColorScale(kind: .log, lower: 0.00008988, upper: 22.59)
        let ticks = scale.ticks(maximumCount: 8)
        #expect(ticks == [0.0001, 0.001, 0.01, 0.1, 1, 10])
        #expect(ticks.map { scale.label(for: $0, among: ticks) } == ["10⁻⁴", "0.001", "0.01", "0.1", "1", "10"])
    }

    @Test func narrowLogRangesGetTwosAndFives() throws {
        let ticks = try ColorScale(kind: .log, lower: 1.5, upper: 60).ticks(maximumCount: 8)
        #expect(ticks == [2, 5, 10, 20, 50])
    }

    /// Pauling electronegativity (Fr 0.7 to F 3.98) on a log scale had two labels, 1 and 2.
    @Test func aLogRangeUnderADecadeGetsThrees() throws {
        #expect(try ColorScale(kind: .log, lower: 0.7, upper: 3.98).ticks(maximumCount: 7) == [1, 2, 3])
        #expect(try ColorScale(kind: .log, lower: 1.5, upper: 4).ticks(maximumCount: 7) == [2, 3])
    }

    @Test func logScaleRefusesValuesAtOrBelowZero() {
        let values: [(label: String, value: Double)] = [("Helium −48 kJ/mol", -48), ("Hydrogen 72.8 kJ/mol", 72.8), ("Neon 0", 0)]
        #expect(throws: ColorScaleError.nonPositiveLogValues(name: "Electron affinity", count: 2,
                                                             examples: ["Helium −48 kJ/mol", "Neon 0"])) {
            try ColorScale.fitting(values, kind: .log, name: "Electron affinity")
        }
        let message = ColorScaleError.nonPositiveLogValues(name: "Electron affinity", count: 2, examples: ["Helium −48 kJ/mol"])
            .localizedDescription
        #expect(message.contains("positive") && message.contains("linear"))
        #expect(throws: ColorScaleError.nonPositiveLogRange(lower: 0)) {
            try ColorScale(kind: .log, lower: 0, upper: 10)
        }
    }

    @Test func fittingSpansTheValuesOrTheGivenRange() throws {
        let values: [(label: String, value: Double)] = [("a", 3), ("b", 7), ("c", 5)]
        let fitted = try ColorScale.fitting(values, kind: .linear, name: "x")
        #expect(fitted.lower == 3 && fitted.upper == 7)
        let ranged = try ColorScale.fitting(values, kind: .linear, range: 0...100, name: "x")
        #expect(ranged.lower == 0 && ranged.upper == 100)
        let single = try ColorScale.fitting([("a", 4)], kind: .linear, name: "x")
        #expect(single.lower < 4 && single.upper > 4)
        #expect(throws: ColorScaleError.noValues(name: "x")) { try ColorScale.fitting([], kind: .linear, name: "x") }
        #expect(throws: ColorScaleError.noValues(name: "x")) { try ColorScale.fitting([], kind: .linear, range: 1...2, name: "x") }
    }
}
