import Foundation

/// Searches in a served page (the table and its fonts inline, over a megabyte) by bytes, with
/// Foundation's `Data.range(of:)`.
struct PageText {
    let data: Data
    let bytes: [UInt8]

    init(_ data: Data) {
        self.data = data
        bytes = Array(data)
    }

    /// How many times `needle` occurs (not overlapping).
    func count(of needle: String) -> Int {
        offsets(of: needle).count
    }

    /// Whether `needle` occurs.
    func contains(_ needle: String) -> Bool {
        !offsets(of: needle, limit: 1).isEmpty
    }

    /// How many `<g id="tile-SYMBOL" class="tile ` the page has, SYMBOL being ASCII letters.
    func tileGroups() -> Int {
        let opening = Array("<g id=\"tile-".utf8), closing = Array("\" class=\"tile ".utf8)
        return offsets(of: "<g id=\"tile-").filter { start in
            var index = start + opening.count
            let letters = index
            while index < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index] & 0xDF) { index += 1 }
            return index > letters && bytes[index...].starts(with: closing)
        }.count
    }

    /// The offsets where `needle` starts, at most `limit` of them.
    private func offsets(of needle: String, limit: Int = .max) -> [Int] {
        let pattern = Data(needle.utf8)
        var found: [Int] = []
        var from = data.startIndex
        while found.count < limit, let hit = data.range(of: pattern, in: from..<data.endIndex) {
            found.append(hit.lowerBound - data.startIndex)
            from = hit.upperBound
        }
        return found
    }
}
