import ArgumentParser
import CaptureAnalyzer
import Foundation

/// `capcheck explain`: Show what every block captures and the layout the compiler builds.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show what every block captures and the layout the compiler builds.",
        discussion: """
        For each block literal: where it is, whether it is a global or a stack block and why, \
        each captured variable (value, pointer, byref or global; strong, weak, unretained or \
        none) with a one-line reason, and the structures the compiler builds for it, written \
        the way `clang -rewrite-objc` writes them. The language comes from the extension: \
        .c C, .m Objective-C (ARC), .mm Objective-C++, .h Objective-C.

        Exit status: 0 when at least one file was explained (each file that could not be is an \
        error on standard error, in clang's shape), 2 when none could be.
        """
    )

    /// Output formats of `explain`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, html
    }

    @Option(name: .shortAndLong, help: "Output format (html: a self-contained page for a class).")
    var format: Format = .text

    @OptionGroup var outputOptions: OutputOptions

    @Flag(name: .customLong("no-layout"), help: "Leave the block structures out of the text output.")
    var noLayout = false

    @OptionGroup var compiler: CompilerOptions

    @Argument(help: ArgumentHelp("C / Objective-C files to explain, then `-- compiler flags`.", valueName: "file"))
    var files: [String] = []

    func validate() throws {
        if CompilerOptions.split(files).inputs.isEmpty { throw ValidationError("give at least one file to explain") }
    }

    func run() throws {
        try outputOptions.checkWritable()
        try compiler.checkDatabase()
        let (inputs, flags) = CompilerOptions.split(files)
        let analyzer = SourceAnalyzer(options: compiler.analyzerOptions(flags: flags))
        var explained: [FileExplanation] = []
        var failures: [ExplainFailure] = []
        var pages: [ExplainHTML.Page] = []
        for file in inputs {
            // Checked at the door, in the words every command uses.
            if let problem = readProblem(file) {
                failures.append(ExplainFailure(file: file, message: problem))
                continue
            }
            do {
                let analysis = try analyzer.analyze(file: file)
                explained.append(Explainer.explain(analysis))
                if format == .html {
                    let source = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                    pages.append(ExplainHTML.Page(analysis: analysis, source: source, findings: Linter(analyzer: analyzer).lint(analysis).findings))
                }
            } catch let error as AnalysisError {
                failures.append(ExplainFailure(file: error.file, message: error.reason))
            } catch {
                failures.append(ExplainFailure(file: file, message: "\(error)"))
            }
        }
        let text: String
        switch format {
        case .json:
            text = ExplainJSON.render(explained, failures: failures)
        case .html:
            text = ExplainHTML.render(pages)
        case .text:
            // Compiler errors inside a file stay beside its blocks, coloured like clang's.
            text = outputOptions.palette.diagnostics(explained.map { ExplainText.render($0, layout: !noLayout) }.joined(separator: "\n"))
        }
        try outputOptions.write(text)
        let diagnostics = failures.map { Diagnostic.error($0.message, file: $0.file, line: $0.line, column: $0.column) }
        if explained.isEmpty { throw CommandFailure(diagnostics) }
        Console.report(diagnostics)
    }
}
