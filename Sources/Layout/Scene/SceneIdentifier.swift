import ElementData
import Foundation

/// Makes data text safe to use in ids and class names.
package enum SceneIdentifier {
    /// The longest token: ids and file names built from data stay short.
    public static let maximumLength = 64

    /// Letters and digits kept, everything else turned into `-`; never empty; at most
    /// `maximumLength` characters, read from the start of `text` only.
    public static func token(_ text: String) -> String {
        // Byte by byte: every tile and legend entry names itself with a token. A non-ASCII
        // scalar's bytes are all 0x80 and up, so it becomes one `-` like any other character
        // dropped; only its first byte counts toward the scalars read.
        var result: [UInt8] = []
        result.reserveCapacity(maximumLength)
        var scalarsRead = 0
        for byte in text.utf8 {
            let startsScalar = byte & 0xC0 != 0x80
            if startsScalar {
                guard scalarsRead < maximumLength * 4, result.count < maximumLength else { break }
                scalarsRead += 1
            }
            if isLetterOrDigit(byte) {
                result.append(byte)
            } else if result.last != UInt8(ascii: "-") {
                result.append(UInt8(ascii: "-"))
            }
        }
        guard let first = result.firstIndex(where: { $0 != UInt8(ascii: "-") }),
              let last = result.lastIndex(where: { $0 != UInt8(ascii: "-") }) else { return "x" }
        return String(decoding: result[first...last], as: UTF8.self)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }
}
