import ArgumentParser
import PTableRendering

extension TileSide {
    /// Refuses, on the back, the options that change only the front (`given`: the ones the user
    /// gave, as spelled). The back always shows the summary, appearance, named by and source, so
    /// there they drew the same tile as without them, and nothing said so.
    func checkFrontOnly(_ given: [String]) throws {
        guard self == .back, let last = given.last else { return }
        let subject = given.count == 1 ? "\(last) changes" : given.dropLast().joined(separator: ", ") + " and \(last) change"
        throw ValidationError("\(subject) the front of a tile; the back shows the summary, appearance, named by and source (leave \(given.count == 1 ? "it" : "them") out, or draw --side front)")
    }
}
