import Foundation
import Testing
import Findings
@testable import CaptureAnalyzer

/// `capcheck lint DIR` with no flags sees what Xcode or CocoaPods would give the compiler. Each
/// fixture tree under `Tests/Fixtures/zero-setup/` is linted without flags and compared with a
/// run given hand-made flags, and with the blocks in clang's own AST of the same files.
@Suite(.serialized) struct ZeroSetupTests {
    static let fixtures = FixtureTests.root.appendingPathComponent("zero-setup").path

    func lint(_ tree: String, flags: [String] = []) throws -> LintOutcome {
        var options = LintDriverOptions(paths: [tree], toolFingerprint: "test")
        options.analyzerOptions.compilerFlags = flags
        return try LintDriver(options: options).run()
    }

    /// Hand-made flags for the podspec fixture: each header folder, a folder where `Kit/` is the
    /// `kit` folder, and a module map for `@import Kit`.
    func handFlags(_ tree: String, scratch: ScratchTree) throws -> [String] {
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Kit"), withDestinationPath: tree + "/src/kit")
        let map = try scratch.write("module.modulemap", "module Kit {\n  header \"\(tree)/src/kit/Kit.h\"\n  export *\n}\n")
        return ["-I", tree + "/src/kit", "-I", tree + "/src/util", "-I", scratch.root, "-fmodule-map-file=" + map]
    }

    @Test func headersByFolderAndPodspecModuleNeedNoFlags() throws {
        driverLock.lock(); defer { driverLock.unlock() }
        let tree = Self.fixtures + "/podspec-module"
        let scratch = try ScratchTree()
        let bare = try lint(tree)
        let flagged = try lint(tree, flags: try handFlags(tree, scratch: scratch))
        #expect(bare.run.errors.isEmpty, "\(bare.run.errors)")
        #expect(flagged.run.errors.isEmpty, "\(flagged.run.errors)")
        #expect(bare.run.summary.blocks == flagged.run.summary.blocks)
        #expect(bare.run.findings == flagged.run.findings)
        #expect(bare.run.findings.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.rule)" }
            == ["KTWidgetTests.m:8 retain-cycle", "KTWidget.m:5 retain-cycle"])
    }

    @Test func blockCountMatchesClangWithHandMadeFlags() throws {
        driverLock.lock(); defer { driverLock.unlock() }
        let tree = Self.fixtures + "/podspec-module"
        let scratch = try ScratchTree()
        let flags = try handFlags(tree, scratch: scratch)
        var clangBlocks = 0
        for file in ["src/kit/KTWidget.m", "Tests/KTWidgetTests.m", "Tests/KitImportTests.m"] {
            let dumped = try ASTDumpOracle.blocks(file: URL(fileURLWithPath: tree + "/" + file), language: .objectiveC, extraFlags: flags)
            #expect(!dumped.errors.contains("error:"), "\(file): \(dumped.errors)")
            clangBlocks += dumped.blocks.count
        }
        #expect(try lint(tree).run.summary.blocks == clangBlocks)
    }
}
