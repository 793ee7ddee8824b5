/// One element's standard atomic weight as published by IUPAC's Commission on
/// Isotopic Abundances and Atomic Weights (CIAAW), e.g. iron 55.845(2).
///
/// The value is kept as the published text, because its digits carry its precision:
/// `"6.94"`, `"127.60"` and `"196.966570"` must not lose or gain a digit on the way to a tile.
public struct StandardAtomicWeight: Hashable, Sendable {
    /// Whether CIAAW publishes a single value or an interval for the element.
    public enum Kind: String, Decodable, Hashable, Sendable {
        /// A single value with an uncertainty, e.g. Fe 55.845(2).
        case standard
        /// CIAAW gives an interval (e.g. C [12.0096, 12.0116]); the value is IUPAC's
        /// conventional atomic weight (C 12.011) and the uncertainty that of the abridged value.
        case conventional
    }

    /// The atomic number.
    public let number: Int
    /// The element symbol, as in the CIAAW table.
    public let symbol: String
    /// The value exactly as published, e.g. `"22.98976928"`.
    public let valueText: String
    /// The value as a number.
    public let value: Double
    /// The uncertainty in the value's units, exactly as published, e.g. `"0.002"`.
    public let uncertaintyText: String
    /// The uncertainty as a number.
    public let uncertainty: Double
    /// Whether the value is a standard or a conventional atomic weight.
    public let kind: Kind
    /// The published interval of a `.conventional` weight, nil for a `.standard` one.
    public let interval: ClosedRange<Double>?
    /// The interval's bounds exactly as published, e.g. `["12.0096", "12.0116"]`.
    public let intervalTexts: [String]?
    /// A value and uncertainty that a revision replaced, e.g. Gd 157.25(3) before 157.249(2).
    public struct Superseded: Hashable, Sendable {
        /// The value that was replaced, e.g. 157.25 for gadolinium.
        public let value: Double
        /// The uncertainty of the replaced value, in its units, e.g. 0.03 for gadolinium.
        public let uncertainty: Double
    }

    /// The value this one replaced in a recent revision, since data written before the
    /// revision carries the older value.
    public let superseded: Superseded?

    /// Creates a weight from published decimal texts; nil when a text is not a plain decimal
    /// (digits, optionally a point and more digits) or the interval is not two ordered bounds.
    public init?(number: Int, symbol: String, valueText: String, uncertaintyText: String,
                 kind: Kind = .standard, intervalTexts: [String]? = nil, supersededTexts: [String]? = nil) {
        guard let value = Self.plainDecimal(valueText), let uncertainty = Self.plainDecimal(uncertaintyText) else {
            return nil
        }
        if let supersededTexts {
            guard supersededTexts.count == 2, let oldValue = Self.plainDecimal(supersededTexts[0]),
                  let oldUncertainty = Self.plainDecimal(supersededTexts[1]) else { return nil }
            superseded = Superseded(value: oldValue, uncertainty: oldUncertainty)
        } else {
            superseded = nil
        }
        var interval: ClosedRange<Double>?
        if let intervalTexts {
            guard intervalTexts.count == 2,
                  let lower = Self.plainDecimal(intervalTexts[0]), let upper = Self.plainDecimal(intervalTexts[1]),
                  lower <= upper else { return nil }
            interval = lower...upper
        }
        self.number = number
        self.symbol = symbol
        self.valueText = valueText
        self.value = value
        self.uncertaintyText = uncertaintyText
        self.uncertainty = uncertainty
        self.kind = kind
        self.interval = interval
        self.intervalTexts = interval == nil ? nil : intervalTexts
    }

    /// Whether `mass` is this weight as some data writes it: within max(uncertainty, 0.0005)
    /// + 0.0005 of the value (an appended uncertainty digit, or a revision inside the
    /// uncertainty), or likewise of the value it superseded.
    public func agrees(withMass mass: Double) -> Bool {
        func within(_ value: Double, _ uncertainty: Double) -> Bool {
            abs(mass - value) <= max(uncertainty, 0.0005) + 0.0005
        }
        return within(value, uncertainty) || superseded.map { within($0.value, $0.uncertainty) } == true
    }
}

extension StandardAtomicWeight: Decodable {
    private enum CodingKeys: String, CodingKey {
        case number, symbol, value, uncertainty, kind, interval, supersedes
    }

    /// The weight in one record of the bundled table.
    public init(from decoder: any Decoder) throws {
        let record = try decoder.container(keyedBy: CodingKeys.self)
        let number = try record.decode(Int.self, forKey: .number)
        let symbol = try record.decode(String.self, forKey: .symbol)
        guard let weight = StandardAtomicWeight(number: number, symbol: symbol, valueText: try record.decode(String.self, forKey: .value),
                                                uncertaintyText: try record.decode(String.self, forKey: .uncertainty),
                                                kind: try record.decodeIfPresent(Kind.self, forKey: .kind) ?? .standard,
                                                intervalTexts: try record.decodeIfPresent([String].self, forKey: .interval),
                                                supersededTexts: try record.decodeIfPresent([String].self, forKey: .supersedes)) else {
            throw DecodingError.dataCorruptedError(forKey: .value, in: record, debugDescription:
                "\(symbol) (\(number)): value, uncertainty, interval and supersedes must be plain decimals such as \"55.845\"")
        }
        self = weight
    }
}

private extension StandardAtomicWeight {
    /// The number written as `123` or `123.456`, nothing else (no sign, exponent or spaces).
    static func plainDecimal(_ text: String) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
            return nil
        }
        return Double(text)
    }
}
