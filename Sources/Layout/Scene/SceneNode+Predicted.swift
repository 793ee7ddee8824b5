import ElementData

public extension Array where Element == SceneNode {
    /// The nodes with every text run flagged `predicted` when `isPredicted`, unchanged otherwise.
    func flaggingPredicted(_ isPredicted: Bool) -> [SceneNode] {
        guard isPredicted else { return self }
        return map { node in
            switch node {
            case var .text(text):
                text.predicted = true
                return .text(text)
            case var .group(group):
                group.children = group.children.flaggingPredicted(true)
                return .group(group)
            default:
                return node
            }
        }
    }

    /// The nodes with `source` set on every text run (in groups too): the provenance of the value they show.
    func taggingSource(_ source: String?) -> [SceneNode] {
        guard let source else { return self }
        return map { node in
            switch node {
            case var .text(text):
                text.source = source
                return .text(text)
            case var .group(group):
                group.children = group.children.taggingSource(source)
                return .group(group)
            default:
                return node
            }
        }
    }
}
