import ArgumentParser
import CaptureAnalyzer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

        Exit status: 0 when at least one file was analyzed, 2 when none could be.
        """
    )

    /// Output formats of `explain`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, html
    }

    @Option(help: "Output format: text, json or html (a self-contained page for a class).")
    var format: Format = .text

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the output to this file instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(name: .customLong("no-layout"), help: "Leave the block structures out of the text output.")
    var noLayout = false

    @OptionGroup var compiler: CompilerOptions

    @Argument(help: ArgumentHelp("C / Objective-C files to explain, then `-- compiler flags`.", valueName: "file"))
    var files: [String] = []

    func validate() throws {
        if CompilerOptions.split(files).inputs.isEmpty { throw ValidationError("give at least one file to explain") }
    }

    func run() throws {
        let (inputs, flags) = CompilerOptions.split(files)
        let analyzer = SourceAnalyzer(options: compiler.analyzerOptions(flags: flags))
        var explained: [FileExplanation] = []
        var failures: [ExplainFailure] = []
        var pages: [ExplainHTML.Page] = []
        for file in inputs {
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
        case .text, .html:
            text = format == .html ? ExplainHTML.render(pages) : explained.map { ExplainText.render($0, layout: !noLayout) }.joined(separator: "\n")
            for failure in failures {
                printError("\(failure.file): error: \(failure.message)")
            }
        }
        if let output {
            guard let handle = fopen(output, "w") else {
                printError("capcheck explain: cannot write \(output)")
                throw ExitCode(2)
            }
            fputs(text, handle)
            fclose(handle)
        } else {
            print(text, terminator: "")
        }
        if explained.isEmpty { throw ExitCode(2) }
    }
}
