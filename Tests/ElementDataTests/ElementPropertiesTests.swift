import Foundation
import Testing
@testable import ElementData

@Suite struct ElementPropertiesTests {
    let properties = try! ElementProperties.bundled()

    @Test func everyElementFrom1To118IsPresentWithTheDataSymbol() throws {
        #expect(properties.numbers == Array(1...118))
        let table = try PeriodicTable.bundled()
        for number in 1...118 {
            #expect(properties.symbol(forNumber: number) == table.element(number: number)?.symbol, "\(number)")
        }
    }

    /// The bundled table decodes each element's values when first asked for; decoded all at once
    /// and checked whole, the file gives the same values, oxidation states and isotopes.
    @Test func theBundledFilePassesTheWholeCheckAndReadsTheSameAtOnce() throws {
        let url = try ResourceLocator.elementDataResources.url(forFile: ElementProperties.resourceName)
        let whole = try ElementProperties.decode(from: Data(contentsOf: url), source: "bundled", weights: try StandardAtomicWeights.bundled())
        // Iron first (its values alone), then the rest (all at once).
        let lazy = try ElementProperties.decodedWhenAsked(from: Data(contentsOf: url), source: "bundled",
                                                          weights: try StandardAtomicWeights.bundled())
        #expect(lazy.numbers == whole.numbers && whole.numbers == Array(1...118))
        for number in [26] + whole.numbers {
            #expect(lazy.valueKeys(forNumber: number) == whole.valueKeys(forNumber: number))
            for key in whole.valueKeys(forNumber: number) {
                #expect(lazy.value(key, forNumber: number) == whole.value(key, forNumber: number), "\(number) \(key)")
            }
            #expect(lazy.oxidationStates(forNumber: number) == whole.oxidationStates(forNumber: number))
            #expect(lazy.isotopes(forNumber: number) == whole.isotopes(forNumber: number))
        }
        #expect(whole.value("melting-point", forNumber: 26)?.text == "1811.15")

        // One property over every element (a heatmap: that property for all at the second element),
        // then each element whole: the parts decoded apart add up to the same table.
        let heatmap = try ElementProperties.decodedWhenAsked(from: Data(contentsOf: url), source: "bundled",
                                                             weights: try StandardAtomicWeights.bundled())
        for number in whole.numbers {
            #expect(heatmap.value("electronegativity", forNumber: number) == whole.value("electronegativity", forNumber: number))
        }
        for number in whole.numbers {
            for key in whole.valueKeys(forNumber: number) {
                #expect(heatmap.value(key, forNumber: number) == whole.value(key, forNumber: number), "\(number) \(key)")
            }
            #expect(heatmap.isotopes(forNumber: number) == whole.isotopes(forNumber: number))
        }
    }

    @Test func everyValueHasAUnitAndASourceThatResolvesToAReference() {
        for number in properties.numbers {
            for key in properties.valueKeys(forNumber: number) {
                guard let property = properties.property(key), let value = properties.value(key, forNumber: number) else {
                    Issue.record("\(number) \(key): no property or value")
                    continue
                }
                if property.kind == .number {
                    // A gas's density is Periodic-Table-JSON's, in g/L at 0 °C, as tiles show it.
                    let isGasDensity = key == "density" && value.unit == "g/L" && value.condition == "0 °C, 101.325 kPa"
                    #expect(value.unit != nil && (value.unit == property.unit || isGasDensity), "\(number) \(key)")
                    #expect(value.number != nil, "\(number) \(key): \(value.text)")
                }
                let source: String
                switch value.provenance {
                case let .reference(key): source = key
                case .bundledData: source = ValueProvenance.bundledData.label
                case .userData:
                    Issue.record("\(number) \(key) is a user's value in the bundled file")
                    continue
                }
                #expect(properties.reference(forKey: source) != nil, "\(number) \(key) cites \(source)")
                #expect(property.sources.contains(source), "\(number) \(key): \(source) is not among \(property.sources)")
            }
            for isotope in properties.isotopes(forNumber: number) {
                #expect(isotope.abundance == nil || isotope.abundance?.unit == "%")
                #expect(isotope.abundance != nil || isotope.halfLife != nil || isotope.longestLived, "\(number)-\(isotope.massNumber)")
            }
        }
    }

    @Test func everyReferenceHasATitleAuthorsAndALink() {
        #expect(properties.references.count >= 15)
        for (key, reference) in properties.references {
            #expect(!reference.title.isEmpty, "\(key)")
            #expect(!reference.authors.isEmpty, "\(key)")
            #expect(reference.link != nil, "\(key)")
        }
    }

    /// A Wikipedia key names a revision, as its link does: mendeleev kept the key of the 2022
    /// revision of "Oxidation state" when it read the states again from the 2024 one.
    @Test func aWikipediaKeyNamesTheRevisionItsLinkOpens() {
        for (key, reference) in properties.references where key.hasPrefix("enwiki:") {
            let revision = key.dropFirst("enwiki:".count)
            #expect(reference.url?.hasSuffix("&oldid=\(revision)") == true, "\(key): \(reference.url ?? "no URL")")
        }
        #expect(properties.oxidationStates(forNumber: 26)?.provenance == .reference(key: "enwiki:1253639950"))
        #expect(properties.reference(forKey: "enwiki:1102394064") == nil)
    }

    @Test func everyPropertyCitesKnownReferences() {
        for property in properties.properties {
            #expect(!property.sources.isEmpty, "\(property.key)")
            for source in property.sources {
                #expect(properties.reference(forKey: source) != nil, "\(property.key) cites \(source)")
            }
        }
    }

    @Test func supplyRiskPriceAndOldAtomicWeightsAreLeftOut() {
        let keys = Set(properties.properties.map(\.key))
        for banned in ["price-per-kg", "price_per_kg", "relative-supply-risk", "relative_supply_risk", "atomic-weight", "atomic_weight"] {
            #expect(!keys.contains(banned))
        }
        #expect(properties.reference(forKey: "RSC_periodic_table") == nil)
        #expect(properties.reference(forKey: "enwiki:1262554464") == nil)
    }

    @Test func uncitedColumnsAreMarkedNotCited() {
        let cas = properties.value("cas-number", forNumber: 26)
        #expect(cas?.text == "7439-89-6")
        #expect(cas?.cited == false)
        #expect(cas?.provenance == .reference(key: "mendeleev"))
        #expect(properties.value("discovery-year", forNumber: 2)?.cited == false)
        #expect(properties.value("electronegativity", forNumber: 26)?.cited == true)
    }

    @Test func pathologicalOrIncompleteFilesAreRefusedWithTheirProblem() throws {
        let url = try ResourceLocator.elementDataResources.url(forFile: ElementProperties.resourceName)
        let text = try String(contentsOf: url, encoding: .utf8)
        let unresolved = text.replacingOccurrences(of: "\"source\": \"Slater1964\"", with: "\"source\": \"Nobody2099\"")
        #expect(throws: ElementDataError.self) {
            try ElementProperties.decode(from: Data(unresolved.utf8), source: "broken.json", weights: nil)
        }
        do {
            _ = try ElementProperties.decode(from: Data(unresolved.utf8), source: "broken.json", weights: nil)
        } catch {
            #expect("\(error.localizedDescription)".contains("Nobody2099"))
        }
        let unitless = text.replacingOccurrences(of: "\"unit\": \"pm\", ", with: "")
        #expect(throws: ElementDataError.self) {
            try ElementProperties.decode(from: Data(unitless.utf8), source: "unitless.json", weights: nil)
        }
    }
}
