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

    /// Greys for a theme printed in black and white (`mono`), where the colours above turn into
    /// look-alikes (solid #EEDD88 and gas #99DDFF differ by 3 in lightness): steps 12 or more
    /// apart in lightness and apart from the pale grey of "unknown", cycled where a key has more
    /// classes than steps (periods, groups), whose tiles the axis numbers name anyway.
    static let greys = ["#FFFFFF", "#BDBDBD", "#8A8A8A", "#5E5E5E"].map(hex)

    /// `palette` as a theme with `fills` prints it: in `greys` when every fill is a grey.
    static func printed(_ palette: [Color], themeFills fills: [Color]) -> [Color] {
        guard !fills.isEmpty, fills.allSatisfy({ $0.red == $0.green && $0.green == $0.blue }) else { return palette }
        let steps = palette.count <= greys.count ? greys : Array(greys.prefix(3))
        return palette.indices.map { steps[$0 % steps.count] }
    }

    private static func hex(_ text: String) -> Color { Color(hex: text)! }
}
