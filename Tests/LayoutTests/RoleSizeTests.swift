import Foundation
import Testing
@testable import Layout

/// One type size per role across a deck: within a size and theme, a role has at most two
/// sizes over all 118 tiles (its own and the one condensed step of `RoleText`).
@Suite struct RoleSizeTests {
    static let table = try! PeriodicTable.bundled()

    static func sizesByRole(_ scenes: [Scene]) -> [TextRole: Set<Double>] {
        var sizes: [TextRole: Set<Double>] = [:]
        for run in scenes.flatMap(\.textRuns) { sizes[run.role, default: []].insert(run.fontSize) }
        return sizes
    }

    @Test(arguments: [0, 1, 2], [64, 96, 128, 200, 256, 512])
    func frontsHaveOneSizePerRole(themeIndex: Int, size: Int) throws {
        let theme = LevelOfDetailTests.themes[themeIndex]
        let layout = DetailTileLayout(theme: theme)
        let scenes = try Self.table.elements.map { try layout.scene(for: $0, size: Double(size)) }
        for (role, sizes) in Self.sizesByRole(scenes) where role != .symbol {
            #expect(sizes.count <= 2, "\(theme.name) \(size) px \(role): \(sizes.sorted())")
        }
        // The symbol grows where a tile shows fewer fields; at one level it has one size but for
        // the widest symbols.
        #expect((Self.sizesByRole(scenes)[.symbol]?.count ?? 0) <= 3)
    }

    @Test(arguments: [0, 1, 2], [96, 128, 256, 512])
    func backsHaveOneSizePerRole(themeIndex: Int, size: Int) throws {
        let theme = LevelOfDetailTests.themes[themeIndex]
        let layout = BackTileLayout(theme: theme)
        let scenes = try Self.table.elements.map { try layout.scene(for: $0, size: Double(size)) }
        for (role, sizes) in Self.sizesByRole(scenes) {
            #expect(sizes.count <= 2, "\(theme.name) \(size) px back \(role): \(sizes.sorted())")
        }
    }

    @Test func categoryHeaderAndSummaryNoLongerVaryAt512() throws {
        let fronts = try Self.table.elements.map { try DetailTileLayout().scene(for: $0, size: 512) }
        #expect(Self.sizesByRole(fronts)[.category] == [21.5])
        let backs = try Self.table.elements.map { try BackTileLayout().scene(for: $0, size: 512) }
        #expect(Self.sizesByRole(backs)[.summary] == [18.43])
    }

    @Test func tilesAtTheSizesOfTheIssueShowWhatTheyPromise() throws {
        let sodium = try Self.table.requireElement(matching: "Na")
        func roles(_ size: Double) throws -> Set<TextRole> {
            Set(try DetailTileLayout().scene(for: sodium, size: size).textRuns.map(\.role))
        }
        let small = try roles(32), medium = try roles(96), large = try roles(512)
        #expect(small == [.number, .symbol])
        #expect(medium.isSuperset(of: [.number, .symbol, .name, .mass]))
        #expect(large == [.number, .category, .symbol, .name, .mass, .label, .melt, .boil, .discoveredBy])
        let order = FrontPlace.dropOrder(for: .classic)
        #expect(order == [.fact(2), .fact(1), .fact(0), .topRight, .belowCenter(1), .belowCenter(0)])
        let droppedSmall = try DetailTileLayout().droppedPlaces(for: sodium, size: 32)
        let droppedLarge = try DetailTileLayout().droppedPlaces(for: sodium, size: 512)
        #expect(Set(droppedSmall) == Set(order))
        #expect(droppedLarge.isEmpty)
    }

    /// A name from `--data` far longer than any element's is left out on its own: the mass, the
    /// category and the facts stay where they fit, at every size (on a 64 px tile, the mass).
    @Test func aNameThatFitsNowhereIsLeftOutAlone() throws {
        var sodium = try Self.table.requireElement(matching: "Na")
        sodium.name = "Supercalifragilisticexpialidocious"
        let order = FrontPlace.dropOrder(for: .classic)
        #expect(try DetailTileLayout().droppedPlaces(for: sodium, size: 512) == [.belowCenter(0)])
        let roles = Set(try DetailTileLayout().scene(for: sodium, size: 512).textRuns.map(\.role))
        #expect(roles == [.number, .category, .symbol, .mass, .label, .melt, .boil, .discoveredBy])
        let at128 = Set(try DetailTileLayout().scene(for: sodium, size: 128).textRuns.map(\.role))
        #expect(at128.isSuperset(of: [.number, .category, .symbol, .mass]) && !at128.contains(.name))
        #expect(Set(try DetailTileLayout().droppedPlaces(for: sodium, size: 64)) == Set(order).subtracting([.belowCenter(1)]))
        let magnesium = try Self.table.requireElement(matching: "Mg")
        // A 37 px tile has room for one line: sodium keeps its name, magnesium (too wide) its mass.
        #expect(Set(try DetailTileLayout().droppedPlaces(for: magnesium, size: 37)) == Set(order).subtracting([.belowCenter(1)]))
    }

    /// From 128 px, every element's name and mass fit their lines in every language.
    @Test(arguments: DisplayLocale.supportedCodes)
    func everyNameAndMassFitsFrom128Pixels(code: String) throws {
        let layout = DetailTileLayout(formatter: ElementFormatter(locale: try DisplayLocale.bundled(code)))
        let missing = try Self.table.elements.filter { element in
            let roles = Set(try layout.scene(for: element, size: 128).textRuns.map(\.role))
            return !roles.isSuperset(of: [.name, .mass])
        }
        #expect(missing.isEmpty, "\(code): \(missing.map(\.symbol))")
    }
}
