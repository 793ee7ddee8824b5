import Layout

/// Turns data into names that are valid both as XML ids and as CSS identifiers.
///
/// A name keeps ASCII letters, digits, `-` and `_`; every other character becomes `_`.
/// A name must start with a letter or `_`, so anything else gets a leading `_`
/// (`118` → `_118`, `-x` → `_-x`). The result never needs escaping in a CSS selector.
enum SVGName {
    /// A valid id or class for `text`, or nil when nothing is left of it.
    static func sanitized(_ text: String) -> String? {
        if let first = text.unicodeScalars.first, isLetter(first) || first == "_",
           text.unicodeScalars.allSatisfy(isNameCharacter) {
            return text
        }
        let name = text.replacingScalars { isNameCharacter($0) ? nil : "_" }
        guard let first = name.unicodeScalars.first else { return nil }
        return isLetter(first) || first == "_" ? name : "_" + name
    }

    /// The sanitized classes, without empties and duplicates, joined by spaces; nil when none.
    static func classList(_ classes: [String?]) -> String? {
        // One to three names per node: a linear search, no hashing (the `Table SVG (A4)` job).
        var names: [String] = []
        for name in classes.lazy.compactMap({ $0.flatMap(sanitized) }) where !names.contains(name) {
            names.append(name)
        }
        return names.isEmpty ? nil : names.joined(separator: " ")
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }
}
