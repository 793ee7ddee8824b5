// swift-tools-version:6.2
// Benchmarks live in their own package so the main build and CI never compile the benchmark
// framework. Run them with `bash scripts/benchmark.sh` from the top of the repository.
import PackageDescription

let package = Package(
    name: "ptable-benchmarks",
    platforms: [.macOS(.v26)],
    dependencies: [
        .package(name: "ptable", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        .executableTarget(
            name: "PtableBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Layout", package: "ptable"),
                .product(name: "SVGRenderer", package: "ptable"),
                .product(name: "CairoRenderer", package: "ptable"),
                .product(name: "SceneJSONRenderer", package: "ptable"),
            ],
            path: "Benchmarks/PtableBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ServeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PTableServer", package: "ptable"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            path: "Benchmarks/ServeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
