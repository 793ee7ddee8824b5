import Foundation

/// A value behind a lock, for caches and results that tests running in parallel share.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Value

    public init(_ value: Value) {
        current = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&current) }
    }

    /// A copy of the value as it is now.
    public var value: Value { withLock { $0 } }
}
