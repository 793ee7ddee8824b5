import Foundation

/// A small ICC version 2 display profile for sRGB (IEC 61966-2.1), built from the standard's
/// numbers rather than shipped as a file: the Bradford-adapted (D50) primaries and white point
/// of the ICC's sRGB profiles and the piecewise sRGB tone curve sampled at 1024 points.
/// Always the same bytes. The PDF's output intent and a printed page's JPEG embed it.
package enum SRGBProfile {
    /// The profile, about 2.5 KB.
    package static let bytes: Data = build()

    private static func build() -> Data {
        let description = "sRGB IEC61966-2.1 (ptable)"
        let curve = (0..<1024).map { index -> UInt16 in
            let v = Double(index) / 1023
            let linear = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            return UInt16((linear * 65535).rounded())
        }
        let tags: [(String, Data)] = [
            ("desc", textDescription(description)),
            ("cprt", text("No copyright, use freely")),
            ("wtpt", xyz(0.9642, 1.0, 0.8249)),
            ("rXYZ", xyz(0.4361, 0.2225, 0.0139)),
            ("gXYZ", xyz(0.3851, 0.7169, 0.0971)),
            ("bXYZ", xyz(0.1431, 0.0606, 0.7141)),
            ("rTRC", curveData(curve)),
        ]
        // gTRC and bTRC share rTRC's data.
        let tableCount = tags.count + 2
        var offset = 128 + 4 + 12 * tableCount
        var table = Data()
        var body = Data()
        var curveEntry = (offset: 0, size: 0)
        table.append(uint32(UInt32(tableCount)))
        for (signature, data) in tags {
            table.append(Data(signature.utf8))
            table.append(uint32(UInt32(offset)))
            table.append(uint32(UInt32(data.count)))
            if signature == "rTRC" { curveEntry = (offset, data.count) }
            var padded = data
            while padded.count % 4 != 0 { padded.append(0) }
            body.append(padded)
            offset += padded.count
        }
        for signature in ["gTRC", "bTRC"] {
            table.append(Data(signature.utf8))
            table.append(uint32(UInt32(curveEntry.offset)))
            table.append(uint32(UInt32(curveEntry.size)))
        }
        var header = Data(count: 128)
        func put(_ data: Data, at index: Int) { header.replaceSubrange(index..<index + data.count, with: data) }
        put(uint32(UInt32(128 + table.count + body.count)), at: 0)
        put(uint32(0x0210_0000), at: 8)
        put(Data("mntr".utf8), at: 12)
        put(Data("RGB ".utf8), at: 16)
        put(Data("XYZ ".utf8), at: 20)
        put([2026, 1, 1, 0, 0, 0].reduce(into: Data()) { $0.append(uint16(UInt16($1))) }, at: 24)
        put(Data("acsp".utf8), at: 36)
        put(s15Fixed16(0.9642) + s15Fixed16(1.0) + s15Fixed16(0.8249), at: 68)
        return header + table + body
    }

    private static func uint32(_ value: UInt32) -> Data { withUnsafeBytes(of: value.bigEndian) { Data($0) } }
    private static func uint16(_ value: UInt16) -> Data { withUnsafeBytes(of: value.bigEndian) { Data($0) } }
    private static func s15Fixed16(_ value: Double) -> Data { uint32(UInt32(bitPattern: Int32((value * 65536).rounded()))) }

    private static func xyz(_ x: Double, _ y: Double, _ z: Double) -> Data {
        Data("XYZ ".utf8) + Data(count: 4) + s15Fixed16(x) + s15Fixed16(y) + s15Fixed16(z)
    }

    private static func text(_ value: String) -> Data {
        Data("text".utf8) + Data(count: 4) + Data(value.utf8) + Data([0])
    }

    private static func textDescription(_ value: String) -> Data {
        var data = Data("desc".utf8) + Data(count: 4) + uint32(UInt32(value.utf8.count + 1)) + Data(value.utf8) + Data([0])
        data += Data(count: 8)  // Unicode language code and count: none.
        data += Data(count: 3 + 67)  // ScriptCode code, count and its 67-byte field: none.
        return data
    }

    private static func curveData(_ values: [UInt16]) -> Data {
        values.reduce(into: Data("curv".utf8) + Data(count: 4) + uint32(UInt32(values.count))) { $0 += uint16($1) }
    }
}
