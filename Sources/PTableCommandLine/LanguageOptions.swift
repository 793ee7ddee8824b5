import ArgumentParser
import ElementData
import Layout

/// `--lang`: the language names, labels and numbers are written in, for the commands that draw
/// or list elements (list, tile, tiles, table, palette, properties, favorite).
package struct LanguageOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Language of names, labels and numbers: \(DisplayLocale.supportedCodes.joined(separator: ", ")), or auto to follow LC_ALL, LC_MESSAGES or LANG. English unless asked: output never follows the machine's locale by itself.",
        valueName: "CODE"))
    package var lang: String = "en"

    package init() {}

    package func validate() throws {
        guard lang.lowercased() != "auto", DisplayLocale.supportedCode(for: lang) == nil else { return }
        let note = DisplayLocale.unbundledVariantNote(for: lang).map { " (\($0))" } ?? ""
        throw ValidationError("--lang must be auto or one of \(DisplayLocale.supportedCodes.joined(separator: ", ")), got \"\(ElementText.escapedForMessage(lang))\"\(note)")
    }

    /// The language `--lang` names; `auto` reads the command's environment.
    package var locale: DisplayLocale {
        (try? DisplayLocale.named(lang, environment: CommandContext.current.environment)) ?? .english
    }
}
