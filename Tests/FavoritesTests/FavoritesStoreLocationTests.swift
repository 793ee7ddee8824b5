import Favorites
import Testing

@Suite struct FavoritesStoreLocationTests {
    @Test func theOptionWinsThenTheVariableThenXDGThenHome() throws {
        let environment = ["PTABLE_STORE": "/env/store.sqlite", "XDG_DATA_HOME": "/xdg/", "HOME": "/home/ann"]
        #expect(try FavoritesStoreLocation.path(option: "mine.sqlite", environment: environment) == "mine.sqlite")
        #expect(try FavoritesStoreLocation.path(option: nil, environment: environment) == "/env/store.sqlite")
        var rest = environment
        rest["PTABLE_STORE"] = ""
        #expect(try FavoritesStoreLocation.path(option: nil, environment: rest) == "/xdg/ptable/favorites.sqlite")
        rest["XDG_DATA_HOME"] = "relative/data"
        #expect(try FavoritesStoreLocation.path(option: nil, environment: rest) == "/home/ann/.local/share/ptable/favorites.sqlite")
    }

    @Test func noPlaceAtAllIsAnError() {
        #expect(throws: FavoritesError.noStoreLocation) {
            try FavoritesStoreLocation.path(option: nil, environment: [:])
        }
    }
}
