import ArgumentParser
import ChildProcess
import Foundation
import LintDriver
import Reporting
import RetainGraph
import SwiftFrontend

/// `capcheck report`: renders a saved RetainGraph report (retain cycles, and leaked threads
/// when the thread-leak checker wrote the file).
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Render a saved RetainGraph report.",
        discussion: """
            FILE is JSON with a `cycles` array (a RetainReport) and optionally `leakedThreads` and \
            `survivors` (written by the thread-leak checker); docs/schemas/report.schema.json is its \
            schema. Exit status: 0 nothing to report; 1 a warning or error (a leaked cycle, a cycle a \
            running thread or scheduled timer keeps alive, a leaked thread, an object that outlived \
            its test); 2 the file could not be read, is not a capcheck report, or could not be rendered.
            """)

    /// Output formats; `svg` runs Graphviz's `dot` on the DOT rendering.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, dot, mermaid, svg, html
    }

    @Argument(help: ArgumentHelp("The report to render (JSON); - reads standard input.", valueName: "file"))
    var file: String

    @Option(
        name: .shortAndLong,
        help: "Output format (svg needs Graphviz's dot; html draws each cycle itself, with or without it).")
    var format: Format = .text

    @OptionGroup var outputOptions: OutputOptions

    func run() async throws {
        try outputOptions.checkWritable()
        let document = try Self.load(file)
        let text: String
        switch format {
        case .text: text = outputOptions.palette.diagnostics(TextReportRenderer().render(document))
        case .json: text = JSONReportRenderer().render(document)
        case .dot: text = DOTReportRenderer().render(document)
        case .mermaid: text = MermaidReportRenderer().render(document)
        case .svg:
            switch await Graphviz.svg(from: DOTReportRenderer().render(document)) {
            case .success(let svg): text = svg
            case .failure(let problem): throw CommandFailure(.error(problem.message))
            }
        case .html:
            // Each cycle is drawn by the page itself: the same page on every machine.
            text = HTMLReportRenderer().render(document)
        }
        try outputOptions.write(text)
        if document.findings.contains(where: { $0.severity >= .warning }) {
            throw ExitStatus.findings.code
        }
    }

    /// The report in `file`, checked against its schema: a JSON object with a `cycles` array (what
    /// every RetainGraph report and leak-check file holds); `{}`, a lint or explain document, or a
    /// member of the wrong type is an error at its line and column.
    static func load(_ file: String) throws -> ReportDocument {
        let check = DocumentCheck(file: file, kind: "capcheck report")
        let data = try check.read()
        _ = try check.object(
            data, required: "cycles",
            foreign: [
                "findings": "a lint report (capcheck lint --format json); render it with capcheck lint",
                "files": "an explain document (capcheck explain --format json)",
            ])
        return try check.decode(ReportDocument.self, from: data)
    }
}

/// Runs Graphviz's `dot` to turn DOT into SVG.
enum Graphviz {
    struct Problem: Error {
        var message: String
    }

    /// SVG text, or why it could not be made (Graphviz missing, `dot` failed).
    static func svg(from dot: String) async -> Result<String, Problem> {
        guard let executable = ChildProcess.find("dot") else {
            return .failure(
                Problem(
                    message:
                        "--format svg needs Graphviz's `dot` on PATH (Debian: apt-get install graphviz); --format "
                        + "dot writes the graph for rendering elsewhere"
                ))
        }
        let output: ChildOutput
        do {
            output = try await ChildProcess.run(executable, ["-Tsvg"], input: dot, timeout: .seconds(120))
        } catch {
            return .failure(Problem(message: "cannot run \(executable): \(error)"))
        }
        guard output.status == 0 else {
            return .failure(Problem(message: "dot failed: \(output.stderr)"))
        }
        return .success(output.stdout)
    }
}
