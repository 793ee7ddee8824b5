/// How many colours the terminal output may use.
public enum ColorMode: String, CaseIterable, Sendable {
    /// 24-bit colour: `ESC[38;2;r;g;bm`, the theme's colours exactly.
    case trueColor
    /// The xterm 256-colour palette: each theme colour becomes the nearest palette entry.
    case ansi256
    /// No escape sequences at all: plain text and box drawing only.
    case none
}

/// What the user asked for with `--color`.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour when writing to a terminal that has not opted out.
    case auto
    /// Colour even when writing to a file or pipe.
    case always
    /// Never colour.
    case never
}

public extension ColorMode {
    /// Decides the colour mode from the user's choice and the environment, without reading
    /// any global state.
    ///
    /// - `never` gives `.none`.
    /// - `auto` gives `.none` when `isTerminal` is false, when `NO_COLOR` is set to any
    ///   non-empty value (https://no-color.org) or when `TERM` is `dumb`; otherwise it
    ///   behaves like `always`.
    /// - `always` gives `.trueColor` when `COLORTERM` is `truecolor` or `24bit`, and
    ///   `.ansi256` otherwise. An explicit `always` overrides `NO_COLOR` and `TERM=dumb`.
    ///
    /// - Parameters:
    ///   - choice: The value of `--color`.
    ///   - isTerminal: Whether standard output is a terminal (`isatty(1)`).
    ///   - environment: The process environment, e.g. `ProcessInfo.processInfo.environment`.
    static func resolve(choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> ColorMode {
        switch choice {
        case .never:
            return .none
        case .auto:
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
            let dumb = environment["TERM"]?.lowercased() == "dumb"
            guard isTerminal, !noColor, !dumb else { return .none }
            return depth(in: environment)
        case .always:
            return depth(in: environment)
        }
    }

    private static func depth(in environment: [String: String]) -> ColorMode {
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": .trueColor
        default: .ansi256
        }
    }
}
