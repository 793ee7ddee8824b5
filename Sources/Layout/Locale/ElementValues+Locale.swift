import ElementData

public extension ElementValues {
    /// The value as written, with the unit, as `locale` writes numbers: `5.5 ppm` in English,
    /// `5,5 ppm` (a no-break space) in German; `—` when there is none. Only the decimal point
    /// changes: the digits and an exponent (`1e-3`) stay as the file has them.
    func text(of element: Element, in locale: DisplayLocale) -> String {
        guard let entry = entries[element.number] else { return Self.missing }
        let number = locale.decimal(entry.text)
        guard let unit, !unit.isEmpty else { return number }
        return locale.quantity(number, unit: unit)
    }
}
