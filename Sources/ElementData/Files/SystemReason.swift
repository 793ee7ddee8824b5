import Foundation

/// The system's own words for an `errno` value, begun in lower case as they follow a colon in
/// a message, e.g. "no space left on device".
package func systemReason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    let words = String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
    return words.prefix(1).lowercased() + words.dropFirst()
}

/// Why a path could not be read or made, in words for the message after the path: the common
/// `errno` values in ptable's words (`no such file`, `the path is too long`), others in the system's.
package func pathReason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a part of the path is not a folder"
    case EISDIR: "it is a directory"
    case ELOOP: "too many symbolic links"
    case ENAMETOOLONG: "the path is too long"
    default: systemReason(code)
    }
}
