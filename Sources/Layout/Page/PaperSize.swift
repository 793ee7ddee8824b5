import ElementData
import Foundation

/// A sheet of paper: its trim size in millimetres, portrait (width ≤ height) for the named sizes.
public struct PaperSize: Equatable, Sendable {
    /// A name for messages: `A4`, `Letter`, `420×297 mm`.
    public var name: String
    /// Width in millimetres, as named or as written in `WxHmm` (`8.5x11in` converted).
    public var width: Double
    /// Height in millimetres.
    public var height: Double
    /// Whether the size came from `WxH` and a unit; custom sizes keep their own orientation by default.
    public var isCustom: Bool

    /// A sheet `width` × `height` millimetres named `name`; nothing is checked here.
    public init(name: String, width: Double, height: Double, isCustom: Bool = false) {
        self.name = name
        self.width = width
        self.height = height
        self.isCustom = isCustom
    }

    /// Points per millimetre: 72 / 25.4.
    public static let pointsPerMillimetre = 72 / 25.4

    /// ISO 216 A0, 841 × 1189 mm.
    public static let a0 = PaperSize(name: "A0", width: 841, height: 1189)
    /// ISO 216 A1, 594 × 841 mm.
    public static let a1 = PaperSize(name: "A1", width: 594, height: 841)
    /// ISO 216 A2, 420 × 594 mm.
    public static let a2 = PaperSize(name: "A2", width: 420, height: 594)
    /// ISO 216 A3, 297 × 420 mm.
    public static let a3 = PaperSize(name: "A3", width: 297, height: 420)
    /// ISO 216 A4, 210 × 297 mm.
    public static let a4 = PaperSize(name: "A4", width: 210, height: 297)
    /// US Letter, 8.5 × 11 in.
    public static let letter = PaperSize(name: "Letter", width: 215.9, height: 279.4)
    /// US Tabloid (ledger), 11 × 17 in.
    public static let tabloid = PaperSize(name: "Tabloid", width: 279.4, height: 431.8)

    /// The named sizes by lowercase name.
    public static let named: [String: PaperSize] = [
        "a0": .a0, "a1": .a1, "a2": .a2, "a3": .a3, "a4": .a4, "letter": .letter, "tabloid": .tabloid,
    ]

    /// The largest side a custom size may have, in millimetres: a PDF page's 200 inches.
    public static let maximumSide = 5080.0

    /// Parses a name (`a4`, `Letter`, any case) or a custom size `WxH` and a unit of
    /// `PrintLength`, such as `420x297mm`, `8.5x11in` or `42x29.7cm` (decimals allowed, `x` or
    /// `×`, no spaces, both sides over 0 and at most `maximumSide`, by default 5080 mm).
    public init?(parsing text: String, maximumSide: Double = PaperSize.maximumSide) {
        let key = text.lowercased()
        if let paper = Self.named[key] {
            self = paper
            return
        }
        guard let unit = PrintLength.units.first(where: { key.hasSuffix($0.symbol) }) else { return nil }
        let sides = key.dropLast(unit.symbol.count).split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
        guard sides.count == 2, let written = Self.strictNumber(sides[0]), let writtenHeight = Self.strictNumber(sides[1]) else {
            return nil
        }
        let (width, height) = (unit.millimetres(written), unit.millimetres(writtenHeight))
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { return nil }
        self.init(name: "\(sides[0])×\(sides[1]) \(unit.symbol)", width: width, height: height, isCustom: true)
    }

    /// The size in millimetres turned to `orientation`; nil keeps a custom size as written
    /// and turns a named size to landscape.
    public func oriented(_ orientation: PageOrientation?) -> (width: Double, height: Double) {
        let resolved = orientation ?? (isCustom ? nil : .landscape)
        switch resolved {
        case nil: return (width, height)
        case .landscape?: return (max(width, height), min(width, height))
        case .portrait?: return (min(width, height), max(width, height))
        }
    }

    /// Digits with at most one decimal point, nothing else (no sign, exponent or spaces).
    private static func strictNumber(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.first != ".", text.last != ".",
              text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              text.filter({ $0 == "." }).count <= 1 else { return nil }
        return Double(text)
    }

    /// Millimetres as written in messages: at most two decimals, or three significant digits
    /// with an exponent for absurd values, so `--margin 1e300` is not echoed as 301 digits.
    /// A negative value keeps the ASCII minus the user typed (the tiles' typographic minus
    /// would echo `--bleed -3` as "−3", which no search for the value finds).
    public static func text(_ millimetres: Double) -> String {
        guard millimetres.isFinite, abs(millimetres) < 1e9 else {
            return String(posixFormat: "%.3g", millimetres)
        }
        return ElementFormatter.decimal(millimetres, maximumFractionDigits: 2).replacingOccurrences(of: "\u{2212}", with: "-")
    }
}

/// Which way a page is turned.
public enum PageOrientation: String, CaseIterable, Sendable {
    /// The long side horizontal.
    case landscape
    /// The long side vertical.
    case portrait
}
