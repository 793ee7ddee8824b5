import Testing
@testable import Layout

/// Superscript figures are 0.45 em tall: a mass number or an electron count set at the floor
/// (¹²C on a 128-pixel back, 3.5 pixels) is a smudge, so such a text takes a higher floor and
/// its field is dropped below it.
@Suite struct SuperscriptFloorTests {
    static let table = try! PeriodicTable.bundled()

    @Test(arguments: ["en", "de", "ja"], [96.0, 128, 192, 256, 512])
    func superscriptNumbersStandAsTallAsTheFloorsLowerCaseLetters(code: String, size: Double) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        var theme = Theme.classic
        theme.slots = try TileFieldList(parsing: "number,symbol,name,configuration,density").slots
        for element in Self.table.elements {
            for scene in [try BackTileLayout(formatter: formatter).scene(for: element, size: size),
                          try DetailTileLayout(theme: theme, formatter: formatter).scene(for: element, size: size)] {
                let sceneFloor = try #require(scene.minimumTextSize)
                let floor = max(sceneFloor, LegibilityFloor.latin(sceneFloor, locale: formatter.locale) * RoleText.superscriptFloorScale)
                let small = scene.textRuns.filter {
                    $0.text.contains { NumberText.superscriptCharacters.contains($0) } && $0.role != .density && $0.fontSize < floor - 0.01
                }
                #expect(small.isEmpty, "\(code) \(size) \(element.symbol): \(small.map { "\($0.text) \($0.fontSize)" })")
            }
        }
    }

    @Test func aSmallBackLeavesItsIsotopesOutAndALargeOneShowsThem() throws {
        let carbon = try Self.table.requireElement(matching: "C")
        let isotopes = { (size: Double) in
            try BackTileLayout().scene(for: carbon, size: size).textRuns.filter { $0.role == .isotopes }.map(\.text)
        }
        #expect(try isotopes(128) == [])
        #expect(try isotopes(256) == ["¹²C\u{A0}98.94\u{A0}%, ¹³C\u{A0}1.06\u{A0}%"])
    }

    /// A Chinese, Japanese or Korean tile's floor is raised for its own script; its Latin
    /// figures need no more than an English tile's, so a 256-pixel back keeps its isotopes.
    @Test func aJapaneseBackKeepsItsIsotopesWhereItsFloorIsHigh() throws {
        let iron = try Self.table.requireElement(matching: "Fe")
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled("ja"))
        let runs = try BackTileLayout(formatter: formatter).scene(for: iron, size: 256).textRuns
        let isotopes = runs.filter { $0.role == .isotopes }
        #expect(isotopes.count == 2 && isotopes.first?.text.hasPrefix("⁵⁶Fe") == true, "\(isotopes.map(\.text))")
        #expect(isotopes.allSatisfy { $0.fontSize >= 10 }, "the tile's own floor, over the figures' 9.69")
    }

    /// A unit's power is read with its unit: density keeps the plain floor.
    @Test func aUnitsPowerKeepsThePlainFloor() throws {
        var theme = Theme.classic
        theme.slots = try TileFieldList(parsing: "number,symbol,name,configuration,density").slots
        let iron = try Self.table.requireElement(matching: "Fe")
        let runs = try DetailTileLayout(theme: theme).scene(for: iron, size: 192).textRuns
        #expect(runs.filter { $0.role == .density }.map(\.text) == ["7.87 g/cm³"])
        #expect(runs.filter { $0.role == .electronConfiguration }.isEmpty)
    }
}
