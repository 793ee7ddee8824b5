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

    /// ptable's own words for numbers the user did not name, so a language can say them.
    public enum GeneratedLabel: Equatable, Sendable {
        /// `Atoms in 12 formulas` (`--count-formulas`, counting atoms).
        case atoms(formulas: Int)
        /// `Formulas with the element (12 in all)` (`--count-formulas`, counting formulas).
        case formulas(count: Int)
        /// `Value`: a values file with no header to name its column.
        case value
    }

    /// What the numbers are, for the colorbar's title (`Abundance`).
    public var label: String
    /// How ptable made `label` up when the user gave none; nil for the user's own label.
    public var generatedLabel: GeneratedLabel?
    /// Their unit, shown after each value and in the colorbar's title; nil for pure numbers.
    public var unit: String?
    /// The numbers by atomic number; an element without one is drawn as "no data".
    public var entries: [Int: Entry]

    /// Numbers named `label` in `unit`, by atomic number; `generatedLabel` says how ptable made
    /// `label` up when the user gave none.
    public init(label: String, unit: String? = nil, entries: [Int: Entry], generatedLabel: GeneratedLabel? = nil) {
        self.label = label
        self.generatedLabel = generatedLabel
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
