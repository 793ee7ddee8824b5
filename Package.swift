// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "ptable",
    // Linux is the target; on macOS the standard library's `Mutex` and `UTF8Span` need 26.
    platforms: [.macOS(.v26)],
    products: [
        .library(name: "ElementData", targets: ["ElementData"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "ANSIRenderer", targets: ["ANSIRenderer"]),
        .library(name: "SVGRenderer", targets: ["SVGRenderer"]),
        .library(name: "CairoRenderer", targets: ["CairoRenderer"]),
        .library(name: "SceneJSONRenderer", targets: ["SceneJSONRenderer"]),
        .library(name: "JPEGRenderer", targets: ["JPEGRenderer"]),
        .library(name: "PTableRendering", targets: ["PTableRendering"]),
        .library(name: "ReferenceComparison", targets: ["ReferenceComparison"]),
        .library(name: "PTableSnapshotTesting", targets: ["PTableSnapshotTesting"]),
        .library(name: "PTableServer", targets: ["PTableServer"]),
        .library(name: "Favorites", targets: ["Favorites"]),
        .executable(name: "ptable", targets: ["ptable"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // `swift package generate-documentation`: the DocC catalogues (the manual is PTableCommandLine's).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
                .copy("Resources/ElementProperties.json"),
                .copy("Resources/ElementProperties.md"),
                .copy("Resources/SourcedCorrections.json"),
                .copy("Resources/Locales"),
            ]
        ),
        .target(name: "Layout", dependencies: ["ElementData"]),
        .target(name: "ANSIRenderer", dependencies: ["Layout"]),
        // Every command of `ptable`, runnable in-process.
        .target(
            name: "PTableCommandLine",
            dependencies: [
                "Layout", "PTableRendering", "ReferenceComparison", "ANSIRenderer", "CairoRenderer", "SVGRenderer",
                "JPEGRenderer", "PTableServer", "Favorites",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .executableTarget(name: "ptable", dependencies: ["PTableCommandLine"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev", "libfontconfig-dev"])]
        ),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CairoRenderer", dependencies: ["Layout", "CCairo", "CZlib"]),
        // libjpeg-turbo's TurboJPEG API, for the seed app's .jpg images.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .target(name: "JPEGRenderer", dependencies: ["Layout", "CairoRenderer", "CTurboJPEG"]),
        .testTarget(name: "JPEGRendererTests", dependencies: ["JPEGRenderer", "CairoRenderer", "Layout"]),
        .testTarget(
            name: "LayoutTests",
            dependencies: ["Layout", "PTableTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "ElementDataTests", dependencies: ["ElementData", "PTableTestSupport"]),
        .testTarget(
            name: "PtableCLITests",
            dependencies: [
                "ptable", "Layout", "PTableTestSupport", "PTableCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fixtures every test target shares: temporary folders removed at exit, the built
        // executable, a loopback favourites endpoint.
        .target(name: "PTableTestSupport", path: "Tests/PTableTestSupport"),
        .target(name: "SVGRenderer", dependencies: ["Layout"]),
        .target(name: "SceneJSONRenderer", dependencies: ["Layout"]),
        .testTarget(name: "SceneJSONRendererTests", dependencies: ["SceneJSONRenderer", "Layout"]),
        .testTarget(
            name: "SVGRendererTests",
            dependencies: ["SVGRenderer", "Layout", "PTableTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CairoRendererTests",
            dependencies: ["CairoRenderer", "CCairo", "CZlib", "Layout", "PTableTestSupport", "ReferenceComparison"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ANSIRendererTests",
            dependencies: ["ANSIRenderer", "Layout"],
            exclude: ["__Snapshots__"]
        ),
        .target(name: "PTableRendering", dependencies: ["Layout", "SVGRenderer", "CairoRenderer", "JPEGRenderer", "ANSIRenderer", "SceneJSONRenderer"]),
        // Compares rendered files with references (text line by line, PNGs with a tolerance and a
        // three-panel difference image): `ptable snapshot verify` and the snapshot strategies.
        .target(name: "ReferenceComparison", dependencies: ["PTableRendering", "Layout", "CairoRenderer"]),
        .testTarget(
            name: "ReferenceComparisonTests",
            dependencies: ["ReferenceComparison", "PTableRendering", "Layout", "CairoRenderer"]
        ),
        .target(
            name: "PTableSnapshotTesting",
            dependencies: [
                "PTableRendering", "ReferenceComparison", "Layout", "CairoRenderer", "ANSIRenderer", "SceneJSONRenderer",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "PTableRenderingTests",
                    dependencies: ["PTableRendering", "Layout", "CairoRenderer", "JPEGRenderer", "ANSIRenderer", "SVGRenderer",
                                   "SceneJSONRenderer", "PTableTestSupport"]),
        .testTarget(
            name: "PTableSnapshotTestingTests",
            dependencies: [
                "PTableSnapshotTesting", "PTableRendering", "Layout", "CairoRenderer", "SceneJSONRenderer",
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
                "PTableRendering", "ElementData", "Layout", "CairoRenderer", "Favorites", "CZlib",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // The served page's script and style sheet, as the files they are.
            resources: [.copy("Resources/page.js"), .copy("Resources/page.css"), .copy("Resources/page-selftest.js")]
        ),
        .testTarget(
            name: "PTableServerTests",
            dependencies: [
                "ptable", "PTableServer", "Layout", "CairoRenderer", "JPEGRenderer", "Favorites", "PTableTestSupport",
                "PTableSnapshotTesting", "PTableRendering",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .target(
            name: "Favorites",
            dependencies: [
                "ElementData",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // The pool's own errors, which PostgresClient throws as they are when it cannot lease a connection.
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .testTarget(name: "FavoritesTests",
                    dependencies: ["Favorites", "PTableTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                                   .product(name: "PostgresNIO", package: "postgres-nio")]),
    ]
)
