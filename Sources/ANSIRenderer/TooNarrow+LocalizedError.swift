import Foundation

extension ANSIRenderer.TooNarrow: LocalizedError {
    /// What did not fit and how many columns it needs, e.g. "the terminal is 20 columns wide
    /// and the narrowest table needs 38": a library user who prints the error sees this rather
    /// than Foundation's "The operation could not be completed" (the command line adds its own
    /// advice on its options).
    public var errorDescription: String? {
        "the terminal is \(columns) column\(columns == 1 ? "" : "s") wide and the narrowest \(artwork.rawValue) needs \(needed)"
    }
}
