import Foundation

extension ChemicalFormula.SyntaxError: LocalizedError {
    /// "column 4: …", so `localizedDescription` says where and what rather than Foundation's
    /// "The operation could not be completed" (an app prints what `ChemicalFormula(parsing:)` threw).
    public var errorDescription: String? { "column \(column): \(message)" }
}
