import Foundation
import LintDriver
import Reporting

/// The classroom text of a run: one line per example program, then a summary.
package enum ExampleRunRenderer {
    /// `✓ value-capture  C  3 captures, 1 output`, failures indented below, `explain` adds the
    /// lesson and what the program and analyzer showed.
    package static func render(_ run: ExampleRun, explain: Bool = false) -> String {
        let width = run.results.map(\.program.slug.count).max() ?? 0
        var text = ""
        for result in run.results {
            let mark = result.passed ? "✓" : "✗"
            let language = result.program.language.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
            let checked = result.checked.map { "\($0.count) \(noun($0.what, $0.count))" }.joined(separator: ", ")
            text +=
                "\(mark) \(result.program.slug.padding(toLength: width, withPad: " ", startingAt: 0))  \(language) "
                + "\(checked)\n"
            for failure in result.failures {
                text += failure.description.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
            }
            if explain {
                for part in result.explanation {
                    text +=
                        part.split(separator: "\n", omittingEmptySubsequences: false).map { "      │ " + $0 }.joined(
                            separator: "\n") + "\n"
                }
            }
        }
        let failed = run.results.filter { !$0.passed }
        let expectations = run.results.flatMap(\.checked).map(\.count).reduce(0, +)
        text +=
            "\n\(count(run.slugs.count, "example")), \(count(run.results.count, "program")), "
            + "\(count(expectations, "expectation")): "
        text +=
            failed.isEmpty
            ? "all hold\n"
            : "\(failed.count) program(s) failed (\(failed.map(\.program.slug).joined(separator: ", ")))\n"
        return text
    }

    /// The run as JSON: `{"passed", "results": [{"slug", "file", "language", "passed", "checked":
    /// {what: count}, "failures": [{"file", "line", "message", "expected"?, "actual"?}]}]}`.
    package static func json(_ run: ExampleRun) -> String {
        struct Failure: Encodable {
            var file: String
            var line: Int
            var message: String
            var expected: String?
            var actual: String?
        }
        struct Result: Encodable {
            var slug, file, language: String
            var passed: Bool
            var checked: [String: Int]
            var failures: [Failure]
        }
        struct Document: Encodable {
            var passed: Bool
            var results: [Result]
        }
        let document = Document(
            passed: run.passed,
            results: run.results.map { result in
                Result(
                    slug: result.program.slug, file: result.program.file, language: result.program.language.rawValue,
                    passed: result.passed,
                    checked: Dictionary(result.checked.map { ($0.what, $0.count) }, uniquingKeysWith: +),
                    failures: result.failures.map {
                        Failure(
                            file: $0.file, line: $0.line, message: $0.message, expected: $0.expected, actual: $0.actual)
                    })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    private static func count(_ n: Int, _ singular: String) -> String { "\(n) \(singular)\(n == 1 ? "" : "s")" }

    /// `1 capture`, `3 captures`, `1 output` …
    private static func noun(_ plural: String, _ count: Int) -> String {
        guard count == 1 else { return plural }
        switch plural {
        case "leaked threads": return "leaked thread"
        case "block kinds": return "block kind"
        default: return plural.hasSuffix("s") ? String(plural.dropLast()) : plural
        }
    }
}
