import Layout
import PTableRendering

/// A whole periodic table in a theme, as the subject of a snapshot test.
///
/// ```swift
/// assertSnapshot(of: try TableSnapshot(form: .standard), as: .scene)
/// assertSnapshot(of: try TableSnapshot(form: .wide, width: 1600), as: .svg)
///
/// // A reduced table keeps PNG references small.
/// let firstPeriods = try PeriodicTable.bundled().elements.filter { $0.number <= 18 }
/// assertSnapshot(of: try TableSnapshot(elements: firstPeriods, width: 480), as: .png)
/// ```
public struct TableSnapshot: SnapshotArtwork {
    /// The width of a table when neither the value nor the strategy names one.
    public static let defaultWidth: Double = 1200

    /// Where each element sits.
    public var placement: TablePlacement
    /// Width, title, axes, legend and credit. A strategy's `size` replaces `options.width`.
    public var options: TableSceneLayout.Options
    /// Colours, fonts and geometry.
    public var theme: Theme
    /// How values are written.
    public var formatter: ElementFormatter

    /// A table of an existing placement.
    public init(_ placement: TablePlacement, options: TableSceneLayout.Options = .init(width: TableSnapshot.defaultWidth),
                theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter()) {
        self.placement = placement
        self.options = options
        self.theme = theme
        self.formatter = formatter
    }

    /// A table of `elements` (by default the bundled data) in `form`, `width` points wide.
    ///
    /// - Throws: `ElementDataError` when the bundled data cannot be read, `LayoutError` when an element lacks
    ///   the coordinates `form` needs.
    public init(elements: [Element]? = nil, form: TablePlacement.Form = .standard, includeHypothetical: Bool = false,
                width: Double = TableSnapshot.defaultWidth, theme: Theme = .classic,
                formatter: ElementFormatter = ElementFormatter()) throws {
        let elements = try elements ?? PeriodicTable.bundled().elements
        self.init(try TablePlacement(elements: elements, form: form, includeHypothetical: includeHypothetical),
                  options: .init(width: width), theme: theme, formatter: formatter)
    }

    /// The table, `size` points wide when given, otherwise `options.width`.
    public func snapshotArtwork(size: Double?) throws -> Artwork {
        var options = options
        if let size { options.width = size }
        return .table(placement, options: options)
    }

    /// A renderer with this table's theme and formatter.
    public var snapshotRenderer: ArtworkRenderer { ArtworkRenderer(theme: theme, formatter: formatter) }
}
