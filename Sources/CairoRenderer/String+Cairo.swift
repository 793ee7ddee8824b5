import Layout

extension String {
    /// The text as Cairo accepts it: Cairo refuses a whole string with a noncharacter in it
    /// ("input string not valid UTF-8") and a C string ends at NUL, so both are left out, as
    /// the SVG renderer leaves them out.
    var drawableByCairo: String {
        guard unicodeScalars.contains(where: { $0.isNoncharacter || $0 == "\0" }) else { return self }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: unicodeScalars.filter { !$0.isNoncharacter && $0 != "\0" })
        return String(scalars)
    }
}
