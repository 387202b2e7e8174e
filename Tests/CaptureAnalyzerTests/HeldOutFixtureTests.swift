import Foundation
import Testing

/// Scenarios written apart from the rules, the way an outside reviewer would: every file in
/// `Tests/Fixtures/held-out/` is checked against EVERY rule, so a finding that is not annotated
/// with `// expected-warning [rule-id]` is a false positive and an annotation not found is a miss.
@Suite struct HeldOutFixtureTests {
    static let directory = FixtureTests.root.appendingPathComponent("held-out")

    static func fixtures() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }.sorted()
    }

    @Test(arguments: fixtures())
    func heldOutScenarioMatchesItsExpectationsUnderEveryRule(fixture: String) throws {
        let path = Self.directory.appendingPathComponent(fixture).path
        for problem in try FixtureTests.problems(in: path, rule: "*", analyzer: FixtureTests.analyzer(for: path)) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test func theHeldOutSetIsNotEmpty() {
        #expect(Self.fixtures().count >= 20)
    }
}
