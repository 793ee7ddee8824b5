import Favorites

extension PTableServer {
    /// Asks the favourites store once, before anything listens, so that a store that cannot work
    /// as named (a PostgreSQL database or role that does not exist, a wrong password, a file that
    /// is not a store, a folder that takes no files) is one `error:` line at the start, not a
    /// server whose favourites all answer 503. A store that is only away for now (the database
    /// down or unreachable) is no reason not to start: the log says so, `/readyz` answers 503,
    /// and the store is used once it answers.
    ///
    /// - Throws: the store's `FavoritesError`, unless it is `.storeUnavailable`.
    public func checkStore() async throws {
        guard let favorites = state.favorites else { return }
        do {
            try await favorites.ping()
        } catch let error as FavoritesError {
            guard case .storeUnavailable = error else { throw error }
            state.log.note("\(error.localizedDescription); serving, with the favourites and /readyz answering 503 until it is back", level: .warning)
        }
    }
}
