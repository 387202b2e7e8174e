import ClangFrontend
import Findings
import LintDriver
import RetainGraph

/// A self-contained HTML page (no scripts, no external resources) in the product's page style:
/// a summary, then each finding with its cycle drawn (the same picture lint and `explain` pages
/// draw, computed here, so the page is the same with or without Graphviz) and its chain of
/// references, then leaked threads and surviving objects.
package struct HTMLReportRenderer: RetainReportRenderer {
    /// Inline SVG to embed above the findings, e.g. `dot -Tsvg` of `DOTReportRenderer`'s output;
    /// nil (the default) for none: each cycle is drawn anyway.
    package var svg: String?

    /// An HTML renderer, with an extra drawing when `svg` is given.
    package init(svg: String? = nil) {
        self.svg = svg
    }

    /// The page.
    package func render(_ document: ReportDocument) -> String {
        var body: [String] = []
        let summary = TextReportRenderer().render(document).split(separator: "\n").last.map(String.init) ?? ""
        body.append("<p class=\"summary\">\(htmlEscaped(summary))</p>")
        if let svg, let start = svg.range(of: "<svg") {
            body.append("<div class=\"graph\">\(svg[start.lowerBound...])</div>")
        }
        for (i, cycle) in document.cycles.enumerated() {
            body.append(section(cycle, number: i + 1))
        }
        for thread in document.leakedThreads {
            let title = heading(
                .error, "thread \(thread.name) (tid \(thread.tid)) is still running", rule: "runtime-leaked-thread")
            body.append("<section class=\"finding error\"><h2>\(title)</h2>")
            body.append(
                "<pre class=\"stack\">" + thread.stack.map(htmlEscaped).joined(separator: "\n") + "</pre></section>")
        }
        for survivor in document.survivors {
            let title = heading(
                .error, "\(survivor.typeName) at \(survivor.address) is still alive", rule: "runtime-surviving-object")
            body.append("<section class=\"finding error\"><h2>\(title)</h2></section>")
        }
        if !document.warnings.isEmpty {
            body.append(
                "<section class=\"report\"><h2>Could not read</h2><ul>"
                    + document.warnings.map { "<li>\(htmlEscaped($0))</li>" }.joined() + "</ul></section>")
        }
        let title = document.test.map { "Retain report: \($0)" } ?? "Retain report"
        let keptAlive = document.cycles.contains { !$0.isLeaked }
        return HTMLPage(
            title: title, legend: document.cycles.isEmpty ? [] : [.cycles(keptAlive: keptAlive)],
            footnote: "Objects and references read from the running process by RetainGraph.",
            body: body.joined(separator: "\n") + "\n"
        ).rendered()
    }

    /// One cycle: its finding, the drawing, each reference in order, what keeps it alive, the fix.
    private func section(_ cycle: RetainCycle, number: Int) -> String {
        let finding = cycle.finding
        var html = "<section class=\"finding \(finding.severity.rawValue)\">\n"
        html += "<h2>#\(number) \(heading(finding.severity, finding.message, rule: finding.rule))</h2>\n"
        let ring = CycleDrawing.Ring(
            nodes: cycle.nodes.map(\.typeName), labels: cycle.edges.map(\.label),
            roles: cycle.nodes.map { GraphNodeRole.node($0.kind) })
        html +=
            "<figure class=\"cycle\">\(CycleDrawing.svg(ring, leaked: cycle.isLeaked))</figure>\n<ol class=\"chain\">\n"
        for (j, node) in cycle.nodes.enumerated() where j < cycle.edges.count {
            let next = cycle.nodes[(j + 1) % cycle.nodes.count]
            html +=
                "<li><span class=\"node\">\(htmlEscaped(node.displayName))</span> "
                + "<small>\(htmlEscaped(node.address))</small> holds "
            html +=
                "<span class=\"node\">\(htmlEscaped(next.displayName))</span> through "
                + "<code>\(htmlEscaped(cycle.edges[j].label))</code></li>\n"
        }
        html += "</ol>\n"
        if !cycle.keptAliveBy.isEmpty {
            html +=
                "<p>Kept alive by:</p><ul>" + cycle.keptAliveBy.map { "<li>\(htmlEscaped($0))</li>" }.joined()
                + "</ul>\n"
        }
        if let fix = finding.fix { html += "<p class=\"fix\">Fix: \(htmlEscaped(fix))</p>\n" }
        return html + "</section>"
    }

    /// `severity` chip, the message and the rule id, as every report heads a finding.
    private func heading(_ severity: Severity, _ message: String, rule: String) -> String {
        "<span class=\"sev \(severity.rawValue)\">\(severity.rawValue)</span> \(htmlEscaped(message)) "
            + "<code>[\(htmlEscaped(rule))]</code>"
    }
}
