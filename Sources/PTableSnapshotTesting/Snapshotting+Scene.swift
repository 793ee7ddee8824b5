import CairoRenderer
import Foundation
import Layout
import PTableRendering
import SceneJSONRenderer
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == String {
    /// A scene you built yourself as JSON with sorted keys, compared line by line.
    public static var scene: Snapshotting {
        text(pathExtension: "json") { try SceneJSONRenderer().renderData($0) }
    }

    /// A scene you built yourself as ptable's SVG, compared line by line.
    public static var svg: Snapshotting {
        text(pathExtension: "svg") { try ArtworkRenderer().render($0, as: .svg) }
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
