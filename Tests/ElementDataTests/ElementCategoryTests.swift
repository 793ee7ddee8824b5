import Testing
@testable import ElementData

@Suite struct ElementCategoryTests {
    /// The family as first written: lowercased, split at spaces and underscores, joined with `-`.
    /// The byte-by-byte path must agree with it on every text.
    private static func referenceFamily(_ category: String) -> CategoryFamily {
        let slug = category.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" }).joined(separator: "-")
        return CategoryFamily(rawValue: slug) ?? .unknown
    }

    private static let samples: [String] = {
        var texts = ["", " ", "_", "-", "alkali metal", "Alkali Metal", "ALKALINE_EARTH_METAL", "  noble   gas  ",
                     "noble__ _gas", "_lanthanide_", "post-transition metal", "Post-Transition_Metal",
                     "post transition metal", "alkali--metal", "alkali-metal", "diatomic\tnonmetal",
                     "unknown", "Unknown", "unknown, probably metalloid", "metalloid ", " metalloid",
                     "transition metal\u{0}", "\u{212A}", "al\u{212A}ali metal", "AL\u{212A}ALI METAL",
                     "alkali metal\u{301}", "Actinide", "actinideé", "noble gas\u{A0}", "İ", "noble\u{2003}gas"]
        for family in CategoryFamily.allCases {
            let words = family.rawValue.split(separator: "-").map(String.init)
            texts += [words.joined(separator: " "), words.joined(separator: "_").uppercased(),
                      " " + words.joined(separator: "  ") + "_", family.rawValue, family.rawValue.uppercased()]
        }
        return texts
    }()

    @Test(arguments: samples)
    func familyMatchesTheReferenceSlug(_ text: String) {
        #expect(CategoryFamily(category: text) == Self.referenceFamily(text))
    }

    @Test func everyBundledCategoryHasItsFamily() throws {
        for element in try PeriodicTable.bundled().elements {
            let text = element.category ?? ""
            #expect(ElementCategory(element.category).family == Self.referenceFamily(text))
        }
        #expect(ElementCategory("alkaline earth metal").family == .alkalineEarthMetal)
        #expect(ElementCategory("post-transition metal").family == .postTransitionMetal)
        #expect(ElementCategory("unknown, probably metalloid").family == .unknown)
        #expect(ElementCategory("al\u{212A}ali metal").family == .alkaliMetal)
    }

    @Test func displayNamesReadAsWords() {
        let names = CategoryFamily.allCases.map(\.displayName)
        #expect(names == ["Alkali metal", "Alkaline earth metal", "Lanthanide", "Actinide", "Transition metal",
                          "Post-transition metal", "Metalloid", "Diatomic nonmetal", "Polyatomic nonmetal",
                          "Noble gas", "Unknown properties"])
    }
}
