extension ElementValues {
    /// The colorbar's title: `Abundance (ppm)`, `Abundance (ppm, log scale)`.
    public func title(scale: ScaleKind = .linear) -> String {
        let parts = [unit.flatMap { $0.isEmpty ? nil : $0 }, scale == .log ? "log scale" : nil].compactMap { $0 }
        return parts.isEmpty ? label : "\(label) (\(parts.joined(separator: ", ")))"
    }
}
