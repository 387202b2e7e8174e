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
        `survivors` (written by the thread-leak checker). Exit status: 0 nothing to report; 1 a \
        warning or error (a leaked cycle, a cycle a running thread or scheduled timer keeps alive, \
        a leaked thread, an object that outlived its test); 2 the file could not be read or rendered.
        """)

    /// Output formats; `svg` runs Graphviz's `dot` on the DOT rendering.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, dot, mermaid, svg, html
    }

    @Argument(help: ArgumentHelp("The report to render (JSON); - reads standard input.", valueName: "file"))
    var file: String

    @Option(help: "Output format (svg needs Graphviz's dot; html embeds the drawing when dot is there).")
    var format: Format = .text

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "out"))
    var output: String?

    func run() throws {
        let document: ReportDocument
        do {
            let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
            document = try JSONDecoder().decode(ReportDocument.self, from: data)
        } catch let error as DecodingError {
            throw failure("\(file): not a RetainGraph report: \(Self.describe(error))")
        } catch {
            throw failure("\(file): cannot read: \(error.localizedDescription)")
        }
        let text: String
        switch format {
        case .text: text = TextReportRenderer().render(document)
        case .json: text = JSONReportRenderer().render(document)
        case .dot: text = DOTReportRenderer().render(document)
        case .mermaid: text = MermaidReportRenderer().render(document)
        case .svg:
            switch Graphviz.svg(from: DOTReportRenderer().render(document)) {
            case .success(let svg): text = svg
            case .failure(let problem): throw failure(problem.message)
            }
        case .html:
            // The drawing is a bonus: without Graphviz the page still lists every cycle.
            let svg = try? Graphviz.svg(from: DOTReportRenderer().render(document)).get()
            text = HTMLReportRenderer(svg: svg).render(document)
        }
        if let output {
            do {
                try text.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw failure("\(output): cannot write: \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        if document.findings.contains(where: { $0.severity >= .warning }) {
            throw ExitCode(1)
        }
    }

    /// Says why on standard error; the exit status is 2 (the run could not be done).
    private func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("capcheck report: error: \(message)\n".utf8))
        return ExitCode(2)
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            return context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.isEmpty ? "top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
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
