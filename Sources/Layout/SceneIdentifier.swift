import Foundation

/// Makes data text safe to use in ids and class names.
public enum SceneIdentifier {
    /// Letters and digits kept, everything else turned into `-`; never empty.
    public static func token(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
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
