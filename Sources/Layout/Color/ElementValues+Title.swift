extension ElementValues {
    /// The colorbar's title: `Abundance (ppm)`, `Abundance (ppm, log scale)`; the scale named in
    /// `locale` (`Abundance (ppm, logarithmische Skala)`). The label and unit are the file's own (a unit in the symbol the language writes for it).
    public func title(scale: ScaleKind = .linear, locale: DisplayLocale = .english) -> String {
        let label = label(in: locale)
        let parts = [unit.flatMap { $0.isEmpty ? nil : locale.unit($0) }, scale == .log ? locale.text(.logScale) : nil].compactMap { $0 }
        return parts.isEmpty ? label : locale.parenthesized(label, parts)
    }

    /// The label in `locale`: the user's own as written, ptable's made-up one in the language's
    /// words (`Atome in 12 Formeln`).
    public func label(in locale: DisplayLocale) -> String {
        guard !locale.isEnglish, let generatedLabel else { return label }
        switch generatedLabel {
        case let .atoms(formulas): return locale.text(formulas == 1 ? .atomsInOneFormula : .atomsInFormulas, String(formulas))
        case let .formulas(count): return locale.text(.formulasWithElement, String(count))
        case .value: return locale.text(.valueLabel)
        }
    }
}
