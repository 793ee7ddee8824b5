import Foundation

/// The Python the tests' helper scripts run with.
public enum Python {
    /// Debian's `python3` (the README's apt line installs it), else the first `python3` on the
    /// PATH. Straight to the interpreter: a version manager's shim on the PATH (pyenv's is a
    /// chain of shell scripts) took 0.19 s of CPU to start it, against 0.025 s.
    public static func command(_ arguments: [String]) -> (executable: URL, arguments: [String]) {
        let debian = "/usr/bin/python3"
        if FileManager.default.isExecutableFile(atPath: debian) {
            return (URL(fileURLWithPath: debian), arguments)
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }
}
