import ArgumentParser
import Favorites

extension FavoritesError {
    /// The documented exit code: 64 for a bad name, endpoint, store URL or no place for the
    /// store, 65 for a file that is not a store, an endpoint's malformed answer or a duplicate,
    /// 74 when the store or the endpoint cannot be reached, read or written.
    var exitCode: ExitCode {
        switch self {
        case .invalidPerson, .invalidEndpoint, .noStoreLocation, .unknownStoreScheme, .invalidStoreURL, .standardStreamStore,
             .invalidQuery: .usageError
        case .notAStore, .newerStore, .endpointResponse, .duplicateFavorite: .dataError
        case .storeFailed, .endpointUnreachable, .endpointStatus, .storeUnavailable: .outputError
        }
    }
}
