// swift-tools-version:6.0
// A package whose suite `capcheck leaks -- swift test` must pass: XCTest and Swift Testing
// tests, exit tests, a Process, and two leaks of the tests' own making.
import PackageDescription

let package = Package(
    name: "Lib",
    targets: [
        .target(name: "Lib"),
        .testTarget(name: "LibTests", dependencies: ["Lib"]),
    ]
)
