import Crypto
import Foundation

/// SHA-256 of a byte string, written out in lowercase hex.
///
/// ETags name their inputs by digest, so two requests share one only when theme, data,
/// options and version agree.
enum ContentHash {
    /// The digest of `data` as 64 hex digits.
    static func sha256(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    static func sha256(_ text: String) -> String { sha256(Data(text.utf8)) }
}
