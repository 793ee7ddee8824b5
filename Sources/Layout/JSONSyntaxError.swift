import Foundation

/// Turns a JSON parser error into "line L, column C: reason".
enum JSONSyntaxError {
    static func describe(_ error: Error, in data: Data) -> String {
        let nsError = error as NSError
        let debug = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        if let offset = nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int ?? characterOffset(in: debug) {
            let (line, column) = position(ofByte: offset, in: data)
            let reason = firstLine(of: debug)
                .replacingOccurrences(of: #" around character \d+\.?"#, with: "", options: .regularExpression)
            return "line \(line), column \(column): \(reason)"
        }
        if data.isEmpty { return "the file is empty" }
        return firstLine(of: debug)
    }

    /// The offset in "… around character 26." (Foundation on Linux gives a 0-based byte offset).
    private static func characterOffset(in message: String) -> Int? {
        guard let range = message.range(of: "around character ") else { return nil }
        return Int(message[range.upperBound...].prefix(while: \.isNumber))
    }

    /// One-based line and column of a byte offset.
    static func position(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    private static func firstLine(of text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? text
        return ElementText.sanitizedForMessage(line)
    }
}
