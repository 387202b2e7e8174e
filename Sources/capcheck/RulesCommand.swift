import ArgumentParser
import CaptureAnalyzer
import ClangFrontend
import Findings
import Foundation
import LeakScan
import LintDriver
import Rules

/// `capcheck rules`: list the lint rules, or print one rule's documentation page.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules or show one rule's documentation."
    )

    @Argument(help: ArgumentHelp("A rule id: print its documentation page.", valueName: "rule-id"))
    var id: String?

    /// Output formats of `rules`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Option(name: .shortAndLong, help: "Output format (markdown: the rules page of the docs).")
    var format: Format = .text

    @Flag(
        help: "List the library APIs lint knows to keep a closure (bundled and from .capcheck.yml), and who keeps it.")
    var libraries = false

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        try outputOptions.checkWritable()
        if libraries { return try outputOptions.write(try Self.librariesText()) }
        var descriptions = RuleRegistry.descriptions
        if let id {
            guard let rule = RuleRegistry.description(id: id) else {
                throw CommandFailure(.error(UnknownRule.message(id)))
            }
            descriptions = [rule]
        }
        switch format {
        case .json: try outputOptions.write(RulePage.json(descriptions))
        case .markdown: try outputOptions.write(RulePage.markdown(descriptions))
        case .text: try outputOptions.write(id == nil ? RulePage.list(descriptions) : RulePage.text(descriptions[0]))
        }
    }
}

extension RulesCommand {
    /// One line per listed API: library, methods, who keeps the closure, until when; then the
    /// holders. The `.capcheck.yml` of the current directory (or above) adds its entries first.
    static func librariesText() throws -> String {
        var list = ClosureKeepers.bundled
        if let problem = list.problem {
            throw CommandFailure(.error("the bundled list of closure keepers cannot be read: \(problem)"))
        }
        if let path = ConfigurationFile.find(from: FileManager.default.currentDirectoryPath) {
            do {
                list = list.adding(try ConfigurationFile.load(path: path).configuration.closureKeepers)
            } catch let error as LintDriverError {
                throw CommandFailure(error.diagnostic)
            }
        }
        var lines = ["Library APIs that keep the closure handed to them (Knowledge/closure-keepers.yml):"]
        for keeper in list.keepers {
            let labels = keeper.labels.isEmpty ? "" : " (first label: \(keeper.labels.joined(separator: ", ")))"
            let until = keeper.until.map { "; until \($0)" } ?? ""
            // A selector ends in a colon: a dash keeps `subscribeNext:` apart from what follows.
            let separator = keeper.methods.isEmpty ? " — " : ": "
            let names = keeper.names.joined(separator: ", ")
            lines.append("  \(keeper.library): \(names)\(labels)\(separator)\(Self.keeping(keeper))\(until)")
        }
        lines.append("How a result is kept by another object (Swift):")
        for holder in list.holders {
            let how = holder.receiverHolds ? "the receiver keeps its argument" : "the argument keeps the result"
            lines.append("  \(holder.library): \(holder.methods.joined(separator: ", ")): \(how)")
        }
        lines.append("Closure properties a library class lets go of by itself:")
        for release in list.releases {
            lines.append(
                "  \(release.library): \(release.classes.joined(separator: ", ")) — "
                    + "\(release.properties.joined(separator: ", ")): set to nil when \(release.when)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension RulesCommand {
    /// "kept by the result", "the subscribers are kept by argument 1", "does not keep it".
    static func keeping(_ keeper: ClosureKeepers.Keeper) -> String {
        let who: String
        switch keeper.keptBy {
        case .result, .receiver, .chain: who = "the \(keeper.keptBy.spelling)"
        case .argument(let index): who = "argument \(index)"
        case .nobody: return "not kept (run and released)"
        case .source: return "kept by whatever keeps the signal's source"
        }
        switch keeper.keeps {
        case .blocks: return "kept by \(who)"
        case .subscribers:
            return keeper.classes.isEmpty ? "subscribers kept by \(who)" : "an instance keeps its subscribers"
        case .receiver: return "the signal's subscription kept by \(who)"
        case .context:
            return "the info of the context at argument \(keeper.contextArgument ?? 0), when its retain callback is "
                + "set, kept by \(who)"
        }
    }
}

/// How `capcheck rules` prints rules.
enum RulePage {
    /// One line per rule: id, severity, summary, in aligned columns.
    static func list(_ rules: [RuleDescription]) -> String {
        let idWidth = max(4, rules.map(\.id.count).max() ?? 0)
        var out = "rule".padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  severity  summary\n"
        for rule in rules {
            out += rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
            out += rule.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  " + rule.summary
            out += rule.defaultScope == nil ? "\n" : " (partly on by default)\n"
        }
        out += "\n\(rules.count) rules. `capcheck rules RULE-ID` shows one rule's documentation.\n"
        return out
    }

    /// A rule's documentation page: summary, rationale, examples (with the ↓ markers), fix.
    static func text(_ rule: RuleDescription) -> String {
        var out = "\(rule.id) (\(rule.severity.rawValue))\n\n\(rule.summary)\n\n"
        if let scope = rule.defaultScope {
            out +=
                "By default this rule reports only \(scope); `--enable \(rule.id)` or `opt_in_rules` in "
                + ".capcheck.yml turns it fully on (the examples show it fully on).\n\n"
        }
        out += "Why it matters:\n\(indent(rule.rationale))\n\n"
        func examples(_ title: String, _ list: [String]) {
            guard !list.isEmpty else { return }
            out += title + ":\n" + list.map { indent($0) + "\n\n" }.joined()
        }
        let swift = SwiftLinter.examples(for: rule.id)
        examples("Triggers (\(RuleDescription.marker) marks each finding)", rule.triggeringExamples)
        examples("Does not trigger", rule.nonTriggeringExamples)
        examples("In Swift, triggers", swift.triggering)
        examples("In Swift, does not trigger", swift.nonTriggering)
        out += "How to fix:\n\(indent(rule.fixHint))\n"
        return out
    }

    /// Rules as a JSON array of their descriptions.
    static func json(_ rules: [RuleDescription]) -> String {
        struct Entry: Encodable {
            var id, summary, rationale, severity, fix: String
            var defaultScope: String?
            var triggeringExamples, nonTriggeringExamples: [String]
            var swiftTriggeringExamples, swiftNonTriggeringExamples: [String]
        }
        let entries = rules.map {
            let swift = SwiftLinter.examples(for: $0.id)
            return Entry(
                id: $0.id, summary: $0.summary, rationale: $0.rationale, severity: $0.severity.rawValue,
                fix: $0.fixHint, defaultScope: $0.defaultScope, triggeringExamples: $0.triggeringExamples,
                nonTriggeringExamples: $0.nonTriggeringExamples,
                swiftTriggeringExamples: swift.triggering, swiftNonTriggeringExamples: swift.nonTriggering)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "[]\n"
    }

    /// The rules as one Markdown page, a section per rule under its id (the anchor SARIF's
    /// `helpUri` and the HTML report link to): docs/rules.md is this output.
    static func markdown(_ rules: [RuleDescription]) -> String {
        var out =
            "# Lint rules\n\nGenerated by `capcheck rules --format markdown`; `capcheck rules RULE-ID` prints one "
            + "page.\n\n"
        out += "| rule | severity | finds |\n| --- | --- | --- |\n"
        for rule in rules { out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.summary) |\n" }
        for rule in rules {
            out +=
                "\n## \(rule.id)\n\n\(rule.summary) Severity: \(rule.severity.rawValue).\n\n**Why it matters.** "
                + "\(rule.rationale)\n\n"
            out += "**How to fix.** \(rule.fixHint)\n"
            /// A titled run of code blocks, nothing when there are no examples.
            func examples(_ title: String, _ language: String, _ examples: [String]) -> String {
                examples.isEmpty ? "" : "\n\(title)\n" + examples.map { "\n```\(language)\n\($0)\n```\n" }.joined()
            }
            out += examples(
                "Triggers (`\(RuleDescription.marker)` marks each finding):", "objc", rule.triggeringExamples)
            out += examples("Does not trigger:", "objc", rule.nonTriggeringExamples)
            let swift = SwiftLinter.examples(for: rule.id)
            out += examples("In Swift, triggers:", "swift", swift.triggering)
            out += examples("In Swift, does not trigger:", "swift", swift.nonTriggering)
        }
        return out
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(
            separator: "\n")
    }
}
