import ElementData
import Foundation

/// The rules for a person's name (`favoritedBy`), shared by the CLI and the server.
public enum FavoritePerson {
    /// Names longer than this many characters are refused.
    public static let maximumLength = 100

    /// `name` trimmed of surrounding white space, in Unicode's composed form (NFC): "Ånn" typed
    /// as one letter or as A and a combining ring is one person, as it reads, and the store's
    /// byte-wise comparisons agree.
    ///
    /// - Throws: `FavoritesError.invalidPerson` when it is empty, longer than `maximumLength` or holds
    ///   control or format characters (which would garble or reorder a terminal listing), but for
    ///   the joiners ZWNJ and ZWJ, which spell Persian and Indic names and emoji sequences.
    public static func validated(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        // A blank name goes to checked(_:) as typed, so the refusal quotes what was given.
        return try checked(trimmed.isEmpty ? name : trimmed)
    }

    /// `name` as it was sent, in NFC, with the checks of `validated(_:)`: what the stores keep.
    /// The seed's API stores a name as mockapi.io does, spaces and all, so an app that posted
    /// `"Name "` finds its favourites by that same string; the CLI trims what is typed first.
    ///
    /// - Throws: `FavoritesError.invalidPerson`, as `validated(_:)`; white space alone is no name.
    public static func checked(_ name: String) throws -> String {
        let normalized = name.precomposedStringWithCanonicalMapping
        let trimmed = normalized.trimmingCharacters(in: .whitespacesAndNewlines)
        let shown = shownInMessage(trimmed)
        if trimmed.isEmpty {
            // The blank name as given ("   ", "\u{9}"): quoting it trimmed would show "".
            throw FavoritesError.invalidPerson(name: shownInMessage(normalized), reason: "a name needs at least one visible character")
        }
        if normalized.count > maximumLength {
            throw FavoritesError.invalidPerson(name: shown + "…", reason: "longer than \(maximumLength) characters")
        }
        if normalized.unicodeScalars.contains(where: refused.contains) {
            throw FavoritesError.invalidPerson(name: shown, reason: "control characters are not allowed")
        }
        // Every listing and message leaves noncharacters out, so such a name would show as nothing.
        if normalized.unicodeScalars.contains(where: \.isNoncharacter) {
            throw FavoritesError.invalidPerson(name: shown, reason: "noncharacters (U+FFFE, U+FDD0…) are not allowed")
        }
        return normalized
    }

    /// The first 40 scalars of `name`, the refused ones written as escapes so the message shows which one it was.
    private static func shownInMessage(_ name: String) -> String {
        name.unicodeScalars.prefix(40).map { refused.contains($0) || $0.isNoncharacter
            ? "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" : String($0) }.joined()
    }

    /// Unicode's control and format characters (Cc, Cf) without U+200C and U+200D.
    private static let refused = CharacterSet.controlCharacters.subtracting(CharacterSet(charactersIn: "\u{200C}\u{200D}"))
}
