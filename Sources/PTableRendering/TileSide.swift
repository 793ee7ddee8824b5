/// Which face of an element's tile to draw.
///
/// A new side is a case here and its layout in `ArtworkRenderer.tileScene(for:size:side:)`
/// and `terminalText(for:)`; every caller (`ptable tiles`, `ptable snapshot`, the snapshot
/// strategies) then gains it.
public enum TileSide: String, CaseIterable, Codable, Sendable {
    /// The traditional tile: number, symbol, name, mass, melting and boiling points, discoverer.
    case front
    /// The flipped card: the summary, appearance, named by, and the source as a link.
    case back

    /// What a file name carries for this side: nothing for the front, `-back` for the back
    /// (`011-sodium-back.png`), as `ptable tile --side back` names its files.
    public var fileNameSuffix: String {
        switch self {
        case .front: ""
        case .back: "-back"
        }
    }
}
