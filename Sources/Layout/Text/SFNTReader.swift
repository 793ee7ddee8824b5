/// Bounds-checked big-endian reads from an sfnt file and its tables.
struct SFNTReader {
    let bytes: [UInt8]
    let file: String

    /// A table's bytes; reads outside `0..<length` throw.
    struct Table {
        let bytes: [UInt8]
        let offset: Int
        let length: Int
        let tag: String
        let file: String

        func uint16(at position: Int) throws -> UInt16 {
            let start = try checked(position, size: 2)
            return UInt16(bytes[start]) << 8 | UInt16(bytes[start + 1])
        }

        func int16(at position: Int) throws -> Int16 {
            Int16(bitPattern: try uint16(at: position))
        }

        func uint32(at position: Int) throws -> UInt32 {
            let start = try checked(position, size: 4)
            return UInt32(bytes[start]) << 24 | UInt32(bytes[start + 1]) << 16
                | UInt32(bytes[start + 2]) << 8 | UInt32(bytes[start + 3])
        }

        /// The absolute index of `size` bytes at `position`, after checking they lie in the table.
        private func checked(_ position: Int, size: Int) throws -> Int {
            guard position >= 0, position <= length - size else {
                throw LayoutError.invalidFont(
                    file: file, reason: "'\(tag)' table is too short (read at \(position) of \(length) bytes)")
            }
            return offset + position
        }
    }

    func invalid(_ reason: String) -> LayoutError {
        .invalidFont(file: file, reason: reason)
    }

    /// The tables of the font by tag, each checked to lie inside the file.
    func tableDirectory() throws -> [String: Table] {
        let whole = Table(bytes: bytes, offset: 0, length: bytes.count, tag: "sfnt header", file: file)
        guard bytes.count >= 12 else { throw invalid("the file is \(bytes.count) bytes, too short for a font") }
        switch try whole.uint32(at: 0) {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565: break // 1.0 (TrueType), 'OTTO' (CFF), 'true'
        case 0x7474_6366: throw invalid("font collections (.ttc) are not supported")
        default: throw invalid("not an OpenType or TrueType font")
        }
        let count = Int(try whole.uint16(at: 4))
        var tables: [String: Table] = [:]
        for index in 0..<count {
            let record = 12 + 16 * index
            let tagValue = try whole.uint32(at: record)
            let offset = Int(try whole.uint32(at: record + 8))
            let length = Int(try whole.uint32(at: record + 12))
            let tag = String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: tagValue >> (24 - 8 * $0)) },
                             as: UTF8.self)
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw invalid("'\(tag)' table (\(length) bytes at \(offset)) lies outside the \(bytes.count)-byte file")
            }
            tables[tag] = Table(bytes: bytes, offset: offset, length: length, tag: tag, file: file)
        }
        return tables
    }
}

// MARK: - The character map
