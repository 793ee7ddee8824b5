// swift-tools-version:6.0
import PackageDescription

// Every module of ptable itself is optimised in debug builds too (the test targets are not): the
// test suite lays out every tile at every size and runs the built binary about 600 times, and it
// tests the code as users run it. Optimising the data, layout and renderer modules halved the
// suite's CPU time; the command line, facade, terminal, server and favourites modules took it
// from 93 s to 82 s on 2 cores. Optimising the test targets' own code saved 3 s more and took
// minutes more to compile, so they stay unoptimised. Not when another package checks ptable out
// as a dependency (SwiftPM refuses unsafe flags there; a path dependency allows them), nor with
// PTABLE_UNOPTIMIZED=1, for stepping through in a debugger.
let optimizedInDebug = !Context.packageDirectory.contains("/checkouts/")
    && Context.environment["PTABLE_UNOPTIMIZED"] != "1"
let ownSettings: [SwiftSetting] = optimizedInDebug ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

let package = Package(
    name: "ptable",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ElementData", targets: ["ElementData"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "ANSIRenderer", targets: ["ANSIRenderer"]),
        .library(name: "SVGRenderer", targets: ["SVGRenderer"]),
        .library(name: "CairoRenderer", targets: ["CairoRenderer"]),
        .library(name: "PTableRendering", targets: ["PTableRendering"]),
        .library(name: "PTableSnapshotTesting", targets: ["PTableSnapshotTesting"]),
        .library(name: "PTableServer", targets: ["PTableServer"]),
        .library(name: "Favorites", targets: ["Favorites"]),
        .executable(name: "ptable", targets: ["ptable"]),
        .executable(name: "ptable-full", targets: ["ptable-full"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(
            name: "ElementData",
            resources: [
                .copy("Resources/PeriodicTableJSON.json"),
                .copy("Resources/LICENSE-PeriodicTableJSON.txt"),
                .copy("Resources/StandardAtomicWeights.json"),
                .copy("Resources/StandardAtomicWeights.md"),
                .copy("Resources/DataCorrections.json"),
                .copy("Resources/DataCorrections.md"),
            ],
            swiftSettings: ownSettings
        ),
        .target(name: "Layout", dependencies: ["ElementData"], swiftSettings: ownSettings),
        .target(name: "ANSIRenderer", dependencies: ["Layout"], swiftSettings: ownSettings),
        // Every command but favourites and serve, shared by the two executables.
        .target(
            name: "PTableCommandLine",
            dependencies: ["Layout", "PTableRendering", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: ownSettings
        ),
        .executableTarget(
            name: "ptable",
            dependencies: ["PTableCommandLine", "Layout", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: ownSettings
        ),
        // The same tool with the favourites store and the server linked in; ptable hands it
        // the command lines that need them (FullToolHandoff).
        // The commands that need the favourites store or the server, for ptable-full and
        // the tests' launcher.
        .target(
            name: "PTableFullCommandLine",
            dependencies: [
                "PTableCommandLine", "PTableServer", "Favorites",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: ownSettings
        ),
        .executableTarget(
            name: "ptable-full",
            dependencies: [
                "PTableCommandLine", "PTableFullCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: ownSettings
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev", "libfontconfig-dev"])]
        ),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CairoRenderer", dependencies: ["Layout", "CCairo", "CZlib"], swiftSettings: ownSettings),
        .testTarget(
            name: "LayoutTests",
            dependencies: ["Layout", "PTableTestSupport", "LayoutTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "ElementDataTests", dependencies: ["ElementData", "PTableTestSupport"]),
        .testTarget(
            name: "PtableCLITests",
            dependencies: [
                "ptable", "ptable-full", "PTableLauncher", "Layout", "PTableTestSupport", "PTableCommandLine", "PTableFullCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fixtures every test target shares: temporary folders removed at exit, the built
        // executable, a loopback favourites endpoint.
        .target(name: "PTableTestSupport", path: "Tests/PTableTestSupport", swiftSettings: ownSettings),
        // The checks the layout suites run on tens of thousands of scenes and fitted texts,
        // optimised like the code they check (see FitPromises.swift).
        .target(name: "LayoutTestSupport", dependencies: ["Layout"], path: "Tests/LayoutTestSupport", swiftSettings: ownSettings),
        // Forks a child per command line for the end-to-end suites (see Launcher.swift).
        .executableTarget(
            name: "PTableLauncher",
            dependencies: ["PTableCommandLine", "PTableFullCommandLine", "ElementData", "Layout", "PTableTestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tests/PTableLauncher",
            swiftSettings: ownSettings
        ),
        .target(name: "SVGRenderer", dependencies: ["Layout"], swiftSettings: ownSettings),
        .testTarget(
            name: "SVGRendererTests",
            dependencies: ["SVGRenderer", "Layout", "PTableTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CairoRendererTests",
            dependencies: ["CairoRenderer", "CCairo", "CZlib", "Layout", "PTableTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ANSIRendererTests",
            dependencies: ["ANSIRenderer", "Layout"],
            exclude: ["__Snapshots__"]
        ),
        .target(name: "PTableRendering", dependencies: ["Layout", "SVGRenderer", "CairoRenderer", "ANSIRenderer"], swiftSettings: ownSettings),
        .target(
            name: "PTableSnapshotTesting",
            dependencies: [
                "PTableRendering", "Layout", "CairoRenderer", "ANSIRenderer",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: ownSettings
        ),
        .testTarget(name: "PTableRenderingTests", dependencies: ["PTableRendering", "Layout", "CairoRenderer", "ANSIRenderer"]),
        .testTarget(
            name: "PTableSnapshotTestingTests",
            dependencies: [
                "PTableSnapshotTesting", "PTableRendering", "Layout", "CairoRenderer",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "GoldenTests",
            dependencies: [
                "PTableSnapshotTesting", "Layout",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .target(
            name: "PTableServer",
            dependencies: [
                "PTableRendering", "Layout", "SVGRenderer", "CairoRenderer", "Favorites",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: ownSettings
        ),
        .testTarget(
            name: "PTableServerTests",
            dependencies: [
                "ptable", "ptable-full", "PTableServer", "Layout", "CairoRenderer", "Favorites", "PTableTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .target(
            name: "Favorites",
            dependencies: [
                "ElementData",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: ownSettings
        ),
        .testTarget(name: "FavoritesTests",
                    dependencies: ["Favorites", "PTableTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                                   .product(name: "PostgresNIO", package: "postgres-nio")]),
    ]
)
