import Foundation

/// A path the user typed, as the file URL it names.
package enum UserPath {
    /// `path` as a file URL, read from `base` (default: the current folder) when it is relative.
    ///
    /// A path that starts with `~` names a file or folder called that in `base`. Foundation's
    /// `URL(fileURLWithPath:)` would read it as a home folder, and the account's one from the
    /// password database, not `HOME`: `-o '~'` wrote tiles into root's home and `--store
    /// '~nobody/f.sqlite'` went to another user's. A shell has already expanded a `~` the user
    /// meant as home, so one that reaches ptable was quoted; `./` in front keeps it a name, and
    /// messages then show `./~`.
    package static func url(_ path: String, relativeTo base: URL? = nil, isDirectory: Bool = false) -> URL {
        let literal = path.hasPrefix("~") ? "./" + path : path
        return URL(fileURLWithPath: literal, isDirectory: isDirectory, relativeTo: base)
    }
}
