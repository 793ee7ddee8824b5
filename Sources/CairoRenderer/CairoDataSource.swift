import CCairo
import Foundation

/// Feeds `Data` to Cairo through a `cairo_read_func_t`.
final class CairoDataSource {
    private let data: Data
    private var offset = 0

    init(_ data: Data) {
        self.data = data
    }

    /// The callback Cairo calls for each chunk; `closure` is an unretained `CairoDataSource`.
    static let read: cairo_read_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<CairoDataSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.data.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
        let start = source.data.startIndex + source.offset
        source.data.copyBytes(to: bytes, from: start..<start + count)
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }

    /// Runs `body` with the pointer to hand Cairo as the callback's closure argument.
    func withClosure<Result>(_ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) {
            try body(Unmanaged.passUnretained(self).toOpaque())
        }
    }
}
