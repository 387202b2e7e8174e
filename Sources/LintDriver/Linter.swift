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

    /// A result from its parts.
    package init(file: String, findings: [Finding], blocks: Int, withheld: [Finding] = []) {
        self.file = file
        self.findings = findings
        self.blocks = blocks
        self.withheld = withheld
    }
}

/// Runs the enabled rules over files. Safe to use from several threads at once: each call parses
/// its own translation unit.
package struct Linter: Sendable {
    /// The configuration every file is linted with.
    package var configuration: LintConfiguration
    /// The analyzer that parses files.
    package var analyzer: SourceAnalyzer

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
        let model = SourceModel(analysis, nonEscapingAPIs: configuration.nonEscapingAPIs)
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
        let broken = Self.bodiesWithErrors(analysis, model: model)
        let withheld = findings.filter { f in broken.contains { $0.contains(f.line) } }
        if !withheld.isEmpty { findings.removeAll { f in broken.contains { $0.contains(f.line) } } }
        return FileLintResult(
            file: analysis.file, findings: findings, blocks: analysis.blocks.count, withheld: withheld)
    }

    /// Line ranges of the functions and methods of the main file in which clang reported an error.
    package static func bodiesWithErrors(_ analysis: FileAnalysis, model: SourceModel) -> [ClosedRange<Int>] {
        let errorLines = analysis.diagnostics.filter { $0.isInMainFile && $0.severity >= .error }.map(\.location.line)
        guard !errorLines.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        func visit(_ node: ASTNode) {
            switch node.kind {
            case CXCursor_FunctionDecl, CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl,
                CXCursor_CXXMethod, CXCursor_Constructor, CXCursor_Destructor:
                let extent = node.cursor.extent
                let (first, last) = (extent.start.line, extent.end.line)
                if first > 0, last >= first, errorLines.contains(where: { (first...last).contains($0) }) {
                    ranges.append(first...last)
                }
            case CXCursor_ObjCImplementationDecl, CXCursor_ObjCCategoryImplDecl, CXCursor_Namespace,
                CXCursor_ClassDecl, CXCursor_StructDecl, CXCursor_UnexposedDecl:
                node.children.forEach(visit)
            default:
                break
            }
        }
        model.roots.forEach(visit)
        return ranges
    }
}
