import ElementData
import Foundation

/// Values of the sourced properties (`ElementProperties`) as tiles and heatmaps show them, and
/// where each shown value comes from.
public extension ElementFormatter {
    /// The element's value of a property key of `ElementProperties` (`electronegativity`,
    /// `atomic-radius`, `melting-point`…), with its provenance.
    ///
    /// For the bundled data it is the sourced value. For a user's `--data` file, a property
    /// the file carries (electronegativity, temperatures, density, first ionization energy (in
    /// kJ/mol, and in eV converted from it), electron affinity, molar heat, configuration) is the
    /// file's value marked `.userData`,
    /// missing when the file leaves it out; other properties are the sourced values when the
    /// file's symbol for that atomic number is the sourced table's.
    func sourcedValue(_ key: String, of element: Element) -> SourcedValue? {
        switch dataOrigin {
        case .bundled:
            return properties?.value(key, forNumber: element.number)
        case .userData:
            if let value = Self.userValue(key, of: element) { return value.map { knownErrorCorrected($0, key: key, of: element) } }
            guard properties?.symbol(forNumber: element.number) == element.symbol else { return nil }
            // The standard atomic weight stands beside a file's mass only where the tile shows it
            // for that mass (the same measurement): not beside a file's 60.5 for iron, nor its null.
            if key == ElementProperties.standardAtomicWeightKey, element.atomicMass == nil || massProvenance(element) == .userData {
                return nil
            }
            return properties?.value(key, forNumber: element.number)
        }
    }

    /// The value as a tile shows it, with its unit (`140 pm`, `1811.15 K`; a pure number bare),
    /// `~` before a prediction when marking, `—` when missing or hidden; numbers with the
    /// locale's decimal separator and unit spacing (`1811,15 K` in German).
    func sourcedText(_ key: String, of element: Element) -> String {
        guard let value = sourcedValue(key, of: element) else { return Self.missing }
        if value.predicted, predicted == .hide { return Self.missing }
        let text = key == "crystal-structure" ? locale.crystalStructure(value.text) : localText(value)
        return (value.predicted && predicted == .mark ? "~" : "") + text
    }

    /// A sourced value in the locale: a number with its digits as the source writes them, a
    /// true minus sign, the locale's decimal separator and its unit where it has one; a text
    /// value (a configuration, a CAS number) as written.
    func localText(_ value: SourcedValue) -> String {
        guard let unit = value.unit else { return value.text }
        let number = localNumber(value.text)
        return unit == "1" ? number : locale.quantity(number, unit: unit)
    }

    /// A decimal text as the source writes it (`-0.5`, `1.00`), with a true minus sign and the
    /// locale's decimal separator.
    func localNumber(_ text: String) -> String {
        // A user's file's tiny or huge number, written with an exponent (`1e-07`), reads `1×10⁻⁷`.
        if text.contains(where: { $0 == "e" || $0 == "E" }), let value = Double(text), value.isFinite {
            return locale.decimal(NumberText.scientific(value, significantDigits: 4))
        }
        return locale.decimal(text.withTrueMinus)
    }

    /// The element's oxidation states (the sourced table's, also for user data with the same symbol).
    func oxidationStates(of element: Element) -> OxidationStates? {
        guard dataOrigin == .bundled || properties?.symbol(forNumber: element.number) == element.symbol else { return nil }
        return properties?.oxidationStates(forNumber: element.number)
    }

    /// The common oxidation states, `+2, +3`; all known ones when the source marks none common; or `—`.
    /// Predicted states (oganesson's, dubnium's +3 and +4) as every prediction: `~` before each when
    /// marking (`~+3, ~+4, +5`), left out when hidden.
    func oxidationStatesText(_ element: Element) -> String {
        guard let states = shownOxidationStates(of: element) else { return Self.missing }
        let shown = states.common.isEmpty ? states.all : states.common
        return shown.isEmpty ? Self.missing : oxidationText(shown, of: states)
    }

    /// Every known oxidation state, the common ones first and the others in brackets:
    /// `+2, +3 (−4, −2, −1, 0, +1, +4…)`; no word, so every language reads it alike. Predicted
    /// states as in `oxidationStatesText(_:)` (`+4 (~+3)` for rutherfordium), unless
    /// `marksPrediction` is false (a caller that says so in words, for states all predicted).
    func allOxidationStatesText(_ element: Element, marksPrediction: Bool = true) -> String {
        guard let states = shownOxidationStates(of: element), !states.all.isEmpty else { return Self.missing }
        let text = { (shown: [Int]) in self.oxidationText(shown, of: states, marking: marksPrediction) }
        let others = states.all.filter { !states.common.contains($0) }
        guard !states.common.isEmpty else { return text(states.all) }
        guard !others.isEmpty else { return text(states.common) }
        return text(states.common) + " (" + text(others) + ")"
    }

    /// Whether the oxidation states shown for `element` include predictions flagged as such: those
    /// of `oxidationStatesText(_:)`, or of `allOxidationStatesText(_:)` when `all` (rutherfordium's
    /// front shows its observed +4 only, its back the predicted +3 too).
    func showsPredictedOxidationStates(of element: Element, all: Bool = false) -> Bool {
        guard predicted != .hide, let states = oxidationStates(of: element) else { return false }
        let shown = all || states.common.isEmpty ? states.all : states.common
        return shown.contains(where: states.isPredicted)
    }

    /// The element's oxidation states, without the predicted ones when predictions are hidden;
    /// nil when none is left.
    private func shownOxidationStates(of element: Element) -> OxidationStates? {
        guard var states = oxidationStates(of: element) else { return nil }
        guard predicted == .hide, states.hasPredictions else { return states }
        states.all = states.all.filter { !states.isPredicted($0) }
        states.common = states.common.filter { !states.isPredicted($0) }
        return states.all.isEmpty ? nil : states
    }

    /// `~+3, ~+4, +5`: each predicted state marked, as each value is, so an observed one among
    /// them (dubnium's +5) reads as a fact.
    private func oxidationText(_ shown: [Int], of states: OxidationStates, marking: Bool = true) -> String {
        shown.map { (marking && predicted == .mark && states.isPredicted($0) ? "~" : "") + OxidationStates.text([$0]) }
            .joined(separator: ", ")
    }

    /// Every isotope the sourced table lists for the element (the natural ones, or the
    /// longest-lived), by mass number; none for user data naming the element otherwise.
    func isotopes(of element: Element) -> [Isotope] {
        guard dataOrigin == .bundled || properties?.symbol(forNumber: element.number) == element.symbol else { return [] }
        return properties?.isotopes(forNumber: element.number) ?? []
    }

    /// The reference the element's isotopes cite, when it has any.
    func isotopesProvenance(of element: Element) -> ValueProvenance? {
        isotopes(of: element).isEmpty ? nil : properties?.isotopesProvenance(forNumber: element.number)
    }

    /// The isotopes the back of a tile lists: the natural ones by abundance, most abundant first,
    /// at most `limit`; or the longest-lived when none occurs in nature.
    func mainIsotopes(of element: Element, limit: Int = 3) -> [Isotope] {
        let listed = isotopes(of: element)
        let natural = listed.filter { $0.abundance != nil }
            .sorted { ($0.abundance?.number ?? 0, -$0.massNumber) > ($1.abundance?.number ?? 0, -$1.massNumber) }
        if !natural.isEmpty { return Array(natural.prefix(limit)) }
        return listed.filter(\.longestLived)
    }

    /// `⁵⁶Fe 91.754 %, ⁵⁴Fe 5.845 %` or `⁹⁷Tc t½ 4.21 My`: the main isotopes with their
    /// abundance, and the half-life of a radioactive one; or `—`.
    func isotopesText(_ element: Element, limit: Int = 3) -> String {
        let isotopes = mainIsotopes(of: element, limit: limit)
        guard !isotopes.isEmpty else { return Self.missing }
        return isotopes.map { isotope in
            var text = NumberText.superscript(isotope.massNumber) + symbol(element)
            if let abundance = isotope.abundance { text += " " + locale.quantity(localNumber(abundance.text), unit: "%") }
            if let halfLife = isotope.halfLife { text += " t½ " + localText(halfLife) }
            // No-break spaces keep an isotope whole on its line: lines end only after a comma.
            return text.replacingOccurrences(of: " ", with: "\u{00A0}")
        }.joined(separator: ", ")
    }

    /// Where the value a tile shows for `field` comes from: a reference key, a hand-written
    /// correction's source, the user's data or the bundled Periodic-Table-JSON; nil for a field
    /// that shows no value (or only the element's identity).
    func provenance(of field: TileField, for element: Element) -> ValueProvenance? {
        switch field {
        case .number, .symbol, .name, .none: return nil
        case .mass: return massProvenance(element)
        case .melt: return transitionProvenance(element.melt ?? element.sublimation,
                                                key: element.melt == nil ? "sublimation-point" : "melting-point",
                                                field: element.melt == nil ? .sublimation : .melt, element: element)
        case .boil: return transitionProvenance(element.boil ?? element.sublimation,
                                                key: element.boil == nil ? "sublimation-point" : "boiling-point",
                                                field: element.boil == nil ? .sublimation : .boil, element: element)
        case .density: return transitionProvenance(element.density, key: "density", field: .density, element: element)
        case .phase:
            return appliedCorrection(.phase, of: element)?.sourceKey.map(ValueProvenance.reference)
                ?? (dataOrigin == .userData ? .userData : .bundledData)
        case .discoveredBy, .category:
            return dataOrigin == .userData ? .userData : .bundledData
        case .oxidationStates: return oxidationStates(of: element)?.provenance
        default:
            guard let key = field.propertyKey else { return nil }
            return sourcedValue(key, of: element)?.provenance
        }
    }

    /// The property key of `ElementProperties` a user's data field stands for, with the file's value.
    /// Nil when the key is not one the data carries; `.some(nil)` when the data leaves it out.
    private static func userValue(_ key: String, of element: Element) -> SourcedValue?? {
        func number(_ value: Double?, unit: String, decimals: Int? = nil) -> SourcedValue?? {
            guard let value, value.isFinite else { return .some(nil) }
            // Fixed decimals, unless they would write a value that is not zero as zero (`0.00`).
            let fixed = decimals.map { NumberText.fixed(value, fractionDigits: $0) }
            let text = fixed.flatMap { Double($0) == 0 && value != 0 ? nil : $0 } ?? plainText(value)
            return .some(SourcedValue(text: text, unit: unit, provenance: .userData))
        }
        switch key {
        case "electronegativity": return number(element.electronegativityPauling, unit: "1", decimals: 2)
        case "melting-point": return number(element.melt, unit: "K")
        case "boiling-point": return number(element.boil, unit: "K")
        case "sublimation-point": return number(element.sublimation, unit: "K")
        case "density": return number(element.density, unit: element.state == .gas ? "g/L" : "g/cm³")
        case "ionization-energy-molar": return number(element.ionizationEnergies?.first, unit: "kJ/mol")
        case "ionization-energy": return .some(element.ionizationEnergies?.first.flatMap(electronvolts))
        case "electron-affinity": return number(element.electronAffinity, unit: "kJ/mol")
        case "molar-heat-capacity": return number(element.molarHeat, unit: "J/(mol·K)")
        case "electron-configuration":
            let text = [element.electronConfigurationSemantic, element.electronConfiguration]
                .compactMap { $0.map(ElementText.sanitized) }.first { !$0.isBlank }
            return .some(text.map { SourcedValue(text: $0, provenance: .userData) })
        default: return nil
        }
    }

    /// A file's first ionization energy (kJ/mol, as Periodic-Table-JSON writes it) in eV, with
    /// as many significant digits as the file gives: `762.5` is `7.903 eV`. Without it a tile
    /// or heatmap in eV showed the bundled NIST value beside the file's own.
    private static func electronvolts(_ kilojoulesPerMole: Double) -> SourcedValue? {
        guard kilojoulesPerMole.isFinite else { return nil }
        let digits = plainText(kilojoulesPerMole).drop { $0 == "-" || $0 == "0" || $0 == "." }.filter(\.isNumber).count
        // 1 eV is e × N_A = 96.485 332 123 31 kJ/mol, exact in the SI since 2019.
        let value = kilojoulesPerMole / 96.48533212331
        var text = String(posixFormat: "%#.\(min(max(digits, 1), 17))g", value)
        if text.contains("e") { text = plainText(value) }
        if text.hasSuffix(".") { text.removeLast() }
        return SourcedValue(text: text, unit: "eV", provenance: .userData)
    }

    /// The number as the data writes it: Swift's shortest round-trip text, whole numbers without `.0`.
    private static func plainText(_ value: Double) -> String {
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    private func massProvenance(_ element: Element) -> ValueProvenance? {
        guard let mass = element.atomicMass else { return nil }
        if !element.hasMassNumberOnly, let weight = (try? StandardAtomicWeights.bundled())?.weight(forNumber: element.number),
           weight.agrees(withMass: mass) {
            return ElementProperties.sourcedValue(weight).provenance
        }
        return dataOrigin == .userData ? .userData : .bundledData
    }

    /// A shown temperature or density: the sourced value's reference when what is shown is that
    /// value, rounded to the digits shown; else a correction's reference when one made it; else the
    /// data's (a user's file: theirs, unless a known error of it was corrected).
    private func transitionProvenance(_ shown: Double?, key: String, field: DataCorrection.Field,
                                      element: Element) -> ValueProvenance? {
        guard let shown else { return nil }
        if dataOrigin == .userData { return sourcedValue(key, of: element)?.provenance ?? .userData }
        if let sourced = properties?.value(key, forNumber: element.number), Self.isRounding(of: sourced.text, shown) {
            return sourced.provenance
        }
        return appliedCorrection(field, of: element)?.sourceKey.map(ValueProvenance.reference) ?? .bundledData
    }

    /// The correction that made the element's `field` what it is, if one did: any for the bundled
    /// data, a known error for a user's file (the only ones it gets).
    private func appliedCorrection(_ field: DataCorrection.Field, of element: Element) -> DataCorrection? {
        let value = DataCorrection.value(of: field, in: element)
        guard value != .none else { return nil }
        return (dataOrigin == .userData ? corrections?.knownErrors : corrections?.corrections)?.first {
            $0.number == element.number && $0.field == field && $0.corrected == value
        }
    }

    /// A user's value, or, where it is a known error of the bundled data the file repeated and the
    /// loader corrected (flerovium's density 14 g/cm³), the correction's value with its reference:
    /// a number the user did not write is not labelled as theirs.
    private func knownErrorCorrected(_ value: SourcedValue, key: String, of element: Element) -> SourcedValue {
        let fields: [String: DataCorrection.Field] = ["melting-point": .melt, "boiling-point": .boil, "density": .density,
                                                      "sublimation-point": .sublimation]
        guard let field = fields[key], let correction = appliedCorrection(field, of: element), let source = correction.sourceKey
        else { return value }
        var corrected = value
        corrected.provenance = .reference(key: source)
        corrected.predicted = correction.predicted
        return corrected
    }

    /// Whether `shown` is the decimal text `sourced` rounded to `shown`'s own decimals, a tie
    /// either way, as the generator's `rounds_to` decides: Fe's melting point 1811 K is the
    /// Handbook's 1811.15 K, a density of 7.874 is not its 7.87.
    static func isRounding(of sourced: String, _ shown: Double) -> Bool {
        let posix = Locale(identifier: "en_US_POSIX")
        guard let exact = Decimal(string: sourced, locale: posix),
              let value = Decimal(string: shown.description, locale: posix) else { return false }
        let half = Decimal(sign: .plus, exponent: -decimalPlaces(of: shown) - 1, significand: 5)
        return abs(exact - value) <= half
    }
}
