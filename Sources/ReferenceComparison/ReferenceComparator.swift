import Foundation
import PTableRendering

/// Compares a freshly rendered file with its reference: text, PDF and JPEG exactly, PNG with
/// a per-channel tolerance and a share of pixels allowed to differ (see `PNGComparison`).
public struct ReferenceComparator: Sendable {
    /// How PNGs are compared.
    public var png: PNGComparison

    /// A comparator allowing `png`'s tolerance (by default 1 per channel, no pixel beyond it).
    public init(png: PNGComparison = PNGComparison(tolerance: 1)) {
        self.png = png
    }

    /// The change from `expected` to `actual`, or nil when they match.
    public func change(from expected: Data, to actual: Data, format: RenderFormat) -> ReferenceChange? {
        guard expected != actual else { return nil }
        switch format {
        case .png:
            do {
                let diff = try png.compare(expected: expected, actual: actual)
                return diff.passes ? nil : .pixels(diff)
            } catch {
                return .unreadable(reason: error.localizedDescription)
            }
        case .json, .svg, .ansi:
            let line = LineDiff.firstDifferingLine(String(decoding: expected, as: UTF8.self),
                                                   String(decoding: actual, as: UTF8.self)) ?? 1
            return .lines(firstLine: line)
        case .pdf, .jpeg:
            let offset = zip(expected, actual).prefix { $0 == $1 }.count
            return .bytes(firstOffset: offset)
        }
    }

    /// What shows a change to a person: a three-panel PNG (expected | difference | actual)
    /// for images, a unified diff for text, nothing for PDF or unreadable references.
    /// `name` is the reference's file name.
    public func diffArtifact(for change: ReferenceChange, expected: Data, actual: Data,
                             name: String) -> DiffArtifact? {
        switch change {
        case .pixels:
            guard let panels = try? png.threePanelImage(expected: expected, actual: actual) else { return nil }
            let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
            return DiffArtifact(data: panels, fileName: "\(stem).diff.png")
        case .lines:
            let text = LineDiff().unified(expected: String(decoding: expected, as: UTF8.self),
                                          actual: String(decoding: actual, as: UTF8.self),
                                          expectedName: "\(name) (reference)", actualName: "\(name) (rendered)")
            return DiffArtifact(data: Data(text.utf8), fileName: "\(name).diff")
        case .bytes, .unreadable:
            return nil
        }
    }
}

/// A file that shows a change to a person.
public struct DiffArtifact: Sendable, Equatable {
    /// The file's contents.
    public var data: Data
    /// Named after the reference: `011-sodium.diff.png` for `011-sodium.png`,
    /// `026-iron.svg.diff` for `026-iron.svg`.
    public var fileName: String

    /// Suffixes of every file name `diffArtifact(for:expected:actual:name:)` makes.
    public static let fileNameSuffixes = [".diff.png", ".diff"]
}
