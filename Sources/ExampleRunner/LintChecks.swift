import CaptureAnalyzer
import Findings
import Foundation
import LintDriver
import Rules

extension ExampleRunner {
    /// Lint findings against `expected-warning` annotations, like `clang -verify`: every
    /// annotation needs a finding on its line whose message contains the text (and whose rule is
    /// the one named), and every finding needs an annotation. `// capcheck:ignore rule-id`
    /// comments work as they do for `capcheck lint`.
    func checkFindings(
        _ program: ExampleProgram, analysis: FileAnalysis, source: String, annotations: [Annotation],
        into result: inout ExampleResult
    ) {
        let findings = IgnoreComments(source: source).filter(Linter().lint(analysis).findings)
        var unmatched = findings
        var count = 0
        let knownRules = Set(RuleRegistry.descriptions.map(\.id))
        for annotation in annotations {
            guard case .warning(let message, let rule) = annotation.kind else { continue }
            count += 1
            if let rule, !knownRules.contains(rule) {
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: annotation.writtenOn,
                        message: "no lint rule `\(rule)` exists (see `capcheck rules`)"))
                continue
            }
            let index = unmatched.firstIndex {
                $0.line == annotation.line && $0.message.contains(message) && (rule == nil || $0.rule == rule)
            }
            if let index {
                unmatched.remove(at: index)
            } else {
                let onLine = findings.filter { $0.line == annotation.line }
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: annotation.writtenOn,
                        message: "expected a lint warning on line \(annotation.line)",
                        expected: "{{\(message)}}" + (rule.map { " [\($0)]" } ?? ""),
                        actual: onLine.isEmpty
                            ? "no finding on that line" : onLine.map(Self.describe).joined(separator: "; ")))
            }
        }
        for finding in unmatched {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: finding.line,
                    message: "lint found something no annotation expects",
                    expected: nil, actual: Self.describe(finding)))
        }
        result.checked.append(("warnings", count))
        if !findings.isEmpty {
            result.explanation.append(
                "lint:\n" + findings.map { "    \($0.line):\($0.column): \(Self.describe($0))" }.joined(separator: "\n")
            )
        }
    }

    /// `message [rule-id]`, as a compiler prints it.
    static func describe(_ finding: Finding) -> String {
        "\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
    }
}
