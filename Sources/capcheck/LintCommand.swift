import ArgumentParser

/// `capcheck lint`: Find retain cycles and run-loop/thread mistakes.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Find retain cycles and run-loop/thread mistakes.")
}
