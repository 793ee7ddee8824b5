import CairoRenderer
import Foundation
import Layout
import PTableRendering
import PTableSnapshotTesting
import SnapshotTesting

/// Records a reference with one value and verifies another against it, in a scratch folder,
/// returning the failure message (nil when the second matches).
func recordThenVerify<Value, Format>(_ reference: Value, _ candidate: Value, as strategy: Snapshotting<Value, Format>,
                                     testName: String = #function) throws -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-strategy-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorded = verifySnapshot(of: reference, as: strategy, named: "subject", record: .all,
                                  snapshotDirectory: folder.path, testName: testName)
    guard recorded?.contains("Record mode is on") == true else {
        throw StrategyTestError.notRecorded(recorded ?? "nil")
    }
    return verifySnapshot(of: candidate, as: strategy, named: "subject", record: .never,
                          snapshotDirectory: folder.path, testName: testName)
}

enum StrategyTestError: Error {
    case notRecorded(String)
}

enum Fixtures {
    static let table = try! PeriodicTable.bundled()
    static var sodium: Element { try! table.requireElement(matching: "Na") }

    /// Classic with the alkali metal fill changed.
    static var recolouredTheme: Theme {
        var theme = Theme.classic
        theme.families[CategoryFamily.alkaliMetal.rawValue]?.fill = Color(hex: "#33cc66")!
        return theme
    }

    /// `png` with the green channel of the pixel at (x, y) lowered by `delta`.
    static func nudged(_ png: Data, x: Int, y: Int, by delta: Int) throws -> Data {
        var image = try RGBAImage(png: png)
        var pixel = image[x, y]
        pixel.green = UInt8(clamping: Int(pixel.green) - delta)
        image[x, y] = pixel
        return try image.pngData()
    }
}
