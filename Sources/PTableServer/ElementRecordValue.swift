import Layout

/// One value of an element's record in the seed's list, kept as what it is, so that the record
/// is written as JSON and a list query reads the same value.
enum ElementRecordValue {
    /// A string, or null.
    case text(String?)
    /// A number, or null; whole numbers are written without a decimal point.
    case number(Double?)
    /// An array of numbers (`shells`, `ionization_energies`), or null.
    case numbers([Double]?)
    /// The credited photograph, or null.
    case image(ElementImage?)

    /// The value as JSON text.
    func json() throws -> String {
        switch self {
        case let .text(text): try ElementRecords.string(text)
        case let .number(number): ElementRecords.number(number)
        case let .numbers(numbers): numbers.map { "[" + $0.map(ElementRecords.number).joined(separator: ",") + "]" } ?? "null"
        case let .image(image): try ElementRecords.image(image)
        }
    }
}
