/// Where a text run's `x` sits relative to the text.
public enum TextAnchor: String, Codable, Sendable {
    case start, middle, end
}
