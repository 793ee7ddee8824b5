import CairoRenderer
import Foundation
import Testing

/// Rendered PNGs against small committed references, compared with a tolerance of 1.
@Suite struct CairoRendererSnapshotTests {
    @Test func testSodiumScene() throws {
        try expectPNGSnapshot(try CairoRenderer().png(TestScenes.sodium), named: "sodium")
    }
}
