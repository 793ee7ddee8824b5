import Foundation
import Testing
@testable import ElementData

@Suite struct DataFileTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-datafile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func reason(_ path: String, limit: Int = 1024) -> String? {
        do {
            _ = try DataFile.contents(of: URL(fileURLWithPath: path), displayName: "F", limit: limit)
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    @Test func readsARegularFile() throws {
        let file = try folder().appendingPathComponent("a.json")
        try Data("{}".utf8).write(to: file)
        #expect(try DataFile.contents(of: file, displayName: "a", limit: 2) == Data("{}".utf8))
    }

    @Test func refusesDevicesWithoutReadingThem() {
        #expect(reason("/dev/zero") == "cannot read F: it is not a regular file (a device, FIFO or socket)")
        #expect(reason("/dev/urandom") == "cannot read F: it is not a regular file (a device, FIFO or socket)")
        #expect(reason("/dev/null") == "cannot read F: it is not a regular file (a device, FIFO or socket)")
    }

    @Test func refusesAFIFOWithoutWaitingForAWriter() throws {
        let fifo = try folder().appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(reason(fifo.path) == "cannot read F: it is not a regular file (a device, FIFO or socket)")
    }

    @Test func refusesFoldersAndMissingFiles() throws {
        let directory = try folder()
        #expect(reason(directory.path) == "cannot read F: it is a directory")
        #expect(reason(directory.appendingPathComponent("none.json").path) == "cannot read F: no such file")
        let file = directory.appendingPathComponent("file")
        try Data().write(to: file)
        #expect(reason(file.appendingPathComponent("below").path) == "cannot read F: a part of the path is not a folder")
    }

    @Test func refusesAFileOverTheLimitFromItsSize() throws {
        let file = try folder().appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        // A sparse file: 65 MiB by its size, nothing on disk; refused before a byte is read.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 65 * 1024 * 1024)
        try handle.close()
        #expect(reason(file.path, limit: ElementDataLoader.maximumFileSize)
            == "F is 68157440 bytes, over the limit of 67108864 bytes")
    }
}
