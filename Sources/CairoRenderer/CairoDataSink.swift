import CCairo
import Foundation

/// Collects the bytes Cairo writes through a `cairo_write_func_t` into `Data`.
final class CairoDataSink {
    private(set) var data = Data()

    /// The callback Cairo calls with each chunk; `closure` is an unretained `CairoDataSink`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<CairoDataSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 {
            sink.data.append(bytes, count: Int(length))
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// Runs `body` with the pointer to hand Cairo as the callback's closure argument.
    func withClosure<Result>(_ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) {
            try body(Unmanaged.passUnretained(self).toOpaque())
        }
    }
}
