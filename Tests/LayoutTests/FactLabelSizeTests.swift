import Foundation
import Testing
@testable import Layout

/// A fact's label takes the room its value leaves on the row: it is drawn at the labels' one
/// size, beside its value, wherever both fit there, and is not condensed or put over its value
/// because of a fixed share of the row.
@Suite struct FactLabelSizeTests {
    static let table = try! PeriodicTable.bundled()

    func scene(_ symbol: String, fields: String, language: String, size: Double) throws -> Scene {
        var theme = Theme.classic
        theme.slots = try TileFieldList(parsing: fields).slots
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(language))
        return try DetailTileLayout(theme: theme, formatter: formatter)
            .scene(for: try Self.table.requireElement(matching: symbol), size: size)
    }

    @Test func aLongLabelBesideAShortValueKeepsTheLabelsSize() throws {
        let scene = try scene("Fe", fields: "number,symbol,name,mass,atomic-radius,covalent-radius,van-der-waals-radius,density",
                              language: "en", size: 256)
        let labels = scene.textRuns.filter { $0.role == .label }
        #expect(labels.map(\.text) == ["Atomic radius", "Covalent radius", "Van der Waals radius", "Density"])
        #expect(Set(labels.map(\.fontSize)) == [10.24], "\(labels.map { ($0.text, $0.fontSize) })")
        let radius = try #require(scene.textRuns.first { $0.role == .vanDerWaalsRadius })
        #expect(radius.y == labels[2].y, "the value stays beside its label")
    }

    @Test func aLongWordBesideAShortValueStaysOnItsRow() throws {
        let scene = try scene("Fe", fields: "number,symbol,name,mass,electronegativity,electron-affinity", language: "ru",
                              size: 256)
        let label = try #require(scene.textRuns.first { $0.role == .label && $0.text == "Электроотрицательность" })
        let value = try #require(scene.textRuns.first { $0.role == .electronegativity })
        #expect(value.text == "1,83")
        #expect(value.y == label.y, "1,83 goes beside Электроотрицательность, not under it")
        #expect(label.fontSize == 10.24)
        #expect(label.x + label.measuredWidth < value.x - value.measuredWidth, "the label ends before its value starts")
    }

    @Test func aLabelThatFitsBesideOnlyCondensedGoesOverItsValue() throws {
        let scene = try scene("Fe", fields: "number,symbol,name,mass,electronegativity,ionization-energy", language: "ru",
                              size: 256)
        let label = try #require(scene.textRuns.first { $0.role == .label && $0.text == "Первая энергия ионизации" })
        let value = try #require(scene.textRuns.first { $0.role == .ionizationEnergy })
        #expect(label.fontSize == 10.24)
        #expect(value.y > label.y, "7,9024681 эВ goes under its label")
    }
}
