import CaptureAnalyzer
import Explain
import Findings
import Foundation
import LintDriver
import SwiftFrontend

/// `capcheck explain --format html`: one self-contained page (inline CSS and SVG, no script, no
/// network) that shows a class the source with every block and capture highlighted by kind, each
/// block's compiler layout, and a picture of every retain cycle lint finds.
package enum ExplainHTML {
    /// One analysed file and what the page shows about it.
    package struct Page {
        /// The analysis (blocks, captures, the parsed unit for lint).
        package var analysis: FileAnalysis
        /// The file's text, exactly as analysed.
        package var source: String
        /// Lint findings for the file (shown in a list; cycles also drawn).
        package var findings: [Finding]

        /// A page part from its pieces.
        package init(analysis: FileAnalysis, source: String, findings: [Finding] = []) {
            self.analysis = analysis
            self.source = source
            self.findings = findings
        }
    }

    /// One Swift file and what the compiler says about its closures.
    package struct SwiftPage {
        /// The closures, captures and contexts.
        package var analysis: SwiftFileAnalysis
        /// The file's text, exactly as analysed.
        package var source: String

        /// A page part from its pieces.
        package init(analysis: SwiftFileAnalysis, source: String) {
            self.analysis = analysis
            self.source = source
        }
    }

    /// The whole HTML document for `pages`.
    package static func render(_ pages: [Page], swift: [SwiftPage] = [], title: String = "capcheck explain") -> String {
        var html = ""
        for page in pages {
            html += section(for: page)
        }
        for page in swift {
            html += swiftSection(for: page)
        }
        return HTMLPage(
            title: title, legend: [.captures, .cycles(keptAlive: false)],
            footnote: "Captures from libclang and swiftc; layouts in the spirit of <code>clang -rewrite-objc</code>.",
            body: html
        ).rendered()
    }

    /// The page for one file, with lint findings from `Linter` and layouts derived from captures.
    package static func render(analysis: FileAnalysis, source: String, linter: Linter = Linter()) -> String {
        let findings = linter.lint(analysis).findings
        return render(
            [Page(analysis: analysis, source: source, findings: findings)],
            title: "capcheck explain: " + (analysis.file as NSString).lastPathComponent)
    }

    // MARK: - Sections

    private static func section(for page: Page) -> String {
        let analysis = page.analysis
        // The same explanation `explain --format text` prints: kind reasons, capture reasons and
        // the rewrite-objc style layout.
        let explanation = Explainer.explain(analysis)
        var html = "<section class=\"file\">\n<h2>\(htmlEscaped(analysis.file))</h2>\n"
        for error in explanation.errors {
            html +=
                "<p class=\"error\">\(htmlEscaped(error.diagnostic)) (blocks in code clang could not parse are "
                + "missing)</p>\n"
        }
        let blockCount = analysis.blocks.count
        let captureCount = analysis.blocks.map(\.captures.count).reduce(0, +)
        html +=
            "<p class=\"summary\">\(blockCount) block\(blockCount == 1 ? "" : "s"), \(captureCount) "
            + "capture\(captureCount == 1 ? "" : "s"), \(page.findings.count) "
            + "finding\(page.findings.count == 1 ? "" : "s")</p>\n"
        html +=
            "<div class=\"columns\">\n<div class=\"source\">\n" + sourceTable(page) + "</div>\n<div class=\"blocks\">\n"
        for (index, block) in analysis.blocks.enumerated() where index < explanation.blocks.count {
            html += blockCard(block, index: index, explanation: explanation.blocks[index])
        }
        if analysis.blocks.isEmpty { html += "<p class=\"empty\">No block literals in this file.</p>\n" }
        html += "</div>\n</div>\n"
        html += findingsSection(page)
        html += "</section>\n"
        return html
    }

    /// Where each highlight goes: (line, byte column) → (length in bytes, CSS classes, tooltip).
    private struct Mark {
        var length: Int
        var classes: String
        var title: String
    }

    private static func sourceTable(_ page: Page) -> String {
        var marks: [Int: [Int: Mark]] = [:]
        var badges: [Int: [Int: Int]] = [:]  // line → column → block number
        let lines = page.source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        for (index, block) in page.analysis.blocks.enumerated() {
            badges[block.location.line, default: [:]][block.location.column] = index + 1
            for capture in block.captures {
                for use in capture.uses where use.line >= 1 && use.line <= lines.count {
                    let length = identifierLength(in: lines[use.line - 1], at: use.column - 1)
                    guard length > 0 else { continue }
                    marks[use.line, default: [:]][use.column] = Mark(
                        length: length, classes: "cap \(capture.kind.rawValue) \(capture.ownership.rawValue)",
                        title: "B\(index + 1) captures \(describe(capture))")
                }
            }
        }
        return codeTable(
            lines: lines, marks: marks, badges: badges, badgePrefix: "B", badgeTitle: "block",
            flagged: Set(page.findings.map(\.line)))
    }

    /// The source as a table, with highlighted words and numbered badges at given places.
    private static func codeTable(
        lines: [[UInt8]], marks: [Int: [Int: Mark]], badges: [Int: [Int: Int]],
        badgePrefix: String, badgeTitle: String, flagged findingLines: Set<Int>
    ) -> String {
        var html = "<table class=\"code\">\n"
        for (offset, bytes) in lines.enumerated() {
            let number = offset + 1
            if offset == lines.count - 1 && bytes.isEmpty { break }
            var text = ""
            var column = 0
            var pending = Array(bytes)
            if pending.last == 13 { pending.removeLast() }  // CRLF files
            while column < pending.count {
                let oneBased = column + 1
                if let block = badges[number]?[oneBased] {
                    text +=
                        "<span class=\"badge\" title=\"\(badgeTitle) "
                        + "\(badgePrefix)\(block)\">\(badgePrefix)\(block)</span>"
                }
                if let mark = marks[number]?[oneBased], column + mark.length <= pending.count {
                    let word = String(decoding: pending[column..<(column + mark.length)], as: UTF8.self)
                    text +=
                        "<span class=\"\(mark.classes)\" "
                        + "title=\"\(htmlEscaped(mark.title))\">\(htmlEscaped(word))</span>"
                    column += mark.length
                    continue
                }
                // Copy plain bytes up to the next mark or badge.
                var end = column + 1
                while end < pending.count, marks[number]?[end + 1] == nil, badges[number]?[end + 1] == nil { end += 1 }
                text += htmlEscaped(String(decoding: pending[column..<end], as: UTF8.self))
                column = end
            }
            let rowClass = findingLines.contains(number) ? " class=\"flagged\"" : ""
            html +=
                "<tr\(rowClass)><td class=\"ln\">\(number)</td><td "
                + "class=\"src\">\(text.isEmpty ? " " : text)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// Bytes of the identifier (or `self`) starting at `column` (0-based), 0 when none starts there.
    private static func identifierLength(in line: [UInt8], at column: Int) -> Int {
        guard column >= 0, column < line.count else { return 0 }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
                || byte >= 0x80
        }
        var end = column
        while end < line.count, isIdentifier(line[end]) { end += 1 }
        return end - column
    }

    private static func blockCard(_ block: BlockLiteral, index: Int, explanation: BlockExplanation) -> String {
        let place = block.enclosingFunction.isEmpty ? "" : " in <code>\(htmlEscaped(block.enclosingFunction))</code>"
        var html = "<article class=\"block\">\n"
        html +=
            "<h3><span class=\"badge\">B\(index + 1)</span> line "
            + "\(block.location.line):\(block.location.column)\(place) "
        html += "<span class=\"kind \(block.kind.rawValue)\">\(block.kind.rawValue) block</span></h3>\n"
        if let parent = block.parent { html += "<p class=\"nested\">nested in B\(parent + 1)</p>\n" }
        html += "<p class=\"reason\">\(htmlEscaped(explanation.kindReason))</p>\n"
        if !block.captures.isEmpty {
            html +=
                "<table class=\"captures\"><tr><th>variable</th><th>capture</th><th>ownership</th><th>what it "
                + "means</th></tr>\n"
            for (capture, reason) in zip(block.captures, explanation.captures.map(\.reason)) {
                let implicit = capture.isImplicit ? " <span class=\"note\">implicit (through an ivar)</span>" : ""
                let folded = capture.isFoldedConstant ? " <span class=\"note\">folded constant: not stored</span>" : ""
                html += "<tr><td><code>\(htmlEscaped(capture.name))</code>\(implicit)</td>"
                html +=
                    "<td><span class=\"chip \(capture.kind.rawValue)\">\(capture.kind.rawValue)</span>\(folded)</td>"
                html +=
                    "<td><span class=\"own \(capture.ownership.rawValue)\">\(capture.ownership.rawValue)</span></td>"
                html += "<td>\(htmlEscaped(reason))</td></tr>\n"
            }
            html += "</table>\n"
        }
        html +=
            "<details open><summary>What the compiler builds</summary><pre "
            + "class=\"layout\">\(htmlEscaped(explanation.layout.rendered()))</pre></details>\n"
        return html + "</article>\n"
    }

    // MARK: - Swift closures

    private static func swiftSection(for page: SwiftPage) -> String {
        let analysis = page.analysis
        var html = "<section class=\"file\">\n<h2>\(htmlEscaped(analysis.file))</h2>\n"
        let captureCount = analysis.closures.map(\.captures.count).reduce(0, +)
        html +=
            "<p class=\"summary\">\(analysis.closures.count) closure\(analysis.closures.count == 1 ? "" : "s"), "
            + "\(captureCount) capture\(captureCount == 1 ? "" : "s"), from swiftc's AST and SIL</p>\n"
        var badges: [Int: [Int: Int]] = [:]
        for (index, closure) in analysis.closures.enumerated() {
            badges[closure.location.line, default: [:]][closure.location.column] = index + 1
        }
        let lines = page.source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        html += "<div class=\"columns\">\n<div class=\"source\">\n"
        html += codeTable(
            lines: lines, marks: [:], badges: badges, badgePrefix: "C", badgeTitle: "closure", flagged: [])
        html += "</div>\n<div class=\"blocks\">\n"
        for (index, closure) in analysis.closures.enumerated() {
            html += closureCard(closure, index: index)
        }
        if analysis.closures.isEmpty { html += "<p class=\"empty\">No closures in this file.</p>\n" }
        return html + "</div>\n</div>\n</section>\n"
    }

    private static func closureCard(_ closure: SwiftClosure, index: Int) -> String {
        var html = "<article class=\"block\">\n"
        html +=
            "<h3><span class=\"badge\">C\(index + 1)</span> line "
            + "\(closure.location.line):\(closure.location.column) <code>\(htmlEscaped(closure.symbol))</code> "
        let kind = closure.escaping ? ("stack", "escaping") : ("global", "non-escaping")
        html += "<span class=\"kind \(kind.0)\">\(kind.1)</span></h3>\n"
        if let parent = closure.parent { html += "<p class=\"nested\">nested in C\(parent + 1)</p>\n" }
        html += "<p class=\"reason\">\(htmlEscaped(SwiftExplainer.contextReason(closure)))</p>\n"
        if !closure.captures.isEmpty {
            html +=
                "<table class=\"captures\"><tr><th>variable</th><th>capture</th><th>ownership</th><th>what it "
                + "means</th></tr>\n"
            for capture in closure.captures {
                var notes: [String] = []
                if capture.isFromCaptureList { notes.append("capture list") }
                if capture.name == "self" { notes.append(capture.isImplicit ? "implicit self" : "explicit self") }
                let note = notes.isEmpty ? "" : " <span class=\"note\">\(notes.joined(separator: ", "))</span>"
                html += "<tr><td><code>\(htmlEscaped(capture.name))</code>\(note)</td>"
                html += "<td><span class=\"chip \(capture.kind.rawValue)\">\(capture.kind.rawValue)</span></td>"
                let style = capture.ownership == .unownedUnsafe ? "unretained" : capture.ownership.rawValue
                html += "<td><span class=\"own \(style)\">\(capture.ownership.rawValue)</span></td>"
                html += "<td>\(htmlEscaped(SwiftExplainer.reason(for: capture, in: closure)))</td></tr>\n"
            }
            html += "</table>\n"
        }
        if closure.context.storage == .heap || closure.context.storage == .capturedObject {
            let layout = SwiftContextLayout.rendered(closure).joined(separator: "\n")
            html +=
                "<details open><summary>The context, as RetainGraph reads it</summary><pre "
                + "class=\"layout\">\(htmlEscaped(layout))</pre></details>\n"
        }
        return html + "</article>\n"
    }

    // MARK: - Findings and cycle pictures

    private static func findingsSection(_ page: Page) -> String {
        var html = "<div class=\"findings\">\n<h3>Lint findings</h3>\n"
        if page.findings.isEmpty {
            html += "<p class=\"empty\">None.</p>\n"
        } else {
            html += "<ul>\n"
            for finding in page.findings {
                html += "<li><span class=\"sev \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
                html +=
                    "line \(finding.line):\(finding.column) \(htmlEscaped(finding.message)) "
                    + "<code>[\(htmlEscaped(finding.rule))]</code>"
                if !finding.notes.isEmpty {
                    html +=
                        "<ul class=\"notes\">"
                        + finding.notes.map { "<li>line \($0.line): \(htmlEscaped($0.message))</li>" }.joined()
                        + "</ul>"
                }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        let model = SourceModel(page.analysis)
        let cycles = model.blockCycles
        if !cycles.isEmpty {
            html += "<h3>Retain cycles</h3>\n<div class=\"graphs\">\n"
            for cycle in cycles {
                let parts = cycle.path(in: model).components(separatedBy: " → ")
                let start = cycle.block.node.location
                let number = page.analysis.blocks.firstIndex {
                    $0.location.line == start.line && $0.location.column == start.column
                }
                let caption =
                    (number.map { "B\($0 + 1): " } ?? "line \(start.line): ") + parts.joined(separator: " → ")
                html +=
                    "<figure class=\"cycle\">" + CycleDrawing.svg(parts)
                    + "<figcaption>\(htmlEscaped(caption))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        return html + "</div>\n"
    }

    // MARK: - Pieces

    private static func describe(_ capture: Capture) -> String {
        var parts = [capture.name + ":", capture.kind.rawValue]
        if capture.ownership != .none { parts.append(capture.ownership.rawValue) }
        if capture.isImplicit { parts.append("implicit") }
        return parts.joined(separator: " ")
    }
}
