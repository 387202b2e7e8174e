import CaptureAnalyzer
import ClangFrontend
import Findings
import Foundation
import Rules
import Yams

/// `.capcheck.yml`: which rules run, their severities, extra non-escaping APIs and excluded paths.
///
/// ```yaml
/// enabled_rules: [retain-cycle, implicit-self]   # only these (optional; default all)
/// disabled_rules: [timer-default-mode]
/// opt_in_rules: [implicit-self]                   # rules only partly on by default, fully on
/// severities: {implicit-self: error, mixed-self-weakself: note}   # or `off`
/// non_escaping_apis: ["enumerateThingsUsingBlock:", "my_sync_apply"]
/// excluded: [Vendor/, "**/*.generated.m"]        # gitignore-style, relative to this file
/// sdk: /Applications/Xcode.app/…/iPhoneOS.sdk     # or stand-in; relative to this file
/// ```
/// Unknown keys, unknown rule ids and wrong types are errors that name the file: a typo in a
/// CI configuration should fail loudly, not silently lint with defaults.
package struct ConfigurationFile: Sendable {
    /// The file name looked for in each directory from a linted path upward.
    package static let fileName = ".capcheck.yml"

    /// Where it was read from; nil for the built-in defaults.
    package var path: String?
    /// What it says.
    package var configuration: LintConfiguration

    /// The defaults, when no file applies.
    package static let defaults = ConfigurationFile(path: nil, configuration: LintConfiguration())

    /// Reads and checks the file at `path` against the rule ids in `knownRules`.
    package static func load(path: String, knownRules: Set<String> = RuleRegistry.ids) throws -> ConfigurationFile {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw LintDriverError.badConfiguration(file: path, reason: "cannot read it (\(error.localizedDescription))")
        }
        return ConfigurationFile(path: path, configuration: try parse(yaml: text, file: path, knownRules: knownRules))
    }

    /// The nearest `.capcheck.yml` in `directory` or one of its ancestors.
    package static func find(from directory: String) -> String? {
        var dir = SourceTreeWalker.absolutePath(directory)
        while true {
            let candidate = dir == "/" ? "/" + fileName : dir + "/" + fileName
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            guard dir != "/", let slash = dir.lastIndex(of: "/") else { return nil }
            dir = slash == dir.startIndex ? "/" : String(dir[..<slash])
        }
    }

    /// The directory the file's `excluded` patterns are relative to.
    package var baseDirectory: String? {
        path.map { (SourceTreeWalker.absolutePath($0) as NSString).deletingLastPathComponent }
    }

    package static let keys = [
        "enabled_rules", "disabled_rules", "opt_in_rules", "severities", "non_escaping_apis", "excluded",
        "fail_on_incomplete", "leaks", "closure_keepers", "sdk",
    ]

    /// The `leaks:` section, for `capcheck leaks`:
    ///
    /// ```yaml
    /// leaks:
    ///   ignore_references: [MyKit.Registry.entries]   # Module.Class.field
    ///   ignore_types: [Vendor.Cache]                  # leaked sets holding one are not reported
    ///   ignore_threads: [metrics]                     # OS thread names
    ///   ignore_functions: [Poller.run]                # a frame of the thread's stack
    ///   ignore_top_functions: [Server.wait]           # where the thread waits
    ///   harness_list: true                            # apply the built-in list (default)
    ///   fail_on: [command, leaks, unreported]         # what fails the run (default: all three)
    /// ```
    package struct LeaksSection: Sendable, Equatable {
        /// Extra entries by kind: `reference`, `type`, `thread-name`, `thread-function`,
        /// `thread-top-function`.
        package var ignored: [String: [String]] = [:]
        /// Whether the built-in harness list applies; nil when the file does not say.
        package var harnessList: Bool?
        /// What fails the run; nil when the file does not say.
        package var failOn: [String]?

        /// An empty section: nothing added, the defaults.
        package init() {}
    }

    package static let leaksKeys = [
        "ignore_references": "reference", "ignore_types": "type", "ignore_threads": "thread-name",
        "ignore_functions": "thread-function", "ignore_top_functions": "thread-top-function",
        "harness_list": "", "fail_on": "",
    ]
    /// What `fail_on` may list.
    package static let failOnValues = ["command", "leaks", "unreported"]

    /// Reads the `leaks:` section of the file at `path` (empty when it has none); errors name
    /// the file, line and column like the lint settings' do.
    package static func leaksSection(path: String) throws -> LeaksSection {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw LintDriverError.badConfiguration(file: path, reason: "cannot read it (\(error.localizedDescription))")
        }
        let document: Any?
        do { document = try Yams.load(yaml: text) } catch { throw yamlError(error, file: path) }
        var section = LeaksSection()
        guard let top = document as? [String: Any], let value = top["leaks"], !(value is NSNull) else { return section }
        let outer = Settings(yaml: text, file: path, knownRules: [], map: top)
        guard let map = value as? [String: Any] else {
            throw outer.fail("'leaks' must be a mapping of settings", at: "leaks")
        }
        let settings = Settings(yaml: text, file: path, knownRules: [], map: map)
        for key in map.keys.sorted() where leaksKeys[key] == nil {
            let known = leaksKeys.keys.sorted()
            let hint =
                UnknownRule.suggestion(for: key, known: Set(known)).map { "did you mean '\($0)'?" }
                ?? "known: \(known.joined(separator: ", "))"
            throw settings.fail("unknown leaks setting '\(key)'; \(hint)", at: key)
        }
        for (key, kind) in leaksKeys where !kind.isEmpty {
            if let values = try settings.strings(key) { section.ignored[kind] = values }
        }
        if let value = map["harness_list"], !(value is NSNull) {
            guard let flag = value as? Bool else {
                throw settings.fail("'harness_list' must be true or false", at: "harness_list")
            }
            section.harnessList = flag
        }
        if let values = try settings.strings("fail_on") {
            for value in values where !failOnValues.contains(value) {
                throw settings.fail(
                    "'fail_on' takes \(failOnValues.joined(separator: ", ")), not '\(value)'", at: value)
            }
            section.failOn = values
        }
        return section
    }

    /// The configuration a YAML text describes.
    package static func parse(yaml: String, file: String, knownRules: Set<String>) throws -> LintConfiguration {
        let document: Any?
        do { document = try Yams.load(yaml: yaml) } catch {
            throw yamlError(error, file: file)
        }
        var configuration = LintConfiguration()
        guard let document else { return configuration }  // an empty file means the defaults
        let settings = Settings(yaml: yaml, file: file, knownRules: knownRules, map: document as? [String: Any] ?? [:])
        guard document is [String: Any] else {
            throw settings.fail("expected a mapping of settings (\(keys.joined(separator: ", ")))")
        }
        try settings.checkKeys()
        if let enabled = try settings.ruleIDs("enabled_rules") { configuration.enabledRules = Set(enabled) }
        if let disabled = try settings.ruleIDs("disabled_rules") { configuration.disabledRules = Set(disabled) }
        if let optIn = try settings.ruleIDs("opt_in_rules") { configuration.optInRules = Set(optIn) }
        try settings.readSeverities(into: &configuration)
        if let apis = try settings.strings("non_escaping_apis") { configuration.nonEscapingAPIs = apis }
        if let excluded = try settings.strings("excluded") { configuration.excludedPaths = excluded }
        if let value = settings.map["closure_keepers"], !(value is NSNull) {
            guard let map = value as? [String: Any] else {
                throw settings.fail(
                    "'closure_keepers' must be a mapping with keepers and holders lists (see capcheck rules "
                        + "--libraries)",
                    at: "closure_keepers")
            }
            do {
                configuration.closureKeepers = try ClosureKeepers.parse(map, file: file)
            } catch let error as ClosureKeepers.InvalidKnowledge {
                throw LintDriverError.badConfiguration(file: error.file, reason: error.reason)
            }
        }
        if let value = settings.map["fail_on_incomplete"], !(value is NSNull) {
            guard let flag = value as? Bool else {
                throw settings.fail("'fail_on_incomplete' must be true or false", at: "fail_on_incomplete")
            }
            configuration.failOnIncomplete = flag
        }
        if let value = settings.map["sdk"], !(value is NSNull) {
            guard let given = value as? String, !given.isEmpty else {
                throw settings.fail("'sdk' must be the path of an Apple SDK folder or stand-in", at: "sdk")
            }
            if given == AppleSDK.standInName {
                configuration.sdk = given
            } else {
                let base = (SourceTreeWalker.absolutePath(file) as NSString).deletingLastPathComponent
                do {
                    configuration.sdk = try AppleSDK(path: given, source: .configuration, relativeTo: base).path
                } catch {
                    throw settings.fail(error.description, at: "sdk")
                }
            }
        }
        return configuration
    }

    /// The settings of one file, read value by value; every mistake is an error at its place.
    private struct Settings {
        var yaml: String
        var file: String
        var knownRules: Set<String>
        var map: [String: Any]

        /// An error at `word`'s line and column when it can be found in the text.
        func fail(_ reason: String, at word: String? = nil) -> LintDriverError {
            guard let word, let (line, column) = position(of: word, in: yaml) else {
                return .badConfiguration(file: file, reason: reason)
            }
            return .badSetting(file: file, line: line, column: column, reason: reason)
        }

        /// Every key is a known setting; a misspelt one names the setting that was meant.
        func checkKeys() throws {
            for key in map.keys.sorted() where !keys.contains(key) {
                let hint =
                    UnknownRule.suggestion(for: key, known: Set(keys)).map { "did you mean '\($0)'?" }
                    ?? "known: \(keys.joined(separator: ", "))"
                throw fail("unknown setting '\(key)'; \(hint)", at: key)
            }
        }

        /// A list of strings (a single string is a list of one); nil when the key is absent.
        func strings(_ key: String) throws -> [String]? {
            guard let value = map[key] else { return nil }
            if value is NSNull { return [] }
            if let single = value as? String { return [single] }
            guard let list = value as? [Any] else { throw fail("'\(key)' must be a list of strings", at: key) }
            return try list.map { item in
                guard let s = item as? String else {
                    throw fail("'\(key)' must be a list of strings, found \(item)", at: key)
                }
                return s
            }
        }

        func unknownRule(_ id: String, in key: String) -> LintDriverError {
            let (line, column) = position(of: id, in: yaml) ?? (1, 1)
            return .badSetting(
                file: file, line: line, column: column,
                reason: UnknownRule.message(id, in: "'\(key)'", known: knownRules))
        }

        /// A list of known rule ids.
        func ruleIDs(_ key: String) throws -> [String]? {
            guard let ids = try strings(key) else { return nil }
            for id in ids where !knownRules.contains(id) { throw unknownRule(id, in: key) }
            return ids
        }

        /// `severities`: a rule id to note, warning, error or off (`off` disables the rule).
        func readSeverities(into configuration: inout LintConfiguration) throws {
            guard let value = map["severities"], !(value is NSNull) else { return }
            guard let severities = value as? [String: Any] else {
                throw fail("'severities' must map rule ids to note, warning, error or off", at: "severities")
            }
            for (id, level) in severities {
                guard knownRules.contains(id) else { throw unknownRule(id, in: "severities") }
                let name = (level as? String) ?? ((level as? Bool) == false ? "off" : "\(level)")
                if name == "off" {
                    configuration.disabledRules.insert(id)
                } else if let severity = Severity(rawValue: name) {
                    configuration.severities[id] = severity
                } else {
                    throw fail("severity of '\(id)' must be note, warning, error or off, not '\(name)'", at: id)
                }
            }
        }
    }
}

/// A YAML syntax error at the line and column the parser stopped at, with the parser's words
/// ("did not find expected ',' or ']'") rather than its multi-line dump of the text.
package func yamlError(_ error: any Error, file: String) -> LintDriverError {
    guard let error = error as? YamlError else {
        return .badConfiguration(file: file, reason: "not valid YAML: \(error)")
    }
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
        .composer(let context, let problem, let mark, _):
        let reason = "not valid YAML: " + problem + (context.map { " (\($0.text))" } ?? "")
        return .badSetting(file: file, line: mark.line, column: mark.column, reason: reason)
    default:
        return .badConfiguration(file: file, reason: "not valid YAML: \(error)")
    }
}

/// 1-based line and column of the first occurrence of `word` in `text` as a whole word (not part of
/// a longer rule id), for errors that point at a setting.
package func position(of word: String, in text: String) -> (line: Int, column: Int)? {
    func isIDCharacter(_ c: Character?) -> Bool {
        c.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } ?? false
    }
    var line = 1
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var searchStart = row.startIndex
        while let range = row.range(of: word, range: searchStart..<row.endIndex) {
            let before = range.lowerBound == row.startIndex ? nil : row[row.index(before: range.lowerBound)]
            let after = range.upperBound == row.endIndex ? nil : row[range.upperBound]
            if !isIDCharacter(before) && !isIDCharacter(after) {
                return (line, row.utf8.distance(from: row.startIndex, to: range.lowerBound) + 1)
            }
            searchStart = range.upperBound
        }
        line += 1
    }
    return nil
}

extension RuleRegistry {
    /// Every rule id.
    package static var ids: Set<String> { Set(all.map { $0.description.id }) }
}

extension LintConfiguration {
    /// A canonical text of everything that changes which findings a file gets (cache keys use
    /// it; `excludedPaths` only changes which files are linted, so it is left out).
    package var fingerprint: String {
        var parts: [String] = []
        parts.append("enabled=" + (enabledRules.map { $0.sorted().joined(separator: ",") } ?? "*"))
        parts.append("disabled=" + disabledRules.sorted().joined(separator: ","))
        parts.append("optIn=" + optInRules.sorted().joined(separator: ","))
        parts.append(
            "severities=" + severities.keys.sorted().map { "\($0):\(severities[$0]!.rawValue)" }.joined(separator: ","))
        parts.append("nonEscaping=" + nonEscapingAPIs.joined(separator: ","))
        if closureKeepers != ClosureKeepers() { parts.append("keepers=" + closureKeepers.fingerprint) }
        if let sdk { parts.append("sdk=" + sdk) }
        return parts.joined(separator: ";")
    }
}
