/// The elements a file of values may name: any element of `table` is recognised, but only the
/// `shown` ones (those drawn) may take a value; the others are refused with `hiddenHint`.
public struct ElementScope: Sendable {
    /// Every element a name, symbol or number may name.
    public var table: PeriodicTable
    /// The atomic numbers drawn.
    public var shown: Set<Int>
    /// Why an element of the data is not drawn and how to show it (`add --include-hypothetical …`).
    public var hiddenHint: String

    /// `Sodium (Na, 11)`, as messages about values name an element.
    static func described(_ element: Element) -> String {
        "\(element.name) (\(element.symbol), \(element.number))"
    }

    /// Why `element` cannot take a value (it is not drawn), or nil when it can.
    func refusal(of element: Element) -> String? {
        shown.contains(element.number) ? nil : "\(Self.described(element)) is not on the table: \(hiddenHint)"
    }
}
