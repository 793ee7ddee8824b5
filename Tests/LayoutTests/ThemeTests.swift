import Foundation
import PTableTestSupport
import Testing
@testable import Layout

@Suite struct ThemeTests {
    func decode(_ json: String) throws -> Theme {
        try Theme.decode(Data(json.utf8), source: "theme.json")
    }

    /// The one-line message a theme error prints after `error: `.
    func message(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return (error as? LayoutError)?.errorDescription ?? (error as? ElementDataError)?.errorDescription
        }
    }

    @Test(arguments: ["classic", "dark", "mono"])
    func builtInThemeSurvivesEncodeAndDecode(name: String) throws {
        let theme = try #require(Theme.builtIn[name])
        let decoded = try Theme.decode(try theme.jsonData(), source: "\(name).json")
        #expect(decoded == theme)
    }

    @Test func encodedThemeHasEveryKey() throws {
        let json = String(decoding: try Theme.classic.jsonData(), as: UTF8.self)
        for key in ["name", "pageBackground", "ink", "mutedInk", "families", "fonts", "tile", "slots",
                    "cornerRadius", "padding", "borderWidth", "borderColor", "gutter", "bandHeight",
                    "topLeft", "topRight", "center", "belowCenter", "facts", "borderStyle", "onAccent"] {
            #expect(json.contains("\"\(key)\""), "missing \(key)")
        }
        for family in CategoryFamily.allCases {
            #expect(json.contains("\"\(family.rawValue)\""))
        }
        #expect(json.contains("\"symbol\": \"InterDisplay-Bold.otf\""))
        #expect(json.contains("\"belowCenter\": [\"name\", \"mass\"]"))
    }

    @Test func resolveFindsBuiltInsInAnyCase() throws {
        #expect(try Theme.resolve("classic") == .classic)
        #expect(try Theme.resolve("DARK") == .dark)
        #expect(try Theme.resolve("Mono") == .mono)
    }

    @Test func missingKeysInheritFromTheBase() throws {
        let theme = try decode(#"{"base": "dark", "tile": {"cornerRadius": 0}}"#)
        var expected = Theme.dark
        expected.name = "theme"
        expected.tile.cornerRadius = 0
        #expect(theme == expected)
    }

    @Test func withoutBaseMissingKeysComeFromClassic() throws {
        let theme = try decode(##"{"name": "pink", "families": {"alkali-metal": {"fill": "#FF00AA"}}}"##)
        #expect(theme.name == "pink")
        #expect(theme.style(for: .alkaliMetal).fill == Color(hex: "#ff00aa"))
        #expect(theme.style(for: .alkaliMetal).accent == Theme.classic.style(for: .alkaliMetal).accent)
        #expect(theme.style(for: .nobleGas) == Theme.classic.style(for: .nobleGas))
        #expect(theme.fonts == Theme.classic.fonts)
    }

    @Test func emptyObjectIsClassicUnderTheFilesName() throws {
        var expected = Theme.classic
        expected.name = "theme"
        #expect(try decode("{}") == expected)
    }

    @Test func fontsByFileOrByFamilyAndWeight() throws {
        let theme = try decode(#"{"fonts": {"symbol": "inter-bold.otf", "name": {"family": "Inter", "weight": 600}}}"#)
        #expect(theme.fonts.symbol == FontLibrary.bold)
        #expect(theme.fonts.name == FontLibrary.semiBold)
    }

    @Test func slotsAreRead() throws {
        let theme = try decode(#"""
        {"slots": {"detail": {"topRight": "phase", "belowCenter": ["name", "none", "density"],
                              "facts": ["electronegativity", "electronConfiguration"]},
                   "compact": {"topRight": "electronegativity", "belowCenter": ["mass"]}}}
        """#)
        #expect(theme.slots.detail.topLeft == .number)
        #expect(theme.slots.detail.topRight == .phase)
        #expect(theme.slots.detail.belowCenter == [.name, .density])
        #expect(theme.slots.detail.facts == [.electronegativity, .electronConfiguration])
        #expect(theme.slots.compact.topRight == .electronegativity)
        #expect(theme.slots.compact.belowCenter == [.mass])
    }

    @Test func borderColorIsAccentOrAColour() throws {
        #expect(try decode(##"{"tile": {"borderColor": "#102030"}}"##).tile.borderColor == Color(hex: "#102030"))
        #expect(try decode(#"{"base": "classic", "tile": {"borderColor": "accent"}}"#).tile.borderColor == nil)
    }

    @Test func unknownKeyNamesItsPathAndSuggestsTheNearest() {
        #expect(message(#"{"tile": {"cornerRadiuss": 0.1}}"#)
            == #"theme.json: unknown key "tile.cornerRadiuss" (did you mean cornerRadius?)"#)
        #expect(message(##"{"colour": "#ffffff"}"##) == #"theme.json: unknown key "colour""#)
        #expect(message(#"{"families": {"alkali-metals": {}}}"#)
            == #"theme.json: unknown key "families.alkali-metals" (did you mean alkali-metal?)"#)
        #expect(message(##"{"families": {"metalloid": {"fil": "#ffffff"}}}"##)
            == #"theme.json: unknown key "families.metalloid.fil" (did you mean fill?)"#)
        #expect(message(#"{"slots": {"detail": {"bottom": "name"}}}"#)
            == #"theme.json: unknown key "slots.detail.bottom""#)
    }

    @Test func badColourNamesTheKey() {
        #expect(message(##"{"ink": "#12"}"##) == ##"theme.json: "ink" must be a colour #rrggbb, got "#12""##)
        #expect(message(#"{"families": {"lanthanide": {"accent": "red"}}}"#)
            == #"theme.json: "families.lanthanide.accent" must be a colour #rrggbb, got "red""#)
        #expect(message(#"{"pageBackground": 16777215}"#)
            == #"theme.json: "pageBackground" must be a colour #rrggbb, got 16777215"#)
        #expect(message(##"{"mutedInk": "#11223344"}"##)
            == ##"theme.json: "mutedInk" must be a colour #rrggbb, got "#11223344""##)
        #expect(message(#"{"tile": {"borderColor": "blue"}}"#)
            == #"theme.json: "tile.borderColor" must be "accent" or a colour #rrggbb, got "blue""#)
    }

    @Test func unknownFontNamesTheKeyAndListsTheBundledFaces() {
        let bundled = "bundled fonts: Inter-Regular.otf (Inter 400), Inter-Medium.otf (Inter 500), "
            + "Inter-SemiBold.otf (Inter 600), Inter-Bold.otf (Inter 700), InterDisplay-Bold.otf (Inter Display 700)"
        #expect(message(#"{"fonts": {"symbol": "Comic.ttf"}}"#)
            == #"theme.json: unknown font "Comic.ttf" for "fonts.symbol"; "# + bundled)
        #expect(message(#"{"fonts": {"label": {"family": "Inter", "weight": 300}}}"#)
            == #"theme.json: unknown font Inter 300 for "fonts.label"; "# + bundled)
        #expect(message(#"{"fonts": {"serif": "Inter-Bold.otf"}}"#) == #"theme.json: unknown key "fonts.serif""#)
    }

    @Test func unknownSlotFieldNamesTheKeyAndListsTheFields() {
        let fields = "fields: number, symbol, name, mass, melt, boil, discoveredBy, category, phase, density, "
            + "electronegativity, electronConfiguration, oxidationStates, ionizationEnergy, atomicRadius, covalentRadius, "
            + "crystalStructure, electronAffinity, electronegativityAllen, vanDerWaalsRadius, molarHeat, none"
        #expect(message(#"{"slots": {"detail": {"facts": ["melt", "meltingPoint"]}}}"#)
            == #"theme.json: unknown field "meltingPoint" in "slots.detail.facts[1]"; "# + fields)
        #expect(message(#"{"slots": {"compact": {"center": "symbl"}}}"#)
            == #"theme.json: unknown field "symbl" in "slots.compact.center" (did you mean symbol?); "# + fields)
        #expect(message(#"{"slots": {"detail": {"facts": "melt"}}}"#)
            == #"theme.json: "slots.detail.facts" must be an array of field names, got a string"#)
        #expect(message(#"{"slots": {"detail": {"facts": ["melt", "boil", "mass", "name", "phase", "density", "number"]}}}"#)
            == #"theme.json: "slots.detail.facts" has 7 fields; at most 6 fit"#)
    }

    @Test func aFieldInTwoPlacesOfATileNamesBothPlaces() {
        #expect(message(#"{"slots": {"detail": {"belowCenter": ["name", "name"]}}}"#)
            == #"theme.json: "slots.detail": the field "name" is in two places, belowCenter[0] and belowCenter[1]"#)
        // The other place can come from the base theme: classic has the name under the symbol.
        #expect(message(#"{"slots": {"detail": {"facts": ["melt", "name"]}}}"#)
            == #"theme.json: "slots.detail": the field "name" is in two places, belowCenter[0] and facts[1]"#)
        #expect(message(#"{"slots": {"compact": {"topRight": "number"}}}"#)
            == #"theme.json: "slots.compact": the field "number" is in two places, topLeft and topRight"#)
        // `none` leaves any number of places empty.
        #expect(message(#"{"slots": {"detail": {"topLeft": "none", "topRight": "none"}}}"#) == nil)
    }

    @Test func absurdGeometryNamesTheKeyAndTheRange() {
        #expect(message(#"{"tile": {"padding": -0.1}}"#)
            == #"theme.json: "tile.padding" must be between 0 and 0.25, got -0.1"#)
        #expect(message(#"{"tile": {"cornerRadius": 3}}"#)
            == #"theme.json: "tile.cornerRadius" must be between 0 and 0.5, got 3"#)
        #expect(message(#"{"tile": {"gutter": "wide"}}"#)
            == #"theme.json: "tile.gutter" must be a number, got a string"#)
        #expect(message(#"{"tile": {"borderWidth": true}}"#)
            == #"theme.json: "tile.borderWidth" must be a number, got a boolean"#)
        #expect(message(#"{"tile": {"bandHeight": 0.5}}"#)
            == #"theme.json: "tile.bandHeight" must be between 0 and 0.2, got 0.5"#)
        // Too large for a Double: parsed as infinite, named as what it is, not as null.
        #expect(message(#"{"minimumTextSize": 1e400}"#)
            == #"theme.json: "minimumTextSize" must be between 4 and 16, got a number out of range (at most ±1.8e308)"#)
        #expect(message(#"{"families": {"actinide": {"fill": -1e999}}}"#)
            == #"theme.json: "families.actinide.fill" must be a colour #rrggbb, got a number out of range (at most ±1.8e308)"#)
    }

    @Test func otherBadValues() {
        #expect(message(#"{"families": {"actinide": {"borderStyle": "wavy"}}}"#)
            == #"theme.json: "families.actinide.borderStyle" must be one of solid, dashed, dotted, double, none, got "wavy""#)
        #expect(message(#"{"base": "drak"}"#)
            == #"theme.json: unknown base theme "drak" for "base"; built-in themes: classic, dark, mono (did you mean dark?)"#)
        #expect(message("[1, 2]") == "theme.json: a theme must be a JSON object, got an array")
        #expect(message(#"{"tile": 4}"#) == #"theme.json: "tile" must be a JSON object, got a number"#)
        #expect(message(#"{"name": 4}"#) == #"theme.json: "name" must be a string, got a number"#)
        #expect(message(#"{"tile": "#)?.hasPrefix("theme.json is not valid JSON: ") == true)
    }

    @Test func unknownThemeNameSuggestsABuiltIn() {
        #expect(throws: LayoutError.unknownTheme(name: "drak", builtIn: ["classic", "dark", "mono"], suggestion: "dark")) {
            try Theme.resolve("drak")
        }
        #expect(LayoutError.unknownTheme(name: "drak", builtIn: ["classic", "dark", "mono"], suggestion: "dark")
            .errorDescription == #"no theme named "drak" (did you mean dark?): not a built-in theme (classic, dark, mono) and no such file"#)
    }

    @Test func themeFileIsNamedAfterItsFileWhenItHasNoName() throws {
        let folder = try TestFolder.make("theme")
        let url = folder.appendingPathComponent("poster.json")
        try Data(#"{"base": "mono"}"#.utf8).write(to: url)
        let theme = try Theme.resolve(url.path)
        #expect(theme.name == "poster")
        #expect(theme.families == Theme.mono.families)
    }
}
