import Foundation
import Testing

@testable import SwiftFrontend

/// `capcheck lint DIR` with Swift files among C and Objective-C ones: Swift files are found by
/// the walk, linted without libclang, and honour ignore comments and `.capcheck.yml` like blocks.
@Suite(.serialized) struct SwiftDriverTests {
    static let swiftCycle = """
        final class Owner {
            var handler: (() -> Void)?
            func tick() {}
            func start() { handler = { self.tick() } }
            func loop() { Task { while true { self.tick() } } }
        }
        """

    @Test func aTreeWithSwiftAndObjectiveCFilesLintsBoth() throws {
        let tree = try ScratchTree()
        try tree.write("App/Owner.swift", Self.swiftCycle)
        try tree.write("App/Foo.m", cycleSource)
        let outcome = try tree.lint()
        let found = Set(outcome.run.findings.map { "\($0.file):\($0.line) \($0.rule)" })
        #expect(
            found == [
                "App/Foo.m:\(cycleLine) retain-cycle", "App/Owner.swift:4 retain-cycle",
                "App/Owner.swift:5 swift-task-self-loop",
            ])
        // Reports draw the cycle's path.
        #expect(
            outcome.run.findings.first { $0.file == "App/Owner.swift" && $0.rule == "retain-cycle" }?.cycle
                == ["self", "self.handler", "closure", "self"])
        #expect(outcome.run.summary.files == 2)
        #expect(outcome.run.errors.isEmpty)
    }

    @Test func ignoreCommentsAndConfigurationApplyToSwiftFindings() throws {
        let tree = try ScratchTree()
        let source = Self.swiftCycle.replacingOccurrences(
            of: "func start() {", with: "// capcheck:ignore retain-cycle\n    func start() {")
        try tree.write("Owner.swift", source)
        try tree.write(".capcheck.yml", "disabled_rules: [swift-task-self-loop]\n")
        let outcome = try tree.lint()
        #expect(outcome.run.findings.isEmpty, "\(outcome.run.findings.map(\.message))")
        try tree.write("Other.swift", "// capcheck:ignore no-such-rule\nlet x = 1\n")
        let again = try tree.lint()
        #expect(again.run.errors.contains { $0.file == "Other.swift" && $0.message.contains("no-such-rule") })
    }

    @Test func anExtensionOfAStructDeclaredInAnotherFileIsAValue() throws {
        let tree = try ScratchTree()
        try tree.write("Model.swift", "struct Model { func tick() {} }\nfinal class Ref { func tick() {} }\n")
        try tree.write(
            "Model+Loop.swift",
            """
            extension Model { func loop() { Task { while true { self.tick() } } } }
            extension Ref { func loop() { Task { while true { self.tick() } } } }
            """)
        let outcome = try tree.lint()
        #expect(outcome.run.findings.map { "\($0.file):\($0.line)" } == ["Model+Loop.swift:2"])
    }

    @Test func aSwiftFileWithSyntaxErrorsIsLintedAndMarkedIncomplete() throws {
        let tree = try ScratchTree()
        try tree.write("Broken.swift", Self.swiftCycle + "\nfunc broken( {\n")
        let outcome = try tree.lint(cache: true)
        #expect(outcome.run.findings.count == 2)
        #expect(outcome.run.incomplete.map { ($0.file as NSString).lastPathComponent } == ["Broken.swift"])
        let cached = try tree.lint(cache: true)
        #expect(cached.cachedFiles == 1)
        #expect(cached.run.findings.count == 2)
    }

    /// A finding only the module's facts show: `Store.keep` (another file) keeps its closure.
    static let store = """
        final class Store {
            var done: (() -> Void)?
            func keep(_ c: @escaping () -> Void) { done = c }
        }
        """
    static let owner = """
        final class Owner {
            let store = Store()
            func tick() {}
            func start() { store.keep { self.tick() } }
        }
        """

    @Test func aWarmRunDoesNotReadTheModuleAgain() throws {
        let tree = try ScratchTree()
        try tree.write("Store.swift", Self.store)
        try tree.write("Owner.swift", Self.owner)
        let cold = try tree.lint(cache: true)
        #expect(cold.readSwiftModules)
        #expect(cold.run.findings.map { "\($0.file):\($0.line)" } == ["Owner.swift:4"])
        let warm = try tree.lint(cache: true)
        #expect(!warm.readSwiftModules)
        #expect(warm.cachedFiles == 2)
        #expect(warm.run.findings == cold.run.findings)
        // Another configuration misses every entry: the module is read when the first file needs it.
        try tree.write(".capcheck.yml", "disabled_rules: [swift-task-self-loop]\n")
        let configured = try tree.lint(cache: true)
        #expect(configured.readSwiftModules)
        #expect(configured.cachedFiles == 0)
        #expect(configured.run.findings == cold.run.findings)
        // A changed file changes the module's facts: read again, and the finding goes away.
        try tree.write("Store.swift", Self.store.replacingOccurrences(of: "done = c", with: "c()"))
        let changed = try tree.lint(cache: true)
        #expect(changed.readSwiftModules)
        #expect(changed.run.findings.isEmpty)
    }
}

/// `--package` and `capcheck examples` read the flags SwiftPM used from the manifest of the last
/// build, debug or release: a package built only with `swift build -c release` works too.
@Suite struct SwiftPackageManifestTests {
    static let manifest = """
        client:
          name: basic
        commands:
          "C.Lib-debug.module":
            tool: shell
            inputs: ["/pkg/Sources/Lib/A.swift","/pkg/Sources/Lib/B.swift"]
            args: ["/usr/bin/swiftc","-module-name","Lib","-DRELEASE_ONLY"]

        """

    @Test func aReleaseBuildAloneGivesTheFlags() throws {
        let tree = try ScratchTree()
        try tree.write(".build/release.yaml", Self.manifest)
        let flags = try SwiftPackageFlags(packageDirectory: tree.root)
        #expect(
            flags.flags(for: "/pkg/Sources/Lib/A.swift") == [
                "/pkg/Sources/Lib/B.swift", "-module-name", "Lib", "-DRELEASE_ONLY",
            ])
    }

    @Test func theNewerManifestWins() throws {
        let tree = try ScratchTree()
        try tree.write(".build/debug.yaml", Self.manifest.replacingOccurrences(of: "RELEASE_ONLY", with: "DEBUG_ONLY"))
        try tree.write(".build/release.yaml", Self.manifest)
        let old = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: tree.path(".build/debug.yaml"))
        #expect(SwiftPackageFlags.manifest(in: tree.path(".build")) == tree.path(".build/release.yaml"))
        #expect(
            try SwiftPackageFlags(packageDirectory: tree.root).flags(for: "/pkg/Sources/Lib/A.swift").contains(
                "-DRELEASE_ONLY"))
        let missing = try ScratchTree()
        #expect(throws: SwiftPackageFlags.Problem.self) { try SwiftPackageFlags(packageDirectory: missing.root) }
    }
}
