/// Where a text run's `x` sits relative to the text.
public enum TextAnchor: String, Codable, Sendable {
    /// `x` is the text's left end, its middle, or its right end.
    case start, middle, end
}
