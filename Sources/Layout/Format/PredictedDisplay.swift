/// How values that are predictions rather than measurements are shown (`--predicted`).
public enum PredictedDisplay: String, CaseIterable, Sendable {
    /// Shown like measured values; the scene still flags them.
    case show
    /// Shown marked: `~1800 K`, `Liquid (pred.)`, outlined on heatmaps (the default).
    case mark
    /// Left out: shown as missing, `—`, and as "No data" on heatmaps.
    case hide
}
