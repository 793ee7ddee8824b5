/// How a detail tile's header band is drawn.
public enum BandStyle: String, Codable, CaseIterable, Sendable {
    /// The band in the family's accent, its text in `onAccent`, the border in the accent.
    case solid
    /// The band a deeper tone of the fill, its text in the accent, the border in the band's tone.
    ///
    /// A tile with no dark frame or dark band reads in OCR: tesseract takes a dark outline closed
    /// around the tile, band included, for one picture and reads no number inside it.
    case tonal
}
