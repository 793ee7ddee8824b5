/// A chemical formula read strictly: element symbols with counts (`Fe2O3`), groups in round or
/// square brackets with a multiplier (`(NH4)2SO4`, nested as deep as `maximumDepth`), and
/// hydrates joined by `·`, `⋅`, `•`, `.` or `*` with a leading multiplier (`CuSO4·5H2O`).
///
/// Deuterium and tritium (`D2O`, `T2O`) count as hydrogen unless the data has elements of
/// those symbols. Charges (`SO4^2-`, `Fe3+`), lower-case symbols, spaces inside, unknown symbols and
/// unbalanced brackets are refused with the column where the problem is.
public struct ChemicalFormula: Equatable, Sendable {
    /// How many atoms of each element one formula unit has, by symbol.
    public var amounts: [String: Int]

    /// Why a formula cannot be read: a one-based column (in characters) and what is wrong.
    public struct SyntaxError: Error, Equatable, Sendable {
        /// The one-based column, in characters, where the formula goes wrong.
        public var column: Int
        /// What is wrong there, in a phrase.
        public var message: String
    }

    /// Brackets inside brackets beyond this are refused, so a hostile line cannot exhaust the stack.
    public static let maximumDepth = 16
    /// The largest count or multiplier accepted.
    public static let maximumCount = 1_000_000

    /// Parses `text`; `columnOffset` is added to every column (where `text` starts in its
    /// line). `checkSymbol` returns why a well-formed symbol cannot be used (unknown, not
    /// drawn), or nil.
    public init(parsing text: String, columnOffset: Int = 0,
                checkSymbol: @escaping (String) -> String? = { _ in nil }) throws(SyntaxError) {
        var parser = FormulaParser(characters: Array(text), columnOffset: columnOffset, checkSymbol: checkSymbol)
        amounts = try parser.parseFormula()
    }

    /// A formula of the given amounts by symbol.
    public init(amounts: [String: Int]) {
        self.amounts = amounts
    }
}

/// The recursive descent behind `ChemicalFormula(parsing:)`.
private struct FormulaParser {
    typealias SyntaxError = ChemicalFormula.SyntaxError
    let characters: [Character]
    let columnOffset: Int
    let checkSymbol: (String) -> String?
    var index = 0

    static let hydrateSeparators: Set<Character> = ["·", "⋅", "•", ".", "*"]
    static let chargeMarks: Set<Character> = ["+", "-", "−", "^", "⁺", "⁻", "⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    static let closers: [Character: Character] = ["(": ")", "[": "]"]
    static let hydrogenIsotopes: Set<String> = ["D", "T"]

    mutating func parseFormula() throws(SyntaxError) -> [String: Int] {
        guard !characters.isEmpty else { throw fail(at: 0, "the formula is empty") }
        var total: [String: Int] = [:]
        while true {
            let start = index
            let multiplier = try parseCount() ?? 1
            if index == characters.count || Self.hydrateSeparators.contains(characters[index]) {
                throw fail(at: start, index == start ? "expected an element symbol" : "a number with no element after it")
            }
            let part = try parseUnits(depth: 0, closer: nil)
            try add(part, times: multiplier, to: &total, at: start)
            guard index < characters.count else { return total }
            let separator = index
            index += 1
            if index == characters.count {
                throw fail(at: separator, "nothing after '\(characters[separator])'; a hydrate is written CuSO4·5H2O")
            }
        }
    }

    /// Element symbols and bracketed groups with their counts, up to `closer` (consumed by
    /// the caller) or the end of the part.
    mutating func parseUnits(depth: Int, closer: Character?) throws(SyntaxError) -> [String: Int] {
        var amounts: [String: Int] = [:]
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character == closer || Self.hydrateSeparators.contains(character) { break }
            if closer != nil, character == ")" || character == "]" { break }
            var unit: [String: Int]
            if let expected = Self.closers[character] {
                guard depth < ChemicalFormula.maximumDepth else {
                    throw fail(at: start, "brackets are nested more than \(ChemicalFormula.maximumDepth) levels deep")
                }
                index += 1
                unit = try parseUnits(depth: depth + 1, closer: expected)
                guard index < characters.count, characters[index] == expected else {
                    if index < characters.count {
                        throw fail(at: index, "'\(characters[index])' does not match '\(character)' at column \(column(of: start))")
                    }
                    throw fail(at: start, "'\(character)' is never closed")
                }
                if unit.isEmpty { throw fail(at: start, "empty brackets") }
                index += 1
            } else if character.isUppercase, character.isLetter {
                unit = [try parseSymbol(): 1]
            } else {
                throw unexpected(character, at: start)
            }
            let count = try parseCount() ?? 1
            try add(unit, times: count, to: &amounts, at: start)
        }
        return amounts
    }

    /// A capital letter and the lower-case letters after it, checked by `checkSymbol`.
    mutating func parseSymbol() throws(SyntaxError) -> String {
        let start = index
        var symbol = String(characters[index])
        index += 1
        while index < characters.count, characters[index].isLowercase, characters[index].isLetter {
            symbol.append(characters[index])
            index += 1
        }
        if let problem = checkSymbol(symbol) {
            // Deuterium and tritium, as heavy water D2O is written: hydrogen's isotopes count as hydrogen.
            if Self.hydrogenIsotopes.contains(symbol), checkSymbol("H") == nil { return "H" }
            throw fail(at: start, problem)
        }
        return symbol
    }

    /// Digits at the reader, or nil when there are none.
    mutating func parseCount() throws(SyntaxError) -> Int? {
        let start = index
        while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII, digit >= 0 {
            index += 1
        }
        guard index > start else { return nil }
        let digits = String(characters[start..<index])
        if digits.first == "0" {
            throw fail(at: start, digits == "0" ? "a count of 0; leave the element out instead" : "a count starting with 0 (\(digits))")
        }
        guard digits.count <= 7, let value = Int(digits), value <= ChemicalFormula.maximumCount else {
            let shown = digits.count > 12 ? digits.prefix(12) + "…" : digits[...]
            throw fail(at: start, "the count \(shown) is over the limit of \(ChemicalFormula.maximumCount)")
        }
        return value
    }

    func add(_ unit: [String: Int], times count: Int, to amounts: inout [String: Int], at start: Int) throws(SyntaxError) {
        for (symbol, amount) in unit {
            let (product, overflow) = amount.multipliedReportingOverflow(by: count)
            let sum = amounts[symbol, default: 0].addingReportingOverflow(product)
            guard !overflow, !sum.overflow, sum.partialValue <= Int(Int32.max) else {
                throw fail(at: start, "the amount of \(symbol) is too large to count")
            }
            amounts[symbol] = sum.partialValue
        }
    }

    func unexpected(_ character: Character, at position: Int) -> SyntaxError {
        if Self.chargeMarks.contains(character) {
            return fail(at: position, "'\(character)': charges are not supported; write a neutral formula (CuSO4, not SO4^2-)")
        }
        if character == " " || character == "\t" {
            return fail(at: position, "a space inside the formula; write one formula per line without spaces")
        }
        if character.isLetter, character.isLowercase {
            return fail(at: position, "'\(character)': an element symbol starts with a capital letter")
        }
        if character.isNumber {
            return fail(at: position, "'\(character)': a count follows an element or a closing bracket")
        }
        if character == ")" || character == "]" {
            return fail(at: position, "'\(character)' closes nothing")
        }
        return fail(at: position, "unexpected \(CSVReader.describe(character))")
    }

    func column(of position: Int) -> Int { columnOffset + position + 1 }

    func fail(at position: Int, _ message: String) -> SyntaxError {
        SyntaxError(column: column(of: position), message: message)
    }
}
