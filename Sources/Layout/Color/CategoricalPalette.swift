/// Colour-blind-safe fills for the categorical keys other than `category` (whose colours
/// come from the theme), all from Paul Tol's "light" qualitative scheme, which is designed
/// for labels with black text and stays distinct with deuteranopia and protanopia
/// (https://personal.sron.nl/~pault/, Tol 2021, "Colour Schemes", SRON/EPS/TN/09-002).
///
/// Tol light: light blue #77AADD, light cyan #99DDFF, mint #44BB99, pear #BBCC33,
/// olive #AAAA00, light yellow #EEDD88, orange #EE8866, pink #FFAABB, pale grey #DDDDDD.
enum CategoricalPalette {
    static let lightBlue = hex("#77AADD")
    static let lightCyan = hex("#99DDFF")
    static let mint = hex("#44BB99")
    static let pear = hex("#BBCC33")
    static let olive = hex("#AAAA00")
    static let lightYellow = hex("#EEDD88")
    static let orange = hex("#EE8866")
    static let pink = hex("#FFAABB")
    /// Pale grey: "unknown" in every categorical key.
    static let paleGrey = hex("#DDDDDD")

    /// Solid, liquid, gas.
    static let phases = [lightYellow, orange, lightCyan]
    /// s, p, d, f.
    static let blocks = [orange, lightYellow, lightBlue, pink]
    /// Periods 1–8, ordered so neighbouring rows differ strongly.
    static let periods = [orange, lightYellow, pear, mint, lightCyan, lightBlue, pink, olive]
    /// Groups 1–18: the eight Tol light colours, their 50 % tints towards white and two darker
    /// shades, in the order that maximises the smallest CIEDE2000 difference between
    /// neighbouring columns under normal vision, deuteranopia and protanopia (20.5).
    /// Columns far apart may share a look-alike under colour-vision deficiency; the group
    /// numbers over the columns name them.
    static let groups = [
        "#EE8866", "#FFD4DD", "#BBCC33", "#FFAABB", "#CA7457", "#DDE699", "#77AADD", "#A2DDCC", "#5F88B1",
        "#D4D480", "#CCEEFF", "#44BB99", "#BBD4EE", "#EEDD88", "#99DDFF", "#F6C3B2", "#AAAA00", "#F6EEC3",
    ].map(hex)

    private static func hex(_ text: String) -> Color { Color(hex: text)! }
}
