import ArgumentParser

/// `capcheck report`: Render a RetainGraph report.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "report", abstract: "Render a RetainGraph report.")
}
