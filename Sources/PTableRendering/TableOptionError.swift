import Foundation

/// An option of a table that breaks one of `TableOptionRules`: one line naming the value and
/// the problem, the option spelled as the caller spells it.
public struct TableOptionError: LocalizedError, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var errorDescription: String? { message }
}
