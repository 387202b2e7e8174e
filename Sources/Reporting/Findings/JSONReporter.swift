import Findings
import Foundation
import LintDriver

/// docs/json.md §2's document: `findings`, `errors`, `incomplete`, `summary`, keys sorted so output is stable.
package struct JSONReporter: FindingReporter {
    /// A JSON reporter.
    package init() {}

    private struct Document: Encodable {
        var findings: [Finding]
        var errors: [LintError]
        var incomplete: [IncompleteFile]
        var summary: LintSummary
    }

    /// The JSON document, pretty-printed, with a trailing newline.
    package func render(_ run: LintRun) -> String {
        var summary = run.summary
        summary.seconds = roundedSeconds(summary.seconds)
        return encodeJSON(
            Document(findings: run.findings, errors: run.errors, incomplete: run.incomplete, summary: summary))
    }
}

/// Pretty, key-sorted JSON with unescaped slashes; encoding our own plain structs cannot fail,
/// but if it ever did the reporter still returns valid JSON saying so instead of crashing.
package func encodeJSON<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
        return "{\"error\": \"could not encode the report\"}\n"
    }
    return text + "\n"
}
