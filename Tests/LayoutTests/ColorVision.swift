import Foundation
@testable import Layout

/// Colour-vision-deficiency simulation and colour difference, for palette tests.
///
/// Simulation: Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
/// Simulation of Color Vision Deficiency", IEEE TVCG 15(6), severity 1.0 matrices applied to
/// linear sRGB. Difference: CIEDE2000 (Sharma, Wu and Dalal 2005) in CIELAB with a D65 white.
enum ColorVision: String, CaseIterable {
    case normal, deuteranopia, protanopia

    var matrix: [[Double]] {
        switch self {
        case .normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        case .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        }
    }

    /// The colour as seen with this vision, in CIELAB.
    func lab(_ color: Color) -> (l: Double, a: Double, b: Double) {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let rgb = [linear(color.red), linear(color.green), linear(color.blue)]
        let seen = matrix.map { row in min(max(zip(row, rgb).map(*).reduce(0, +), 0), 1) }
        let x = 0.4124564 * seen[0] + 0.3575761 * seen[1] + 0.1804375 * seen[2]
        let y = 0.2126729 * seen[0] + 0.7151522 * seen[1] + 0.0721750 * seen[2]
        let z = 0.0193339 * seen[0] + 0.1191920 * seen[1] + 0.9503041 * seen[2]
        func f(_ t: Double) -> Double { t > pow(6.0 / 29, 3) ? cbrt(t) : t / (3 * pow(6.0 / 29, 2)) + 4.0 / 29 }
        let fx = f(x / 0.95047), fy = f(y), fz = f(z / 1.08883)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIEDE2000 between two colours as seen with this vision.
    func difference(_ first: Color, _ second: Color) -> Double {
        Self.ciede2000(lab(first), lab(second))
    }

    static func ciede2000(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        func degrees(_ r: Double) -> Double { r * 180 / .pi }
        func radians(_ d: Double) -> Double { d * .pi / 180 }
        let c1 = hypot(p.a, p.b), c2 = hypot(q.a, q.b)
        let meanC = (c1 + c2) / 2
        let g = 0.5 * (1 - sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))))
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let c1p = hypot(a1, p.b), c2p = hypot(a2, q.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            let h = degrees(atan2(b, a))
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        let dL = q.l - p.l, dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * sqrt(c1p * c2p) * sin(radians(dh) / 2)
        let meanL = (p.l + q.l) / 2, meanCp = (c1p + c2p) / 2
        var meanH = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 { meanH = (h1 + h2) / 2 }
            else if h1 + h2 < 360 { meanH = (h1 + h2 + 360) / 2 }
            else { meanH = (h1 + h2 - 360) / 2 }
        }
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let dTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * sqrt(pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
        let sc = 1 + 0.045 * meanCp, sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * dTheta)) * rc
        return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
    }

    /// The smallest difference between any two of `colors` under any of the visions, and the pair.
    static func minimumDifference(_ colors: [Color], visions: [ColorVision] = allCases) -> (Double, Color, Color) {
        var best = (Double.infinity, Color.black, Color.black)
        for vision in visions {
            for i in colors.indices {
                for j in colors.indices where j > i {
                    let d = vision.difference(colors[i], colors[j])
                    if d < best.0 { best = (d, colors[i], colors[j]) }
                }
            }
        }
        return best
    }
}
