import Favorites
import XCTest

final class FavoritesStoreLocationTests: XCTestCase {
    func testTheOptionWinsThenTheVariableThenXDGThenHome() throws {
        let environment = ["PTABLE_STORE": "/env/store.sqlite", "XDG_DATA_HOME": "/xdg/", "HOME": "/home/ann"]
        XCTAssertEqual(try FavoritesStoreLocation.path(option: "mine.sqlite", environment: environment), "mine.sqlite")
        XCTAssertEqual(try FavoritesStoreLocation.path(option: nil, environment: environment), "/env/store.sqlite")
        var rest = environment
        rest["PTABLE_STORE"] = ""
        XCTAssertEqual(try FavoritesStoreLocation.path(option: nil, environment: rest), "/xdg/ptable/favorites.sqlite")
        rest["XDG_DATA_HOME"] = "relative/data"
        XCTAssertEqual(try FavoritesStoreLocation.path(option: nil, environment: rest), "/home/ann/.local/share/ptable/favorites.sqlite")
    }

    func testNoPlaceAtAllIsAnError() {
        XCTAssertThrowsError(try FavoritesStoreLocation.path(option: nil, environment: [:])) {
            XCTAssertEqual($0 as? FavoritesError, .noStoreLocation)
        }
    }
}
