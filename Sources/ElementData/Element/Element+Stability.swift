public extension Element {
    /// True for the elements with no stable isotope: technetium (43), promethium (61) and every
    /// element from polonium (84) on, 37 on the standard table. Bismuth counts as stable: its
    /// only primordial isotope, ²⁰⁹Bi, has a half-life of 2 × 10¹⁹ years (de Marcillac et al.,
    /// Nature 422, 876 (2003)), and IUPAC's table gives it a standard atomic weight.
    var hasNoStableIsotope: Bool {
        number == 43 || number == 61 || number >= 84
    }
}
