import Foundation
import LintDriver

/// Compares a program's output lines with `expected-output` annotations.
///
/// Each annotation matches one whole line. Text is literal except `{{regex}}` parts, as in
/// LLVM's FileCheck, for what changes from run to run (addresses, timings).
enum OutputMatcher {
    /// Whether `line` is what `pattern` describes.
    static func matches(_ line: String, pattern: String) -> Bool {
        guard pattern.contains("{{") else { return line == pattern }
        guard let regex = try? NSRegularExpression(pattern: "^" + regexSource(pattern) + "$") else { return false }
        return regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    /// Literal text escaped, `{{…}}` parts kept as regular expressions.
    private static func regexSource(_ pattern: String) -> String {
        var source = ""
        var rest = Substring(pattern)
        while let open = rest.range(of: "{{") {
            source += NSRegularExpression.escapedPattern(for: String(rest[..<open.lowerBound]))
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                return source + NSRegularExpression.escapedPattern(for: String(rest[open.lowerBound...]))
            }
            source += "(?:" + rest[open.upperBound..<close.lowerBound] + ")"
            rest = rest[close.upperBound...]
        }
        return source + NSRegularExpression.escapedPattern(for: String(rest))
    }

    /// Failures for `actual` lines against the `expected` annotations (pattern, annotation line):
    /// every line must match, in order, and nothing may be missing or extra.
    static func compare(actual: [String], expected: [(pattern: String, line: Int)], file: String) -> [ExampleFailure] {
        var failures: [ExampleFailure] = []
        for (index, expectation) in expected.enumerated() {
            guard index < actual.count else {
                failures.append(
                    ExampleFailure(
                        file: file, line: expectation.line,
                        message: "the program printed only \(actual.count) line(s); this output line never came",
                        expected: expectation.pattern, actual: "(end of output)"))
                break
            }
            if !matches(actual[index], pattern: expectation.pattern) {
                failures.append(
                    ExampleFailure(
                        file: file, line: expectation.line,
                        message: "output line \(index + 1) differs",
                        expected: expectation.pattern, actual: actual[index]))
            }
        }
        if actual.count > expected.count {
            failures.append(
                ExampleFailure(
                    file: file, line: expected.last?.line ?? 0,
                    message: "the program printed \(actual.count - expected.count) line(s) no annotation expects",
                    expected: nil, actual: actual[expected.count...].joined(separator: " | ")))
        }
        return failures
    }
}
