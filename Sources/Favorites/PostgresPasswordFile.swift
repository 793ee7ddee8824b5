import Foundation

/// libpq's password file (`~/.pgpass`, or the file `PGPASSFILE` names): lines of
/// `hostname:port:database:username:password`, the first four each a value or `*`, `\:` and
/// `\\` for a colon or backslash inside a field, `#` starting a comment line.
///
/// Read as libpq reads it, so a deployment that keeps its password there rather than in the URL
/// (where `ps` and shell histories show it) works unchanged: the first line that matches wins, and
/// a file that its group or others may read is ignored, as libpq ignores it.
public struct PostgresPasswordFile: Sendable, Equatable {
    /// One line: four patterns (nil for `*`, any value) and the password.
    struct Entry: Sendable, Equatable {
        var patterns: [String?]
        var password: String

        func matches(_ values: [String]) -> Bool {
            zip(patterns, values).allSatisfy { pattern, value in pattern == nil || pattern == value }
        }
    }

    private var entries: [Entry]

    /// The entries of a password file's text; lines with fewer than five fields are skipped, and
    /// a password ends at the next colon no backslash escapes, as in libpq.
    public init(text: String) {
        entries = text.split(whereSeparator: \.isNewline).compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = Self.fields(of: line)
            guard fields.count >= 5 else { return nil }
            // Only a bare `*` is the wildcard; `\*` is a star.
            let patterns = fields.prefix(4).map { $0.raw == "*" ? nil : $0.value }
            return Entry(patterns: Array(patterns), password: fields[4].value)
        }
    }

    /// The file libpq would read: `PGPASSFILE`, else `.pgpass` in the home folder; nil when it
    /// does not exist, is not a regular file, cannot be read, or its group or others may read it.
    public init?(environment: [String: String]) {
        let path: String
        if let named = environment["PGPASSFILE"], !named.isEmpty {
            path = named
        } else {
            path = PostgresStoreAddress.libpqHome(in: environment).appendingPathComponent(".pgpass").path
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              status.st_mode & (S_IRWXG | S_IRWXO) == 0,
              let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return nil
        }
        self.init(text: text)
    }

    /// The password of the first line matching the connection, if any.
    public func password(host: String, port: Int, database: String, user: String) -> String? {
        entries.first { $0.matches([host, String(port), database, user]) }?.password
    }

    /// The line's fields split at colons that no backslash escapes: each as written and with the
    /// escapes removed.
    private static func fields(of line: Substring) -> [(raw: String, value: String)] {
        var fields = [(raw: "", value: "")]
        var escaped = false
        for character in line {
            let last = fields.count - 1
            if !escaped, character == ":" {
                fields.append((raw: "", value: ""))
                continue
            }
            fields[last].raw.append(character)
            if !escaped, character == "\\" {
                escaped = true
            } else {
                fields[last].value.append(character)
                escaped = false
            }
        }
        return fields
    }
}
