import Foundation
import Synchronization

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

    /// A locator whose source-tree folder is `sourceFolder`, relative to the folder of `file`
    /// (by default the file that makes the locator).
    public init(foldersBesideExecutable: [String], environmentVariable: String?, sourceFolder: String,
                relativeTo file: String = #filePath) {
        self.foldersBesideExecutable = foldersBesideExecutable
        self.environmentVariable = environmentVariable
        sourceDirectory = URL(fileURLWithPath: file).deletingLastPathComponent()
            .appendingPathComponent(sourceFolder, isDirectory: true).standardizedFileURL
    }

    /// Every folder searched, in order.
    public var candidateDirectories: [URL] {
        // Worked out once per process: ProcessInfo's environment and URL standardisation cost
        // more than the lookups themselves.
        if let known = Self.found.withLock({ $0.folders[folderKey] }) { return known }
        let folders = searchedFolders()
        Self.found.withLock { $0.folders[folderKey] = folders }
        return folders
    }

    private var folderKey: String {
        "\(environmentVariable ?? "")\u{0}\(sourceDirectory.path)\u{0}\(foldersBesideExecutable.joined(separator: "\u{0}"))"
    }

    private func searchedFolders() -> [URL] {
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

    /// The first existing file called `name` in the candidate folders, remembered for the
    /// process once found (the renderers look fonts up for every text run).
    public func url(forFile name: String) throws -> URL {
        let key = folderKey + "\u{0}\u{0}" + name
        if let found = Self.found.withLock({ $0.urls[key] }) { return found }
        for folder in candidateDirectories {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isReadableFile(atPath: candidate.path) {
                Self.found.withLock { $0.urls[key] = candidate }
                return candidate
            }
        }
        throw ElementDataError.resourceNotFound(
            file: name,
            searched: candidateDirectories.map(\.path),
            environmentVariable: environmentVariable
        )
    }

    /// Folders searched and files found, by locator (and name); any thread may look one up.
    private static let found = Mutex<(folders: [String: [URL]], urls: [String: URL])>(([:], [:]))

    /// The running executable, its links resolved (`/proc/self/exe`). Read once: every bundled
    /// file is looked up through it, and the link does not change.
    package static let executableURL: URL = {
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
        environmentVariable: "PTABLE_DATA_DIR", sourceFolder: "../Resources")
}
