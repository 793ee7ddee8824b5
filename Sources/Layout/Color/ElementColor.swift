import ElementData

/// Each element's own conventional colour (`--color-by cpk`): the data's `cpk-hex`.
///
/// The bundled values are Jmol's element colours (https://jmol.sourceforge.net/jscolors/,
/// hydrogen white, carbon grey, nitrogen blue, oxygen red …), which extend the CPK colours of
/// Corey, Pauling and Koltun's space-filling models to element 109; the data has none from
/// darmstadtium (110) on, and those tiles are drawn grey and hatched like a missing value.
public enum ElementColor {
    /// Where the colours come from, as the legend and the README name it.
    public static let source = "Jmol element colours (\(sourceAddress))"
    /// Where the colours are published, for legends in any language.
    public static let sourceAddress = "jmol.sourceforge.net/jscolors"

    /// The elements the legend shows as examples, the colours most readers know from models.
    static let examples = [1, 6, 7, 8, 16]

    /// The element's colour, nil when the data has none.
    ///
    /// - Throws: `ColorScaleError.invalidElementColor` when `cpk-hex` is not six hex digits
    ///   (an optional `#` first), so a damaged data file is named rather than drawn grey.
    public static func color(of element: Element) throws -> Color? {
        guard let text = element.cpkHex else { return nil }
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6, digits.unicodeScalars.allSatisfy({ $0.isASCII && Character($0).isHexDigit }),
              let color = Color(hex: String(digits)) else {
            throw ColorScaleError.invalidElementColor(element: ElementText.escapedForMessage(element.name, limit: 40),
                                                      value: ElementText.escapedForMessage(text, limit: 24))
        }
        return color
    }
}
