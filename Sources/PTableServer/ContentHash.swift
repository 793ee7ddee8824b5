import Crypto
import Foundation
import NIOCore

/// SHA-256 of a byte string, written out in lowercase hex.
///
/// An ETag is the digest of the bytes sent, so it changes whenever they do; the image cache
/// keys images by the digest of their inputs (theme, data, options, version).
enum ContentHash {
    /// The digest of `data` as 64 hex digits.
    static func sha256(_ data: Data) -> String {
        hex(SHA256.hash(data: data))
    }

    static func sha256(_ text: String) -> String { sha256(Data(text.utf8)) }

    /// The digest of a response body, read in place.
    static func sha256(_ buffer: ByteBuffer) -> String {
        buffer.withUnsafeReadableBytes { hex(SHA256.hash(data: $0)) }
    }

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
