// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "capcheck",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "CaptureAnalyzer", targets: ["CaptureAnalyzer"]),
        .library(name: "RetainGraph", targets: ["RetainGraph"]),
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
        .target(name: "RetainGraph", dependencies: ["CSwiftRuntime", "Findings"]),
        .executableTarget(
            name: "capcheck",
            dependencies: [
                "CaptureAnalyzer", "RetainGraph", "Findings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CaptureAnalyzerTests", dependencies: ["CaptureAnalyzer"]),
        .testTarget(name: "RetainGraphTests", dependencies: ["RetainGraph"]),
        .testTarget(name: "CapcheckTests", dependencies: ["Findings"]),
    ],
    swiftLanguageModes: [.v5]
)
