import Foundation

/// The Python the tests' helper scripts run with.
public enum Python {
    /// Debian's `python3` (the CI's apt line installs it), else the first `python3` on the PATH;
    /// the scripts need only the standard library.
    public static func command(_ arguments: [String]) -> (executable: URL, arguments: [String]) {
        let debian = "/usr/bin/python3"
        if FileManager.default.isExecutableFile(atPath: debian) {
            return (URL(fileURLWithPath: debian), arguments)
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }
}
