import ArgumentParser
import ExampleRunner
import Foundation
import LintDriver
import Reporting

/// `capcheck examples`: Run the annotated teaching examples and check their expectations.
struct ExamplesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "Run the annotated teaching examples and check their expectations.",
        discussion: """
            C examples are compiled with clang-14 -fblocks and run, Objective-C examples are \
            analysed, Swift examples run inside the SwiftExamples program. Every annotation \
            (expected-capture, expected-output, expected-warning, expected-cycle, ...) is checked \
            against what the compiler and the program really do.

            Exit status: 0 when every expectation holds, 1 when one does not, 2 when nothing could \
            be run.
            """
    )

    @Argument(help: ArgumentHelp("Folder of examples, one concept folder, or one file.", valueName: "path"))
    var path: String = "Examples"

    /// Output formats of `examples`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .shortAndLong, help: "Output format.")
    var format: Format = .text

    @OptionGroup var outputOptions: OutputOptions

    @Option(help: ArgumentHelp("Run only the example with this slug (its folder name).", valueName: "slug"))
    var only: String?

    @Flag(help: "Show each example's lesson, captures and output beside its result.")
    var explain = false

    @Option(help: ArgumentHelp("The SwiftExamples program (default: beside capcheck).", valueName: "path"))
    var swiftExamples: String?

    @Option(help: ArgumentHelp("Seconds a program may run before it is killed.", valueName: "seconds"))
    var timeout: Double = 30

    func validate() throws {
        if timeout <= 0 { throw ValidationError("--timeout must be positive") }
    }

    func run() async throws {
        try outputOptions.checkWritable()
        if let problem = readProblem(path, directoryAllowed: true) {
            throw CommandFailure(.error(problem, file: path))
        }
        var configuration = ExampleRunner.Configuration(only: only)
        configuration.timeout = timeout
        configuration.swiftExamplesExecutable =
            swiftExamples
            ?? ExampleRunner.defaultSwiftExamplesExecutable(
                besides: CommandLine.arguments[0].contains("/")
                    ? CommandLine.arguments[0] : "/proc/self/exe")
        let outcome: ExampleRun
        do {
            outcome = try await ExampleRunner(configuration: configuration).run(path: path)
        } catch let error as ExampleRunnerError {
            switch error {
            case .noExamples(let path):
                throw CommandFailure(
                    .error("no examples found (expected folders holding .c, .m or .swift files)", file: path))
            case .unknownExample(let slug, let path, let known):
                let hint =
                    UnknownRule.suggestion(for: slug, known: Set(known)).map { "did you mean '\($0)'?" }
                    ?? "known: \(known.joined(separator: ", "))"
                throw CommandFailure(.error("no example named '\(slug)'; \(hint)", file: path))
            default:
                throw CommandFailure(.error(error.description))
            }
        }
        switch format {
        case .text:
            try outputOptions.write(
                outputOptions.palette.diagnostics(ExampleRunRenderer.render(outcome, explain: explain)))
        case .json: try outputOptions.write(ExampleRunRenderer.json(outcome))
        }
        if !outcome.passed { throw ExitStatus.findings.code }
    }
}
