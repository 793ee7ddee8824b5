import Foundation
import Testing
@testable import Layout

/// Every input in `Fuzz/regressions/` runs through the checks of the fuzz target that it
/// once failed: as data and as a theme, a refusal is one clean line, and list rows and section
/// titles never carry a control or bidi character from the data.
@Suite struct FuzzRegressionTests {
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/regressions")
    }

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    @Test func thereAreRegressionInputs() {
        #expect(Self.inputs.count >= 2)
    }

    @Test(arguments: inputs)
    func inputPassesTheFuzzChecks(name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        do {
            _ = try Theme.decode(data, source: name)
        } catch where error is LayoutError || error is ElementDataError {
            let message = error.localizedDescription
            #expect(!message.isEmpty && !message.unicodeScalars.contains { Self.isForbidden($0) || $0 == "\n" }, "\(message.debugDescription)")
        }
        let elements: [Element]
        do {
            elements = try ElementDataLoader.elements(from: data, source: name)
        } catch let error as ElementDataError {
            let message = error.localizedDescription
            #expect(!message.isEmpty && !message.unicodeScalars.contains { Self.isForbidden($0) || $0 == "\n" })
            return
        }
        let table = PeriodicTable(elements: elements)
        let formatter = ElementFormatter()
        for grouping in Grouping.allCases {
            for section in table.sections(by: grouping, order: .name) {
                #expect(!section.title.unicodeScalars.contains(where: Self.isForbidden), "\(grouping): \(section.title.debugDescription)")
                for element in section.elements {
                    let row = formatter.listRow(element)
                    #expect(!(row.title + row.detail).unicodeScalars.contains(where: Self.isForbidden))
                }
            }
        }
    }
}
