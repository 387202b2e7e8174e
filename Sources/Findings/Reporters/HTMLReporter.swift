import Foundation

/// One self-contained HTML page (inline CSS, no scripts, no external resources): a summary,
/// findings grouped by file with their notes and fix hints, and the files that could not be
/// analyzed. Every piece of text from the run is escaped.
public struct HTMLReporter: FindingReporter {
    /// An HTML reporter.
    public init() {}

    /// The page.
    public func render(_ run: LintRun) -> String {
        var body = "<h1>\(htmlEscaped(run.tool.name)) lint report</h1>\n"
        body += "<p class=\"summary\">\(htmlEscaped(TextReporter.summaryLine(run)))</p>\n"
        var files: [String] = []
        var byFile: [String: [Finding]] = [:]
        for finding in run.findings {
            if byFile[finding.file] == nil { files.append(finding.file) }
            byFile[finding.file, default: []].append(finding)
        }
        for file in files {
            body += "<section>\n<h2>\(htmlEscaped(file.isEmpty ? "(no source location)" : file))</h2>\n<ol>\n"
            for finding in byFile[file] ?? [] {
                body += "<li class=\"\(finding.severity.rawValue)\">"
                body += "<span class=\"pos\">\(htmlEscaped(shortPosition(file: finding.file, line: finding.line, column: finding.column, relativeTo: finding.file)))</span> "
                body += "<span class=\"sev\">\(finding.severity.rawValue)</span> "
                body += "\(htmlEscaped(finding.message)) <code>[\(htmlEscaped(finding.rule))]</code>"
                if !finding.notes.isEmpty {
                    body += "\n<ul>\n"
                    for note in finding.notes {
                        let place = shortPosition(file: note.file, line: note.line, column: note.column, relativeTo: finding.file)
                        body += "<li class=\"note\"><span class=\"pos\">\(htmlEscaped(place))</span> \(htmlEscaped(note.message))</li>\n"
                    }
                    body += "</ul>"
                }
                if let fix = finding.fix, !fix.isEmpty {
                    body += "\n<p class=\"fix\">Fix: \(htmlEscaped(fix))</p>"
                }
                body += "</li>\n"
            }
            body += "</ol>\n</section>\n"
        }
        if !run.errors.isEmpty {
            body += "<section>\n<h2>Could not analyze</h2>\n<ul>\n"
            for error in run.errors {
                body += "<li class=\"error\"><code>\(htmlEscaped(error.file))</code>: \(htmlEscaped(error.message))</li>\n"
            }
            body += "</ul>\n</section>\n"
        }
        if run.findings.isEmpty && run.errors.isEmpty {
            body += "<p>No findings.</p>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(htmlEscaped(run.tool.name)) lint report</title>
        <style>
        body { font-family: -apple-system, "Segoe UI", sans-serif; margin: 2em; color: #222; }
        h2 { font-family: ui-monospace, monospace; font-size: 1.05em; border-bottom: 1px solid #ccc; }
        li { margin: 0.4em 0; }
        .pos { font-family: ui-monospace, monospace; color: #666; }
        .sev { font-weight: bold; text-transform: uppercase; font-size: 0.8em; }
        .error > .sev, li.error { color: #b00020; }
        .warning > .sev { color: #b35900; }
        .note > .sev, li.note { color: #555; }
        .fix { margin: 0.2em 0 0 0; color: #1b5e20; }
        .summary { font-weight: bold; }
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }
}

/// Text made safe for HTML element content and attribute values. The one HTML escaper every
/// page of the project (lint reports, explain pages, retain reports) uses.
public func htmlEscaped(_ text: String) -> String {
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
