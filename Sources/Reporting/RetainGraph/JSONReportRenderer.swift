import Foundation
import RetainGraph

/// The document as pretty-printed JSON with sorted keys (stable for diffs and golden files).
package struct JSONReportRenderer: RetainReportRenderer {
    /// A JSON renderer.
    package init() {}

    /// The JSON text, newline-terminated.
    package func render(_ document: ReportDocument) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
