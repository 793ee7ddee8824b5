import Foundation

/// An option of a table that breaks one of `TableOptionRules`: one line naming the value and
/// the problem, the option spelled as the caller spells it.
public struct TableOptionError: LocalizedError, Equatable, Sendable {
    /// One line naming the option as the caller spells it, the value and the problem.
    public let message: String

    /// An error saying `message`, which should be one line.
    public init(_ message: String) {
        self.message = message
    }

    /// `message`, as it is.
    public var errorDescription: String? { message }
}
