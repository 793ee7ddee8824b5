public extension DisplayLocale {
    /// A theme's name as this language writes it: the built-in themes translated (`dunkel` for
    /// `dark` in German), any other theme by the name it gives itself. The name to ask for a
    /// theme with (`--theme`, `?theme=`) stays the English one.
    func themeName(_ name: String) -> String {
        let label: LanguageLabel? = switch name {
        case "classic": .themeClassic
        case "dark": .themeDark
        case "mono": .themeMono
        default: nil
        }
        return label.map(text) ?? name
    }
}
