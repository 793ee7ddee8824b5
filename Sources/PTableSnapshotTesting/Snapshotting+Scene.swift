import CairoRenderer
import Foundation
import Layout
import PTableRendering
import SceneJSONRenderer
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == String {
    /// A scene you built yourself as JSON with sorted keys, compared line by line.
    public static var scene: Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (scene: Scene) in
            RenderFailure.text { try SceneJSONRenderer().renderData(scene) }
        }
        strategy.pathExtension = "json"
        return strategy
    }

    /// A scene you built yourself as ptable's SVG, compared line by line.
    public static var svg: Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (scene: Scene) in
            RenderFailure.text { try ArtworkRenderer().render(scene, as: .svg) }
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Snapshotting where Value == Scene, Format == Data {
    /// A scene you built yourself as a PNG at scale 1, tolerance 1 per channel.
    public static var png: Snapshotting { png() }

    /// A scene as a PNG at `scale` pixels per point, compared by
    /// `Diffing.png(tolerance:maxDifferingFraction:)`.
    public static func png(scale: Double = 1, tolerance: Int = 1, maxDifferingFraction: Double = 0) -> Snapshotting {
        SimplySnapshotting(pathExtension: "png",
                           diffing: .png(tolerance: tolerance, maxDifferingFraction: maxDifferingFraction))
            .pullback { (scene: Scene) in
                RenderFailure.data { try CairoRenderer().png(scene, scale: scale) }
            }
    }
}
