import CClang
import CaptureAnalyzer
import Findings
import Rules

/// The findings for one file, and how many block literals it has (the run's summary counts them).
package struct FileLintResult: Sendable {
    /// The file as given.
    package var file: String
    /// Findings in source order.
    package var findings: [Finding]
    /// Number of block literals in the file.
    package var blocks: Int
    /// Findings not reported because they lie in a function or method where clang reported an
    /// error: they would rest on code clang could not compile (a declaration from a missing
    /// header, a statement it dropped).
    package var withheld: [Finding] = []
    /// Other files of the run whose method implementations the findings rest on.
    package var consulted: [String] = []

    /// A result from its parts.
    package init(file: String, findings: [Finding], blocks: Int, withheld: [Finding] = [], consulted: [String] = []) {
        self.file = file
        self.findings = findings
        self.blocks = blocks
        self.withheld = withheld
        self.consulted = consulted
    }
}

/// Runs the enabled rules over files. Safe to use from several threads at once: each call parses
/// its own translation unit.
package struct Linter: Sendable {
    /// The configuration every file is linted with.
    package var configuration: LintConfiguration
    /// The analyzer that parses files.
    package var analyzer: SourceAnalyzer
    /// The run's Objective-C implementations, for methods of `self` implemented in another file
    /// (a superclass's); nil reads each file alone.
    package var implementations: ObjCImplementations?

    /// A linter with a configuration and an analyzer.
    package init(configuration: LintConfiguration = .init(), analyzer: SourceAnalyzer = .init()) {
        self.configuration = configuration
        self.analyzer = analyzer
    }

    /// Lints the file at `path`. Throws `AnalysisError` when it cannot be analysed.
    package func lint(file path: String) throws -> FileLintResult {
        lint(try analyzer.analyze(file: path))
    }

    /// Lints `source` as if it were the file at `path` (tests, editors, examples).
    package func lint(source: String, path: String) throws -> FileLintResult {
        lint(try analyzer.analyze(source: source, path: path))
    }

    /// Lints an analysis already made.
    package func lint(_ analysis: FileAnalysis) -> FileLintResult {
        // The same list of library keepers as the Swift rules read: bundled, then `.capcheck.yml`'s.
        let keepers =
            configuration.closureKeepers == ClosureKeepers()
            ? ClosureKeepers.bundled : ClosureKeepers.bundled.adding(configuration.closureKeepers)
        let model = SourceModel(analysis, nonEscapingAPIs: configuration.nonEscapingAPIs, keepers: keepers)
        model.implementations = implementations
        let context = LintContext(configuration: configuration, model: model)
        var findings: [Finding] = []
        for rule in RuleRegistry.objectiveC where configuration.isEnabled(rule.description.id) {
            var found = rule.init().check(analysis, context: context)
            if let severity = configuration.severities[rule.description.id] {
                for i in found.indices { found[i].severity = severity }
            }
            findings += found
        }
        // One finding per rule and position: two paths to the same bug are one bug.
        var seen = Set<String>()
        findings = findings.filter { seen.insert("\($0.rule)|\($0.file)|\($0.line)|\($0.column)").inserted }
        findings.sort { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
        let errorLines = model.errorLines
        let broken = errorLines.isEmpty ? [] : Self.bodiesWithErrors(model, errorLines: errorLines)
        var withheld: [Finding] = []
        var kept: [Finding] = []
        for var finding in findings {
            guard let body = broken.first(where: { $0.lines.contains(finding.line) }) else {
                kept.append(finding)
                continue
            }
            guard
                let note = Self.errorsApart(
                    from: finding, in: body, errorLines: errorLines, analysis: analysis, model: model)
            else {
                withheld.append(finding)
                continue
            }
            finding.notes.append(note)
            kept.append(finding)
        }
        return FileLintResult(
            file: analysis.file, findings: kept, blocks: analysis.blocks.count, withheld: withheld,
            consulted: model.consultedFiles.sorted())
    }

    /// A note saying where clang's errors are, when they lie in `finding`'s method but apart from
    /// what the finding rests on; nil when the finding must be withheld. A finding stays only
    /// when no error is on a line one of its notes points at, when no erroneous line (whose
    /// statement clang dropped) names a member the cycle goes through, and when no erroneous line
    /// inside the block lets go of anything: a dropped `self.handler = nil` or `removeObserver:`
    /// there could have broken it. A registration never removed (`observer-retains-self` naming
    /// no cycle) stays only when no erroneous line is in the block and none lets go of anything.
    static func errorsApart(
        from finding: Finding, in body: (node: ASTNode, lines: ClosedRange<Int>), errorLines: Set<Int>,
        analysis: FileAnalysis, model: SourceModel
    ) -> FindingNote? {
        let errorLines = errorLines.filter { body.lines.contains($0) }
        let blocks = model.blocks.map { $0.node.cursor.extent }.filter {
            $0.start.line <= finding.line && finding.line <= $0.end.line
        }
        let pointed = Set([finding.line] + finding.notes.filter { $0.file == finding.file }.map(\.line))
        if errorLines.contains(where: { pointed.contains($0) }) { return nil }
        let tokens = analysis.unit.tokens(in: body.node.cursor.extent)
        // An erroneous statement inside the block (a message from a category of a pod the tree
        // lacks) was dropped; it could have broken the cycle only by letting go of something:
        // assigning nil, or a call that removes, cancels, invalidates or releases.
        let inBlock = errorLines.filter { line in blocks.contains { $0.start.line <= line && line <= $0.end.line } }
        if tokens.contains(where: { inBlock.contains($0.location.line) && Self.letsGo($0.spelling) }) { return nil }
        // A finding that names no cycle (a registration nothing removes) rests on no member: any
        // dropped statement of the method that lets go of something could be the removal.
        // Only a registration's: another rule's claim without a cycle (a thread's run loop, a nil
        // check) may rest on any statement of the method.
        guard let cycle = finding.cycle else {
            guard finding.rule == "observer-retains-self", inBlock.isEmpty,
                !tokens.contains(where: { errorLines.contains($0.location.line) && Self.letsGo($0.spelling) })
            else { return nil }
            return Self.errorsNote(for: finding, errorLines: errorLines, inBlock: false, names: false)
        }

        let generic: Set<String> = ["self", "block", "token", "observer", "timer", "the", "strong", "weak"]
        let names = Set(
            cycle.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init) }
                .filter { !generic.contains($0) }
                .flatMap { [$0, SourceModel.memberKey($0)] })
        if tokens.contains(where: { errorLines.contains($0.location.line) && names.contains($0.spelling) }) {
            return nil
        }
        return Self.errorsNote(for: finding, errorLines: errorLines, inBlock: !inBlock.isEmpty, names: true)
    }

    /// The note of a finding kept beside clang's errors on `errorLines` of its method, saying why
    /// they cannot change it.
    private static func errorsNote(for finding: Finding, errorLines: Set<Int>, inBlock: Bool, names: Bool)
        -> FindingNote
    {
        let lines = errorLines.sorted().prefix(3).map(String.init).joined(separator: ", ")
        let why =
            !names
            ? "none of them lets go of anything"
            : inBlock
                ? "none of them names what the cycle goes through or lets go of anything"
                : "none of them is in the block or names what the cycle goes through"
        return FindingNote(
            file: finding.file, line: finding.line, column: finding.column,
            message: "clang could not compile other statements of this method (line\(errorLines.count == 1 ? "" : "s") "
                + "\(lines)\(errorLines.count > 3 ? ", …" : "")); \(why)")
    }

    /// True for a token of a statement that may let go of an object: `nil`, `NULL`, or a call
    /// named for removing, cancelling, invalidating, stopping, clearing or releasing.
    static func letsGo(_ token: String) -> Bool {
        if token == "nil" || token == "NULL" || token == "Nil" || token == "nullptr" { return true }
        let lowered = token.lowercased()
        return [
            "remove", "cancel", "invalidate", "stop", "clear", "reset", "release", "dispose", "unsubscribe",
            "unregister", "teardown", "tear", "finish", "complete", "close",
        ].contains { lowered.hasPrefix($0) }
    }

    /// The functions and methods of the main file in which clang reported an error (on one of
    /// `errorLines`), with their line ranges.
    package static func bodiesWithErrors(_ model: SourceModel, errorLines: Set<Int>) -> [(
        node: ASTNode, lines: ClosedRange<Int>
    )] {
        var bodies: [(node: ASTNode, lines: ClosedRange<Int>)] = []
        func visit(_ node: ASTNode) {
            switch node.kind {
            case CXCursor_FunctionDecl, CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl,
                CXCursor_CXXMethod, CXCursor_Constructor, CXCursor_Destructor:
                let extent = node.cursor.extent
                let (first, last) = (extent.start.line, extent.end.line)
                if first > 0, last >= first, errorLines.contains(where: { (first...last).contains($0) }) {
                    bodies.append((node, first...last))
                }
            case CXCursor_ObjCImplementationDecl, CXCursor_ObjCCategoryImplDecl, CXCursor_Namespace,
                CXCursor_ClassDecl, CXCursor_StructDecl, CXCursor_UnexposedDecl:
                node.children.forEach(visit)
            default:
                break
            }
        }
        model.roots.forEach(visit)
        return bodies
    }
}
