import ArgumentParser
import Findings
import LintDriver

#if canImport(Glibc)
    import Glibc
#endif

/// The `capcheck` command: block and closure memory behaviour made visible and checkable.
@main
struct Capcheck: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capcheck",
        abstract: "Make block and closure memory behaviour visible and checkable.",
        discussion: """
            Every command takes -f/--format, -o/--output and --color. Problems with inputs are \
            printed the way clang prints them (path:line:col: error: message).

            \(ExitStatus.documentation)

            Shell completion: capcheck --generate-completion-script bash|zsh|fish.
            """,
        version: capcheckVersion,
        subcommands: [
            ExplainCommand.self, LintCommand.self, RulesCommand.self, ExamplesCommand.self, ReportCommand.self,
            LeaksCommand.self,
        ]
    )

    /// Runs the command. A usage error is printed in clang's shape and exits 2 ("the run could
    /// not be done") rather than argument-parser's 64, so every failure that is not a finding
    /// has one status; help, `--version` and completion scripts go through argument-parser.
    /// Commands that run child processes (`explain`, `examples`) are async all the way down.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            Console.report(failure.diagnostics)
            Glibc.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                Console.report(.error(message(for: error)))
                // argument-parser's usage lines, without its own "Error:" line.
                let usage = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                    .drop { $0.isEmpty }
                if !usage.isEmpty { printError(usage.joined(separator: "\n")) }
                Glibc.exit(ExitStatus.failure.rawValue)
            }
            exit(withError: error)
        }
    }
}
