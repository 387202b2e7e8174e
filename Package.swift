// swift-tools-version:6.0
import Foundation
import PackageDescription

// Examples/ holds C, Objective-C and Swift files side by side; only the Swift ones are compiled
// by SwiftPM (into SwiftExamples), the rest are excluded so SwiftPM does not try to build them.
let swiftExamplesSlugs = [
    "completion-callbacks", "keepalive-thread", "perform-after-delay", "runloop-no-source",
    "strong-self-runloop-thread", "timer-modes", "value-capture", "weak-strong-dance", "leaked-observer",
    "var-let-capture", "capture-list-timing", "weak-unowned-capture", "escaping-nonescaping", "task-captures-self",
]
let swiftExamplesSources = ["main.swift", "ExampleSupport.swift"] + swiftExamplesSlugs.map { "\($0)/\($0).swift" }
let swiftExamplesExcluded: [String] = {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Examples")
    let files = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
    return files.filter { file in
        !file.hasSuffix(".swift") && !file.hasSuffix("/")
            && !FileManager.default.fileExists(atPath: examples.appendingPathComponent(file).path + "/.")
    }
}()

let package = Package(
    name: "capcheck",
    // Linux only: libclang comes from Debian's package, RetainGraph reads /proc and the ELF
    // Swift runtime, and the leak tracker preloads a glibc library. No Apple platform is
    // declared because none is supported.
    products: [
        // The static side: model, frontends, rules, lint driver, explain and reporters.
        .library(
            name: "CaptureAnalyzer",
            targets: [
                "CaptureAnalyzer", "ClangFrontend", "SwiftFrontend", "Rules", "LintDriver", "Explain", "Reporting",
            ]
        ),
        .library(name: "RetainGraph", targets: ["RetainGraph"]),
        .library(name: "RetainGraphTesting", targets: ["RetainGraphTesting"]),
        // Whole-process leak scans from inside a program run by `capcheck leaks` (checkpoints).
        .library(name: "LeakScan", targets: ["LeakScan"]),
        // The scan the allocation tracker loads into a tracked process when it exits.
        .library(name: "CapcheckLeakScanner", type: .dynamic, targets: ["LeakScanner"]),
        .executable(name: "capcheck", targets: ["capcheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // .capcheck.yml (lint configuration).
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // Child processes (Graphviz, clang, the examples) with both pipes drained and a timeout.
        .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2"),
        // Terminal colours for diagnostics.
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.0"),
        // Tests only: RetainGraph walks a Deque's ring buffer (a ManagedBuffer subclass).
        .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
        // Swift files are linted from their syntax tree, without building them.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // libclang 14 from Debian's libclang-dev. Debian ships no pkg-config file for it, so the
        // repository carries one (pkgconfig/); the Makefile puts it on PKG_CONFIG_PATH.
        .systemLibrary(
            name: "CClang",
            pkgConfig: "capcheck-libclang",
            providers: [.apt(["libclang-dev"])]
        ),
        // Findings, source positions and the graph vocabulary shared by the static and the runtime side.
        .target(name: "Findings"),
        // Every child process (compilers, Graphviz, examples, the command `leaks` watches),
        // through swift-subprocess.
        .target(name: "ChildProcess", dependencies: [.product(name: "Subprocess", package: "swift-subprocess")]),
        // The static side, in the order a lint run flows:
        // frontends → model (CaptureAnalyzer) → rules → lint driver → reporting.
        // The Apple SDK stand-in (headers only) Objective-C is parsed against.
        // The headers are generated from API/*.api by generate.py (API/README.md); only SDK/ ships.
        .target(
            name: "SDKStandIn", dependencies: ["Findings"], exclude: ["API", "generate.py"],
            resources: [.copy("SDK")]),
        // libclang: indexes, cursors, diagnostics, the toolchain and include paths.
        .target(name: "ClangFrontend", dependencies: ["CClang", "CCrashGuard", "Findings", "SDKStandIn"]),
        // swiftc: the AST and -Onone SIL readers behind Swift explain, and package build flags.
        .target(name: "SwiftFrontend", dependencies: ["Findings", "ChildProcess"]),
        // Blocks, closures, captures and who keeps what, in both languages; library knowledge.
        .target(
            name: "CaptureAnalyzer",
            dependencies: [
                "ClangFrontend", "CClang", "Findings", .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            resources: [.copy("Knowledge")]
        ),
        // One type per rule id, with a check per language.
        .target(
            name: "Rules",
            dependencies: [
                "CaptureAnalyzer", "ClangFrontend", "CClang", "Findings",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The file walk, configuration, cache, baseline and incompleteness of a lint run.
        .target(
            name: "LintDriver",
            dependencies: [
                "Rules", "CaptureAnalyzer", "ClangFrontend", "CClang", "Findings",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // What each block or closure captures and how, with block layouts.
        .target(
            name: "Explain", dependencies: ["CaptureAnalyzer", "ClangFrontend", "SwiftFrontend", "CClang", "Findings"]),
        // Text, JSON, SARIF, HTML, DOT and Mermaid for every command.
        .target(
            name: "Reporting",
            dependencies: [
                "Findings", "Explain", "LintDriver", "CaptureAnalyzer", "ClangFrontend", "SwiftFrontend", "RetainGraph",
                "LeakScan",
            ]
        ),
        // A crash on the thread that analyses one file ends that file's analysis, not the run.
        .target(name: "CCrashGuard"),
        .target(name: "CSwiftRuntime"),
        .target(name: "CThreadInspection"),
        .target(name: "RetainGraph", dependencies: ["CSwiftRuntime", "CThreadInspection", "Findings"]),
        // `capcheck leaks`: the allocation tracker (C, a resource compiled at run time: it must
        // not depend on the Swift runtime), the whole-heap scan, and running a command with both.
        .target(name: "CLeakScan"),
        .target(
            name: "LeakScan",
            dependencies: ["CLeakScan", "RetainGraph", "Findings", "ChildProcess"],
            resources: [.copy("Tracker/capcheck-tracker.c")]
        ),
        .target(name: "LeakScanner", dependencies: ["LeakScan"]),
        // Swift Testing trait and XCTest helpers on top of RetainGraph.
        .target(name: "RetainGraphTesting", dependencies: ["RetainGraph", "LeakScan"]),
        // Runs and checks the annotated teaching examples (`capcheck examples`).
        .target(
            name: "ExampleRunner",
            dependencies: [
                "CaptureAnalyzer", "ClangFrontend", "SwiftFrontend", "Rules", "LintDriver", "Explain", "Reporting",
                "RetainGraph", "Findings", "ChildProcess",
            ]
        ),
        // The Swift teaching examples: Examples/<slug>/<slug>.swift, one program that
        // `capcheck examples` runs once per slug (`SwiftExamples <slug>`). The C and Objective-C
        // examples in the same folders are compiled or analysed by the runner, not by SwiftPM.
        .executableTarget(
            name: "SwiftExamples",
            dependencies: ["RetainGraph"],
            path: "Examples",
            exclude: swiftExamplesExcluded,
            sources: swiftExamplesSources,
            // The examples show the Swift 5 code students meet in real trees (a non-Sendable
            // `self` captured by a timer's @Sendable block is the lesson, not a mistake).
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "capcheck",
            dependencies: [
                "CaptureAnalyzer", "ClangFrontend", "SwiftFrontend", "Rules", "LintDriver", "Explain", "Reporting",
                "RetainGraph", "ExampleRunner", "Findings", "LeakScan", "ChildProcess", "CSwiftRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        // Cost of the thread-leak checker: `make bench-threads`.
        .executableTarget(name: "threads-bench", dependencies: ["RetainGraph"]),
        // `make bench-graph`: edges per second of the retain-graph walk (release build).
        .executableTarget(name: "retaingraph-bench", dependencies: ["RetainGraph"]),
        .testTarget(
            name: "CaptureAnalyzerTests",
            dependencies: [
                "CaptureAnalyzer", "ClangFrontend", "SwiftFrontend", "Rules", "LintDriver", "Explain", "Reporting",
                "Findings", "CClang", "ChildProcess",
            ]
        ),
        .testTarget(
            name: "RetainGraphTests",
            dependencies: [
                "RetainGraph", "RetainGraphTesting", "Reporting", "Findings", "CSwiftRuntime", "CThreadInspection",
                "ChildProcess",
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        .testTarget(
            name: "ExampleRunnerTests",
            dependencies: [
                "ExampleRunner", "SwiftExamples", "CaptureAnalyzer", "ClangFrontend", "SwiftFrontend", "Reporting",
                "RetainGraph", "ChildProcess",
            ]
        ),
        // Golden outputs and the SARIF schema are read from the source tree by path, not bundled.
        .testTarget(
            name: "CapcheckTests", dependencies: ["Findings", "Reporting", "ChildProcess"],
            exclude: ["Golden", "Schemas"]),
    ],
    swiftLanguageModes: [.v6]
)
