package extension String {
    /// The text with each Unicode scalar for which `replacement` gives a string replaced by that
    /// string (empty to leave the scalar out); the scalars it gives nil for are kept as they are.
    func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if let text = replacement(scalar) {
                result.append(contentsOf: text.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
