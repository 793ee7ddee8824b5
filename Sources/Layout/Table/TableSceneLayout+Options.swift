extension TableSceneLayout {
    /// What the poster shows besides the tiles, and how big it is.
    public struct Options: Sendable {
        /// Canvas width in points, when `page` is nil; the height follows from the grid.
        public var width: Double
        /// A printed page; when set, the scene is the page (trim plus bleed) and `width` is ignored.
        public var page: PageGeometry?
        /// The dots per inch of a page drawn as pixels (PNG, JPEG), or of the scene such a page is
        /// drawn from (JSON at a dpi); nil for print (PDF, SVG).
        /// A page read as pixels keeps no text under the theme's floor in pixels
        /// (`LegibilityFloor.page(_:theme:dpi:locale:)`), so a low resolution leaves out the smallest fields.
        public var rasterDPI: Double?
        /// The title over the table; `defaultTitle` is drawn in the formatter's language, nil draws none.
        public var title: String?
        /// Whether each column has its group number over it.
        public var showsGroupNumbers = true
        /// Whether each row has its period number beside it.
        public var showsPeriodNumbers = true
        /// The legend (categorical colourings) or the colorbar (heatmaps) over the d-block.
        public var showsLegend = true
        /// Whether the data credit (the element data's source and licence, and the typeface) runs under the table.
        public var showsCredit = true
        /// On a page with room to spare under the table (portrait), a large example tile with
        /// each of its texts labelled.
        public var showsKey = true
        /// What the tiles are coloured by.
        public var coloring: TileColoring = .category
        /// Atomic numbers to highlight; every other tile is dimmed. Nil highlights nothing.
        public var highlighted: Set<Int>?
        /// How the group numbers are written: IUPAC 1–18, CAS IA … VIIIB, or both.
        public var groupLabelStyle: GroupLabelStyle = .iupac
        /// A small mark on every element with no stable isotope, with a key entry.
        public var marksRadioactive = true
        /// A second categorical scheme for each tile's symbol, keyed in a legend of its own.
        public var symbolColoring: CategoricalKey?

        /// Options for a table `width` points wide, with every part shown and tiles coloured by category.
        public init(width: Double, title: String? = TableSceneLayout.defaultTitle) {
            self.width = width
            self.title = title
        }

        /// A poster filling `page`.
        public init(page: PageGeometry, title: String? = TableSceneLayout.defaultTitle) {
            self.width = page.pageWidth
            self.page = page
            self.title = title
        }
    }
}
