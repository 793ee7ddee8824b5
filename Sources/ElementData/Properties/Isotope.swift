/// One isotope as the properties file lists it: those with a natural abundance, and the
/// longest-lived one of an element without a stable isotope.
public struct Isotope: Hashable, Sendable {
    public var massNumber: Int
    public var stable: Bool
    /// Natural abundance in atom percent, with its uncertainty.
    public var abundance: SourcedValue?
    /// Half-life in the unit NUBASE gives (`ms`, `y`, `Gy`), for a radioactive isotope.
    public var halfLife: SourcedValue?
    /// The longest-lived isotope of an element with no stable one.
    public var longestLived: Bool
}
