// swift-tools-version:5.9
// Two targets: `App` imports `Kit`, whose button only runs the action handed to it.
import PackageDescription

let package = Package(
    name: "Sibling",
    targets: [.target(name: "Kit"), .executableTarget(name: "App", dependencies: ["Kit"])]
)
