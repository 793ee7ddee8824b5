import Layout

/// Terminal text with its control characters made visible, so a snapshot of ANSI output
/// is readable and diffable: `ESC[31m` becomes `␛[31m`.
///
/// Every C0 control character except newline and tab becomes its Unicode Control Picture
/// (U+2400–U+241F, e.g. `␛` for ESC, `␇` for BEL), and DEL becomes `␡`.
public enum VisibleControlCharacters {
    /// `text` with control characters replaced by their pictures.
    public static func make(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar.value {
            case 0x0A, 0x09: nil
            case 0x00..<0x20: String(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: "\u{2421}"
            default: nil
            }
        }
    }
}
