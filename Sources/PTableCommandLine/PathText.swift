/// Path arithmetic on the text the user typed, which never traps (Foundation's
/// `NSString.deletingLastPathComponent` does on `.` and `./`) and keeps the user's spelling
/// for messages.
enum PathText {
    /// The folder that holds `path`, as a path: `a/b` → `a`, `b` → `.`, `.` and `./` → `..`,
    /// `..` → `../..`, `/` → `/`.
    static func parent(of path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if components.isEmpty || components.last == ".." {
            if isAbsolute { return "/" }
            components.append("..")
        } else {
            components.removeLast()
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `name` inside `folder`, with one slash between them: `("out", "a.diff")` → `out/a.diff`,
    /// `(".", "a.diff")` → `./a.diff`, `("out/", "a.diff")` → `out/a.diff`.
    static func joined(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
