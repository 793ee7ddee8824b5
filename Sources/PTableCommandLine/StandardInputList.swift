import ArgumentParser

/// `@-` for an element list (`--highlight @-`, `--elements @-`): the list on standard input,
/// which only one option of a command line can read.
enum StandardInputList {
    static let argument = "@-"

    /// Refuses `list` as `@-` when another option (`readers`: its name, and whether it reads
    /// standard input) reads standard input too.
    static func checkAlone(_ list: String?, option: String, besides readers: [(option: String, readsStandardInput: Bool)]) throws {
        guard list == argument else { return }
        for reader in readers where reader.readsStandardInput {
            throw ValidationError("\(option) @- and \(reader.option) - cannot both read standard input; give one of them a file")
        }
    }
}
