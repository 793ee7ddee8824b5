import Foundation
import Layout
import PTableRendering

/// File names that match the seed app's image names: `011-sodium.png`.
enum FileNaming {
    /// `011-sodium.png` for the front, `011-sodium-back.png` for the back.
    static func tileFileName(for element: Element, side: TileSide, fileExtension: String) -> String {
        let number = element.number < 1000 ? String(format: "%03d", element.number) : String(element.number)
        let name = SceneIdentifier.token(element.name).lowercased()
        return "\(number)-\(name)\(side.fileNameSuffix).\(fileExtension)"
    }
}
