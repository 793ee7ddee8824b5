import ArgumentParser

/// Checks shared by every option that names a file or folder.
enum PathOption {
    /// An empty path names nothing: `-o ""` would otherwise mean the current folder and
    /// `--data ""` a folder read as a file. A path of only white space is refused too: it is
    /// what an unset variable in quotes gives (`-o "$OUT "`), and `-o "   "` wrote a file named
    /// three spaces that `ls` hardly shows; `./` in front keeps such a name.
    static func requireNonEmpty(_ value: String?, option: String, what: String = "a file") throws {
        if let value, value.isEmpty {
            throw ValidationError("\(option) needs \(what), got an empty path")
        }
        if let value, value.allSatisfy(\.isWhitespace) {
            throw ValidationError("\(option) needs \(what), got a path of only white space; write ./ before it for a name like that")
        }
    }

    /// A folder option: not empty, and not `-`, which everywhere else means standard output or
    /// input and here would quietly make a folder named `-`.
    static func requireFolder(_ value: String?, option: String) throws {
        try requireNonEmpty(value, option: option, what: "a folder")
        if value == "-" {
            throw ValidationError("\(option) needs a folder, got - (standard output, which cannot hold files); write ./- for a folder named -")
        }
    }
}
