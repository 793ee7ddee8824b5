import ElementData

/// One element's tile at several sizes side by side, each captioned with its size: the levels
/// of detail at a glance (the README's strip: `ptable tile Na --sizes 32,48,64,96,128,256`).
public struct TileStrip: Sendable {
    /// The design the tiles are drawn in; validated before each tile is laid out.
    public var theme: Theme
    /// How the values are written: language, units, predictions, whose data.
    public var formatter: ElementFormatter
    /// The user's own numbers (`--values`), shown on the fronts in place of the mass.
    public var values: ElementValues?

    /// The unit a caption gives each size in: the unit a scene point becomes in the output.
    public enum SizeUnit: String, Sendable {
        /// A pixel: PNG, JPEG and SVG draw a scene point as one (CSS) pixel.
        case pixel = "px"
        /// A point (1/72 inch): a PDF page is measured in points.
        case point = "pt"
    }

    /// Space between tiles and around the strip, in points.
    public static let gap = 16.0
    /// The caption's size: well above the floor.
    public static let captionSize = 12.0

    /// A strip layout in `theme`, its words and values written by `formatter`, with the user's
    /// `values` in place of the mass when given.
    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter(), values: ElementValues? = nil) {
        self.theme = theme
        self.formatter = formatter
        self.values = values
    }

    /// The front (or the back) of `element` at each of `sizes`, bottoms aligned, on the page
    /// colour, each captioned with its size in `unit`.
    ///
    /// - Throws: `LayoutError.invalidStripSizes` when `sizes` is empty or holds a size under 1:
    ///   a single tile of such a size is refused too (its canvas would be empty), where a strip
    ///   drew a blank page or a tile of negative width.
    public func scene(for element: Element, sizes: [Int], back: Bool = false, unit: SizeUnit = .pixel) throws -> Scene {
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { throw LayoutError.invalidStripSizes(sizes) }
        let tallest = Double(sizes.max() ?? 0)
        var x = Self.gap
        var nodes: [SceneNode] = []
        for size in sizes {
            let side = Double(size)
            var group = back ? try BackTileLayout(theme: theme, formatter: formatter).group(for: element, size: side)
                : try DetailTileLayout(theme: theme, formatter: formatter, values: values).group(for: element, size: side)
            group.id = (group.id ?? "tile") + "-\(size)"
            group.x = x
            group.y = Self.gap + tallest - side
            nodes.append(.group(group))
            nodes += try TextSlot(text: "\(size) \(unit.rawValue)", role: .label, face: theme.fonts.label, color: theme.mutedInk,
                                  preferredSize: Self.captionSize, minimumSize: Self.captionSize, x: x - Self.gap / 2,
                                  width: side + Self.gap, baseline: Self.gap + tallest + Self.captionSize * 1.6,
                                  anchor: .middle).nodes()
            x += side + Self.gap
        }
        let title = formatter.locale.text(.stripTitle, formatter.name(element), sizes.map(String.init).joined(separator: ", "))
        return Scene(width: x, height: Self.gap * 2 + tallest + Self.captionSize * 2, title: title,
                     background: theme.pageBackground, nodes: nodes, minimumTextSize: LegibilityFloor.pixels(theme, locale: formatter.locale),
                     language: formatter.locale.code)
    }
}
