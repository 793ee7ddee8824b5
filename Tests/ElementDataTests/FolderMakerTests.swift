import Foundation
import PTableTestSupport
import Testing
@testable import ElementData

@Suite struct FolderMakerTests {
    @Test func missingFoldersAreMadeAndNamedOutermostFirst() throws {
        let root = try TestFolder.make("folder-maker")
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try FolderMaker.create(root.path + "/a/b/c")
        #expect(made == ["a", "a/b", "a/b/c"].map { root.path + "/" + $0 })
        #expect(try FolderMaker.create(root.path + "/a/b").isEmpty, "nothing to make")
        FileManager.default.createFile(atPath: root.path + "/a/b/c/kept", contents: Data())
        FolderMaker.remove(made)
        #expect(FileManager.default.fileExists(atPath: root.path + "/a/b/c/kept"), "a folder with something in it stays")
    }

    @Test func aFolderThatCannotBeMadeLeavesNoneBehind() throws {
        let root = try TestFolder.make("folder-maker-fails")
        defer { try? FileManager.default.removeItem(at: root) }
        let long = String(repeating: "é", count: 200)
        #expect(throws: FolderMaker.Failure(folder: "\(root.path)/x/y/\(long)", reason: "the path is too long")) {
            try FolderMaker.create("\(root.path)/x/y/\(long)/z")
        }
        FileManager.default.createFile(atPath: root.path + "/file", contents: Data())
        #expect(throws: FolderMaker.Failure(folder: "\(root.path)/file/q", reason: "a part of the path is not a folder")) {
            try FolderMaker.create("\(root.path)/file/q/r")
        }
        #expect(throws: FolderMaker.Failure(folder: "\(root.path)/file", reason: "it is not a folder")) {
            try FolderMaker.create("\(root.path)/file")
        }
        try FileManager.default.createSymbolicLink(atPath: root.path + "/gone", withDestinationPath: root.path + "/nowhere")
        #expect(throws: FolderMaker.Failure(folder: "\(root.path)/gone", reason: "no such file")) {
            try FolderMaker.create("\(root.path)/gone")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["file", "gone"])
    }
}
