import ArgumentParser

/// `capcheck rules`: List the lint rules or show one rule's documentation.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the lint rules or show one rule's documentation.")
}
