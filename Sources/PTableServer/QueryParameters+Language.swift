import Layout

extension QueryParameters {
    /// `lang` as a bundled language (`de`, `zh-Hans`, `pt-BR`: see `DisplayLocale.supportedCode(for:)`),
    /// English when absent; anything else is a 400 naming the languages there are.
    func language(_ name: String = "lang") throws -> DisplayLocale {
        guard let text = self[name] else { return .english }
        guard let code = DisplayLocale.supportedCode(for: text), let locale = try? DisplayLocale.bundled(code) else {
            let note = DisplayLocale.unbundledVariantNote(for: text).map { " (\($0))" } ?? ""
            throw ServerError.badRequest("\(name) must be one of \(DisplayLocale.supportedCodes.joined(separator: ", ")), got \"\(text)\"\(note)")
        }
        return locale
    }
}
