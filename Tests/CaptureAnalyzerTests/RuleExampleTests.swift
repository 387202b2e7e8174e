import Findings
import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import LintDriver
@testable import Rules

/// Every rule's documentation examples are its tests: each `↓` in a triggering example is one
/// expected finding at that exact position, and non-triggering examples must stay silent.
@Suite struct RuleExampleTests {
    struct Position: Hashable, CustomStringConvertible {
        var line: Int, column: Int
        var description: String { "\(line):\(column)" }
    }

    /// Removes the markers and returns the source with the 1-based positions (byte columns) they marked.
    static func strip(_ example: String, lineOffset: Int) -> (String, Set<Position>) {
        var out = ""
        var positions = Set<Position>()
        for (i, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var clean = ""
            for ch in line {
                if ch == RuleDescription.marker {
                    positions.insert(Position(line: i + 1 + lineOffset, column: clean.utf8.count + 1))
                } else {
                    clean.append(ch)
                }
            }
            out += clean + "\n"
        }
        return (out, positions)
    }

    static func lint(_ example: String, rule id: String) throws -> (
        expected: Set<Position>, found: [Finding], errors: [String]
    ) {
        let prelude = RuleDescription.examplePrelude
        let preludeLines = prelude.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let (source, expected) = strip(example, lineOffset: preludeLines)
        let analysis = try SourceAnalyzer().analyze(source: prelude + source, path: "example.m")
        var configuration = LintConfiguration()
        configuration.enabledRules = [id]
        let result = Linter(configuration: configuration).lint(analysis)
        let errors = analysis.diagnostics.filter { $0.severity >= .error }.map { "\($0.location.line): \($0.message)" }
        return (expected, result.findings, errors)
    }

    /// Rules with Objective-C examples: all but the Swift-only ones (SwiftRuleExampleTests).
    static let blockRuleIDs = RuleRegistry.all.map { $0.description.id }.filter { !$0.hasPrefix("swift-") }

    @Test(arguments: blockRuleIDs)
    func triggeringExamplesReportExactlyTheMarkedPositions(rule id: String) throws {
        let description = try #require(RuleRegistry.rule(id: id)).description
        #expect(!description.triggeringExamples.isEmpty)
        for example in description.triggeringExamples {
            let (expected, found, errors) = try Self.lint(example, rule: id)
            #expect(errors.isEmpty, "example does not compile: \(errors)")
            #expect(!expected.isEmpty, "triggering example without a marker")
            let positions = Set(found.map { Position(line: $0.line, column: $0.column) })
            let missing = expected.subtracting(positions).sorted { $0.line < $1.line }
            let unexpected = found.filter { !expected.contains(Position(line: $0.line, column: $0.column)) }
            #expect(positions == expected, "missing \(missing), unexpected \(unexpected.map(\.place))")
            for f in found {
                #expect(f.rule == id && !f.message.isEmpty && f.fix != nil)
            }
        }
    }

    @Test(arguments: blockRuleIDs)
    func nonTriggeringExamplesAreSilent(rule id: String) throws {
        let description = try #require(RuleRegistry.rule(id: id)).description
        #expect(!description.nonTriggeringExamples.isEmpty)
        for example in description.nonTriggeringExamples {
            let (_, found, errors) = try Self.lint(example, rule: id)
            #expect(errors.isEmpty, "example does not compile: \(errors)")
            #expect(found.isEmpty, "unexpected: \(found.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    @Test func everyContractRuleIdIsRegisteredOnce() {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
    }

    /// One rule id, one type, in a file named after the id; it has a check for exactly the
    /// languages it has examples for.
    @Test(arguments: RuleRegistry.all.map { String(describing: $0) })
    func everyRuleIsOneTypeNamedAfterItsIdWithACheckPerLanguage(_ name: String) throws {
        let rule = try #require(RuleRegistry.all.first { String(describing: $0) == name })
        let id = rule.description.id
        #expect(name.lowercased() == id.replacingOccurrences(of: "-", with: "") + "rule")
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Rules")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + ".swift").path))
        let checksObjectiveC = rule is any ObjectiveCLintRule.Type
        #expect(checksObjectiveC == !rule.description.triggeringExamples.isEmpty)
        if let swift = rule as? any SwiftLintRule.Type {
            #expect(!swift.swiftTriggeringExamples.isEmpty)
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(
                        checksObjectiveC ? name + "+Swift.swift" : name + ".swift"
                    ).path))
        } else {
            #expect(checksObjectiveC, "\(id) has no check in any language")
        }
    }
}
