import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The C library's "C" locale for numbers (a `.` decimal point, no grouping), made once and
/// never freed or changed.
nonisolated(unsafe) private let posixNumeric = newlocale(Int32(1) << LC_NUMERIC, "C", nil)

package extension String {
    /// `String(format:)` with the POSIX locale's numbers, whatever the process's C locale is.
    ///
    /// `String(format:)` formats `%f`, `%g` and `%e` with the C library, which writes the decimal
    /// point of the locale set by `setlocale` or `uselocale`: in a host program that called
    /// `setlocale(LC_ALL, "")` under `de_DE.UTF-8`, `0.5` became `0,5`, in labels and in PDF
    /// syntax alike. Every number ptable writes with a format goes through here, so the same
    /// input gives the same bytes in any process.
    init(posixFormat format: String, _ arguments: CVarArg...) {
        let previous = uselocale(posixNumeric)
        defer { uselocale(previous) }
        self.init(format: format, arguments: arguments)
    }
}
