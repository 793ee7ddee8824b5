import Foundation
import Testing
@testable import Layout

/// The fast decimal formatting against the code it replaced, over many values: every
/// output byte must be the same.
@Suite struct DecimalFormattingEquivalenceTests {
    /// `ElementFormatter.decimal` as it was, all through `String(format:)`.
    private static func referenceDecimal(_ value: Double, maximumFractionDigits: Int) -> String {
        guard value.isFinite else { return ElementFormatter.missing }
        if NumberText.needsScientific(value) { return NumberText.scientific(value, significantDigits: 4) }
        var text = String(format: "%.\(min(max(maximumFractionDigits, 0), 20))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        if text.hasPrefix("-") { text = "−" + text.dropFirst() }
        return text
    }

    /// `MassFormatting.decimalText` as it was, by Characters.
    private static func referenceDecimalText(_ text: String, roundedToAtMost places: Int) -> String {
        let negative = text.hasPrefix("-")
        let unsigned = negative ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count > places,
              unsigned.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }) else {
            return text
        }
        let integer = parts[0].isEmpty ? "0" : String(parts[0])
        let fraction = Array(parts[1])
        var digits = (integer + String(fraction.prefix(places))).compactMap(\.wholeNumberValue)
        if let dropped = fraction[places].wholeNumberValue, dropped >= 5 {
            var index = digits.count - 1
            while index >= 0, digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 { digits[index] += 1 } else { digits.insert(1, at: 0) }
        }
        let text = digits.map(String.init).joined()
        let integerDigits = text.dropLast(places)
        let result = places == 0 ? String(integerDigits) : "\(integerDigits).\(text.suffix(places))"
        return negative ? "-" + result : result
    }

    /// Random draws per test: 20 000 (about 4 million formatted values, 14 s) passed when the fast
    /// paths were written; the suite keeps a sample.
    private static let rounds = 100

    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Values a tile, colorbar or paper size may format: data-like decimals, their unit
    /// conversions, exact ties in binary, neighbours of ties, and raw bit patterns.
    private static let values: [Double] = {
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -0.5, -2.5, 0.125, 0.375, -0.125, 2.675, 1.005, 1.0005,
                                0.045, 1e-6, 1.0000001e-6, 999_999_999_999_999, -999_999_999_999_999, 1e15, 9.9e14,
                                0.1 + 0.2, 1 / 3, 2 / 3, -1 / 3, 273.15, 370.87 - 273.15, 97.72000000000003,
                                4_503_599_627_370_495.5, 1e14 + 0.5, 12_345_678.125, .ulpOfOne, 1e-5, 0.0001,
                                .nan, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        var generator = Generator(state: 7)
        for _ in 0..<Self.rounds {
            // A decimal with up to 6 decimals, as data writes them, and what a unit change makes of it.
            let decimals = generator.below(7)
            let scaled = Double(generator.below(100_000_000)) / pow(10, Double(decimals))
            let signed = generator.below(4) == 0 ? -scaled : scaled
            values += [signed, signed - 273.15, signed * 9 / 5 - 459.67, signed / 1000]
            // Exact binary ties at some number of decimals, and their neighbours.
            let tie = (Double(generator.below(2_000_000)) + 0.5) / Double(1 << generator.below(12))
            values += [tie, tie.nextUp, tie.nextDown, -tie]
            // Any magnitude from 1e-8 to 1e16.
            let exponent = Double(generator.below(2400)) / 100 - 8
            values.append(pow(10, exponent) * (generator.below(2) == 0 ? 1 : -1))
            values.append(Double(bitPattern: generator.next() << 11 | generator.next() & 0x7FF))
        }
        return values
    }()

    @Test func decimalMatchesStringFormatForEveryPrecision() {
        var mismatches: [String] = []
        for value in Self.values {
            for digits in [-1, 0, 1, 2, 3, 4, 6, 8, 12, 17, 20, 25] {
                let fast = ElementFormatter.decimal(value, maximumFractionDigits: digits)
                let reference = Self.referenceDecimal(value, maximumFractionDigits: digits)
                if fast != reference { mismatches.append("\(value) \(digits): \(fast) != \(reference)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func fixedTextMatchesStringFormatDigitForDigit() {
        var mismatches: [String] = []
        for value in Self.values where value.isFinite {
            for digits in [0, 1, 2, 3, 5, 9, 20] {
                let fast = FixedDecimal.text(value, fractionDigits: digits)
                let reference = String(format: "%.\(digits)f", value)
                if fast != reference { mismatches.append("\(value) \(digits): \(fast) != \(reference)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(FixedDecimal.text(-0.0, fractionDigits: 2) == "-0.00")
        #expect(FixedDecimal.text(0.125, fractionDigits: 2) == "0.12")
        #expect(FixedDecimal.text(0.375, fractionDigits: 2) == "0.38")
        #expect(FixedDecimal.text(2.675, fractionDigits: 2) == "2.67")
        #expect(FixedDecimal.text(-0.0004, fractionDigits: 3) == "-0.000")
    }

    @Test func decimalTextMatchesTheCharacterVersion() {
        var texts = ["", ".", "-", "-.", "1.", ".5", "-.5", "1..2", "1.2.3", "--1.5", "1.5-", "+1.5", "a.b", "1.2a",
                     "9.9995", "-9.9995", "999.9999", "0.0005", "00.12345", "12", "1e5", " 1.2345", "1.2345 ",
                     "22.98976928", "196.966570", "-0.0004", "1.0000"]
        var generator = Generator(state: 11)
        let alphabet = Array("0123456789999955.-")
        for _ in 0..<Self.rounds {
            let length = generator.below(12)
            texts.append(String((0..<length).map { _ in alphabet[generator.below(alphabet.count)] }))
            let integer = String(generator.below(1000))
            let fraction = String((0..<generator.below(9)).map { _ in alphabet[generator.below(10)] })
            texts.append((generator.below(3) == 0 ? "-" : "") + integer + "." + fraction)
        }
        var mismatches: [String] = []
        for text in texts {
            for places in 0...5 {
                let fast = MassFormatting.decimalText(text, roundedToAtMost: places)
                let reference = Self.referenceDecimalText(text, roundedToAtMost: places)
                if fast != reference { mismatches.append("\(text.debugDescription) \(places): \(fast) != \(reference)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
}
