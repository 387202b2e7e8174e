import Foundation

/// SARIF 2.1.0: one run whose `tool.driver.rules` describe every rule in force, one result per
/// finding (notes become `relatedLocations`), and files that could not be analyzed as
/// `invocations[0].toolExecutionNotifications`.
public struct SARIFReporter: FindingReporter {
    /// A SARIF reporter.
    public init() {}

    /// The SARIF log, pretty-printed JSON with sorted keys.
    public func render(_ run: LintRun) -> String {
        var rules = run.rules.map(Self.descriptor)
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { ruleIndex[rule.id] = i }
        // Findings from rules the run did not describe (runtime reports) still get a descriptor,
        // so every result's ruleIndex points somewhere real.
        for finding in run.findings where ruleIndex[finding.rule] == nil {
            ruleIndex[finding.rule] = rules.count
            rules.append(Descriptor(id: finding.rule, shortDescription: Message(text: finding.rule),
                                    fullDescription: nil, help: nil,
                                    defaultConfiguration: Configuration(level: Self.level(finding.severity))))
        }
        let results = run.findings.map { finding in
            Result(ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: Self.level(finding.severity),
                   message: Message(text: finding.message),
                   locations: Self.location(finding.file, finding.line, finding.column, id: nil, message: nil).map { [$0] } ?? [],
                   relatedLocations: finding.notes.enumerated().compactMap { i, note in
                       Self.location(note.file, note.line, note.column, id: i, message: note.message)
                   }.nilIfEmpty,
                   properties: finding.fix.map { Properties(fix: $0) })
        }
        var notifications = run.errors.map { error in
            Notification(level: "error", message: Message(text: error.message),
                         locations: Self.location(error.file, 0, 0, id: nil, message: nil).map { [$0] })
        }
        notifications += run.incomplete.filter { $0.reason != .skipped }.map { file in
            Notification(level: "warning", message: Message(text: "analysis incomplete (\(file.reason.rawValue)): \(file.message)"),
                         locations: Self.location(file.file, file.line ?? 0, 0, id: nil, message: nil).map { [$0] })
        }
        let log = Log(
            schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0",
            runs: [Run(tool: Tool(driver: Driver(name: run.tool.name, version: run.tool.version,
                                                 semanticVersion: run.tool.version,
                                                 informationUri: run.tool.informationURI, rules: rules)),
                       results: results,
                       invocations: [Invocation(executionSuccessful: true,
                                                toolExecutionNotifications: notifications.nilIfEmpty)])])
        return encodeJSON(log)
    }

    /// SARIF `level` for a severity (the names coincide).
    static func level(_ severity: Severity) -> String { severity.rawValue }

    static func descriptor(_ rule: RuleMetadata) -> Descriptor {
        Descriptor(id: rule.id, shortDescription: Message(text: rule.summary),
                   fullDescription: Message(text: rule.rationale.isEmpty ? rule.summary : rule.rationale),
                   help: Message(text: rule.fixHint.isEmpty ? rule.summary : rule.fixHint),
                   defaultConfiguration: Configuration(level: level(rule.severity)))
    }

    /// A physical location; nil when the file is unknown (runtime findings).
    static func location(_ file: String, _ line: Int, _ column: Int, id: Int?, message: String?) -> Location? {
        guard !file.isEmpty else { return nil }
        let region = line > 0 ? Region(startLine: line, startColumn: column > 0 ? column : nil) : nil
        return Location(id: id, physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri(for: file)),
                                                                   region: region),
                        message: message.map { Message(text: $0) })
    }

    /// A relative path stays a relative URI reference; an absolute one becomes a `file://` URI.
    /// Characters outside RFC 3986's unreserved set and `/` are percent-encoded.
    static func uri(for path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        let encoded = path.unicodeScalars.map { scalar -> String in
            if scalar.isASCII, allowed.contains(scalar) { return String(scalar) }
            return String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
        }.joined()
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    // The subset of the SARIF object model this reporter writes.
    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable { var tool: Tool; var results: [Result]; var invocations: [Invocation] }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name: String; var version: String; var semanticVersion: String
        var informationUri: String?; var rules: [Descriptor]
    }
    struct Descriptor: Encodable {
        var id: String; var shortDescription: Message; var fullDescription: Message?
        var help: Message?; var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String; var ruleIndex: Int?; var level: String; var message: Message
        var locations: [Location]; var relatedLocations: [Location]?
        var properties: Properties?
    }
    struct Properties: Encodable { var fix: String }
    struct Location: Encodable { var id: Int?; var physicalLocation: PhysicalLocation; var message: Message? }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region? }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int? }
    struct Invocation: Encodable { var executionSuccessful: Bool; var toolExecutionNotifications: [Notification]? }
    struct Notification: Encodable { var level: String; var message: Message; var locations: [Location]? }
}

extension Array {
    /// nil for an empty array, so optional JSON members are left out rather than written empty.
    var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
