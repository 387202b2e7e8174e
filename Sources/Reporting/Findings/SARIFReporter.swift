import ClangFrontend
import Findings
import Foundation
import LintDriver
import RetainGraph

/// SARIF 2.1.0 as GitHub code scanning reads it: one run whose `tool.driver.rules` describe every
/// rule in force (summary, rationale, help text and a link to the rule's page), one result per
/// finding (notes become `relatedLocations`) with a `partialFingerprints` entry that follows the
/// finding across commits, relative paths resolved against `%SRCROOT%` (`originalUriBaseIds`),
/// and files that could not be analyzed as `invocations[0].toolExecutionNotifications`.
package struct SARIFReporter: FindingReporter {
    /// The folder relative paths are relative to (usually the working directory of the run);
    /// nil leaves `%SRCROOT%` for the consumer to supply.
    package var sourceRoot: String?
    /// The text of a finding's line, for fingerprints that survive edits elsewhere in the file.
    package var lineText: (@Sendable (Finding) -> String?)?

    /// A SARIF reporter; see `sourceRoot` and `lineText`.
    package init(sourceRoot: String? = nil, lineText: (@Sendable (Finding) -> String?)? = nil) {
        self.sourceRoot = sourceRoot
        self.lineText = lineText
    }

    /// The base id of relative artifact URIs (the name GitHub's and other tools' examples use).
    package static let sourceRootID = "%SRCROOT%"

    /// The SARIF log, pretty-printed JSON with sorted keys.
    package func render(_ run: LintRun) -> String {
        var rules = run.rules.map(Self.descriptor)
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { ruleIndex[rule.id] = i }
        // Findings from rules the run did not describe (runtime reports) still get a descriptor,
        // so every result's ruleIndex points somewhere real.
        for finding in run.findings where ruleIndex[finding.rule] == nil {
            ruleIndex[finding.rule] = rules.count
            rules.append(
                Descriptor(
                    id: finding.rule, name: Self.ruleName(finding.rule),
                    shortDescription: Message(text: finding.rule),
                    fullDescription: nil, help: nil, helpUri: nil,
                    defaultConfiguration: Configuration(level: Self.level(finding.severity))))
        }
        let fingerprints = self.fingerprints(run.findings)
        let results = run.findings.enumerated().map { index, finding in
            Result(
                ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: Self.level(finding.severity),
                message: Message(text: finding.message),
                locations: location(finding.file, finding.line, finding.column, id: nil, message: nil).map { [$0] }
                    ?? [],
                relatedLocations: finding.notes.enumerated().compactMap { i, note in
                    location(note.file, note.line, note.column, id: i, message: note.message)
                }.nilIfEmpty,
                partialFingerprints: ["primaryLocationLineHash": fingerprints[index]],
                properties: finding.fix.map { Properties(fix: $0) })
        }
        var notifications = run.errors.map { error in
            Notification(
                level: "error", message: Message(text: error.message),
                locations: location(error.file, error.line ?? 0, error.column ?? 0, id: nil, message: nil).map { [$0] })
        }
        notifications += run.incomplete.filter { $0.reason != .skipped }.map { file in
            Notification(
                level: "warning",
                message: Message(text: "analysis incomplete (\(file.reason.rawValue)): \(file.message)"),
                locations: location(file.file, file.line ?? 0, 0, id: nil, message: nil).map { [$0] })
        }
        let log = Log(
            schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: run.tool.name, version: run.tool.version,
                            semanticVersion: run.tool.version,
                            informationUri: run.tool.informationURI, rules: rules)),
                    originalUriBaseIds: [
                        Self.sourceRootID: BaseURI(
                            uri: sourceRoot.map(Self.directoryURI),
                            description: Message(text: "The folder the linted paths are relative to."))
                    ],
                    results: results,
                    invocations: [
                        Invocation(
                            executionSuccessful: true,
                            toolExecutionNotifications: notifications.nilIfEmpty)
                    ])
            ])
        return encodeJSON(log)
    }

    /// SARIF `level` for a severity (the names coincide).
    package static func level(_ severity: Severity) -> String { severity.rawValue }

    package static func descriptor(_ rule: RuleMetadata) -> Descriptor {
        let fix = rule.fixHint.isEmpty ? "" : "\n\nHow to fix: " + rule.fixHint
        return Descriptor(
            id: rule.id, name: ruleName(rule.id), shortDescription: Message(text: rule.summary),
            fullDescription: Message(text: rule.rationale.isEmpty ? rule.summary : rule.rationale),
            help: Message(
                text: rule.summary + "\n\n" + rule.rationale + fix,
                markdown: "**\(rule.summary)**\n\n\(rule.rationale)"
                    + (rule.fixHint.isEmpty ? "" : "\n\n**How to fix:** " + rule.fixHint)
                    + (rule.helpURI.map { "\n\n[Rule documentation](\($0))" } ?? "")),
            helpUri: rule.helpURI,
            defaultConfiguration: Configuration(level: level(rule.severity)))
    }

    /// `retain-cycle` → `RetainCycle`: the readable name SARIF viewers show beside the id.
    package static func ruleName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// One fingerprint per finding: a hash of its rule, file and line text (the message when the
    /// text is unknown), not its line number, so it follows the finding when code above moves;
    /// `:n` counts identical earlier ones, as GitHub's own `primaryLocationLineHash` does.
    package func fingerprints(_ findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let text = lineText?(finding)?.trimmingCharacters(in: .whitespaces) ?? finding.message
            let hash = String(SHA256.hex(finding.rule + "\u{0}" + finding.file + "\u{0}" + text).prefix(16))
            seen[hash, default: 0] += 1
            return "\(hash):\(seen[hash]!)"
        }
    }

    /// `file:///abs/folder/`: a base URI must end with a slash.
    package static func directoryURI(_ path: String) -> String {
        let uri = self.uri(for: path.hasPrefix("/") ? path : "/" + path)
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    /// A physical location; nil when the file is unknown (runtime findings).
    package func location(_ file: String, _ line: Int, _ column: Int, id: Int?, message: String?) -> Location? {
        guard !file.isEmpty else { return nil }
        let region = line > 0 ? Region(startLine: line, startColumn: column > 0 ? column : nil) : nil
        let artifact = ArtifactLocation(
            uri: Self.uri(for: file), uriBaseId: file.hasPrefix("/") ? nil : Self.sourceRootID)
        return Location(
            id: id, physicalLocation: PhysicalLocation(artifactLocation: artifact, region: region),
            message: message.map { Message(text: $0) })
    }

    /// A relative path stays a relative URI reference; an absolute one becomes a `file://` URI.
    /// Characters outside RFC 3986's unreserved set and `/` are percent-encoded.
    package static func uri(for path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        let encoded = path.unicodeScalars.map { scalar -> String in
            if scalar.isASCII, allowed.contains(scalar) { return String(scalar) }
            return String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
        }.joined()
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    // The subset of the SARIF object model this reporter writes.
    package struct Log: Encodable {
        package var schema: String
        package var version: String
        package var runs: [Run]
        package enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }
    package struct Run: Encodable {
        package var tool: Tool
        package var originalUriBaseIds: [String: BaseURI]
        package var results: [Result]
        package var invocations: [Invocation]
    }
    package struct BaseURI: Encodable {
        package var uri: String?
        package var description: Message
    }
    package struct Tool: Encodable { package var driver: Driver }
    package struct Driver: Encodable {
        package var name: String
        package var version: String
        package var semanticVersion: String
        package var informationUri: String?
        package var rules: [Descriptor]
    }
    package struct Descriptor: Encodable {
        package var id: String
        package var name: String
        package var shortDescription: Message
        package var fullDescription: Message?
        package var help: Message?
        package var helpUri: String?
        package var defaultConfiguration: Configuration
    }
    package struct Configuration: Encodable { package var level: String }
    package struct Message: Encodable {
        package var text: String
        package var markdown: String?
        package init(text: String, markdown: String? = nil) {
            self.text = text
            self.markdown = markdown
        }
    }
    package struct Result: Encodable {
        package var ruleId: String
        package var ruleIndex: Int?
        package var level: String
        package var message: Message
        package var locations: [Location]
        package var relatedLocations: [Location]?
        package var partialFingerprints: [String: String]
        package var properties: Properties?
    }
    package struct Properties: Encodable { package var fix: String }
    package struct Location: Encodable {
        package var id: Int?
        package var physicalLocation: PhysicalLocation
        package var message: Message?
    }
    package struct PhysicalLocation: Encodable {
        package var artifactLocation: ArtifactLocation
        package var region: Region?
    }
    package struct ArtifactLocation: Encodable {
        package var uri: String
        package var uriBaseId: String?
    }
    package struct Region: Encodable {
        package var startLine: Int
        package var startColumn: Int?
    }
    package struct Invocation: Encodable {
        package var executionSuccessful: Bool
        package var toolExecutionNotifications: [Notification]?
    }
    package struct Notification: Encodable {
        package var level: String
        package var message: Message
        package var locations: [Location]?
    }
}

extension Array {
    /// nil for an empty array, so optional JSON members are left out rather than written empty.
    package var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
