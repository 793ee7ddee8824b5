import Foundation

/// The system's own words for an `errno` value, e.g. "No space left on device".
package func systemReason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
}
