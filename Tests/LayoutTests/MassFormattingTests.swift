import Testing
@testable import Layout

@Suite struct MassFormattingTests {
    let table = try! PeriodicTable.bundled()

    private func element(_ symbol: String) -> Element {
        table.elements.first { $0.symbol == symbol }!
    }

    private func userElement(number: Int, mass: Double?) -> Element {
        var element = Element(name: "Custom", number: number, symbol: "Cu", xpos: 1, ypos: 1)
        element.atomicMass = mass
        return element
    }

    // MARK: Tiles

    @Test(arguments: [
        ("C", "12.011"), ("Na", "22.990"), ("Li", "6.94"), ("Pb", "207.2"), ("H", "1.008"),
        ("Fe", "55.845"), ("Tc", "[98]"), ("Uue", "[315]"), ("Og", "[294]"),
    ])
    func tileShowsConventionalStandardAtomicWeight(symbol: String, expected: String) {
        #expect(MassFormatting.tileMass(of: element(symbol)) == expected)
    }

    /// No isotope of element 119 has been made: its mass number is a prediction, marked as one.
    @Test func aHypotheticalElementsMassIsMarkedAsAPrediction() {
        let ununennium = element("Uue"), oganesson = element("Og")
        #expect(ElementFormatter().mass(ununennium) == "~[315]")
        #expect(ElementFormatter(predicted: .show).mass(ununennium) == "[315]")
        #expect(ElementFormatter(predicted: .hide).mass(ununennium) == "—")
        #expect(ElementFormatter().mass(oganesson) == "[294]")
        #expect(TileField.mass.isPredicted(for: ununennium, formatter: ElementFormatter()))
        #expect(!TileField.mass.isPredicted(for: oganesson, formatter: ElementFormatter()))
        #expect(!TileField.mass.isPredicted(for: ununennium, formatter: ElementFormatter(predicted: .hide)))
    }

    @Test func tileKeepsPublishedTrailingZeros() {
        #expect(MassFormatting.tileMass(of: element("Te")) == "127.60")
        #expect(MassFormatting.tileMass(of: element("Ge")) == "72.630")
        #expect(MassFormatting.tileMass(of: element("Bi")) == "208.980")
    }

    @Test func tileIgnoresDigitAppendedToStandardValue() {
        // The data has 72.6308 = 72.630(8), 207.21 = 207.2(1) and 102.905502 = 102.90550(2).
        #expect(MassFormatting.tileMass(of: element("Ge")) != "72.631")
        #expect(MassFormatting.tileMass(of: element("Rh")) == "102.905")
    }

    /// Every bundled element against values typed from the CIAAW 2021 table (conventional
    /// values for interval elements, three decimals at most) and the dataset's mass numbers.
    @Test func tileOfEveryBundledElementMatchesTheStandardTable() {
        let expected: [String] = [
            "1.008", "4.003", "6.94", "9.012", "10.81", "12.011", "14.007", "15.999", "18.998", "20.180",       // 1-10
            "22.990", "24.305", "26.982", "28.085", "30.974", "32.06", "35.45", "39.95", "39.098", "40.078",   // 11-20
            "44.956", "47.867", "50.942", "51.996", "54.938", "55.845", "58.933", "58.693", "63.546", "65.38", // 21-30
            "69.723", "72.630", "74.922", "78.971", "79.904", "83.798", "85.468", "87.62", "88.906", "91.222", // 31-40
            "92.906", "95.95", "[98]", "101.07", "102.905", "106.42", "107.868", "112.414", "114.818", "118.710", // 41-50
            "121.760", "127.60", "126.904", "131.293", "132.905", "137.327", "138.905", "140.116", "140.908", "144.242", // 51-60
            "[145]", "150.36", "151.964", "157.249", "158.925", "162.500", "164.930", "167.259", "168.934", "173.045", // 61-70
            "174.967", "178.486", "180.948", "183.84", "186.207", "190.23", "192.217", "195.084", "196.967", "200.592", // 71-80
            "204.38", "207.2", "208.980", "[209]", "[210]", "[222]", "[223]", "[226]", "[227]", "232.038",   // 81-90
            "231.036", "238.029", "[237]", "[244]", "[243]", "[247]", "[247]", "[251]", "[252]", "[257]",    // 91-100
            "[258]", "[259]", "[266]", "[267]", "[268]", "[269]", "[270]", "[269]", "[278]", "[281]",        // 101-110
            "[282]", "[285]", "[286]", "[289]", "[289]", "[293]", "[294]", "[294]", "[315]",                 // 111-119
        ]
        #expect(expected.count == 119)
        #expect(table.elements.map(\.number) == Array(1...119))
        for (element, expectedMass) in zip(table.elements, expected) {
            #expect(MassFormatting.tileMass(of: element) == expectedMass, "\(element.symbol) (\(element.number))")
        }
    }

    @Test func tileOfUserMassThatDisagreesWithStandardShowsTheData() {
        #expect(MassFormatting.tileMass(of: userElement(number: 26, mass: 60.12345)) == "60.123")
    }

    @Test func tileOfMassWithoutStandardIsRoundedAndTrimmed() {
        #expect(MassFormatting.tileMass(of: userElement(number: 43, mass: 97.9072)) == "97.907")
        #expect(MassFormatting.tileMass(of: userElement(number: 200, mass: 300.1204)) == "300.12")
        #expect(MassFormatting.tileMass(of: userElement(number: 200, mass: 299.9996)) == "300")
    }

    @Test func tileWithoutStandardTableRoundsTheData() {
        #expect(MassFormatting.tileMass(of: element("Pb"), standardWeights: nil) == "207.21")
        #expect(MassFormatting.tileMass(of: element("Na"), standardWeights: nil) == "22.99")
    }

    @Test func tileOfElementWithoutMassIsNil() {
        #expect(MassFormatting.tileMass(of: userElement(number: 26, mass: nil)) == nil)
    }

    // MARK: List rows

    @Test(arguments: [("Na", "22.989769282"), ("H", "1.008"), ("Tc", "[98]"), ("F", "18.9984031636"), ("Pb", "207.21")])
    func listShowsMassAsWrittenInTheData(symbol: String, expected: String) {
        #expect(MassFormatting.listMass(of: element(symbol)) == expected)
    }

    @Test func listOfElementWithoutMassShowsDash() {
        #expect(MassFormatting.listMass(of: userElement(number: 26, mass: nil)) == MassFormatting.missingListMass)
    }

    @Test func listWritesTinyAndHugeMassesWithoutExponent() {
        #expect(MassFormatting.listMass(of: userElement(number: 1, mass: 0.00001)) == "0.00001")
        #expect(MassFormatting.listMass(of: userElement(number: 1, mass: 1.5e20)) == "150000000000000000000")
    }

    // MARK: Decimal rounding

    @Test(arguments: [
        ("22.98976928", "22.990"), ("6.94", "6.94"), ("207.2", "207.2"), ("12.011", "12.011"),
        ("2.0005", "2.001"), ("2.0004999", "2.000"), ("9.9995", "10.000"), ("999.9999", "1000.000"),
        ("0.0004", "0.000"), ("196.966570", "196.967"), ("-1.2345", "-1.235"), ("98", "98"),
    ])
    func decimalTextRoundsHalfUpOnTheDigits(text: String, expected: String) {
        #expect(MassFormatting.decimalText(text, roundedToAtMost: 3) == expected)
    }

    @Test func decimalTextRoundsToWholeNumber() {
        #expect(MassFormatting.decimalText("97.5", roundedToAtMost: 0) == "98")
    }
}
