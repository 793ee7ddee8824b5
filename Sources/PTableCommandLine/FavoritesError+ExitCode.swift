import ArgumentParser
import Favorites

extension FavoritesError {
    /// The documented exit code: 64 for a bad name, endpoint or no place for the store, 65 for
    /// a file that is not a store or an endpoint's malformed answer, 74 when the store or the
    /// endpoint cannot be read or written.
    var exitCode: ExitCode {
        switch self {
        case .invalidPerson, .invalidEndpoint, .noStoreLocation: .usageError
        case .notAStore, .newerStore, .endpointResponse: .dataError
        case .storeFailed, .endpointUnreachable, .endpointStatus: .outputError
        }
    }
}
