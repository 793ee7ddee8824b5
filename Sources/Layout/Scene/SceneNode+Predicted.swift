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
}
