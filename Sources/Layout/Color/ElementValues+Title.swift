extension ElementValues {
    /// The colorbar's title: `Abundance (ppm)`, `Abundance (ppm, log scale)`; the scale named in
    /// `locale` (`Abundance (ppm, logarithmische Skala)`). The label and unit are the file's own.
    public func title(scale: ScaleKind = .linear, locale: DisplayLocale = .english) -> String {
        let parts = [unit.flatMap { $0.isEmpty ? nil : $0 }, scale == .log ? locale.text(.logScale) : nil].compactMap { $0 }
        return parts.isEmpty ? label : "\(label) (\(parts.joined(separator: ", ")))"
    }
}
