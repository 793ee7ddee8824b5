import ANSIRenderer
import Foundation
import PTableRendering
import SnapshotTesting

extension Snapshotting where Value: SnapshotArtwork, Format == String {
    /// The resolved scene as JSON with sorted keys and fixed precision, compared line by line
    /// (`.json` files). Tiles are `TileSnapshot.defaultSize` points square, tables as wide as
    /// their options say.
    ///
    /// ```swift
    /// assertSnapshot(of: sodium, as: .scene)
    /// ```
    public static var scene: Snapshotting { scene(size: nil) }

    /// The resolved scene as JSON at `size`: a tile's side, or a table's width, in points.
    public static func scene(size: Double? = nil) -> Snapshotting {
        text(pathExtension: "json") { value in
            try value.snapshotRenderer.render(value.snapshotArtwork(size: size), as: .json)
        }
    }

    /// The artwork as ptable's own SVG (`<text>` with the Inter font family, no embedded
    /// fonts), compared line by line (`.svg` files).
    ///
    /// ```swift
    /// assertSnapshot(of: try TableSnapshot(form: .wide), as: .svg)
    /// ```
    public static var svg: Snapshotting { svg(size: nil) }

    /// The artwork as SVG at `size` (a tile's side, or a table's width); `embedFonts` adds
    /// the font files as data URLs (large, but self-contained).
    public static func svg(size: Double? = nil, embedFonts: Bool = false) -> Snapshotting {
        text(pathExtension: "svg") { value in
            var renderer = value.snapshotRenderer
            renderer.options.embedFonts = embedFonts
            return try renderer.render(value.snapshotArtwork(size: size), as: .svg)
        }
    }

    /// The artwork as terminal text in 24-bit colour, with escape codes made visible
    /// (`␛[38;2;…m`, see `VisibleControlCharacters`), compared line by line (`.txt` files).
    public static var ansi: Snapshotting { ansi() }

    /// The artwork as terminal text in `colorMode`; tables are drawn in `tableStyle`.
    public static func ansi(colorMode: ColorMode = .trueColor,
                            tableStyle: ANSIRenderer.TableStyle = .compact) -> Snapshotting {
        text(pathExtension: "txt") { value in
            var renderer = value.snapshotRenderer
            renderer.options.colorMode = colorMode
            renderer.options.tableStyle = tableStyle
            let text = try renderer.terminalText(for: try value.snapshotArtwork(size: nil))
            return Data(VisibleControlCharacters.make(text).utf8)
        }
    }
}

extension Snapshotting where Format == String {
    /// UTF-8 text made by `render` (a failure is recorded as a test issue), compared line by
    /// line in files ending `pathExtension`.
    static func text(pathExtension: String, render: @escaping (Value) throws -> Data) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (value: Value) in
            RenderFailure.text { try render(value) }
        }
        strategy.pathExtension = pathExtension
        return strategy
    }
}

extension Snapshotting where Value: SnapshotArtwork, Format == Data {
    /// The artwork as a PNG drawn by Cairo with the bundled fonts, compared with a tolerance
    /// of 1 per channel and no pixel beyond it (`.png` files). Tiles are
    /// `TileSnapshot.defaultSize` pixels square.
    public static var png: Snapshotting { png() }

    /// The artwork as a PNG `size` pixels square (a tile) or wide (a table), compared by
    /// `Diffing.png(tolerance:maxDifferingFraction:)`.
    ///
    /// Keep references small: tiles of 256 pixels or less, reduced tables.
    ///
    /// ```swift
    /// assertSnapshot(of: sodium, as: .png(size: 256))
    /// assertSnapshot(of: iron, as: .png(size: 128, tolerance: 2, maxDifferingFraction: 0.001))
    /// ```
    ///
    /// - Parameters:
    ///   - size: A tile's side or a table's width in pixels; nil for the value's default.
    ///   - tolerance: The largest per-channel difference (0...255) that still counts as equal.
    ///   - maxDifferingFraction: The share of pixels (0...1) allowed to differ beyond `tolerance`.
    public static func png(size: Double? = nil, tolerance: Int = 1, maxDifferingFraction: Double = 0) -> Snapshotting {
        SimplySnapshotting(pathExtension: "png",
                           diffing: .png(tolerance: tolerance, maxDifferingFraction: maxDifferingFraction))
            .pullback { (value: Value) in
                RenderFailure.data { try value.snapshotRenderer.render(value.snapshotArtwork(size: size), as: .png) }
            }
    }
}
