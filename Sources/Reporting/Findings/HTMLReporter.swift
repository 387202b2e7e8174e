import Findings
import Foundation
import LintDriver

/// One self-contained HTML page (inline CSS and SVG, no scripts, no external resources): a
/// summary with the findings counted per rule, findings grouped by file, each with the source
/// around it, its notes (with their own line of source), its fix and, for a retain cycle, the
/// cycle drawn; then what each rule means, which the findings link to, and the files that could
/// not be analyzed. Every piece of text from the run is escaped.
package struct HTMLReporter: FindingReporter {
    /// Reads the lines of a source file for the snippets; nil when it cannot (no snippet then).
    package var sourceLines: @Sendable (String) -> [Substring]?
    /// Lines of context shown above and below a finding's line.
    package var context = 2

    /// An HTML reporter reading snippets from the files the findings name.
    package init(sourceLines: @escaping @Sendable (String) -> [Substring]? = HTMLReporter.readLines) {
        self.sourceLines = sourceLines
    }

    /// The lines of the file at `path`, or nil.
    package static func readLines(_ path: String) -> [Substring]? {
        guard !path.isEmpty, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The page.
    package func render(_ run: LintRun) -> String {
        var body = "<p class=\"summary\">\(htmlEscaped(TextReporter.summaryLine(run)))</p>\n"
        let documented = Set(run.rules.map(\.id))
        body += ruleCounts(run, documented: documented)
        var files: [String] = []
        var byFile: [String: [Finding]] = [:]
        for finding in run.findings {
            if byFile[finding.file] == nil { files.append(finding.file) }
            byFile[finding.file, default: []].append(finding)
        }
        var cache: [String: [Substring]?] = [:]
        func lines(_ file: String) -> [Substring]? {
            if let known = cache[file] { return known }
            let read = sourceLines(file)
            cache[file] = read
            return read
        }
        for file in files {
            let heading = htmlEscaped(file.isEmpty ? "(no source location)" : file)
            body += "<section class=\"report\">\n<h2>\(heading)</h2>\n<ol>\n"
            for finding in byFile[file] ?? [] {
                body += item(finding, documented: documented.contains(finding.rule), lines: lines)
            }
            body += "</ol>\n</section>\n"
        }
        body += errorsSection(run)
        if run.findings.isEmpty && run.errors.isEmpty {
            body += "<p>No findings.</p>\n"
        }
        body += rulesSection(run)
        let cycles = run.findings.contains { ($0.cycle?.count ?? 0) > 1 }
        return HTMLPage(
            title: "\(run.tool.name) lint report", legend: cycles ? [.cycles(keptAlive: false)] : [], body: body
        ).rendered()
    }

    /// One finding: heading, snippet, notes, fix and cycle.
    private func item(_ finding: Finding, documented: Bool, lines: (String) -> [Substring]?) -> String {
        var html = "<li class=\"\(finding.severity.rawValue)\">"
        let position = shortPosition(
            file: finding.file, line: finding.line, column: finding.column, relativeTo: finding.file)
        html += "<span class=\"pos\">\(htmlEscaped(position))</span> "
        html += "<span class=\"sev \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
        html +=
            "\(htmlEscaped(finding.message)) "
            + ruleReference(finding.rule, documented: documented, text: "[\(finding.rule)]", class: "rule")
        if let source = lines(finding.file) {
            html += snippet(source, around: finding.line, column: finding.column)
        }
        if !finding.notes.isEmpty {
            html += "\n<ul>\n"
            for note in finding.notes {
                let place = shortPosition(
                    file: note.file, line: note.line, column: note.column, relativeTo: finding.file)
                html +=
                    "<li class=\"note\"><span class=\"pos\">\(htmlEscaped(place))</span> \(htmlEscaped(note.message))"
                if let source = lines(note.file) {
                    html += snippet(source, around: note.line, column: note.column, context: 0)
                }
                html += "</li>\n"
            }
            html += "</ul>"
        }
        if let fix = finding.fix, !fix.isEmpty {
            html += "\n<p class=\"fix\">Fix: \(withCodeSpans(fix))</p>"
        }
        if let cycle = finding.cycle, cycle.count > 1 {
            let caption = htmlEscaped(cycle.joined(separator: " → "))
            html += "\n<figure class=\"cycle\">\(CycleDrawing.svg(cycle))<figcaption>\(caption)</figcaption></figure>"
        }
        return html + "</li>\n"
    }

    /// Lines `line - context … line + context` with line numbers, the finding's line marked and
    /// its column underlined; empty when the line is not in the file.
    private func snippet(_ source: [Substring], around line: Int, column: Int, context: Int? = nil) -> String {
        guard line >= 1, line <= source.count else { return "" }
        let context = context ?? self.context
        let first = max(1, line - context)
        let last = min(source.count, line + context)
        var html = "\n<pre class=\"snippet\">"
        for number in first...last {
            let text = String(source[number - 1])
            let mark = number == line ? " class=\"here\"" : ""
            // Each line is a block of its own: a newline between them would add an empty line.
            html +=
                "<span\(mark)><span "
                + "class=\"ln\">\(number)</span>\(highlighted(text, column: number == line ? column : 0))</span>"
        }
        return html + "</pre>"
    }

    /// `text` escaped, with the character at the 1-based byte `column` in a `<mark>`.
    private func highlighted(_ text: String, column: Int) -> String {
        let bytes = Array(text.utf8)
        guard column >= 1, column <= bytes.count else { return htmlEscaped(text) }
        let before = String(decoding: bytes[..<(column - 1)], as: UTF8.self)
        var end = column
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }  // whole UTF-8 character
        let at = String(decoding: bytes[(column - 1)..<end], as: UTF8.self)
        let after = String(decoding: bytes[end...], as: UTF8.self)
        return htmlEscaped(before) + "<mark>" + htmlEscaped(at) + "</mark>" + htmlEscaped(after)
    }

    /// The findings counted per rule, each linking to what the rule means.
    /// `text` linking to the rule's entry when the page has one.
    private func ruleReference(_ rule: String, documented: Bool, text: String, class name: String? = nil) -> String {
        let attribute = name.map { " class=\"\($0)\"" } ?? ""
        return documented
            ? "<a\(attribute) href=\"#rule-\(htmlEscaped(rule))\">\(htmlEscaped(text))</a>"
            : "<code\(attribute)>\(htmlEscaped(text))</code>"
    }

    private func ruleCounts(_ run: LintRun, documented: Set<String>) -> String {
        guard !run.findings.isEmpty else { return "" }
        var counts: [String: Int] = [:]
        for finding in run.findings { counts[finding.rule, default: 0] += 1 }
        var html = "<table class=\"counts\">\n<tr><th>rule</th><th>findings</th></tr>\n"
        for (rule, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            let reference = ruleReference(rule, documented: documented.contains(rule), text: rule)
            html += "<tr><td>\(reference)</td><td>\(count)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// Each rule of the run (those with findings first): summary, rationale and fix.
    private func rulesSection(_ run: LintRun) -> String {
        let found = Set(run.findings.map(\.rule))
        let rules = run.rules.filter { found.contains($0.id) }
        guard !rules.isEmpty else { return "" }
        var html = "<section class=\"report rules\">\n<h2>Rules</h2>\n<dl>\n"
        for rule in rules {
            html +=
                "<dt id=\"rule-\(htmlEscaped(rule.id))\"><code>\(htmlEscaped(rule.id))</code> "
                + "(\(rule.severity.rawValue))</dt>\n"
            html += "<dd><p>\(withCodeSpans(rule.summary))</p><p>\(withCodeSpans(rule.rationale))</p>"
            html += "<p class=\"fix\">Fix: \(withCodeSpans(rule.fixHint))</p></dd>\n"
        }
        return html + "</dl>\n</section>\n"
    }

    private func errorsSection(_ run: LintRun) -> String {
        guard !run.errors.isEmpty else { return "" }
        var html = "<section class=\"report\">\n<h2>Could not analyze</h2>\n<ul>\n"
        for error in run.errors {
            html += "<li class=\"error\"><code>\(htmlEscaped(error.file))</code>: \(htmlEscaped(error.message))</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }
}

/// Text escaped for HTML, with `code` between backticks set as `<code>` (fix texts and rule
/// docs write code that way).
package func withCodeSpans(_ text: String) -> String {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return htmlEscaped(text) }
    var html = ""
    for (i, part) in parts.enumerated() {
        let escaped = htmlEscaped(String(part))
        // An unpaired last backtick stays a backtick.
        if i % 2 == 1 {
            html += i == parts.count - 1 ? "`" + escaped : "<code>" + escaped + "</code>"
        } else {
            html += escaped
        }
    }
    return html
}

/// Text made safe for HTML element content and attribute values. The one HTML escaper every
/// page of the project (lint reports, explain pages, retain reports) uses.
package func htmlEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for ch in text {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(ch)
        }
    }
    return out
}
