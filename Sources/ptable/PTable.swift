import ArgumentParser
import Layout

@main
struct PTable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ptable",
        abstract: "Lay out and render the periodic table."
    )
}
