import Foundation

/// The capitals that carry a mark above them (the acute of Í and Ó, the ring of Å, the dot of
/// Ż, the breve of Й), and how far they reach over the baseline in the bundled faces: higher
/// than any letter without one, so text set high in the band must keep them inside the tile.
enum MarksAbove {
    /// How far a capital with a mark above reaches over the baseline, in ems (Å in Inter: 0.983).
    static let height = 0.99

    /// Whether `text` has a capital with a mark above it. Greek tonos is not one: Inter sets it
    /// beside the capital (Ά reaches 0.78 em, as high as a lower-case ascender).
    static func occur(in text: String) -> Bool {
        text.contains { character in
            guard character.isUppercase else { return false }
            let scalars = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
            guard let base = scalars.first else { return false }
            let isGreek = (0x0370...0x03FF).contains(base.value)
            return scalars.dropFirst().contains { mark in
                mark.properties.canonicalCombiningClass == .above && !(isGreek && mark.value == 0x0301)
            }
        }
    }
}
