import Foundation
import Testing
@testable import ElementData
@testable import Layout

/// A value a tile or heatmap shows is the value `ptable properties ELEMENT` lists, with the same
/// source, and every source a heatmap's footer names is a reference `ptable sources` prints.
@Suite struct ShownValueAgreementTests {
    let table = try! PeriodicTable.bundled()
    let properties = try! ElementProperties.bundled()
    let formatter = ElementFormatter()

    /// For every element and every tile field `properties` also lists: the number on the tile is the
    /// listed one (with its digits, or rounded to fewer, as melting points in whole kelvin and densities
    /// to three decimals are), its source is the listed one, and a prediction there is one here.
    @Test func everyTileValueIsThePropertiesEntryWithItsSource() throws {
        var disagreements: [String] = []
        for element in table.elements where element.number <= 118 {
            for field in TileField.allCases where field != .mass {
                guard let key = listedKey(of: field, for: element) else { continue }
                let shown = field.text(for: element, formatter: formatter)
                guard let entry = properties.value(key, forNumber: element.number) else {
                    if shown != ElementFormatter.missing { disagreements.append("\(element.symbol) \(key): \(shown), not listed") }
                    continue
                }
                let number = Double(shown.replacingOccurrences(of: "−", with: "-").drop { !$0.isNumber && $0 != "-" }
                    .prefix { $0.isNumber || $0 == "." || $0 == "-" })
                if entry.number != nil, !(number.map { ElementFormatter.isRounding(of: entry.text, $0) } ?? false) {
                    disagreements.append("\(element.symbol) \(key): shown \(shown), listed \(entry.textWithUnit)")
                }
                if shown.hasPrefix("~") != entry.predicted {
                    disagreements.append("\(element.symbol) \(key): shown \(shown), listed predicted \(entry.predicted)")
                }
                let source = formatter.provenance(of: field, for: element)?.label
                if source != entry.provenance.label {
                    disagreements.append("\(element.symbol) \(key): shown from \(source ?? "nothing"), listed from \(entry.provenance.label)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    /// A tile's mass cites the standard atomic weight exactly where `properties` lists one.
    @Test func aMassCitesTheListedStandardAtomicWeight() {
        for element in table.elements where element.number <= 118 && !element.hasMassNumberOnly {
            let listed = properties.value(ElementProperties.standardAtomicWeightKey, forNumber: element.number)
            #expect(formatter.provenance(of: .mass, for: element) == listed?.provenance, "\(element.symbol)")
        }
    }

    /// Every source a heatmap's footer names, for every `--color-by` property, is a reference of
    /// `ptable sources` (or the element data the footer's data credit names), never a file name.
    @Test func everyHeatmapSourceResolvesToAReference() {
        for property in NumericProperty.allCases where property != .atomicNumber {
            for source in property.sources(of: table.elements, formatter: formatter) {
                guard case let .reference(key) = source else {
                    #expect(source == .bundledData, "\(property): \(source)")
                    continue
                }
                #expect(properties.reference(forKey: key) != nil, "\(property): \(key) is not in ptable sources")
            }
            let credit = SourceCredit(formatter: formatter).text(coloring: .heatmap(Heatmap(property: property)),
                                                                 elements: table.elements, citesAtomicWeights: true)
            #expect(credit?.contains(".md") != true, "\(property): \(credit ?? "")")
        }
    }

    /// A copy of the bundled data read as a `--data` file keeps the user's numbers (sodium's density
    /// 0.968 g/cm³ was shown as the Handbook's 0.97 and labelled user data); only a known error the
    /// file repeats is corrected, and then shown with the correction's reference, not as the user's.
    @Test func aUsersFileKeepsItsNumbersAndACorrectedKnownErrorCitesItsSource() throws {
        let url = try ResourceLocator.elementDataResources.url(forFile: "PeriodicTableJSON.json")
        let user = try PeriodicTable(elements: ElementDataLoader.elements(contentsOf: url))
        var userFormatter = ElementFormatter()
        userFormatter.dataOrigin = .userData
        func shown(_ symbol: String, _ field: TileField) -> (String, String?) {
            let element = user.element(matching: symbol)!
            return (field.text(for: element, formatter: userFormatter), userFormatter.provenance(of: field, for: element)?.label)
        }
        #expect(shown("Na", .density) == ("0.968 g/cm³", "user data"))
        #expect(shown("Fe", .density) == ("7.874 g/cm³", "user data"))
        #expect(userFormatter.sourcedValue("density", of: user.element(matching: "Na")!)?.text == "0.968")
        #expect(shown("Fl", .density) == ("~11.4 g/cm³", "Florez2022"))
        #expect(userFormatter.sourcedValue("density", of: user.element(matching: "Fl")!)?.provenance == .reference(key: "Florez2022"))
        #expect(shown("Og", .boil) == ("~450 K", "Smits2020"))
        #expect(shown("Fl", .phase) == ("Liquid (pred.)", "Florez2022"))
        #expect(formatter.provenance(of: .phase, for: table.element(matching: "Fl")!) == .reference(key: "Florez2022"))
    }

    /// The key of the `properties` entry a tile field shows for the element: a melting or boiling
    /// point it lacks is shown as the sublimation point.
    private func listedKey(of field: TileField, for element: Element) -> String? {
        switch field {
        case .melt where element.melt == nil && element.sublimation != nil: "sublimation-point"
        case .boil where element.boil == nil && element.sublimation != nil: "sublimation-point"
        case .mass, .none: nil
        default: field.propertyKey
        }
    }
}
