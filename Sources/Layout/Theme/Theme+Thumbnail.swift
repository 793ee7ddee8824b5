public extension Theme {
    /// The theme of a list row's thumbnail (the seed app's `s7.JPG`): the front with the number,
    /// the symbol, the name and the mass only. The category label and the facts below the rule
    /// would be a few pixels high on a 44–80 pt row; without them the name and the mass stand at
    /// a reading size (see `DetailTileLayout`), the name in Inter Regular and the mass in Inter
    /// SemiBold, the faces whose letters and digits OCR told apart at 11–13 px (Medium's "c"
    /// read as "e", Regular's "3" as "9"). The band is solid: on a row's small image the dark
    /// band and frame keep OCR's threshold between the text and the fill, where a tonal band
    /// let it fall between the fill and a white margin and lose the mid-tone tiles.
    var listRowThumbnail: Theme {
        var theme = self
        theme.tile.bandStyle = .solid
        theme.slots.detail.topRight = .none
        theme.slots.detail.facts = []
        theme.fonts.name = FontLibrary.regular
        theme.fonts.mass = FontLibrary.semiBold
        return theme
    }
}
