/// Where the elements being shown come from, which decides whose values a tile shows.
public enum DataOrigin: String, Sendable {
    /// The bundled Periodic-Table-JSON with its corrections: sourced values are shown with their references.
    case bundled
    /// A user's `--data` file: its values are shown and marked as the user's; properties it
    /// does not carry (radii, isotopes…) come from the sourced table when the symbol matches.
    case userData
}
