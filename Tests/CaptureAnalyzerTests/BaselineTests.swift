import Foundation
import Testing

@testable import LintDriver

@Suite(.serialized) struct BaselineTests {
    /// Lints the tree, writes a baseline of everything found, and returns its path.
    func writeBaseline(_ tree: ScratchTree, at relative: String = "capcheck-baseline.json") throws -> String {
        let outcome = try tree.lint(relativize: false)
        let path = tree.path(relative)
        let lines = SourceLines()
        try Baseline(findings: outcome.findingsBeforeBaseline, path: path, lineText: lines.text).write(to: path)
        return path
    }

    @Test func aBaselineAcceptsKnownFindingsEvenAfterLinesAreInsertedAbove() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("a.m", cycleSource)
        let baseline = try writeBaseline(tree)
        try tree.write("a.m", "// a new header comment\n// and another\n\n" + cycleSource)
        let outcome = try tree.lint(configure: { $0.baselineFile = baseline })
        #expect(outcome.run.findings.isEmpty)
        #expect(outcome.baselineAccepted == 1)
        #expect(outcome.findingsBeforeBaseline.first?.line == cycleLine + 3)
    }

    @Test func aSecondCopyOfAKnownProblemIsStillReported() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("a.m", cycleSource)
        let baseline = try writeBaseline(tree)
        let doubled = cycleSource.replacingOccurrences(
            of: "- (void)setup {",
            with: """
                - (void)again {
                    self.handler = ^{ [self description]; };
                }
                - (void)setup {
                """)
        try tree.write("a.m", doubled)
        let outcome = try tree.lint(configure: { $0.baselineFile = baseline })
        #expect(outcome.findingsBeforeBaseline.count == 2)
        #expect(outcome.run.findings.count == 1)
        #expect(outcome.baselineAccepted == 1)
    }

    @Test func editingTheFlaggedLineMakesTheFindingNewAgain() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("a.m", cycleSource)
        let baseline = try writeBaseline(tree)
        try tree.write(
            "a.m",
            cycleSource.replacingOccurrences(of: "[self description];", with: "[self description]; [self description];")
        )
        let outcome = try tree.lint(configure: { $0.baselineFile = baseline })
        #expect(outcome.run.findings.count == 1)
    }

    @Test func baselinePathsAreRelativeToTheBaselineFileSoItWorksFromAnotherFolder() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Sources/a.m", cycleSource)
        let baseline = try writeBaseline(tree, at: "config/baseline.json")
        let stored = try Baseline.load(from: baseline)
        #expect(stored.findings.map(\.file) == ["../Sources/a.m"])
        // Linted with a different spelling of the same path.
        let outcome = try tree.lint([tree.path("Sources") + "/../Sources/"], configure: { $0.baselineFile = baseline })
        #expect(outcome.run.findings.isEmpty)
        #expect(outcome.baselineAccepted == 1)
    }

    @Test func anUnreadableBaselineIsAnErrorNamingTheFile() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("a.m", cycleSource)
        try tree.write("bad.json", "[1, 2")
        #expect { try tree.lint(configure: { $0.baselineFile = tree.path("bad.json") }) } throws: { error in
            "\(error)".contains("bad.json")
        }
        #expect { try tree.lint(configure: { $0.baselineFile = tree.path("absent.json") }) } throws: { error in
            "\(error)".contains("absent.json")
        }
    }
}
