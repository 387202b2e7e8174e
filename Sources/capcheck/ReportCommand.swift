import ArgumentParser
import Foundation
import RetainGraph

/// `capcheck report`: renders a saved RetainGraph report (retain cycles, and leaked threads
/// when the thread-leak checker wrote the file).
struct ReportCommand: ParsableCommand {
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

    @Option(name: .shortAndLong, help: "Output format (svg needs Graphviz's dot; html embeds the drawing when dot is there).")
    var format: Format = .text

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        try outputOptions.checkWritable()
        let document = try Self.load(file)
        let text: String
        switch format {
        case .text: text = outputOptions.palette.diagnostics(TextReportRenderer().render(document))
        case .json: text = JSONReportRenderer().render(document)
        case .dot: text = DOTReportRenderer().render(document)
        case .mermaid: text = MermaidReportRenderer().render(document)
        case .svg:
            switch Graphviz.svg(from: DOTReportRenderer().render(document)) {
            case .success(let svg): text = svg
            case .failure(let problem): throw CommandFailure(.error(problem.message))
            }
        case .html:
            // The drawing is a bonus: without Graphviz the page still lists every cycle.
            let svg = try? Graphviz.svg(from: DOTReportRenderer().render(document)).get()
            text = HTMLReportRenderer(svg: svg).render(document)
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
        _ = try check.object(data, required: "cycles", foreign: [
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
    static func svg(from dot: String) -> Result<String, Problem> {
        guard let executable = findExecutable("dot") else {
            return .failure(Problem(message: "--format svg needs Graphviz's `dot` on PATH (Debian: apt-get install graphviz); --format dot writes the graph for rendering elsewhere"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            return .failure(Problem(message: "cannot run \(executable): \(error.localizedDescription)"))
        }
        // Write on another thread: a large graph would fill both pipes and deadlock.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(dot.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(Problem(message: "dot failed: \(String(decoding: message, as: UTF8.self))"))
        }
        return .success(String(decoding: svg, as: UTF8.self))
    }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
