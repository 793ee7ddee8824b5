import Foundation
import ReferenceComparison
import SnapshotTesting

extension Diffing where Value == Data {
    /// Compares PNGs pixel by pixel after decoding both with Cairo, like resvg's reference tests.
    ///
    /// A pixel differs when its alpha or any colour channel premultiplied by alpha (as Cairo
    /// draws it) differs by more than `tolerance`; the images match when their sizes agree and at most `maxDifferingFraction`
    /// of the pixels differ. On a mismatch the failure message gives the count and share of
    /// differing pixels and the largest channel difference, and names a three-panel image
    /// (expected | difference in red over a faded copy | actual) written to
    /// `SnapshotArtifacts.folder`; the same image is attached as `difference.png` where the
    /// test runner shows attachments.
    ///
    /// Identical bytes match without decoding, so unchanged snapshots cost a memcmp.
    ///
    /// - Parameters:
    ///   - tolerance: The largest per-channel difference (0...255) that still counts as equal;
    ///     1 absorbs rounding in anti-aliasing across Cairo builds.
    ///   - maxDifferingFraction: The share of pixels (0...1) allowed to differ beyond `tolerance`.
    public static func png(tolerance: Int = 1, maxDifferingFraction: Double = 0) -> Diffing {
        let comparison = PNGComparison(tolerance: tolerance, maximumDifferingFraction: maxDifferingFraction)
        return .diff(toData: { $0 }, fromData: { $0 }) { expected, actual in
            guard expected != actual else { return nil }
            if let message = RenderFailure.message(in: actual) { return (message, []) }
            if let message = RenderFailure.message(in: expected) {
                return ("The reference is the message of a failed render, not a PNG (\(message)): delete it and record again.", [])
            }
            let diff: ImageDiff
            do {
                diff = try comparison.compare(expected: expected, actual: actual)
            } catch {
                return ("PNG snapshot could not be compared: \(error.localizedDescription)", [])
            }
            guard !diff.passes else { return nil }
            var message = "PNG snapshot differs: \(diff)."
            var attachments: [DiffAttachment] = []
            do {
                let panels = try comparison.threePanelImage(expected: expected, actual: actual)
                attachments.append(.data(panels, name: "difference.png"))
                let url = try SnapshotArtifacts.writeDifferenceImage(panels, expected: expected, actual: actual)
                message += "\nExpected | difference | actual: \(url.path)"
            } catch {
                message += "\n(no difference image: \(error.localizedDescription))"
            }
            return (message, attachments)
        }
    }
}
