import CaptureAnalyzer
import Findings
import Foundation
import Rules
import SwiftParser
import SwiftSyntax

/// Runs the Swift rules over Swift files: parse with swift-syntax, no compiler, no build.
package struct SwiftLinter: Sendable {
    /// The Swift rules, in documentation order.
    package static var rules: [any SwiftLintRule.Type] { RuleRegistry.swift }

    /// The configuration every file is linted with (enabled rules, severities).
    package var configuration: LintConfiguration
    /// The run's type index, read when a file first needs it.
    private let read: SwiftModuleRead
    /// Types declared anywhere in the run, so an extension's `self` is known to be a value or not.
    package var types: SwiftTypeIndex { read.index }
    /// `types.fingerprint`, computed once: part of every Swift file's cache key.
    package var typesFingerprint: String { read.fingerprint }

    /// A linter with a configuration and the run's type index.
    package init(configuration: LintConfiguration = .init(), types: SwiftTypeIndex = .init()) {
        self.init(configuration: configuration, read: SwiftModuleRead(types))
    }

    /// A linter with a configuration and the run's type index, read on first use.
    package init(configuration: LintConfiguration, read: SwiftModuleRead) {
        self.configuration = configuration
        self.read = read
    }

    /// Lints `source` as the file at `path`. Swift's parser recovers from any text, so this
    /// never fails: code it cannot make sense of yields no finding.
    package func lint(source: String, path: String) -> FileLintResult {
        lint(model(source: source, path: path))
    }

    /// The file parsed: the tree the module read kept, when the file has not changed since.
    package func model(source: String, path: String) -> SwiftSourceModel {
        if let read = types.trees[path], read.source == source {
            return SwiftSourceModel(tree: read.tree, path: path, types: types, nodes: read.nodes)
        }
        return SwiftSourceModel(source: source, path: path, types: types)
    }

    /// Lints a parsed file.
    package func lint(_ model: SwiftSourceModel) -> FileLintResult {
        var model = model
        if configuration.closureKeepers != ClosureKeepers() {
            model.keepers = ClosureKeepers.bundled.adding(configuration.closureKeepers)
        }
        let path = model.file
        var findings: [Finding] = []
        for rule in Self.rules where configuration.isEnabled(rule.ruleID) {
            var found = rule.init().check(model)
            if let severity = configuration.severities[rule.ruleID] {
                for i in found.indices { found[i].severity = severity }
            }
            findings += found
        }
        var seen = Set<String>()
        findings = findings.filter { seen.insert("\($0.rule)|\($0.line)|\($0.column)").inserted }
        findings.sort { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
        return FileLintResult(file: path, findings: findings, blocks: model.closures.count)
    }

    /// Lints the Swift file at `path`. Throws `AnalysisError.unreadable` when it cannot be read.
    package func lint(file path: String) throws -> FileLintResult {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AnalysisError.unreadable(file: path, reason: "cannot read the file")
        }
        return lint(source: String(decoding: data, as: UTF8.self), path: path)
    }

    /// True for the paths the Swift linter reads (`.swift`).
    package static func handles(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// The Swift examples of the rules reported under `id`: (triggering, non-triggering).
    package static func examples(for id: String) -> (triggering: [String], nonTriggering: [String]) {
        let matching = rules.filter { $0.ruleID == id }
        // (Closures, not key paths: a key path to a static member of an existential metatype
        // crashes the 6.3 compiler.)
        return (matching.flatMap { $0.swiftTriggeringExamples }, matching.flatMap { $0.swiftNonTriggeringExamples })
    }
}

extension SwiftLinter {
    /// The driver's cached result for one Swift file. A file the parser had to recover from is
    /// marked incomplete with its first syntax error: findings in the rest still stand.
    ///
    /// The file is analysed on a thread with a large stack, as Objective-C files are: a crash
    /// there (a bug, or recursion deeper than any stack) is an error for this file, and the rest
    /// of the run goes on.
    package func cacheEntry(source: String, path: String) -> ResultCache.Entry {
        do {
            return try SourceAnalyzer.withLargeStack(file: path) { [self] in
                let model = model(source: source, path: path)
                let result = lint(model)
                let incomplete = model.firstSyntaxError.map {
                    IncompleteFile(file: path, reason: .parseError, message: $0.message, line: $0.line)
                }
                return ResultCache.Entry(
                    findings: result.findings, blocks: result.blocks, error: nil, incomplete: incomplete,
                    lostCode: nil, dependencies: [])
            }
        } catch {
            let message = (error as? AnalysisError)?.reason ?? "\(error)"
            return ResultCache.Entry(
                findings: [], blocks: 0, error: message, incomplete: nil, lostCode: nil, dependencies: [])
        }
    }
}

extension SwiftTypeIndex {
    /// The types declared in the Swift files at `paths` (unreadable files add nothing), and
    /// what each module declares about them: every file is parsed on `jobs` threads.
    package init(files paths: [String], jobs: Int = 1) {
        self.init()
        let sources = parallelMap(count: paths.count, jobs: max(1, jobs)) { i in
            FileManager.default.contents(atPath: paths[i]).map { String(decoding: $0, as: UTF8.self) }
        }
        for source in sources { if let source { add(source: source) } }
        let kinds = self
        // Each tree with its nodes, which the module read's models and the lint's share.
        let parsed = parallelMap(count: paths.count, jobs: max(1, jobs)) { i in
            sources[i].map { source in
                let tree = Parser.parse(source: source)
                return (tree: tree, nodes: SwiftNodes(tree: tree, path: paths[i]))
            }
        }
        let read = zip(paths, parsed).compactMap { path, file in file.map { (path: path, tree: $0.tree) } }
        let nodes = parsed.compactMap { $0?.nodes }
        // Read on a large stack like each file; should it crash, files are judged one by one.
        module =
            (try? SourceAnalyzer.withLargeStack(file: "") {
                SwiftModuleFacts.build(trees: read, kinds: kinds, nodes: nodes, jobs: jobs)
            }) ?? SwiftModuleFacts()
        // Kept for the lint pass while they are few enough: a tree takes about ten times its text.
        let bytes = sources.reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        guard bytes <= Self.keptTreeBytes else { return }
        for (i, path) in paths.enumerated() {
            if let source = sources[i], let file = parsed[i] { trees[path] = (source, file.tree, file.nodes) }
        }
    }

    /// Up to this much source text, the parsed trees are kept from the module read to the lint.
    package static let keptTreeBytes = 24 << 20

    /// Changes whenever a name, kind, member or method summary changes: part of the cache key
    /// of every Swift file.
    package var fingerprint: String {
        let names = kinds.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }
        let facts = module.types.sorted { $0.key < $1.key }.map { key, facts in
            key + ":"
                + facts.properties.sorted { $0.key < $1.key }.map {
                    "\($0.key)=\($0.value.strength)/\($0.value.typeName ?? "")/\($0.value.isOutlet)"
                }
                .joined(separator: ",")
                + ";\(facts.declaresInitializer);"
                + facts.resultStores.map { "\($0.name)(\($0.labels.joined(separator: ":")))=\($0.label)" }.sorted()
                .joined(separator: ",")
        }
        // What each module imports decides which module's type a name is.
        let imports = module.imports.sorted { $0.key < $1.key }.map { "\($0.key)<-\($0.value.sorted())" }
        return SHA256.hex((names + facts + imports + [module.ownership.fingerprint]).joined(separator: "\n"))
    }
}
