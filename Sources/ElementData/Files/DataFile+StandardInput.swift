import Foundation

extension DataFile {
    /// How `--data -` and its errors name standard input.
    package static let standardInputName = "standard input"

    /// Everything on standard input, refused with `ElementDataError.unreadableFile` past `limit` bytes
    /// (at most `limit + 1` are read), when it is a terminal (nothing was piped in) or when it
    /// cannot be read. `kind` names what the limit is for; `descriptor` is the standard input
    /// of the command that reads it.
    package static func standardInputContents(limit: Int, kind: String = "a data file",
                                              from descriptor: Int32 = STDIN_FILENO) throws -> Data {
        if isatty(descriptor) == 1 {
            throw ElementDataError.unreadableFile(path: standardInputName, reason: "it is a terminal; pipe the data in, e.g. curl … | ptable list --data -")
        }
        let data = try contents(of: descriptor, displayName: standardInputName, limit: limit)
        guard data.count <= limit else {
            throw ElementDataError.unreadableFile(path: standardInputName, reason: "more than \(limit) bytes, the limit for \(kind)")
        }
        return data
    }
}
