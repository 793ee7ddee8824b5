import Benchmark
import CairoRenderer
import Foundation
import Layout
import SceneJSONRenderer
import SVGRenderer

/// Wall-clock and allocation figures for each stage of the pipeline.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                           maxDuration: .seconds(3), maxIterations: 200)

    let table = try! PeriodicTable.bundled()
    let standard = try! TablePlacement(elements: table.elements, form: .standard)
    let tableScene = try! TableSceneLayout().scene(for: standard, options: .init(width: 2400))
    let sodium = table.element(matching: "Na")!
    let sodiumScene = try! DetailTileLayout().scene(for: sodium, size: 256)

    Benchmark("Decode and validate the bundled data") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ElementDataLoader.bundledElements())
        }
    }
    Benchmark("Lay out 118 detail tiles (scenes)") { benchmark in
        for _ in benchmark.scaledIterations {
            for element in standard.cells.map(\.element) {
                blackHole(try DetailTileLayout().scene(for: element, size: 256))
            }
        }
    }
    Benchmark("Lay out the full table scene") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try TableSceneLayout().scene(for: standard, options: .init(width: 2400)))
        }
    }
    Benchmark("Table scene to JSON") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try SceneJSONRenderer().renderData(tableScene))
        }
    }
    Benchmark("Table scene to SVG") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try SVGRenderer().render(tableScene))
        }
    }
    Benchmark("Sodium tile to PNG (256 px)") { benchmark in
        let renderer = CairoRenderer()
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.png(sodiumScene))
        }
    }
    Benchmark("Table to PNG (2400 px)") { benchmark in
        let renderer = CairoRenderer()
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.png(tableScene))
        }
    }
    Benchmark("Table to PDF") { benchmark in
        let renderer = CairoRenderer()
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.pdf(tableScene))
        }
    }
}
