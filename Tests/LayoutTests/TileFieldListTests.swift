import Foundation
import Testing
@testable import Layout

@Suite struct TileFieldListTests {
    @Test func fieldsGoIntoThePlacesOfThePrintedTile() throws {
        let list = try TileFieldList(parsing: "number,symbol,name,mass,electronegativity,oxidation-states,configuration")
        let detail = list.slots.detail
        #expect(detail.topLeft == .number)
        #expect(detail.center == .symbol)
        #expect(detail.belowCenter == [.name, .mass])
        #expect(detail.topRight == .none)
        #expect(detail.facts == [.electronegativity, .oxidationStates, .electronConfiguration])
        #expect(list.slots.compact.belowCenter == [.name, .mass])
        #expect(list.text == "number,symbol,name,mass,electronegativity,oxidation-states,configuration")
    }

    @Test func theCategoryGoesInTheBandAndOtherFieldsInTheUsersOrder() throws {
        let detail = try TileFieldList(parsing: " symbol , melt, category,number , phase").slots.detail
        #expect(detail.topRight == .category)
        #expect(detail.facts == [.melt, .phase])
        #expect(detail.topLeft == .number)
    }

    @Test func smallTilesLeaveOutTheLastListedFieldsFirst() throws {
        let slots = try TileFieldList(parsing: "number,symbol,electronegativity,name,configuration,mass").slots.detail
        let order = FrontPlace.dropOrder(for: slots).map { $0.field(in: slots) }
        #expect(order == [.mass, .electronConfiguration, .name, .electronegativity])
    }

    @Test func theClassicSlotsKeepTheirDesignedDropOrder() {
        let order = FrontPlace.dropOrder(for: DetailSlots.classic).map { $0.field(in: DetailSlots.classic) }
        #expect(order == [.discoveredBy, .boil, .melt, .category, .mass, .name])
        #expect(DetailSlots.classic.fieldOrder == [.number, .symbol, .name, .mass, .category, .melt, .boil, .discoveredBy])
    }

    @Test func everyFieldDrawsTextOfTheRoleOfItsName() {
        for field in TileField.allCases where field != .none {
            #expect(field.role.rawValue == field.rawValue)
        }
        #expect(TileField.none.role == .value)
    }

    /// A field finds its label by name: a field added without a label of its name would be unlabelled.
    @Test func everyFieldHasALabel() {
        for field in TileField.allCases where field != .none {
            #expect(!field.label(in: .english).isEmpty, "\(field)")
        }
        #expect(TileField.number.label(in: .english) == "Atomic number")
        #expect(TileField.none.label(in: .english).isEmpty)
    }

    /// Every sourced number a heatmap draws can also be a tile's row, with its unit, its source
    /// and "—" where there is none (helium has no bound anion).
    @Test func theOtherSourcedNumbersAreFieldsToo() throws {
        let list = try TileFieldList(parsing: "number,symbol,name,electron-affinity,allen-electronegativity,vdw-radius,molar-heat-capacity")
        #expect(list.slots.detail.facts == [.electronAffinity, .electronegativityAllen, .vanDerWaalsRadius, .molarHeat])
        #expect(list.text == "number,symbol,name,electron-affinity,electronegativity-allen,van-der-waals-radius,molar-heat")
        let table = try PeriodicTable.bundled()
        let chlorine = try table.requireElement(matching: "Cl"), helium = try table.requireElement(matching: "He")
        let formatter = ElementFormatter()
        #expect(list.slots.detail.facts.map { $0.text(for: chlorine, formatter: formatter) }
            == ["3.612725 eV", "16.97 eV", "175 pm", "33.949 J/(mol·K)"])
        #expect(TileField.electronAffinity.text(for: helium, formatter: formatter) == "—")
        #expect(TileField.molarHeat.label(in: try DisplayLocale.bundled("de")) == "Molare Wärmekapazität")
        var theme = Theme.classic
        theme.slots = list.slots
        let tile = try DetailTileLayout(theme: theme, formatter: formatter).scene(for: chlorine, size: 256).textRuns
        #expect(tile.first { $0.role == .electronAffinity }?.text == "3.612725 eV")
        #expect(formatter.provenance(of: .electronAffinity, for: chlorine) == .reference(key: "haynes2014crc"))
    }

    @Test func theSeedsSixFieldsAreTheDefault() {
        #expect(TileFieldList.seed.text == "number,symbol,name,mass,melt,boil")
    }

    @Test func namesAcceptAliasesAndThemeSpellings() throws {
        #expect(try TileFieldList(parsing: "atomic-number,weight,en,electronConfiguration,melting-point,discovered_by").fields
                == [.number, .mass, .electronegativity, .electronConfiguration, .melt, .discoveredBy])
    }

    /// A key `ptable properties` lists names the field that shows it (`standard-atomic-weight`
    /// was refused where `properties` printed it).
    @Test func everyPropertyKeyATileShowsNamesItsField() throws {
        for field in TileField.allCases {
            guard let key = field.propertyKey else { continue }
            #expect(TileField(optionName: key) == field, "\(key)")
        }
        #expect(try TileFieldList(parsing: "standard-atomic-weight,molar-heat-capacity,electron-configuration").fields
                == [.mass, .molarHeat, .electronConfiguration])
    }

    @Test func badListsAreRefusedNamingTheProblem() {
        #expect(throws: TileFieldListError.unknown(name: "electronegativty", suggestion: "electronegativity")) {
            try TileFieldList(parsing: "number,electronegativty")
        }
        #expect(throws: TileFieldListError.repeated(name: "mass")) { try TileFieldList(parsing: "mass,symbol,mass") }
        #expect(throws: TileFieldListError.empty) { try TileFieldList(parsing: " ") }
        #expect(throws: TileFieldListError.emptyName) { try TileFieldList(parsing: "number,,symbol") }
        #expect(throws: TileFieldListError.tooMany(rows: 7, maximum: 6)) {
            try TileFieldList(parsing: "melt,boil,density,electronegativity,configuration,oxidation-states,atomic-radius")
        }
        // Only the first of category and phase goes in the band; the other takes a row.
        #expect(throws: TileFieldListError.tooMany(rows: 7, maximum: 6)) {
            try TileFieldList(parsing: "category,phase,melt,boil,density,electronegativity,configuration,oxidation-states")
        }
        #expect("\(TileFieldListError.tooMany(rows: 7, maximum: 6))".hasSuffix("(number, symbol, name, mass and the first of category and phase have places of their own)"))
        let message = "\(TileFieldListError.unknown(name: "weigth", suggestion: "mass"))"
        #expect(message.hasPrefix("unknown field \"weigth\" (did you mean mass?); fields: number, symbol, name, mass,"))
    }

    @Test func aThemeSetsTheListWithItsFieldsKey() throws {
        let theme = try Theme.decode(Data(#"{"fields": ["number", "symbol", "name", "electronegativity"]}"#.utf8), source: "t.json")
        #expect(theme.slots.detail.facts == [.electronegativity])
        #expect(theme.slots.detail.belowCenter == [.name])
        #expect(throws: LayoutError.invalidTheme(path: "t.json", detail: "\"fields\": the field \"name\" is listed twice")) {
            try Theme.decode(Data(#"{"fields": ["name", "name"]}"#.utf8), source: "t.json")
        }
    }

    /// Each item of a theme's `fields` is one name: the reader joins them with commas, and
    /// `["symbol,name"]` used to pass as two fields and `["symbol", ""]` to blame two commas in a row.
    @Test(arguments: [(#"["symbol,name"]"#, #""fields[0]" must be one field name, got "symbol,name""#),
                      (#"["symbol", ""]"#, #""fields[1]" must be one field name, got """#)])
    func aThemeFieldIsOneName(fields: String, detail: String) {
        #expect(throws: LayoutError.invalidTheme(path: "t.json", detail: detail)) {
            try Theme.decode(Data(#"{"fields": \#(fields)}"#.utf8), source: "t.json")
        }
    }

    /// An app printing what the parser threw reads the reason, not Foundation's placeholder.
    @Test func aRefusalDescribesItselfAsLocalizedError() {
        #expect(TileFieldListError.repeated(name: "mass").localizedDescription == "the field \"mass\" is listed twice")
    }

    /// A table's tile scales as a whole, so a line too long for its size and one smaller step is
    /// too long at every width: it is drawn smaller, down to the floor, rather than left out of
    /// every table (carbon's `sublimes at 4098.15 K`, helium's `0.95 K (2.5 MPa)`, chlorine's
    /// oxidation states, and configurations, which no table used to draw).
    /// (At 2400 pixels five configurations stand at their floor and are still too long.)
    @Test(arguments: [("number,symbol,melt,boil", 2400.0), ("number,symbol,melt,boil", 32768),
                      ("number,symbol,oxidation-states", 2400), ("number,symbol,oxidation-states", 32768),
                      ("number,symbol,ionization-energy", 2400), ("number,symbol,ionization-energy", 32768),
                      ("number,symbol,configuration", 4000), ("number,symbol,configuration", 32768)])
    func aLongLineOnATableTileIsDrawnSmallerNotLeftOut(fields: String, width: Double) throws {
        var theme = Theme.classic
        theme.slots = try TileFieldList(parsing: fields).slots
        let placement = try TablePlacement(elements: PeriodicTable.bundled().elements, form: .standard)
        let scene = try TableSceneLayout(theme: theme).scene(for: placement, options: .init(width: width))
        let roles = theme.slots.compact.belowCenter.map(\.role)
        // Carbon and arsenic sublime: their boiling point would repeat their melting point's line.
        let sublimes: Set = ["tile-C", "tile-As"]
        for tile in scene.tiles.map(\.group) {
            let shown = Set(tile.allTexts.map(\.role))
            let expected = sublimes.contains(tile.id ?? "") ? roles.filter { $0 != .boil } : roles
            #expect(expected.allSatisfy(shown.contains), "\(tile.id ?? "") \(fields) at \(width)")
        }
    }

    /// A configuration is Latin text on a Chinese, Japanese or Korean table too: its superscripts
    /// have the floor of Latin text, not the one raised for the script, as on detail tiles.
    @Test(arguments: ["ja", "ko", "zh-Hans"]) func aConfigurationOnACJKTableHasTheLatinFloor(code: String) throws {
        var theme = Theme.classic
        theme.slots = try TileFieldList(parsing: "number,symbol,configuration").slots
        let placement = try TablePlacement(elements: PeriodicTable.bundled().elements, form: .standard)
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        let scene = try TableSceneLayout(theme: theme, formatter: formatter).scene(for: placement, options: .init(width: 3000))
        let drawn = scene.tiles.filter { tile in tile.group.allTexts.contains { $0.role == .electronConfiguration } }
        #expect(drawn.count == 118)
    }

    /// A table tile's lines have no labels: a line that would say again what the line above it
    /// says is not drawn, and keeps its room, so the tile's symbol stands with its row's.
    @Test func aTableTileDoesNotRepeatALine() throws {
        var theme = Theme.classic
        theme.slots = try TileFieldList(parsing: "number,symbol,melt,boil").slots
        let placement = try TablePlacement(elements: PeriodicTable.bundled().elements, form: .standard)
        let scene = try TableSceneLayout(theme: theme).scene(for: placement, options: .init(width: 2400))
        func tile(_ symbol: String) throws -> (texts: [SceneText], y: Double) {
            let found = try #require(scene.tiles.first { $0.group.id == "tile-\(symbol)" })
            return (found.group.allTexts, found.y)
        }
        for symbol in ["C", "As"] {
            let texts = try tile(symbol).texts.filter { $0.role == .melt || $0.role == .boil }
            #expect(texts.map(\.role) == [.melt] && texts[0].text.hasPrefix("sublimes at "), "\(symbol): \(texts.map(\.text))")
        }
        func symbolBaseline(_ symbol: String) throws -> Double? {
            let found = try tile(symbol)
            return found.texts.first { $0.role == .symbol }.map { $0.y + found.y }
        }
        #expect(try symbolBaseline("C") == symbolBaseline("N"))
        #expect(try symbolBaseline("As") == symbolBaseline("Se"))
        // Two missing values are two fields, each marked.
        #expect(try tile("Db").texts.filter { $0.role == .melt || $0.role == .boil }.map(\.text) == ["—", "—"])
    }
}
