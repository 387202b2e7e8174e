import Dispatch
import Foundation

/// Why a Swift file could not be explained.
public enum SwiftAnalysisError: Error, Sendable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable(file: String, reason: String)
    /// No `swiftc` to ask.
    case compilerMissing(hint: String)
    /// The compiler refused the file; `diagnostics` is what it printed.
    case doesNotCompile(file: String, diagnostics: String)
    /// The compiler could not be run, or gave output that cannot be read.
    case compilerFailed(file: String, reason: String)

    /// The file the error is about (empty for a missing compiler).
    public var file: String {
        switch self {
        case .unreadable(let file, _), .doesNotCompile(let file, _), .compilerFailed(let file, _): return file
        case .compilerMissing: return ""
        }
    }

    /// One sentence (the compiler's diagnostics follow it for `doesNotCompile`).
    public var description: String {
        switch self {
        case .unreadable(_, let reason): return "cannot read the file: \(reason)"
        case .compilerMissing(let hint): return "swiftc not found: \(hint)"
        case .doesNotCompile(_, let diagnostics):
            return
                "the file does not type-check on its own (pass module search paths or other sources after `--`, or "
                + "use --package):\n"
                + diagnostics
        case .compilerFailed(_, let reason): return reason
        }
    }
}

/// Options for explaining Swift files.
public struct SwiftAnalyzerOptions: Sendable {
    /// Extra compiler flags (`-I DIR`, `-D FLAG`, `-Xcc …`; `-Xswiftc X` is taken as `X`).
    /// Arguments ending in `.swift` are other sources of the same module: they are compiled
    /// with the file, and only the file's closures are reported.
    public var compilerFlags: [String]
    /// The `swiftc` to run; nil finds it on PATH.
    public var swiftc: String?

    /// Options with `compilerFlags` and the `swiftc` on PATH.
    public init(compilerFlags: [String] = [], swiftc: String? = nil) {
        self.compilerFlags = compilerFlags
        self.swiftc = swiftc
    }
}

/// Explains the closures of a Swift file with the compiler's own answers: the type-checked
/// AST (`-dump-ast -dump-ast-format json`: closures, whether they escape, capture lists) and
/// the SIL after the mandatory passes (`-emit-sil -Onone`: what each closure function takes
/// as `@closureCapture` arguments, i.e. what its context holds).
public struct SwiftClosureAnalyzer: Sendable {
    /// The options in use.
    public var options: SwiftAnalyzerOptions

    /// An analyzer with `options`.
    public init(options: SwiftAnalyzerOptions = .init()) {
        self.options = options
    }

    /// Analyzes `file`, running the compiler through swift-subprocess. Throws
    /// `SwiftAnalysisError` when it cannot be read or compiled.
    public func analyze(file: String) async throws -> SwiftFileAnalysis {
        let (bytes, swiftc) = try prepare(file)
        let started = DispatchTime.now()
        var library = true
        var (ast, sil) = try await compile(file, swiftc: swiftc, library: true)
        if ast.status != 0 || sil.status != 0, Self.holdsTopLevelCode(ast.stderr + sil.stderr) {
            library = false
            (ast, sil) = try await compile(file, swiftc: swiftc, library: false)
        }
        let compiled = DispatchTime.now()
        let (closures, facts) = try read(file, bytes: bytes, ast: ast, sil: sil)
        let types = await TypeClassifier.make(
            swiftc: swiftc, mangledTypes: closures.values.flatMap { $0.captureTypes.values },
            classBoundProtocols: facts.classBoundProtocols)
        return assemble(
            file, bytes: bytes, swiftc: swiftc, library: library, closures: closures, facts: facts, types: types,
            started: started, compiled: compiled)
    }

    /// The file's bytes and the compiler to run.
    private func prepare(_ file: String) throws -> ([UInt8], String) {
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file))) } catch {
            throw SwiftAnalysisError.unreadable(file: file, reason: (error as NSError).localizedDescription)
        }
        guard let swiftc = options.swiftc ?? ToolRun.find("swiftc") else {
            throw SwiftAnalysisError.compilerMissing(hint: "install a Swift toolchain and put swiftc on PATH")
        }
        return (bytes, swiftc)
    }

    /// The closures of the AST dump and the facts of the SIL, once both compiled.
    private func read(_ file: String, bytes: [UInt8], ast: ToolOutput, sil: ToolOutput) throws -> (
        [Int: ASTClosure], SILModuleFacts
    ) {
        guard ast.status == 0, sil.status == 0 else {
            let diagnostics = ast.status != 0 ? ast.stderr : sil.stderr
            throw SwiftAnalysisError.doesNotCompile(
                file: file, diagnostics: diagnostics.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let closures: [Int: ASTClosure]
        do { closures = try ASTReader.read(Data(ast.stdout.utf8), source: bytes) } catch {
            throw SwiftAnalysisError.compilerFailed(file: file, reason: "cannot read the compiler's AST dump: \(error)")
        }
        return (closures, SILReader.read(sil.stdout))
    }

    private func assemble(
        _ file: String, bytes: [UInt8], swiftc: String, library: Bool, closures: [Int: ASTClosure],
        facts: SILModuleFacts, types: TypeClassifier, started: DispatchTime, compiled: DispatchTime
    ) -> SwiftFileAnalysis {
        var merged = ClosureMerger(file: file, source: bytes, ast: closures, sil: facts, types: types).merge()
        merged.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        ClosureMerger.linkParents(&merged, ast: closures)
        let done = DispatchTime.now()
        return SwiftFileAnalysis(
            file: file, closures: merged, parsedAsLibrary: library,
            commands: [
                [swiftc] + arguments(file, library: library, action: ["-dump-ast", "-dump-ast-format", "json"]),
                [swiftc] + arguments(file, library: library, action: Self.silAction),
            ],
            compilerSeconds: Double(compiled.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9,
            readingSeconds: Double(done.uptimeNanoseconds - compiled.uptimeNanoseconds) / 1e9)
    }

    package static let silAction = ["-emit-sil", "-Onone", "-Xllvm", "-sil-print-debuginfo"]

    /// Whether the compiler refused the file as a library because it has top-level code.
    package static func holdsTopLevelCode(_ diagnostics: String) -> Bool {
        diagnostics.contains("are not allowed at the top level") || diagnostics.contains("top-level code")
    }

    /// Runs the AST dump and SIL emission at the same time.
    private func compile(_ file: String, swiftc: String, library: Bool) async throws -> (ToolOutput, ToolOutput) {
        do {
            async let ast = ToolRun.run(
                swiftc, arguments(file, library: library, action: ["-dump-ast", "-dump-ast-format", "json"]))
            async let sil = ToolRun.run(swiftc, arguments(file, library: library, action: Self.silAction))
            return try await (ast, sil)
        } catch {
            throw SwiftAnalysisError.compilerFailed(file: file, reason: "could not run \(swiftc): \(error)")
        }
    }

    /// The frontend command line: the file as the primary file, other sources beside it, the
    /// Swift 5 language mode unless the flags choose one.
    package func arguments(_ file: String, library: Bool, action: [String]) -> [String] {
        var flags: [String] = []
        var sources: [String] = []
        var iterator = options.compilerFlags.makeIterator()
        while let flag = iterator.next() {
            if flag == "-Xswiftc" {
                if let next = iterator.next() { flags.append(next) }
                continue
            }
            if flag.hasSuffix(".swift") && !flag.hasPrefix("-") {
                sources.append(flag)
                continue
            }
            flags.append(flag)
        }
        var arguments = ["-frontend"] + action
        if library { arguments.append("-parse-as-library") }
        if !flags.contains("-swift-version") { arguments += ["-swift-version", "5"] }
        if !flags.contains("-module-name") { arguments += ["-module-name", Self.moduleName(for: file)] }
        arguments += ["-primary-file", file] + sources.filter { $0 != file } + flags
        return arguments
    }

    /// The module name the driver would pick for a single file: its base name when that is an
    /// identifier, `main` otherwise.
    package static func moduleName(for file: String) -> String {
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        guard let first = base.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
            base.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) })
        else { return "main" }
        return base
    }
}
