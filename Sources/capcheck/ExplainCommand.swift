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
        case text, json
    }

    @Option(help: "Output format: text or json.")
    var format: Format = .text

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
        for file in inputs {
            do {
                explained.append(Explainer.explain(try analyzer.analyze(file: file)))
            } catch let error as AnalysisError {
                failures.append(ExplainFailure(file: error.file, message: error.reason))
            } catch {
                failures.append(ExplainFailure(file: file, message: "\(error)"))
            }
        }
        switch format {
        case .json:
            print(ExplainJSON.render(explained, failures: failures), terminator: "")
        case .text:
            print(explained.map { ExplainText.render($0, layout: !noLayout) }.joined(separator: "\n"), terminator: "")
            for failure in failures {
                fputs("\(failure.file): error: \(failure.message)\n", stderr)
            }
        }
        if explained.isEmpty { throw ExitCode(2) }
    }
}
