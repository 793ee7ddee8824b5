import ElementData
import Foundation

public extension DisplayLocale {
    /// The bundled language a BCP 47 or POSIX tag asks for, or nil: case and `_`/`-` do not
    /// matter, a region or encoding is ignored (`de_AT.UTF-8` → `de`), `zh`, `zh-CN`, `zh-SG` and
    /// `zh-Hans-…` are `zh-Hans` (Traditional Chinese is not bundled), and `no`/`nn` are `nb`.
    ///
    /// A region never picks a variant: `pt-PT` gets the Brazilian spellings of `pt` (Hidrogênio,
    /// Rênio), as no reviewed European Portuguese list of the 118 names is bundled.
    static func supportedCode(for tag: String) -> String? {
        let parts = subtags(of: tag)
        guard let language = parts.first, !language.isEmpty else { return nil }
        switch language {
        case "zh":
            if asksForTraditionalChinese(parts) { return nil }
            return "zh-Hans"
        case "no", "nn", "nb":
            return "nb"
        default:
            return supportedCodes.first { $0 == language }
        }
    }

    /// Why `tag` names no bundled language when it is one's near variant, for the end of an error
    /// message; nil otherwise. Traditional Chinese is refused rather than given Simplified
    /// characters its readers do not write (they write 鈉 for sodium, not 钠); `auto` falls back to English.
    static func unbundledVariantNote(for tag: String) -> String? {
        asksForTraditionalChinese(subtags(of: tag))
            ? "Traditional Chinese is not bundled; zh-Hans is Simplified Chinese" : nil
    }

    /// The language `--lang VALUE` names: `auto` follows the environment (`LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; English when unset, `C`, `POSIX` or not bundled); anything
    /// else must name a bundled language, or `ElementDataError.unknownLanguage` says which exist.
    static func named(_ value: String, environment: [String: String] = [:]) throws -> DisplayLocale {
        if value.lowercased() == "auto" { return try following(environment: environment) }
        guard let code = supportedCode(for: value) else {
            throw ElementDataError.unknownLanguage(code: value, supported: supportedCodes)
        }
        return try bundled(code)
    }

    /// The language the POSIX locale variables ask for, English when none names a bundled one.
    static func following(environment: [String: String]) throws -> DisplayLocale {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // The first variable that is set decides, as in POSIX, even when it says C.
            return try bundled(supportedCode(for: value) ?? "en")
        }
        return english
    }

    /// The bundled language an HTTP `Accept-Language` header prefers most (by `q`, then by
    /// order), English when it names none; a malformed header is English, never an error.
    static func preferred(acceptLanguage header: String) -> DisplayLocale {
        var best: (quality: Double, index: Int, code: String)?
        for (index, item) in header.split(separator: ",").prefix(32).enumerated() {
            let fields = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = fields.first, tag != "*", let code = supportedCode(for: tag) else { continue }
            var quality = 1.0
            for field in fields.dropFirst() where field.hasPrefix("q=") {
                quality = Double(field.dropFirst(2)).flatMap { $0.isFinite ? min(max($0, 0), 1) : nil } ?? 0
            }
            guard quality > 0 else { continue }
            if best == nil || quality > best!.quality { best = (quality, index, code) }
        }
        guard let code = best?.code else { return english }
        return (try? bundled(code)) ?? english
    }

    /// The lowercased subtags of a BCP 47 or POSIX tag, without its encoding (`zh_TW.UTF-8` → `zh`, `tw`).
    private static func subtags(of tag: String) -> [String] {
        let cleaned = tag.split(separator: ".").first.map(String.init) ?? ""
        return cleaned.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "@" }).map { $0.lowercased() }
    }

    /// Chinese in the script or a region that writes Traditional characters.
    private static func asksForTraditionalChinese(_ subtags: [String]) -> Bool {
        subtags.first == "zh" && !Set(subtags.dropFirst()).isDisjoint(with: ["hant", "tw", "hk", "mo"])
    }
}
