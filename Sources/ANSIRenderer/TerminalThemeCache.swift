import Foundation
import Layout

/// Themes already moved to the 256-colour palette, and palette entries already matched to
/// colours, so a table or a batch of tiles works each one out once, not once a tile or a cell.
///
/// Moving a theme sorts the 240 palette entries by closeness for every family (tens of
/// milliseconds); a process draws with one or two themes, so the last few are kept.
/// `NSLock` rather than `Mutex`, which would need macOS 15 (the package supports macOS 13).
final class TerminalThemeCache: @unchecked Sendable {
    static let shared = TerminalThemeCache()

    private let lock = NSLock()
    private var themes: [(original: Theme, moved: Theme)] = []
    private var nearest: [Color: Int] = [:]
    /// How many moved themes are kept.
    private let capacity = 4

    /// `theme` moved by `move`, worked out on the first call for an equal theme.
    func moved(_ theme: Theme, by move: (Theme) -> Theme) -> Theme {
        lock.lock()
        if let hit = themes.first(where: { $0.original == theme }) {
            lock.unlock()
            return hit.moved
        }
        lock.unlock()
        let moved = move(theme)
        lock.lock()
        defer { lock.unlock() }
        themes.append((theme, moved))
        if themes.count > capacity { themes.removeFirst() }
        return moved
    }

    /// The palette entry nearest to `color`, worked out once per colour.
    func nearestIndex(to color: Color, by find: (Color) -> Int) -> Int {
        lock.lock()
        if let hit = nearest[color] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let index = find(color)
        lock.lock()
        defer { lock.unlock() }
        nearest[color] = index
        return index
    }
}
