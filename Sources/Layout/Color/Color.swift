import Foundation

/// An sRGB colour with 8-bit channels, written as `#rrggbb` (or `#rrggbbaa` when not opaque).
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The red channel, 0–255, in sRGB.
    public var red: UInt8
    /// The green channel, 0–255, in sRGB.
    public var green: UInt8
    /// The blue channel, 0–255, in sRGB.
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque), not premultiplied.
    public var alpha: UInt8

    /// A colour from its 8-bit sRGB channels; opaque unless `alpha` is given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` is optional).
    public init?(hex: String) {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            self.init(red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
                      blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
        }
    }

    /// `#rrggbb`, lowercase, ignoring alpha.
    public var rgbHex: String {
        "#" + [red, green, blue].map(Self.twoHexDigits).joined()
    }

    /// `#rrggbb`, or `#rrggbbaa` when the colour is translucent.
    public var hex: String {
        alpha == 255 ? rgbHex : rgbHex + Self.twoHexDigits(alpha)
    }

    private static func twoHexDigits(_ byte: UInt8) -> String {
        (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }

    /// The colour as `hex` writes it: `#rrggbb`, or `#rrggbbaa` when translucent.
    public var description: String { hex }

    /// Alpha as a fraction from 0 to 1.
    public var opacity: Double { Double(alpha) / 255 }

    /// WCAG 2 relative luminance.
    public var relativeLuminance: Double {
        let linear = Self.linearChannels
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// The linear value of each of the 256 sRGB channel values, computed once: layouts ask
    /// for contrast ratios by the thousand.
    private static let linearChannels: [Double] = (0...255).map { channel in
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// WCAG 2 contrast ratio between two opaque colours (1 to 21).
    public func contrastRatio(with other: Color) -> Double {
        let own = relativeLuminance, others = other.relativeLuminance
        let lighter = max(own, others)
        let darker = min(own, others)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The colour mixed with `other`; `amount` 0 keeps this colour, 1 gives `other`.
    public func mixed(with other: Color, amount: Double) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded().clamped(to: 0...255))
        }
        return Color(red: mix(red, other.red), green: mix(green, other.green),
                     blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    /// Opaque black, `#000000`.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white, `#ffffff`.
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// Decodes a colour from a string that `init(hex:)` accepts.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the string is not such a colour.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a #rrggbb colour")
        }
        self = color
    }

    /// Encodes the colour as its `hex` string.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
