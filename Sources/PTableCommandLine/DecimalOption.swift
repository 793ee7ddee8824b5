import ArgumentParser
import Layout

/// Options that take a decimal number (`--margin 12.5`), read as a person writes one.
enum DecimalOption {
    /// `text` as a finite decimal number (`12.5`, `-3`, `.5`, `1e1`, a true minus sign); the
    /// `Double` argument-parser would make also takes `0x10`, `nan` and `inf`.
    static func value(_ text: String) throws -> Double {
        guard let value = WrittenNumber.value(of: text), value.isFinite else {
            throw ValidationError("write a decimal number such as 12.5")
        }
        return value
    }

    /// `text` as a finite length on paper in millimetres (`3`, `3mm`, `0.3cm`, `0.125in`, `9pt`),
    /// for `--margin` and `--bleed`.
    static func millimetres(_ text: String) throws -> Double {
        guard let millimetres = PrintLength.millimetres(text), millimetres.isFinite else {
            throw ValidationError("write \(PrintLength.expected)")
        }
        return millimetres
    }
}
