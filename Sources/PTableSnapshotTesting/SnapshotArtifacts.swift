import Foundation
#if canImport(Testing)
import Testing
#endif

/// Where failing PNG snapshots leave their three-panel difference images.
///
/// The folder is `$SNAPSHOT_ARTIFACTS/ptable-snapshot-diffs` (the variable
/// swift-snapshot-testing also writes the failing snapshot under), or
/// `ptable-snapshot-diffs` in the temporary directory. CI can upload that folder.
public enum SnapshotArtifacts {
    /// The folder difference images are written to.
    public static var folder: URL {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("ptable-snapshot-diffs")
    }

    /// Writes `data` as `<test>-<hash>.diff.png`, where the hash is of both images, and
    /// returns its URL.
    static func writeDifferenceImage(_ data: Data, expected: Data, actual: Data) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(testName)-\(fingerprint(expected, actual)).diff.png")
        try data.write(to: url, options: .atomic)
        return url
    }

    private static var testName: String {
        #if canImport(Testing)
        if let test = Test.current {
            let name = test.name.prefix { $0 != "(" }
            let safe = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
            if !safe.isEmpty { return String(safe) }
        }
        #endif
        return "png-snapshot"
    }

    /// 64-bit FNV-1a of both images, as 16 hex digits.
    private static func fingerprint(_ first: Data, _ second: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for data in [first, second] {
            for byte in data {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        return String(format: "%016llx", hash)
    }
}
