import CZlib
import Foundation

/// A PNG chunk as read back from a file.
struct PNGChunk {
    let type: String
    let body: Data
    let crc: UInt32

    /// Whether the stored CRC-32 is that of the type and body.
    var crcIsValid: Bool {
        var expected = Data(type.utf8).withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, 4) }
        if !body.isEmpty {
            expected = body.withUnsafeBytes { crc32(expected, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count)) }
        }
        return UInt32(expected) == crc
    }
}

struct MalformedPNG: Error {}

extension TestTools {
    /// The chunks of a PNG, in order.
    static func pngChunks(_ data: Data) throws -> [PNGChunk] {
        let bytes = [UInt8](data)
        guard bytes.count >= 8 else { throw MalformedPNG() }
        func word(_ offset: Int) -> UInt32 { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw MalformedPNG() }
            let length = Int(word(offset))
            guard offset + 12 + length <= bytes.count else { throw MalformedPNG() }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = Data(bytes[offset + 8..<offset + 8 + length])
            chunks.append(PNGChunk(type: type, body: body, crc: word(offset + 8 + length)))
            offset += 12 + length
        }
        return chunks
    }

    /// The PNG's zlib stream (all IDAT bodies joined) inflated: the filtered scanlines.
    /// zlib checks the stream's Adler-32 on the way.
    static func inflatedScanlines(_ data: Data) throws -> [UInt8] {
        var compressed = [UInt8](try pngChunks(data).filter { $0.type == "IDAT" }.reduce(Data()) { $0 + $1.body })
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw MalformedPNG() }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var status: Int32 = Z_OK
        compressed.withUnsafeMutableBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = uInt(input.count)
            while status == Z_OK {
                buffer.withUnsafeMutableBufferPointer { chunk in
                    stream.next_out = chunk.baseAddress
                    stream.avail_out = uInt(chunk.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: chunk.prefix(chunk.count - Int(stream.avail_out)))
                }
            }
        }
        guard status == Z_STREAM_END, stream.avail_in == 0 else { throw MalformedPNG() }
        return output
    }
}
