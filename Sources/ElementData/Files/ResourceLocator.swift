import Foundation

/// Finds files that ship with ptable, wherever the binary runs from.
///
/// SwiftPM's generated `Bundle.module` traps when the resource bundle did not travel
/// with the binary, so lookups go through an explicit list of candidate folders instead:
/// an environment override, the resource bundle beside the executable, an installed
/// `share/ptable` folder, and finally the source tree the binary was built from.
package struct ResourceLocator: Sendable {
    /// Folders relative to the executable's folder, e.g. `ptable_ElementData.resources`
    /// (SwiftPM's resource bundle) or `../share/ptable/Fonts` (an installed copy).
    public let foldersBesideExecutable: [String]
    /// An environment variable naming a folder that overrides every other location.
    public let environmentVariable: String?
    /// The folder of the files in the source tree, used when running from a build folder.
    public let sourceDirectory: URL

    public init(foldersBesideExecutable: [String], environmentVariable: String?, sourceDirectory: URL) {
        self.foldersBesideExecutable = foldersBesideExecutable
        self.environmentVariable = environmentVariable
        self.sourceDirectory = sourceDirectory
    }

    /// Every folder searched, in order.
    public var candidateDirectories: [URL] {
        var folders: [URL] = []
        if let environmentVariable,
           let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
            folders.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        let executableFolder = Self.executableURL.deletingLastPathComponent()
        for relative in foldersBesideExecutable {
            folders.append(executableFolder.appendingPathComponent(relative, isDirectory: true).standardizedFileURL)
        }
        folders.append(sourceDirectory)
        var seen = Set<String>()
        return folders.filter { seen.insert($0.path).inserted }
    }

    /// The first existing file called `name` in the candidate folders.
    public func url(forFile name: String) throws -> URL {
        for folder in candidateDirectories {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isReadableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw LayoutError.resourceNotFound(
            file: name,
            searched: candidateDirectories.map(\.path),
            environmentVariable: environmentVariable
        )
    }

    /// Read once: every bundled file is looked up through it, and the link does not change.
    private static let executableURL: URL = {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").standardizedFileURL
    }()
}

extension ResourceLocator {
    /// Where the element data, its licence and the standard atomic weights are found.
    static let elementDataResources = ResourceLocator(
        foldersBesideExecutable: ["ptable_ElementData.resources", "../share/ptable/ptable_ElementData.resources"],
        environmentVariable: "PTABLE_DATA_DIR",
        sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Resources", isDirectory: true).standardizedFileURL
    )
}
