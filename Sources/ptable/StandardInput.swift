import Foundation
import Layout

/// Reads standard input with the same size limit as a data file.
enum StandardInput {
    /// Everything on standard input, refused once it passes `limit` bytes (at most
    /// `limit + 1` bytes are read, so an endless stream cannot fill the memory).
    static func contents(displayName: String, limit: Int) throws -> Data {
        var data = Data()
        let handle = FileHandle.standardInput
        while data.count <= limit {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(64 * 1024, limit + 1 - data.count))
            } catch {
                throw LayoutError.unreadableFile(path: displayName, reason: error.localizedDescription)
            }
            guard let chunk, !chunk.isEmpty else { return data }
            data.append(chunk)
        }
        throw LayoutError.fileTooLarge(path: displayName, bytes: data.count, limit: limit)
    }
}
