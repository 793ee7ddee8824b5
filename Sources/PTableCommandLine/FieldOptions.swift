import ArgumentParser
import Layout

/// `--fields LIST`: what a tile shows, in the user's order (the theme key `fields` on the
/// command line), shared by `tile`, `tiles` and `table`.
struct FieldOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The fields a tile shows, most important first; smaller tiles leave out the last ones: \(TileField.optionNames.joined(separator: ", ")). Same names as the theme key \"fields\". (default: the theme's, number,symbol,name,mass,melt,boil in the built-in themes)",
        valueName: "LIST"))
    var fields: String?

    func validate() throws {
        _ = try list()
    }

    /// The parsed list, nil without `--fields`; a bad list is a usage error naming the field.
    func list() throws -> TileFieldList? {
        guard let fields else { return nil }
        do {
            return try TileFieldList(parsing: fields)
        } catch let error as TileFieldListError {
            throw ValidationError("--fields: \(error)")
        }
    }

    /// `theme` with its tile places filled from `--fields`, or unchanged without it.
    func applied(to theme: Theme) throws -> Theme {
        guard let list = try list() else { return theme }
        var theme = theme
        theme.slots = list.slots
        return theme
    }
}
