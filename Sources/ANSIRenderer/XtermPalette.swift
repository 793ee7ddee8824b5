import Foundation
import Layout

/// The fixed part of the xterm 256-colour palette: the 6×6×6 colour cube (16–231) and the
/// grey ramp (232–255).
///
/// Entries 0–15 are left out on purpose: terminals let users redefine them, so they are
/// not a reliable match for a theme colour.
enum XtermPalette {
    /// The channel levels of the colour cube.
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The sRGB colour of palette entry `index` (16–255).
    static func color(at index: Int) -> Color {
        precondition((16...255).contains(index), "only the cube and grey ramp are fixed")
        if index >= 232 {
            let level = UInt8(8 + 10 * (index - 232))
            return Color(red: level, green: level, blue: level)
        }
        let cube = index - 16
        return Color(red: UInt8(cubeLevels[cube / 36]),
                     green: UInt8(cubeLevels[cube / 6 % 6]),
                     blue: UInt8(cubeLevels[cube % 6]))
    }

    /// The entry closest to `color` as the eye sees it: the smallest CIE76 difference in
    /// CIELAB. Plain RGB distance sends pale tints to grey; Lab keeps their hue.
    /// Ties go to the lower index.
    static func nearestIndex(to color: Color) -> Int {
        let target = Lab(color)
        return 16 + palette.indices.min { target.squaredDistance(to: palette[$0]) < target.squaredDistance(to: palette[$1]) }!
    }

    /// Every entry (16–255) from the closest to `color` to the farthest, ties to the lower index.
    static func indicesByCloseness(to color: Color) -> [Int] {
        let target = Lab(color)
        return palette.indices.sorted { a, b in
            let da = target.squaredDistance(to: palette[a]), db = target.squaredDistance(to: palette[b])
            return da != db ? da < db : a < b
        }.map { $0 + 16 }
    }

    private static let palette: [Lab] = (16...255).map { Lab(color(at: $0)) }

    /// A colour in CIELAB (D65 white).
    private struct Lab {
        let l: Double
        let a: Double
        let b: Double

        init(_ color: Color) {
            func linear(_ channel: UInt8) -> Double {
                let value = Double(channel) / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
            let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
            let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
            let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
            func f(_ t: Double) -> Double {
                t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
            }
            l = 116 * f(y) - 16
            a = 500 * (f(x) - f(y))
            self.b = 200 * (f(y) - f(z))
        }

        func squaredDistance(to other: Lab) -> Double {
            let dl = l - other.l, da = a - other.a, db = b - other.b
            return dl * dl + da * da + db * db
        }
    }
}
