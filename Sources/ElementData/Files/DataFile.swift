import Foundation

/// Reads a user's input file (element data, a theme) safely: only a regular file, only up to
/// a size limit checked before reading, never blocking on a FIFO or reading a device forever.
package enum DataFile {
    /// The contents of the regular file at `url`, refused with a `ElementDataError` naming
    /// `displayName` when it is missing, unreadable, a folder, a FIFO or device, or larger
    /// than `limit` bytes.
    ///
    /// The file is opened once with `O_NONBLOCK` (so a FIFO with no writer cannot hang the
    /// open), its type and size come from `fstat` on that descriptor, and at most `limit + 1`
    /// bytes are read, so a file that grows while being read is still refused.
    public static func contents(of url: URL, displayName: String, limit: Int) throws -> Data {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ElementDataError.unreadableFile(path: displayName, reason: pathReason(errno))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw ElementDataError.unreadableFile(path: displayName, reason: pathReason(errno))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            throw ElementDataError.unreadableFile(path: displayName, reason: "it is a directory")
        default:
            throw ElementDataError.unreadableFile(path: displayName, reason: "it is not a regular file (a device, FIFO or socket)")
        }
        let size = Int(status.st_size)
        guard size <= limit else {
            throw ElementDataError.fileTooLarge(path: displayName, bytes: size, limit: limit)
        }
        let data = try contents(of: descriptor, displayName: displayName, limit: limit, expectedSize: size)
        guard data.count <= limit else {
            throw ElementDataError.fileTooLarge(path: displayName, bytes: data.count, limit: limit)
        }
        return data
    }

    /// Everything `descriptor` reads to its end, but at most `limit + 1` bytes, so that more than
    /// `limit` shows; `expectedSize` is the room made at first.
    static func contents(of descriptor: Int32, displayName: String, limit: Int, expectedSize: Int = 65536) throws -> Data {
        var data = Data(count: min(expectedSize, limit + 1))
        var total = 0
        while true {
            if total == data.count {
                guard data.count <= limit else { break }
                data.count = min(limit + 1, max(data.count * 2, 4096))
            }
            let count = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if count > 0 {
                total += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw ElementDataError.unreadableFile(path: displayName, reason: pathReason(errno))
            }
        }
        data.count = total
        return data
    }
}
