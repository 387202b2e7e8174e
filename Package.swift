// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "capcheck",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "CaptureAnalyzer", targets: ["CaptureAnalyzer"]),
        .library(name: "RetainGraph", targets: ["RetainGraph"]),
        .library(name: "RetainGraphTesting", targets: ["RetainGraphTesting"]),
        .executable(name: "capcheck", targets: ["capcheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libclang 14 from Debian's libclang-dev. Debian ships no pkg-config file for it, so the
        // repository carries one (pkgconfig/); the Makefile puts it on PKG_CONFIG_PATH.
        .systemLibrary(
            name: "CClang",
            pkgConfig: "capcheck-libclang",
            providers: [.apt(["libclang-dev"])]
        ),
        // Findings, locations and reporters shared by the static and the runtime side.
        .target(name: "Findings"),
        .target(
            name: "CaptureAnalyzer",
            dependencies: ["CClang", "Findings"],
            resources: [.copy("SDK")]
        ),
        .target(name: "CSwiftRuntime"),
        .target(name: "CThreadInspection"),
        .target(name: "RetainGraph", dependencies: ["CSwiftRuntime", "CThreadInspection", "Findings"]),
        // Swift Testing trait and XCTest helpers on top of RetainGraph.
        .target(name: "RetainGraphTesting", dependencies: ["RetainGraph"]),
        // Runs and checks the annotated teaching examples (`capcheck examples`).
        .target(name: "ExampleRunner", dependencies: ["CaptureAnalyzer", "RetainGraph", "Findings"]),
        .executableTarget(
            name: "capcheck",
            dependencies: [
                "CaptureAnalyzer", "RetainGraph", "ExampleRunner", "Findings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench-graph`: edges per second of the retain-graph walk (release build).
        .executableTarget(name: "retaingraph-bench", dependencies: ["RetainGraph"]),
        .testTarget(name: "CaptureAnalyzerTests", dependencies: ["CaptureAnalyzer"]),
        .testTarget(name: "RetainGraphTests", dependencies: ["RetainGraph", "RetainGraphTesting"]),
        .testTarget(name: "ExampleRunnerTests", dependencies: ["ExampleRunner"]),
        .testTarget(name: "CapcheckTests", dependencies: ["Findings"]),
    ],
    swiftLanguageModes: [.v5]
)
