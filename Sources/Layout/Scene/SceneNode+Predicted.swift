public extension Array where Element == SceneNode {
    /// The nodes with every text run flagged `predicted` when `isPredicted`, unchanged otherwise.
    func flaggingPredicted(_ isPredicted: Bool) -> [SceneNode] {
        isPredicted ? updatingTexts { $0.predicted = true } : self
    }

    /// The nodes with `source` set on every text run (in groups too): the provenance of the value they show.
    func taggingSource(_ source: String?) -> [SceneNode] {
        guard let source else { return self }
        return updatingTexts { $0.source = source }
    }

    /// The nodes with `update` applied to every text run, in groups too.
    internal func updatingTexts(_ update: (inout SceneText) -> Void) -> [SceneNode] {
        map { node in
            switch node {
            case var .text(text):
                update(&text)
                return .text(text)
            case var .group(group):
                group.children = group.children.updatingTexts(update)
                return .group(group)
            default:
                return node
            }
        }
    }
}
