// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ptable",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "ANSIRenderer", targets: ["ANSIRenderer"]),
        .executable(name: "ptable", targets: ["ptable"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "Layout",
            resources: [
                .copy("Resources/PeriodicTableJSON.json"),
                .copy("Resources/LICENSE-PeriodicTableJSON.txt"),
            ]
        ),
        .target(name: "ANSIRenderer", dependencies: ["Layout"]),
        .executableTarget(
            name: "ptable",
            dependencies: [
                "Layout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(
            name: "ANSIRendererTests",
            dependencies: ["ANSIRenderer", "Layout"],
            exclude: ["__Snapshots__"]
        ),
    ]
)
