/// One isotope as the properties file lists it: those with a natural abundance, and the
/// longest-lived one of an element without a stable isotope.
public struct Isotope: Hashable, Sendable {
    /// The mass number (protons plus neutrons), e.g. 23 for sodium-23.
    public var massNumber: Int
    /// Whether NUBASE (through mendeleev) calls the isotope not radioactive.
    public var stable: Bool
    /// Natural abundance in atom percent, with its uncertainty.
    public var abundance: SourcedValue?
    /// Half-life in the unit NUBASE gives (`ms`, `y`, `Gy`), for a radioactive isotope.
    public var halfLife: SourcedValue?
    /// The longest-lived isotope of an element with no stable one.
    public var longestLived: Bool
}
