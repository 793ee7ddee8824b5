import Foundation

/// Writes the scene itself as pretty-printed JSON with sorted keys (`Scene.jsonData()`), for
/// snapshot tests and other tools.
public struct SceneJSONRenderer: SceneRenderer {
    public init() {}

    public var format: SceneFormat { .json }

    public func renderData(_ scene: Scene) throws -> Data {
        try scene.jsonData()
    }
}
