/// The user's own numbers per element (from `--values FILE` or counted over a list of
/// formulas), drawn as a heatmap like a property of the data.
public struct ElementValues: Equatable, Sendable {
    /// One element's number: its value for the colour scale and its text as the file wrote it.
    public struct Entry: Equatable, Sendable {
        /// The number the colour scale places.
        public var value: Double
        /// The number exactly as written in the file (`5.5`, `3`, `1e-3`): what the tile shows.
        public var text: String

        /// An entry for `value`, shown as `text`.
        public init(value: Double, text: String) {
            self.value = value
            self.text = text
        }
    }

    /// What the numbers are, for the colorbar's title (`Abundance`).
    public var label: String
    /// Their unit, shown after each value and in the colorbar's title; nil for pure numbers.
    public var unit: String?
    /// The numbers by atomic number; an element without one is drawn as "no data".
    public var entries: [Int: Entry]

    /// Numbers named `label` in `unit`, by atomic number.
    public init(label: String, unit: String? = nil, entries: [Int: Entry]) {
        self.label = label
        self.unit = unit
        self.entries = entries
    }

    /// The element's value, or nil when the file gives none.
    public func value(of element: Element) -> Double? {
        entries[element.number]?.value
    }

    /// The value as written, with the unit (`5.5 ppm`), or `missing` when there is none.
    public func text(of element: Element) -> String {
        guard let entry = entries[element.number] else { return Self.missing }
        guard let unit, !unit.isEmpty else { return entry.text }
        return "\(entry.text) \(unit)"
    }

    /// What a tile shows without a value: the dash every missing value gets.
    public static let missing = "—"
}
