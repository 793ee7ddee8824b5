import Layout
import Synchronization

/// Themes already moved to the 256-colour palette, and palette entries already matched to
/// colours, so a table or a batch of tiles works each one out once, not once a tile or a cell.
///
/// Moving a theme sorts the 240 palette entries by closeness for every family (tens of
/// milliseconds); a process draws with one or two themes, so the last few are kept. The work
/// is done outside the lock: two threads may both do it once, never wait for each other.
final class TerminalThemeCache: Sendable {
    static let shared = TerminalThemeCache()

    private let themes = Mutex<[(original: Theme, moved: Theme)]>([])
    private let nearest = Mutex<[Color: Int]>([:])
    /// How many moved themes are kept.
    private let capacity = 4

    /// `theme` moved by `move`, worked out on the first call for an equal theme.
    func moved(_ theme: Theme, by move: (Theme) -> Theme) -> Theme {
        if let hit = themes.withLock({ $0.first { $0.original == theme }?.moved }) { return hit }
        let moved = move(theme)
        themes.withLock { themes in
            themes.append((theme, moved))
            if themes.count > capacity { themes.removeFirst() }
        }
        return moved
    }

    /// The palette entry nearest to `color`, worked out once per colour.
    func nearestIndex(to color: Color, by find: (Color) -> Int) -> Int {
        if let hit = nearest.withLock({ $0[color] }) { return hit }
        let index = find(color)
        nearest.withLock { $0[color] = index }
        return index
    }
}
