import Foundation

/// Executables SwiftPM built next to the running test bundle.
public enum BuiltProduct {
    /// The `ptable` command-line tool of this build.
    public static var ptable: URL { executable(named: "ptable") }

    /// The executable `name` in the build folder that holds the test bundle (on Linux the test
    /// runner may sit inside a `.xctest` folder, so the search walks up).
    public static func executable(named name: String) -> URL {
        let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }
}
