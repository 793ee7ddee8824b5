import Crypto
import Foundation

/// SHA-256 of a byte string, written out in lowercase hex.
///
/// ETags name their inputs by digest, so two requests share one only when theme, data,
/// options and version agree.
enum ContentHash {
    /// The digest of `data` as 64 hex digits.
    static func sha256(_ data: Data) -> String {
        hex(SHA256.hash(data: data))
    }

    static func sha256(_ text: String) -> String { sha256(Data(text.utf8)) }

    /// The bytes as hex digits. Every image request computes its ETag, and `String(format:)`
    /// took most of the digest's time: by hand, cached thumbnails are served faster
    /// (`bash scripts/benchmark.sh load`, cached thumbnails).
    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var text = [UInt8]()
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0xf)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
