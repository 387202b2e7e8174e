import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import LintDriver
@testable import Rules

/// Runs the realistic fixtures in `Tests/Fixtures/<rule-id>/*.m`. Each expected finding is written
/// on its line as `// expected-warning [rule-id]`, optionally with `{{message substring}}` and a
/// line offset (`expected-warning@+1`, `@-2`) for the line it applies to. `// CASE: label` starts a
/// labelled scenario. Every finding of the directory's rule, and of any rule named in the file's
/// expectations, must be expected, and every expectation must be found.
@Suite struct FixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    struct Expectation: Hashable {
        var line: Int
        var rule: String
        var substring: String?
    }

    static func fixtures() -> [String] {
        let fm = FileManager.default
        guard let dirs = try? fm.contentsOfDirectory(atPath: root.path) else { return [] }
        let rules = Set(RuleRegistry.all.map { $0.description.id })
        return dirs.sorted().filter(rules.contains).flatMap { dir -> [String] in
            let files = (try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path)) ?? []
            return files.filter { $0.hasSuffix(".m") }.sorted().map { "\(dir)/\($0)" }
        }
    }

    static func expectations(in text: String) -> (expected: [Expectation], cases: [(line: Int, label: String)]) {
        var expected: [Expectation] = []
        var cases: [(Int, String)] = []
        let pattern = try! NSRegularExpression(
            pattern: #"expected-warning(@([+-]\d+))?((?:(?!expected-warning)[^\n])*)"#)
        let rulePattern = try! NSRegularExpression(pattern: #"\[([a-z-]+)\]"#)
        let substringPattern = try! NSRegularExpression(pattern: #"\{\{(.*?)\}\}"#)
        for (i, line) in text.components(separatedBy: "\n").enumerated() {
            if let r = line.range(of: "// CASE:") {
                cases.append((i + 1, line[r.upperBound...].trimmingCharacters(in: .whitespaces)))
            }
            let ns = line as NSString
            for m in pattern.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                let offset = m.range(at: 2).location != NSNotFound ? Int(ns.substring(with: m.range(at: 2)))! : 0
                let rest = ns.substring(with: m.range(at: 3))
                let restNS = rest as NSString
                guard
                    let ruleMatch = rulePattern.firstMatch(in: rest, range: NSRange(location: 0, length: restNS.length))
                else { continue }
                let sub = substringPattern.firstMatch(in: rest, range: NSRange(location: 0, length: restNS.length)).map
                { restNS.substring(with: $0.range(at: 1)) }
                expected.append(
                    Expectation(
                        line: i + 1 + offset, rule: restNS.substring(with: ruleMatch.range(at: 1)), substring: sub))
            }
        }
        return (expected, cases)
    }

    @Test(arguments: fixtures())
    func fixtureFindingsMatchTheirExpectations(fixture: String) throws {
        let dirRule = String(fixture.split(separator: "/")[0])
        let path = Self.root.appendingPathComponent(fixture).path
        for problem in try Self.problems(in: path, rule: dirRule, analyzer: Self.analyzer(for: path)) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// Fixtures that import system frameworks are parsed against the bundled SDK shim.
    static func analyzer(for path: String) throws -> SourceAnalyzer {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard text.contains("#import <") else { return SourceAnalyzer() }
        return SourceAnalyzer(
            options: AnalyzerOptions(compilerFlags: SDKShim.bundled.arguments(for: .objectiveC, source: text)))
    }

    /// What does not match in the fixture at `path`: compile errors, missing and unexpected findings.
    static func problems(in path: String, rule dirRule: String, analyzer: SourceAnalyzer = SourceAnalyzer()) throws
        -> [String]
    {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let (expected, cases) = expectations(in: text)
        let rules = Set(expected.map(\.rule)).union([dirRule])
        let analysis = try analyzer.analyze(file: path)
        var problems = analysis.diagnostics.filter { $0.severity >= .error }.map {
            "does not compile: \($0.location.line): \($0.message)"
        }
        // "*" checks every rule, for files that must be silent except where annotated.
        // The directory's rule is fully on (as in its documentation examples); held-out files run
        // with the defaults a user gets, plus the rules they turn on with `// lint-enable: rule-id`.
        var configuration = LintConfiguration()
        configuration.optInRules = dirRule == "*" ? Set(enabledRules(in: text)) : [dirRule]
        let found = Linter(configuration: configuration).lint(analysis).findings.filter {
            dirRule == "*" || rules.contains($0.rule)
        }
        func label(_ line: Int) -> String { cases.last { $0.line <= line }?.label ?? "?" }
        var unmatched = found
        for e in expected {
            if let i = unmatched.firstIndex(where: { f in
                f.rule == e.rule && f.line == e.line && (e.substring.map { f.message.contains($0) } ?? true)
            }) {
                unmatched.remove(at: i)
            } else {
                problems.append("missing [\(e.rule)] at line \(e.line) (case: \(label(e.line)))")
            }
        }
        for f in unmatched {
            problems.append("unexpected [\(f.rule)] at \(f.line):\(f.column) (case: \(label(f.line))): \(f.message)")
        }
        return problems
    }

    /// The rule ids named by `// lint-enable: rule-id` lines.
    static func enabledRules(in text: String) -> [String] {
        text.components(separatedBy: "\n").compactMap { line in
            line.range(of: "// lint-enable:").map { line[$0.upperBound...].trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func everyRuleHasAFixtureDirectory() {
        let dirs = Set(Self.fixtures().map { String($0.split(separator: "/")[0]) })
        for rule in RuleExampleTests.blockRuleIDs {  // Swift rules: Fixtures/swift-lint
            #expect(dirs.contains(rule), "no fixture for \(rule)")
        }
    }

    @Test func fixtureStubsAreTheExamplePrelude() throws {
        let stubs = try String(contentsOf: Self.root.appendingPathComponent("FoundationStubs.h"), encoding: .utf8)
        let body = stubs.components(separatedBy: "\n").dropFirst(2).joined(separator: "\n")
        #expect(
            body.trimmingCharacters(in: .whitespacesAndNewlines)
                == RuleDescription.examplePrelude.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
