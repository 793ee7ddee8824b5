import Testing
@testable import Layout

/// Element values no data file can carry any more (the loader refuses them) still format
/// without trapping when an `Element` is built in code.
@Suite struct FormattingExtremesTests {
    static let extremes: [Double] = [1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                     .infinity, -.infinity, .nan, 5e-324, 9.223372036854775807e18, 1e15, -0.0]

    @Test(arguments: extremes)
    func massesAndTemperaturesFormatWithoutTrapping(value: Double) {
        var element = Element(name: "X", number: 1, symbol: "X", xpos: 1, ypos: 1)
        element.atomicMass = value
        element.melt = value
        element.boil = value
        for unit in [TemperatureUnit.kelvin, .celsius, .fahrenheit] {
            let formatter = ElementFormatter(temperatureUnit: unit)
            #expect(!formatter.mass(element).isEmpty)
            #expect(!formatter.listRow(element).detail.isEmpty)
            #expect(!formatter.melt(element).isEmpty)
        }
        #expect(MassFormatting.tileMass(of: element, standardWeights: nil) != nil)
    }

    @Test func onlyModestWholeMassesAreMassNumbers() {
        var element = Element(name: "X", number: 1, symbol: "X", xpos: 1, ypos: 1)
        element.atomicMass = 1e300
        #expect(!element.hasMassNumberOnly)
        element.atomicMass = 98
        #expect(element.hasMassNumberOnly)
        #expect(MassFormatting.listMass(of: element) == "[98]")
    }
}
