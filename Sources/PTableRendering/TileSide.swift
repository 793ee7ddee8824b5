/// Which face of an element's tile to draw.
///
/// Only the front exists today. The back side (summary, appearance, source link) is an
/// extension point: add a case here and its layout in `ArtworkRenderer.tileScene(for:size:side:)`;
/// every caller (the CLI, `ptable tiles`, the snapshot strategies) then gains it.
public enum TileSide: String, CaseIterable, Codable, Sendable {
    /// The traditional tile: number, symbol, name, mass, melting and boiling points, discoverer.
    case front
}
