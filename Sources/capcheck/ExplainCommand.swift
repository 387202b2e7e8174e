import ArgumentParser

/// `capcheck explain`: Show what every block captures and the layout the compiler builds.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Show what every block captures and the layout the compiler builds.")
}
