import ArgumentParser

/// The `capcheck` command: block and closure memory behaviour made visible and checkable.
@main
struct Capcheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capcheck",
        abstract: "Make block and closure memory behaviour visible and checkable.",
        subcommands: [ExplainCommand.self, LintCommand.self, RulesCommand.self, ExamplesCommand.self, ReportCommand.self]
    )
}
