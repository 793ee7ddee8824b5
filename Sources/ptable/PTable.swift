import PTableCommandLine

/// `ptable`: lays out and renders the periodic table, keeps favourites and serves them.
@main
enum PTable {
    static func main() {
        CommandLineMain.run(PTableCommand.self)
    }
}
