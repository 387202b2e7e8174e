import ArgumentParser
import CaptureAnalyzer
import ClangFrontend
import Explain
import Findings
import Foundation
import LintDriver
import Reporting
import SwiftFrontend

/// `capcheck explain`: Show what every block or closure captures and the layout the compiler builds.
struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show what every block or Swift closure captures and the layout the compiler builds.",
        discussion: """
            For each block literal: where it is, whether it is a global or a stack block and why, \
            each captured variable (value, pointer, byref or global; strong, weak, unretained or \
            none) with a one-line reason, and the structures the compiler builds for it, written \
            the way `clang -rewrite-objc` writes them. The language comes from the extension: \
            .c C, .m Objective-C (ARC), .mm Objective-C++, .h Objective-C.

            For each Swift closure (.swift files, and the .swift files inside a directory): \
            whether it escapes, each capture (value, box or address; strong, weak, unowned, \
            unowned(unsafe) or none; from the capture list or not; self explicit or implicit) and \
            the context it allocates, as swiftc itself answers: the file is compiled on its own \
            (Swift 5 mode, as a library unless it has top-level code) with -dump-ast and \
            -emit-sil -Onone. Flags after `--` go to swiftc (-I DIR, -D X, -Xcc …, -Xswiftc X); \
            .swift files after `--` are other sources of the same module. --package DIR takes the \
            flags and sources SwiftPM used for the file's module from DIR/.build (build first).

            Exit status: 0 when at least one file was explained (each file that could not be is an \
            error on standard error, in clang's shape), 2 when none could be.
            """
    )

    /// Output formats of `explain`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, html, dot
    }

    @Option(
        name: .shortAndLong,
        help: "Output format (html: a self-contained page for a class; dot: a Graphviz graph of the captures).")
    var format: Format = .text

    @OptionGroup var outputOptions: OutputOptions

    @Flag(
        name: .customLong("no-layout"), help: "Leave the block structures and closure contexts out of the text output.")
    var noLayout = false

    @Option(
        name: .customLong("package"),
        help: ArgumentHelp(
            "Explain Swift files with the flags SwiftPM used to build them (a built package directory).",
            valueName: "dir"))
    var packageDirectory: String?

    @OptionGroup var compiler: CompilerOptions

    @Argument(
        help: ArgumentHelp(
            "C / Objective-C / Swift files (or directories of Swift files) to explain, then `-- compiler flags`.",
            valueName: "file"))
    var files: [String] = []

    func validate() throws {
        if CompilerOptions.split(files).inputs.isEmpty { throw ValidationError("give at least one file to explain") }
    }

    func run() async throws {
        try outputOptions.checkWritable()
        try compiler.checkDatabase()
        let (given, flags) = CompilerOptions.split(files)
        let package = try packageDirectory.map { directory in
            do { return try SwiftPackageFlags(packageDirectory: directory) } catch {
                throw CommandFailure(.error("--package: \(error)", file: directory))
            }
        }
        let analyzer = projectAnalyzer(
            for: Self.expand(given),
            options: compiler.analyzerOptions(flags: flags, sdk: try await compiler.resolvedSDK()))
        var entries: [ExplainedFile] = []
        var failures: [ExplainFailure] = []
        var warnings: [Diagnostic] = []
        var pages: [ExplainHTML.Page] = []
        var swiftPages: [ExplainHTML.SwiftPage] = []
        for file in Self.expand(given) {
            // Checked at the door, in the words every command uses.
            if let problem = readProblem(file) {
                failures.append(ExplainFailure(file: file, message: problem))
                continue
            }
            if file.hasSuffix(".swift") {
                var swiftFlags = flags
                if let package { swiftFlags = package.flags(for: file) + flags }
                do {
                    let analysis = try await SwiftClosureAnalyzer(
                        options: SwiftAnalyzerOptions(compilerFlags: swiftFlags)
                    ).analyze(file: file)
                    entries.append(.closures(analysis))
                    if format == .html {
                        swiftPages.append(
                            ExplainHTML.SwiftPage(
                                analysis: analysis, source: (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""))
                    }
                } catch let error as SwiftAnalysisError {
                    failures.append(ExplainFailure(file: file, message: error.description))
                } catch {
                    failures.append(ExplainFailure(file: file, message: "\(error)"))
                }
                continue
            }
            do {
                let (explained, page, incomplete) = try explainCFamily(file, with: analyzer)
                entries.append(.blocks(explained))
                if let page { pages.append(page) }
                if let incomplete {
                    warnings.append(
                        .warning(
                            "analysis incomplete (\(incomplete.reason.rawValue)): \(incomplete.message)",
                            file: incomplete.file, line: incomplete.line))
                }
            } catch let error as AnalysisError {
                failures.append(ExplainFailure(file: error.file, message: error.reason))
            } catch {
                failures.append(ExplainFailure(file: file, message: "\(error)"))
            }
        }
        try outputOptions.write(render(entries, failures: failures, pages: pages, swiftPages: swiftPages))
        let diagnostics = failures.map { Diagnostic.error($0.message, file: $0.file, line: $0.line, column: $0.column) }
        if entries.isEmpty { throw CommandFailure(diagnostics) }
        Console.report(warnings + diagnostics)
    }

    /// An analyzer that gives each C-family file among `files` what its project gives it in a
    /// lint: the headers of its checkout, its prefix header, the macros of its build settings.
    private func projectAnalyzer(for files: [String], options: AnalyzerOptions) -> SourceAnalyzer {
        var options = options
        options.projects = ProjectHeaders.roots(of: files.filter { !$0.hasSuffix(".swift") }).map {
            ProjectHeaders(root: $0)
        }
        return SourceAnalyzer(options: options)
    }

    /// A C-family file's blocks, its HTML page when that is the format, and the first cause lint
    /// would give for its analysis being incomplete. Explaining reads the translation unit too: a
    /// crash there is this file's error.
    private func explainCFamily(_ file: String, with analyzer: SourceAnalyzer) throws -> (
        FileExplanation, ExplainHTML.Page?, IncompleteFile?
    ) {
        let html = format == .html
        return try SourceAnalyzer.withLargeStack(file: file) { [analyzer] in
            let analysis = try analyzer.analyze(file: file)
            let project = analyzer.project(for: file)
            let incomplete = LintDriver.firstCauseOfIncompleteness(
                file, analysis: analysis,
                missingHeaders: LintDriver.includedFiles(
                    LintDriver.inclusions(of: analysis.unit), project: project, sdk: analyzer.options.sdk
                ).missing,
                project: project, analyzer: analyzer)
            guard html else { return (Explainer.explain(analysis), nil, incomplete) }
            let source = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            let findings = Linter(analyzer: analyzer).lint(analysis).findings
            return (
                Explainer.explain(analysis), ExplainHTML.Page(analysis: analysis, source: source, findings: findings),
                incomplete
            )
        }
    }

    private func render(
        _ entries: [ExplainedFile], failures: [ExplainFailure], pages: [ExplainHTML.Page],
        swiftPages: [ExplainHTML.SwiftPage]
    ) -> String {
        switch format {
        case .json:
            return ExplainJSON.render(entries: entries, failures: failures)
        case .html:
            return ExplainHTML.render(pages, swift: swiftPages)
        case .dot:
            return ExplainDOT.render(entries: entries)
        case .text:
            // Compiler errors inside a file stay beside its blocks, coloured like clang's.
            let texts = entries.map { entry -> String in
                switch entry {
                case .blocks(let file): return ExplainText.render(file, layout: !noLayout)
                case .closures(let analysis): return SwiftExplainText.render(analysis, layout: !noLayout)
                }
            }
            return outputOptions.palette.diagnostics(texts.joined(separator: "\n"))
        }
    }

    /// Inputs with each directory replaced by the Swift files under it, sorted.
    static func expand(_ inputs: [String]) -> [String] {
        inputs.flatMap { input -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue,
                let walker = FileManager.default.enumerator(atPath: input)
            else { return [input] }
            let found = walker.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift") && !$0.hasPrefix(".build/") && !$0.contains("/.build/")
            }
            // A directory without Swift files stays, to be reported as one.
            return found.isEmpty ? [input] : found.sorted().map { (input as NSString).appendingPathComponent($0) }
        }
    }
}
