import ElementData

public extension ElementValues {
    /// The value as written, with the unit, as `locale` writes numbers: `5.5 ppm` in English,
    /// `5,5 ppm` (a no-break space) in German; `—` when there is none. Only the decimal point
    /// and the signs change: the digits and an exponent (`1e−3`) stay as the file has them, and a
    /// minus is the minus sign (U+2212) the colour bar and every value of ptable's own writes.
    func text(of element: Element, in locale: DisplayLocale) -> String {
        guard let entry = entries[element.number] else { return Self.missing }
        let number = locale.decimal(entry.text).replacingOccurrences(of: "-", with: "\u{2212}")
        guard let unit, !unit.isEmpty else { return number }
        return locale.quantity(number, unit: unit)
    }
}
