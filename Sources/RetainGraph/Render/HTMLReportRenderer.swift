import Findings

/// A self-contained HTML page (no scripts, no external resources): a summary, each finding with
/// its chain of references, and an optional inline SVG drawing (Graphviz output of the DOT
/// rendering, when the caller has it).
public struct HTMLReportRenderer: RetainReportRenderer {
    /// Inline SVG to embed, e.g. `dot -Tsvg` of `DOTReportRenderer`'s output.
    public var svg: String?

    /// An HTML renderer, with a drawing when `svg` is given.
    public init(svg: String? = nil) {
        self.svg = svg
    }

    /// The page.
    public func render(_ document: ReportDocument) -> String {
        var body: [String] = []
        let title = document.test.map { "Retain report: \(htmlEscaped($0))" } ?? "Retain report"
        body.append("<h1>\(title)</h1>")
        let summary = TextReportRenderer().render(document).split(separator: "\n").last.map(String.init) ?? ""
        body.append("<p class=\"summary\">\(htmlEscaped(summary))</p>")
        if let svg, let start = svg.range(of: "<svg") {
            body.append("<div class=\"graph\">\(svg[start.lowerBound...])</div>")
        }
        for (i, cycle) in document.cycles.enumerated() {
            let finding = cycle.finding
            body.append("<section class=\"\(finding.severity.rawValue)\">")
            body.append("<h2>#\(i + 1) \(htmlEscaped(finding.severity.rawValue)): \(htmlEscaped(finding.message)) <code>[\(finding.rule)]</code></h2>")
            body.append("<ol class=\"chain\">")
            for (j, node) in cycle.nodes.enumerated() where j < cycle.edges.count {
                let next = cycle.nodes[(j + 1) % cycle.nodes.count]
                body.append("<li><span class=\"node \(node.kind.rawValue)\">\(htmlEscaped(node.displayName))</span> <small>\(htmlEscaped(node.address))</small> holds <span class=\"node \(next.kind.rawValue)\">\(htmlEscaped(next.displayName))</span> through <code>\(htmlEscaped(cycle.edges[j].label))</code></li>")
            }
            body.append("</ol>")
            if !cycle.keptAliveBy.isEmpty {
                body.append("<p>Kept alive by:</p><ul>" + cycle.keptAliveBy.map { "<li>\(htmlEscaped($0))</li>" }.joined() + "</ul>")
            }
            if let fix = finding.fix { body.append("<p class=\"fix\">Fix: \(htmlEscaped(fix))</p>") }
            body.append("</section>")
        }
        for thread in document.leakedThreads {
            body.append("<section class=\"error\"><h2>error: thread \(htmlEscaped(thread.name)) (tid \(thread.tid)) is still running <code>[runtime-leaked-thread]</code></h2>")
            body.append("<pre>" + thread.stack.map(htmlEscaped).joined(separator: "\n") + "</pre></section>")
        }
        for survivor in document.survivors {
            body.append("<section class=\"error\"><h2>error: \(htmlEscaped(survivor.typeName)) at \(htmlEscaped(survivor.address)) is still alive <code>[runtime-surviving-object]</code></h2></section>")
        }
        if !document.warnings.isEmpty {
            body.append("<h2>Could not read</h2><ul>" + document.warnings.map { "<li>\(htmlEscaped($0))</li>" }.joined() + "</ul>")
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(title)</title>
        <style>
        body { font: 14px/1.5 -apple-system, Helvetica, Arial, sans-serif; margin: 2em; color: #222; }
        section { border-left: 4px solid #999; padding: 0.2em 1em; margin: 1em 0; }
        section.warning { border-color: #d00; } section.error { border-color: #900; } section.note { border-color: #e90; }
        h2 { font-size: 1.05em; } code, pre, small { font-family: Menlo, Consolas, monospace; }
        .node { font-weight: 600; } .closureContext { color: #06c; } .thread, .timer { color: #a50; }
        .fix { color: #060; } .graph svg { max-width: 100%; height: auto; }
        </style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        </body>
        </html>

        """
    }
}
