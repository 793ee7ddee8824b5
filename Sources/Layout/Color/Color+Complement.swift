import ElementData

public extension Color {
    /// The complementary colour: the hue turned half way round the colour wheel with the same
    /// saturation and lightness (HSL), which for 8-bit channels is exactly `max + min − c`
    /// for each channel. Greys are their own complement. Alpha is kept.
    var complement: Color {
        let high = Int(max(red, green, blue))
        let low = Int(min(red, green, blue))
        func turned(_ channel: UInt8) -> UInt8 { UInt8(high + low - Int(channel)) }
        return Color(red: turned(red), green: turned(green), blue: turned(blue), alpha: alpha)
    }

    /// The channels as fractions of 255 to three decimals, `0.933 0.533 0.400` (the form
    /// colour pickers and `UIColor`/`NSColor` take), independent of the locale.
    var unitRGBText: String {
        [red, green, blue].map { String(posixFormat: "%.3f", Double($0) / 255) }.joined(separator: " ")
    }
}
