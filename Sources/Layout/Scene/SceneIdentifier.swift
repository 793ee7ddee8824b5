import ElementData
import Foundation

/// Makes data text safe to use in ids and class names.
package enum SceneIdentifier {
    /// The longest token: ids and file names built from data stay short.
    public static let maximumLength = 64

    /// Letters and digits kept, everything else turned into `-`; never empty; at most
    /// `maximumLength` characters, read from the start of `text` only.
    public static func token(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(maximumLength * 4) {
            guard result.utf8.count < maximumLength else { break }
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        let trimmed = result.trimmingCharacters(in: ["-"])
        return trimmed.isEmpty ? "x" : trimmed
    }
}
