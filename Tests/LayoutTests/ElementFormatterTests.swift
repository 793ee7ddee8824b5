import Testing
@testable import Layout

@Suite struct ElementFormatterTests {
    let table = try! PeriodicTable.bundled()
    let kelvin = ElementFormatter()

    func element(_ symbol: String) -> Element { table.element(matching: symbol)! }

    @Test func listRowShowsMassAsWrittenInTheData() {
        #expect(kelvin.listRow(element("Na")) == ("Sodium", "Na(11) 22.989769282"))
        #expect(kelvin.listRow(element("H")) == ("Hydrogen", "H(1) 1.008"))
        #expect(kelvin.listRow(element("Tc")) == ("Technetium", "Tc(43) [98]"))
        // No isotope of element 119 has been made: its mass number is a prediction, marked as on its tile.
        #expect(kelvin.listRow(element("Uue")) == ("Ununennium", "Uue(119) ~[315]"))
        #expect(ElementFormatter(predicted: .hide).listRow(element("Uue")) == ("Ununennium", "Uue(119) —"))
        #expect(kelvin.listRow(element("F")) == ("Fluorine", "F(9) 18.9984031636"))
    }

    @Test func noListRowPrintsAWholeMassWithDecimalZero() {
        for element in table.elements {
            #expect(!kelvin.listRow(element).detail.hasSuffix(".0"))
        }
    }

    @Test func temperaturesHaveUnitAndAtMostTwoDecimals() {
        #expect(kelvin.melt(element("Na")) == "370.94 K")
        #expect(kelvin.boil(element("Na")) == "1156.09 K")
        #expect(kelvin.melt(element("Fe")) == "1811 K")
        let celsius = ElementFormatter(temperatureUnit: .celsius)
        #expect(celsius.melt(element("Na")) == "97.79 °C")
        #expect(celsius.boil(element("H")) == "−252.88 °C")
        #expect(celsius.melt(element("Ga")) == "29.76 °C")
        let fahrenheit = ElementFormatter(temperatureUnit: .fahrenheit)
        #expect(fahrenheit.boil(element("O")) == "−297.33 °F")
    }

    /// A conversion adds no digit the kelvin value lacks: iron's 1811 K is the Handbook's
    /// 1538 °C, not 1537.85 °C; radium's 969.15 K (696 °C + 273.15) is 696 °C.
    @Test func aConvertedTemperatureKeepsTheDecimalsOfItsKelvinValue() {
        let celsius = ElementFormatter(temperatureUnit: .celsius)
        #expect(celsius.melt(element("Fe")) == "1538 °C")
        #expect(celsius.boil(element("Fe")) == "2861 °C")
        #expect(celsius.melt(element("Ra")) == "696 °C")
        #expect(celsius.melt(element("Be")) == "1287 °C")
        let fahrenheit = ElementFormatter(temperatureUnit: .fahrenheit)
        #expect(fahrenheit.melt(element("Fe")) == "2800 °F")
        #expect(fahrenheit.melt(element("Ra")) == "1284.8 °F")
        #expect(ElementFormatter.decimalPlaces(of: 1811.0) == 0)
        #expect(ElementFormatter.decimalPlaces(of: 302.9146) == 4)
        #expect(ElementFormatter.decimalPlaces(of: 1e-7) == 2)
    }

    /// The Handbook gives white phosphorus's melting point as 44.15 °C, 317.30 K: the zero the
    /// kelvin number drops is written, and the conversion keeps the Handbook's two decimals.
    @Test func aHandbookTemperatureKeepsItsLastZero() {
        #expect(kelvin.melt(element("P")) == "317.30 K")
        #expect(kelvin.melt(element("Ge")) == "1211.40 K")
        #expect(kelvin.melt(element("Xe")) == "161.40 K")
        #expect(ElementFormatter(temperatureUnit: .celsius).melt(element("P")) == "44.15 °C")
        #expect(ElementFormatter(temperatureUnit: .celsius).melt(element("Xe")) == "−111.75 °C")
        #expect(kelvin.melt(element("Ra")) == "969.15 K")
        #expect(ElementFormatter(temperatureUnit: .celsius).melt(element("Ra")) == "696 °C")
    }

    @Test func temperatureUnitsAreNamedByLetterOrNameInAnyCase() {
        #expect(TemperatureUnit(named: "k") == .kelvin)
        #expect(TemperatureUnit(named: "Celsius") == .celsius)
        #expect(TemperatureUnit(named: "FAHRENHEIT") == .fahrenheit)
        #expect(TemperatureUnit(named: "°C") == nil)
        #expect(TemperatureUnit(named: "") == nil)
    }

    @Test func missingMeltingAndBoilingPointsShowDash() {
        #expect(kelvin.melt(element("Hs")) == "—")
        #expect(kelvin.boil(element("Hs")) == "—")
        #expect(kelvin.melt(element("Db")) == "—")
        #expect(kelvin.boil(element("No")) == "—")
    }

    @Test func sublimingElementsSaySoInsteadOfADash() {
        // The CRC Handbook's sublimation points (3825 °C and 616 °C).
        #expect(kelvin.melt(element("C")) == "sublimes at 4098.15 K")
        #expect(kelvin.boil(element("C")) == "sublimes at 4098.15 K")
        #expect(kelvin.melt(element("As")) == "sublimes at 889.15 K")
        #expect(ElementFormatter(temperatureUnit: .celsius).melt(element("As")) == "sublimes at 616 °C")
    }

    /// Helium freezes only under pressure: its 0.95 K is shown with the 2.5 MPa it holds at, in
    /// the language's numbers and the unit asked for, and a `--data` file's own helium value,
    /// whose pressure nothing states, is shown alone.
    @Test func aMeltingPointThatHoldsOnlyUnderPressureSaysAtWhichPressure() throws {
        #expect(kelvin.melt(element("He")) == "0.95 K (2.5 MPa)")
        #expect(kelvin.boil(element("He")) == "4.22 K")
        #expect(ElementFormatter(temperatureUnit: .celsius).melt(element("He")) == "−272.2 °C (2.5 MPa)")
        #expect(ElementFormatter(locale: try DisplayLocale.bundled("de")).melt(element("He")) == "0,95\u{00A0}K (2,5\u{00A0}MPa)")
        var ownHelium = element("He")
        ownHelium.melt = 1.1
        #expect(kelvin.melt(ownHelium) == "1.1 K")
        #expect(try DataCorrections.bundled().pressure(of: .melt, of: element("He")) == 2.5)
        #expect(try DataCorrections.bundled().pressure(of: .melt, of: ownHelium) == nil)
        #expect(table.elements.filter { kelvin.melt($0).contains("MPa") }.map(\.symbol) == ["He"])
    }

    @Test func missingDiscovererShowsDash() {
        #expect(kelvin.discoveredBy(element("Al")) == "—")
        #expect(kelvin.discoveredBy(element("Na")) == "Humphry Davy")
        #expect(kelvin.discoveredBy(element("Sg")) == "Lawrence Berkeley National Laboratory")
        // Element 119 has never been made, so it has no discoverer (DataCorrections.json).
        #expect(kelvin.discoveredBy(element("Uue")) == "—")
    }

    /// Places, ages and dates are written in the language; people and institutions keep their names.
    @Test func aDiscovererThatIsAPlaceOrADateIsTranslated() throws {
        #expect(kelvin.discoveredBy(element("S")) == "Ancient China", "the data's lowercase china")
        #expect(kelvin.discoveredBy(element("Hg")) == "unknown, before 2000 BCE")
        let german = ElementFormatter(locale: try DisplayLocale.bundled("de"))
        #expect(german.discoveredBy(element("Fe")) == "5000 v. Chr.")
        #expect(german.discoveredBy(element("Cu")) == "Naher Osten")
        #expect(german.discoveredBy(element("Na")) == "Humphry Davy")
        #expect(german.discoveredBy(element("Sg")) == "Lawrence Berkeley National Laboratory")
        let japanese = ElementFormatter(locale: try DisplayLocale.bundled("ja"))
        #expect(japanese.discoveredBy(element("Hg")) == "不明（紀元前2000年以前）")
        #expect(japanese.discoveredBy(element("Al")) == "—")
    }

    @Test func noFieldEverShowsNilOrAnEmptyString() {
        for element in table.elements {
            for text in [kelvin.number(element), kelvin.symbol(element), kelvin.name(element), kelvin.mass(element),
                         kelvin.melt(element), kelvin.boil(element), kelvin.discoveredBy(element), kelvin.category(element)] {
                #expect(!text.isEmpty)
                #expect(!text.contains("nil"))
                #expect(text != "0")
            }
        }
    }

    @Test func categoryIsCapitalised() {
        #expect(kelvin.category(element("Na")) == "Alkali metal")
        #expect(kelvin.category(element("Uue")) == "Unknown, but predicted to be an alkali metal")
    }

    @Test func decimalsAreLocaleIndependentAndTrimmed() {
        #expect(ElementFormatter.decimal(1.5, maximumFractionDigits: 2) == "1.5")
        #expect(ElementFormatter.decimal(2.0, maximumFractionDigits: 2) == "2")
        #expect(ElementFormatter.decimal(-0.001, maximumFractionDigits: 2) == "0")
        #expect(ElementFormatter.decimal(-3.14159, maximumFractionDigits: 2) == "−3.14")
    }

    @Test func controlCharactersInDataNeverReachTheOutput() {
        var hostile = Element(name: "Bad\u{1B}[31mName\u{07}", number: 200, symbol: "Bd", xpos: 1, ypos: 1)
        hostile.discoveredBy = "Eve\r\u{08}\u{202E}lin"
        #expect(kelvin.name(hostile) == "Bad [31mName ")
        #expect(kelvin.discoveredBy(hostile) == "Eve  lin")
    }
}
