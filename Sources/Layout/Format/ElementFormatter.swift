import ElementData
import Foundation

/// Turns element fields into the exact strings every renderer shows.
public struct ElementFormatter: Sendable {
    /// Shown wherever a value is missing from the data.
    public static let missing = "—"

    /// The unit melting, boiling and sublimation points are shown in; kelvin unless asked.
    public var temperatureUnit: TemperatureUnit
    /// How predicted values are shown: plain, marked (`~1800 K`) or left out.
    public var predicted: PredictedDisplay
    /// Which values are predictions; nil when the bundled table cannot be read (nothing is flagged).
    public var corrections: DataCorrections?
    /// The sourced properties (electronegativity, radii, isotopes…); nil when the bundled table
    /// cannot be read (then only the element data's own values are shown).
    public var properties: ElementProperties? {
        get { propertiesSource.properties }
        set { propertiesSource = .given(newValue) }
    }
    /// Whether the elements are the bundled data or a user's `--data` file, whose values are
    /// shown as the user's own.
    public var dataOrigin: DataOrigin
    /// The language names, labels and numbers are written in; English unless asked.
    public var locale: DisplayLocale

    private var propertiesSource: PropertiesSource

    /// A formatter with the bundled sourced properties, read when a value is first asked for:
    /// a table that shows none (the default poster) never reads them.
    public init(temperatureUnit: TemperatureUnit = .kelvin, predicted: PredictedDisplay = .mark,
                corrections: DataCorrections? = try? DataCorrections.bundled(), dataOrigin: DataOrigin = .bundled,
                locale: DisplayLocale = .english) {
        self.init(temperatureUnit: temperatureUnit, predicted: predicted, corrections: corrections, properties: nil,
                  dataOrigin: dataOrigin, locale: locale)
        propertiesSource = .bundled
    }

    /// A formatter with the given sourced properties; nil shows only the element data's own values.
    public init(temperatureUnit: TemperatureUnit = .kelvin, predicted: PredictedDisplay = .mark,
                corrections: DataCorrections? = try? DataCorrections.bundled(), properties: ElementProperties?,
                dataOrigin: DataOrigin = .bundled, locale: DisplayLocale = .english) {
        self.temperatureUnit = temperatureUnit
        self.predicted = predicted
        self.corrections = corrections
        propertiesSource = .given(properties)
        self.dataOrigin = dataOrigin
        self.locale = locale
    }

    /// Where `properties` comes from. Reading even the bundled table's index costs `ptable list`
    /// and `ptable table --data`, which show no sourced value, 10–12% of their time (release
    /// builds, medians of alternated runs).
    private enum PropertiesSource: Sendable {
        case bundled
        case given(ElementProperties?)

        var properties: ElementProperties? {
            switch self {
            case .bundled: try? ElementProperties.bundled()
            case let .given(properties): properties
            }
        }
    }

    /// The seed app's two-line list row: `Sodium` over `Na(11) 22.989769282`
    /// (`Natrium` over `Na(11) 22,989769282` in German); a predicted mass marked as on the tile
    /// (`Uue(119) ~[315]`).
    public func listRow(_ element: Element) -> (title: String, detail: String) {
        let mass = predictedMass(locale.mass(MassFormatting.listMass(of: element)), of: element)
        return (name(element), "\(symbol(element))(\(element.number)) \(mass)")
    }

    /// The atomic number as plain digits, e.g. `11`, in every locale.
    public func number(_ element: Element) -> String { String(element.number) }

    /// The symbol as the data writes it, with control and bidirectional characters taken out.
    public func symbol(_ element: Element) -> String { ElementText.sanitized(element.symbol) }

    /// The element's name in the locale's language (the data's own name in English).
    public func name(_ element: Element) -> String { locale.name(of: element) }

    /// The conventional standard atomic weight, at most 3 decimals, or `[98]` for a mass number,
    /// written as the locale writes numbers (`12,011`, `(98)` in Japanese).
    public func mass(_ element: Element) -> String {
        predictedMass(MassFormatting.tileMass(of: element).map(locale.mass) ?? Self.missing, of: element)
    }

    /// `text`, a mass of `element`, as shown: no isotope of an element past oganesson has been
    /// made, so its mass number is a prediction, marked `~[315]` (or `—` when predictions are hidden).
    public func predictedMass(_ text: String, of element: Element) -> String {
        guard element.isHypothetical, text != Self.missing else { return text }
        switch predicted {
        case .show: return text
        case .mark: return "~" + text
        case .hide: return Self.missing
        }
    }

    /// Melting point with its unit, e.g. `370.94 K`, `~1800 K` when predicted,
    /// `sublimes at 4098.15 K` for an element that sublimes, `0.95 K (2.5 MPa)` for one that
    /// melts only under pressure (`DataCorrections.Condition`), or `—`.
    public func melt(_ element: Element) -> String { transition(element.melt, .melt, of: element) }

    /// Boiling point with its unit, e.g. `1156.09 K`, `~450 K` when predicted,
    /// `sublimes at 887 K` for an element that sublimes, or `—`.
    public func boil(_ element: Element) -> String { transition(element.boil, .boil, of: element) }

    /// Whether `field` of `element` is a prediction that is shown (so its text is flagged):
    /// false when the value is missing or `--predicted hide` leaves it out.
    public func showsPrediction(_ field: DataCorrection.Field, of element: Element) -> Bool {
        guard predicted != .hide, corrections?.isPredicted(field, of: element) == true else { return false }
        return DataCorrection.value(of: field, in: element) != .none
    }

    /// Whether `--predicted hide` leaves this value out.
    public func hides(_ field: DataCorrection.Field, of element: Element) -> Bool {
        predicted == .hide && corrections?.isPredicted(field, of: element) == true
    }

    /// A measured text as shown: `~` before a predicted number when marking, `—` when hidden.
    func marked(_ text: String, _ field: DataCorrection.Field, of element: Element) -> String {
        guard text != Self.missing else { return text }
        if hides(field, of: element) { return Self.missing }
        return predicted == .mark && showsPrediction(field, of: element) ? "~" + text : text
    }

    private func transition(_ kelvin: Double?, _ field: DataCorrection.Field, of element: Element) -> String {
        if kelvin == nil, let sublimation = element.sublimation, sublimation.isFinite {
            return locale.text(.sublimesAt, temperature(sublimation))
        }
        let key = field == .melt ? "melting-point" : "boiling-point"
        let text = marked(temperature(kelvin, decimals: sourcedDecimals(kelvin, key: key, of: element)), field, of: element)
        guard text != Self.missing, let pressure = corrections?.pressure(of: field, of: element) else { return text }
        return text + " (" + locale.quantity(localDecimal(pressure, maximumFractionDigits: 3), unit: "MPa") + ")"
    }

    /// Who discovered the element, or `—`; a place, an age or a date (`Middle East`, `5000 BC`)
    /// in the locale's language (`DisplayLocale.discoverer(_:)`).
    public func discoveredBy(_ element: Element) -> String {
        element.discoveredBy.map(ElementText.sanitized).flatMap { $0.isBlank ? nil : locale.discoverer($0) } ?? Self.missing
    }

    /// The category as written in the data, capitalised, in the locale's language.
    public func category(_ element: Element) -> String {
        locale.category(ElementCategory(element.category))
    }

    /// A temperature in kelvin converted to the chosen unit, with at most 2 decimals,
    /// in the locale's decimal separator and unit spacing.
    ///
    /// A converted value keeps the decimals the kelvin value has: a conversion adds no digit
    /// the measurement lacks. Iron's 1811 K is 1538 °C (as the Handbook gives it), not
    /// 1537.85 °C; 1811.15 K is 1538 °C too, and 302.9146 K is 29.76 °C.
    public func temperature(_ kelvin: Double?) -> String {
        temperature(kelvin, decimals: nil)
    }

    /// `temperature(_:)` of a kelvin value written with `decimals` where the source gives them:
    /// its last zero stays (white phosphorus's 317.30 K), and a conversion keeps two decimals
    /// (44.15 °C, where 317.3 would give 44.2 °C).
    func temperature(_ kelvin: Double?, decimals: Int?) -> String {
        guard let kelvin, kelvin.isFinite else { return Self.missing }
        let value = temperatureUnit.convert(kelvin: kelvin)
        let known = min(2, decimals ?? Self.decimalPlaces(of: kelvin))
        if temperatureUnit == .kelvin, decimals != nil, !NumberText.needsScientific(value) {
            return locale.quantity(locale.decimal(NumberText.fixed(value, fractionDigits: known).withTrueMinus), unit: temperatureUnit.symbol)
        }
        let places = temperatureUnit == .kelvin ? 2 : known
        return locale.quantity(localDecimal(value, maximumFractionDigits: places), unit: temperatureUnit.symbol)
    }

    /// The decimals of the bundled sourced value `key` of `element` when `kelvin` is that value:
    /// its text keeps the zeros the number drops.
    private func sourcedDecimals(_ kelvin: Double?, key: String, of element: Element) -> Int? {
        guard dataOrigin == .bundled, let kelvin, let text = properties?.value(key, forNumber: element.number)?.text,
              Double(text) == kelvin else { return nil }
        return text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
    }

    /// The decimals of `value`'s shortest text, trailing zeros aside (`1811.15` 2, `1811.0` 0);
    /// 2 for a number Swift writes with an exponent.
    static func decimalPlaces(of value: Double) -> Int {
        let text = value.description
        guard !text.contains("e"), let point = text.firstIndex(of: ".") else { return text.contains("e") ? 2 : 0 }
        var fraction = text[text.index(after: point)...]
        while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
        return fraction.count
    }

    /// `decimal(_:maximumFractionDigits:)` with the locale's decimal separator.
    public func localDecimal(_ value: Double, maximumFractionDigits: Int) -> String {
        locale.decimal(Self.decimal(value, maximumFractionDigits: maximumFractionDigits))
    }

    /// A number with at most `maximumFractionDigits` decimals, trailing zeros removed,
    /// and a true minus sign. Independent of the locale.
    ///
    /// Values `NumberText` finds too large or too small for decimals (from 10¹⁵, under 10⁻⁶)
    /// are written `1.7×10³⁰⁸` with four significant digits; a non-finite value is `—`.
    public static func decimal(_ value: Double, maximumFractionDigits: Int) -> String {
        guard value.isFinite else { return missing }
        if NumberText.needsScientific(value) { return NumberText.scientific(value, significantDigits: 4) }
        let text = NumberText.fixed(value, fractionDigits: maximumFractionDigits).trimmingFractionZeros
        return text == "-0" ? "0" : text.withTrueMinus
    }
}

extension String {
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
