import ArgumentParser
import CaptureAnalyzer
import Findings
import Foundation

/// `capcheck rules`: list the lint rules, or print one rule's documentation page.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules or show one rule's documentation."
    )

    @Argument(help: ArgumentHelp("A rule id: print its documentation page.", valueName: "rule-id"))
    var id: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Output format: text or json.", valueName: "format"))
    var format: String = "text"

    func validate() throws {
        guard format == "text" || format == "json" else {
            throw ValidationError("unknown format '\(format)'; use text or json")
        }
        if let id, RuleRegistry.rule(id: id) == nil {
            let known = RuleRegistry.all.map { $0.description.id }.joined(separator: ", ")
            throw ValidationError("unknown rule '\(id)'; known rules: \(known)")
        }
    }

    func run() throws {
        let descriptions = RuleRegistry.all.map { $0.description }
        if let id, let rule = RuleRegistry.rule(id: id) {
            print(format == "json" ? RulePage.json([rule.description]) : RulePage.text(rule.description), terminator: "")
        } else {
            print(format == "json" ? RulePage.json(descriptions) : RulePage.list(descriptions), terminator: "")
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
            out += "By default this rule reports only \(scope); `--enable \(rule.id)` or `opt_in_rules` in .capcheck.yml turns it fully on (the examples show it fully on).\n\n"
        }
        out += "Why it matters:\n\(indent(rule.rationale))\n\n"
        if !rule.triggeringExamples.isEmpty {
            out += "Triggers (\(RuleDescription.marker) marks each finding):\n"
            for example in rule.triggeringExamples { out += indent(example) + "\n\n" }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            out += "Does not trigger:\n"
            for example in rule.nonTriggeringExamples { out += indent(example) + "\n\n" }
        }
        out += "How to fix:\n\(indent(rule.fixHint))\n"
        return out
    }

    /// Rules as a JSON array of their descriptions.
    static func json(_ rules: [RuleDescription]) -> String {
        struct Entry: Encodable {
            var id, summary, rationale, severity, fix: String
            var defaultScope: String?
            var triggeringExamples, nonTriggeringExamples: [String]
        }
        let entries = rules.map {
            Entry(id: $0.id, summary: $0.summary, rationale: $0.rationale, severity: $0.severity.rawValue,
                  fix: $0.fixHint, defaultScope: $0.defaultScope, triggeringExamples: $0.triggeringExamples, nonTriggeringExamples: $0.nonTriggeringExamples)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "[]\n"
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
