import ArgumentParser

/// `capcheck examples`: Run the annotated teaching examples and check their expectations.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "examples", abstract: "Run the annotated teaching examples and check their expectations.")
}
