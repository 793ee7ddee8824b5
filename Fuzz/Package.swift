// swift-tools-version:6.2
// The libFuzzer target lives in its own package so the main build and `swift test` never need
// sanitizer flags. Run it with `scripts/fuzz.sh SECONDS` from the top of the repository; built
// without those flags (plain `swift build` here) it replays the files it is given instead.
import PackageDescription

let package = Package(
    name: "ptable-fuzz",
    platforms: [.macOS(.v26)],
    dependencies: [
        .package(name: "ptable", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "PtableFuzz",
            dependencies: [
                .product(name: "Layout", package: "ptable"),
                .product(name: "SVGRenderer", package: "ptable"),
                .product(name: "ANSIRenderer", package: "ptable"),
            ],
            path: "Sources/PtableFuzz"
        ),
    ]
)
