import ArgumentParser
import Favorites

/// Checks of favourites options inside a command's `validate()`, where argument-parser reports
/// only a `ValidationError` as a usage error (exit 64) and calls any other error internal.
enum FavoritesUsage {
    static func check(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as FavoritesError {
            throw ValidationError(error.localizedDescription)
        }
    }
}
