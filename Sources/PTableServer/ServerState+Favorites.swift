import Hummingbird
import Layout

extension ServerState {
    /// The atomic numbers `person` has favourited (nil when no person is named).
    func favoriteNumbers(of person: String?, in design: Design) async throws -> Set<Int>? {
        guard person != nil else { return nil }
        throw ServerError.badRequest("favorites-of needs the favourites store")
    }
}

extension ServerState {
    func addFavoriteRoutes(to router: Router<BasicRequestContext>) {}
}
