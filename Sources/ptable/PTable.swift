import ArgumentParser
import PTableCommandLine

/// `ptable`: lays out and renders the periodic table. Command lines that need the favourites
/// store or the server go to `ptable-full` (`FullToolHandoff`).
@main
struct PTable: ParsableCommand {
    static let configuration = RootCommandConfiguration.configuration(
        subcommands: RootCommandConfiguration.renderingCommands
    )

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let need = FullToolHandoff.need(arguments)
        if need != .none {
            FullToolHandoff.handOff(arguments, need: need)
        }
        CommandLineMain.run(PTable.self, arguments: arguments)
    }
}
