import Foundation
import Layout

/// The `<style>` content of a document: one class per font face, and with
/// `embedFonts` an `@font-face` rule carrying each face's file as base64.
struct SVGStyleSheet {
    /// The faces in first-use order, each with its class name.
    let faces: [(face: FontFace, className: String)]

    init(faces: [FontFace]) {
        var used = Set<String>()
        var named: [(FontFace, String)] = []
        for face in faces {
            let base = SVGName.sanitized("font-\(Self.slug(face.family))-\(face.weight)") ?? "font"
            var name = base
            var suffix = 2
            while !used.insert(name).inserted {
                name = "\(base)-\(suffix)"
                suffix += 1
            }
            named.append((face, name))
        }
        self.faces = named
    }

    /// The class that selects `face`'s family and weight.
    func className(for face: FontFace) -> String? {
        faces.first { $0.face == face }?.className
    }

    /// The CSS, one rule per line; `fontData` supplies each face's file when embedding.
    func css(embedding fontData: ((FontFace) throws -> Data)?) throws -> [String] {
        var lines: [String] = []
        if let fontData {
            for (face, _) in faces {
                guard let family = Self.quotedFamily(face.family) else { continue }
                let base64 = try fontData(face).base64EncodedString()
                lines.append("@font-face { font-family: \(family); font-weight: \(Self.cssWeight(face.weight)); "
                    + "src: url(data:font/otf;base64,\(base64)) format('opentype'); }")
            }
        }
        for (face, className) in faces {
            lines.append(".\(className) { font-family: \(Self.familyList(face.family)); font-weight: \(Self.cssWeight(face.weight)); }")
        }
        return lines
    }

    /// `text` made safe inside a CDATA section: any `]]>` is split across two sections.
    static func cdataEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>")
    }

    /// Lowercase letters and digits with single `-` between words: `Inter Display` → `inter-display`.
    private static func slug(_ family: String) -> String {
        let words = family.lowercased().unicodeScalars.split { !(("a"..."z").contains($0) || ("0"..."9").contains($0)) }
        return words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-")
    }

    /// The family as a CSS string, keeping only characters that need no escaping; nil if none remain.
    private static func quotedFamily(_ family: String) -> String? {
        let kept = family.unicodeScalars.filter {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || " -_.".unicodeScalars.contains($0)
        }
        let name = String(String.UnicodeScalarView(kept)).trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : "'\(name)'"
    }

    /// CSS accepts weights from 1 to 1000.
    private static func cssWeight(_ weight: Int) -> Int {
        min(max(weight, 1), 1000)
    }

    private static func familyList(_ family: String) -> String {
        quotedFamily(family).map { "\($0), sans-serif" } ?? "sans-serif"
    }
}
