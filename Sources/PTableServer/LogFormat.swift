/// How `ptable serve` writes its log lines on standard error (`--log-format`).
public enum LogFormat: String, CaseIterable, Sendable {
    /// One readable line per event: `GET /tiles/011/s7.png 200 4.2 ms`.
    case text
    /// One JSON object per line, for log collectors: time, level, message and the request's fields
    /// (`method`, `path`, `route`, `status`, `duration_ms`) as their own keys.
    case json
}
