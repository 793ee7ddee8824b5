/// Makes data text safe to use in ids and class names.
package enum SceneIdentifier {
    /// The longest token: ids and file names built from data stay short.
    public static let maximumLength = 64

    /// Letters and digits kept, everything else turned into `-`; never empty; at most
    /// `maximumLength` characters, read from the start of `text` only.
    public static func token(_ text: String) -> String {
        var result = ""
        var endsWithDash = false
        for scalar in text.unicodeScalars.prefix(maximumLength * 4) {
            guard result.utf8.count < maximumLength else { break }
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
                endsWithDash = false
            } else if !endsWithDash {
                result.append("-")
                endsWithDash = true
            }
        }
        // Runs of anything else are one `-`, so at most one is at each end.
        if result.hasPrefix("-") { result.removeFirst() }
        if result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "x" : result
    }
}
