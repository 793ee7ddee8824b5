import ArgumentParser
import PTableRendering

extension TableOptionRules {
    /// Runs `check` with the rules spelled for the command line (`--range`); a broken rule is
    /// a usage error (exit 64), as ArgumentParser reports the options it checks itself.
    static func commandLine<Result>(_ check: (TableOptionRules) throws -> Result) throws -> Result {
        do {
            return try check(TableOptionRules(.commandLine))
        } catch let error as TableOptionError {
            throw ValidationError(error.message)
        }
    }
}
