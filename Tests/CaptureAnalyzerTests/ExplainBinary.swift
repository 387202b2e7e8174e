import Foundation

/// Runs the built `capcheck` binary, the way a user or a CI script would.
enum ExplainBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/debug/capcheck` next to the test bundle (built by `swift build --build-tests`).
    static var executable: URL {
        let fromBundle = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("capcheck")
        if FileManager.default.isExecutableFile(atPath: fromBundle.path) { return fromBundle }
        return packageRoot.appendingPathComponent(".build/debug/capcheck")
    }

    static func run(_ arguments: [String], in directory: URL? = nil) async throws -> CompilerOracle.Output {
        try await CompilerOracle.run(executable.path, arguments, in: directory)
    }

    static func fixture(_ relative: String) -> String {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relative).path
    }
}
