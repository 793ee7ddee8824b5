public extension ElementFormatter {
    /// Runs `body` with the locale's CJK region bound for font fallback
    /// (`FontLibrary.cjkRegion`), so Japanese text is drawn with Japanese shapes.
    func withLocaleFonts<T>(_ body: () throws -> T) rethrows -> T {
        try FontLibrary.$cjkRegion.withValue(locale.cjkRegion ?? FontLibrary.cjkRegion) { try body() }
    }
}
