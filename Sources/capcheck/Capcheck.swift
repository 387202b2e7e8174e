import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// The `capcheck` command: block and closure memory behaviour made visible and checkable.
@main
struct Capcheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capcheck",
        abstract: "Make block and closure memory behaviour visible and checkable.",
        subcommands: [ExplainCommand.self, LintCommand.self, RulesCommand.self, ExamplesCommand.self, ReportCommand.self]
    )

    /// Runs the command; usage errors exit 2 ("the run could not be done", CONTRACT §2) rather
    /// than argument-parser's 64, so every failure that is not a finding has one status.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                // The message and usage exactly as argument-parser prints them.
                printError(fullMessage(for: error))
                Glibc.exit(2)
            }
            exit(withError: error)
        }
    }
}
