/// One value of one property of one element, with everything needed to trust it: the text as
/// the source writes it (`"1.00"`, `"1811.15"`), its unit, its uncertainty and where it comes from.
public struct SourcedValue: Hashable, Sendable {
    /// The value as decimal or plain text, with the source's digits.
    public var text: String
    /// The unit (`pm`, `eV`, `g/cm³`, `K`); `"1"` for a pure number; nil for a text value.
    public var unit: String?
    /// The uncertainty in the value's unit, as text, where the source gives one.
    public var uncertainty: String?
    /// The published interval, for a standard atomic weight given as one.
    public var interval: [String]?
    /// Where the value comes from: a cited reference, the user's data, the bundled Periodic-Table-JSON
    /// record or a hand-written correction.
    public var provenance: ValueProvenance
    /// The source calls it an estimate, extrapolation or calculation.
    public var predicted: Bool
    /// False when the package it came from cites no source for it: then it is not a sourced value.
    public var cited: Bool
    /// A finer pointer into the source (NIST's bibliography codes), or an allotrope.
    public var detail: String?
    /// The temperature or pressure the value holds at, where it is not the property's usual one:
    /// `0 °C, 101.325 kPa` for a gas density, `2.5 MPa` for helium's melting point.
    public var condition: String?

    /// Creates a value from the text the source writes; it is taken as given, not checked.
    public init(text: String, unit: String? = nil, uncertainty: String? = nil, interval: [String]? = nil,
                provenance: ValueProvenance, predicted: Bool = false, cited: Bool = true, detail: String? = nil,
                condition: String? = nil) {
        self.text = text
        self.unit = unit
        self.uncertainty = uncertainty
        self.interval = interval
        self.provenance = provenance
        self.predicted = predicted
        self.cited = cited
        self.detail = detail
        self.condition = condition
    }

    /// The value as a number, when it is one.
    public var number: Double? { Double(text) }

    /// The number of decimals the source writes, e.g. 2 for `"1.00"`.
    public var decimals: Int {
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text.distance(from: text.index(after: point), to: text.endIndex)
    }

    /// The text with its unit when it stands alone: `1811.15 K`, `140 pm`; a pure number bare.
    public var textWithUnit: String {
        guard let unit, !Self.unitlessUnits.contains(unit) else { return text }
        return "\(text) \(unit)"
    }

    /// Units the sources give that are not written after a value: `1` (a pure number) and
    /// `year` (a calendar year is written bare: 1937, not 1937 year).
    public static let unitlessUnits: Set<String> = ["1", "year"]
}
