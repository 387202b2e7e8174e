import CClang
import ClangFrontend

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses C / Objective-C files with libclang and classifies every block capture.
///
/// Safe to call from several threads at once: each analysis uses its own libclang index.
public struct SourceAnalyzer: Sendable {
    /// How files are parsed.
    public var options: AnalyzerOptions
    private let database: CompilationDatabaseCache?

    /// An analyzer with `options`.
    public init(options: AnalyzerOptions = .init()) {
        _ = LargeStack.libclangOnCallingThread
        self.options = options
        self.database = options.compilationDatabase.map(CompilationDatabaseCache.init(directory:))
    }

    /// Reads and analyzes the file at `path`.
    /// - Throws: `AnalysisError` naming the file when it cannot be read or parsed.
    public func analyze(file path: String) throws -> FileAnalysis {
        guard let language = SourceLanguage(path: path) else { throw AnalysisError.unsupportedLanguage(file: path) }
        let bytes = try SourceFileReader.read(path, limit: options.maxFileSize)
        let text = try SourceFileReader.decode(bytes, path: path)
        return try analyze(
            text: text, bytes: bytes, path: path, language: self.language(of: path, text: text) ?? language)
    }

    /// The language `path` (whose text is `text`) is parsed as: `SourceLanguage(path:source:)`,
    /// and Objective-C++ for a header of a known tree that includes the tree's C++ headers.
    package func language(of path: String, text: String) -> SourceLanguage? {
        let language = SourceLanguage(path: path, source: text)
        guard language == .objectiveC, path.lowercased().hasSuffix(".h"),
            project(for: path)?.cxxHeaders.contains(ProjectHeaders.standardized(path)) == true
        else { return language }
        return .objectiveCxx
    }

    /// Analyzes `source` as if it were the contents of `path` (the extension picks the language).
    /// - Throws: `AnalysisError` naming `path`.
    public func analyze(source: String, path: String) throws -> FileAnalysis {
        guard let language = SourceLanguage(path: path) else { throw AnalysisError.unsupportedLanguage(file: path) }
        let bytes = Array(source.utf8)
        guard bytes.count <= options.maxFileSize else {
            throw AnalysisError.tooLarge(file: path, bytes: bytes.count, limit: options.maxFileSize)
        }
        guard !bytes.contains(0) else { throw AnalysisError.binary(file: path) }
        guard bytes.contains(where: { !SourceFileReader.isWhitespace($0) }) else {
            throw AnalysisError.empty(file: path)
        }
        return try analyze(
            text: source, bytes: bytes, path: path, language: SourceLanguage(path: path, source: source) ?? language)
    }

    /// Builds, one after the other, the SDK shim modules, the tree's own modules and the empty
    /// stand-ins for missing modules that the Objective-C files among `paths` import, with the
    /// arguments those files get, so that parses running in parallel afterwards only read them.
    /// Two parses building the same module at once have made libclang abort the whole process
    /// ("Invalid abbrev number" while reading a module the other was writing), and one lint of a
    /// tree whose files import the tree's own framework hung, its threads waiting for the C
    /// library's allocator inside libclang's crash recovery.
    /// Unreadable files are skipped; a module that fails to build fails again, with its file.
    public func prebuildModules(for paths: [String]) {
        var imports: [String: (language: SourceLanguage, arc: Bool, modules: Set<String>)] = [:]
        for path in paths {
            guard SourceLanguage(path: path)?.isObjectiveC == true,
                let bytes = try? SourceFileReader.read(path, limit: options.maxFileSize),
                let text = try? SourceFileReader.decode(bytes, path: path),
                let language = language(of: path, text: text)
            else { continue }
            let scanned = ImportScanner.scan(text)
            let named = Set(scanned.modules.keys).union(
                scanned.angled.compactMap { $0.split(separator: "/").first.map(String.init) })
            let project = project(for: path)
            let arc = parsesWithARC(path, language: language, source: text)
            // The tree's own modules too (`@import Kit;` with Kit's umbrella in the tree): files
            // of a tree often import their own framework. And the empty stand-ins for modules
            // nothing provides (a test framework: `@import Quick;` in every spec), when imported
            // whole (a stand-in naming submodules differs from file to file).
            let own = Set(scanned.modules.keys).filter { module in
                project?.umbrellas[module] != nil
                    || (!providesModule(module) && scanned.modules[module]?.isEmpty == true)
            }
            // Modules built with ARC and without it are two builds: each is made here.
            let key = (project?.root ?? "") + "|" + (language == .objectiveC ? "m" : "mm") + (arc ? "" : "|mrr")
            imports[key, default: (language, arc, [])].modules.formUnion(named.filter(providesModule).union(own))
        }
        for (key, entry) in imports.sorted(by: { $0.key < $1.key }) where !entry.modules.isEmpty {
            let root = String(key.prefix { $0 != "|" })
            let path = (root.isEmpty ? "." : root) + "/capcheck-modules." + (entry.language == .objectiveC ? "m" : "mm")
            let source = entry.modules.sorted().map { "@import \($0);\n" }.joined()
            let arguments = arguments(for: path, language: entry.language, source: source, arc: entry.arc)
            let projectFiles = projectFiles(for: path, source: source, arguments: arguments)
            _ = try? LargeStack.run {
                try parse(path: path, text: source, arguments: arguments, extraFiles: projectFiles)
            }
        }
    }

    /// Whether the SDK files are parsed against (the real one or the stand-in), or a test
    /// library's stand-in, has the module `name`.
    package func providesModule(_ name: String) -> Bool { shim.providesModule(name) }

    /// The SDK stand-in, with the real SDK in place of its SDK headers when one is chosen.
    package var shim: SDKShim { SDKShim.bundled.using(options.sdk) }

    /// The compiler arguments `path` is parsed with (language flags, then the compilation
    /// database's, then the user's).
    ///
    /// Objective-C is parsed with ARC as `parsesWithARC` decides, or without it when
    /// `manualRetainRelease` says so; flags from the database or the user still win.
    public func arguments(for path: String, language: SourceLanguage, source: String, manualRetainRelease: Bool = false)
        -> [String]
    {
        arguments(
            for: path, language: language, source: source,
            arc: !manualRetainRelease && parsesWithARC(path, language: language, source: source))
    }

    /// Whether the Objective-C file `path` (whose text is `source`) is parsed with ARC: the one
    /// place lint decides it. As Xcode builds it, unless its project builds it with
    /// `-fno-objc-arc`, which lint reads from
    /// - the file's own code: it manages memory by hand (`ManualRetainRelease.isWritten`), or
    ///   its preprocessor tests stop an ARC build with an `#error` (`ARCRequirement`; tests
    ///   that stop a build without ARC keep it, whatever the project says);
    /// - the prefix header Xcode forces into it, whose tests stop an ARC build;
    /// - the podspec above it: `requires_arc = false`, or a list of the files that get ARC that
    ///   leaves it out (`PodspecARC`).
    ///
    /// A parse under ARC that clang rejects with errors only manual retain-release allows is
    /// done again without it (`analyze`).
    package func parsesWithARC(_ path: String, language: SourceLanguage, source: String) -> Bool {
        guard language.isObjectiveC else { return false }
        if ManualRetainRelease.isWritten(in: source) { return false }
        // The file's own word wins over its project's.
        if let requirement = ARCRequirement.of(source) { return requirement == .required }
        guard let project = project(for: path) else { return true }
        return !project.prefixHeaderRefusesARC(for: path) && project.podspecRequiresARC(path) != false
    }

    /// The compiler arguments `path` is parsed with, with ARC or without it.
    private func arguments(for path: String, language: SourceLanguage, source: String, arc: Bool) -> [String] {
        let project = self.project(for: path)
        // A file of a known tree gets its stand-ins in memory (`ProjectHeaders.virtualFiles`).
        var arguments = shim.arguments(
            for: language, source: source, beforeStandIns: project.map { [$0.virtualDirectory] } ?? [],
            virtualStandIns: project?.standInDirectories, arc: arc, hiding: project?.shippedLibraries ?? [])
        if let prefix = project?.prefixHeader(for: path) {
            arguments += ["-include", prefix]
        } else if language.isObjectiveC, Self.isHeader(path), !source.contains("Foundation/Foundation.h") {
            // A header is compiled only inside the files that include it, after their imports:
            // one that uses NSString or NS_ENUM without importing Foundation is read after it.
            arguments += ["-include", "Foundation/Foundation.h"]
        }
        // A header of a module (its module map beside or above it) is parsed as the module's own
        // files are built, with its sibling headers textual (`ModuleMembership`).
        if language.isObjectiveC, Self.isHeader(path),
            let module = ModuleMembership.module(
                containing: ProjectHeaders.standardized(path), upTo: project?.root)
        {
            arguments += ["-fmodule-name=" + module]
        }
        let recorded = database?.arguments(for: path)
        // Without a compilation database, parse as Xcode's Debug configuration does (`DEBUG=1`),
        // unless the user's flags say what DEBUG is.
        if recorded == nil, !Self.mentionsDebug(options.compilerFlags) { arguments += ["-DDEBUG=1"] }
        // The macros the project's build settings define, as that configuration compiles the
        // file (a compilation database records them itself; the user's flags come later and win).
        if recorded == nil, let macros = project?.buildSettings.macros { arguments += macros.map { "-D" + $0 } }
        // A folder on the user's search paths comes before the SDK's and can answer a system
        // header inside an SDK module (a project's own `ctype.h` under `-I`). clang's module hash
        // leaves search paths out, so a module built for one tree would be read for another and
        // what a file parses to would depend on which tree was linted first. With such flags the
        // hash takes the search paths in: each search context builds its own modules.
        if language.isObjectiveC, addsSearchPaths(for: path) {
            arguments += ["-Xclang", "-fmodules-strict-context-hash"]
        }
        arguments += recorded ?? []
        arguments += options.compilerFlags
        return arguments
    }

    /// Whether `path` names a header rather than a file that is compiled.
    package static func isHeader(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return [".h", ".hh", ".hpp", ".hxx"].contains { name.lowercased().hasSuffix($0) }
    }

    /// Whether `flags` define or undefine `DEBUG` (`-DDEBUG`, `-DDEBUG=0`, `-D DEBUG`, `-UDEBUG`).
    package static func mentionsDebug(_ flags: [String]) -> Bool {
        zip([""] + flags, flags).contains { previous, flag in
            for option in ["-D", "-U"] {
                let name = flag == option ? nil : flag.hasPrefix(option) ? String(flag.dropFirst(2)) : nil
                let named = name ?? (previous == option ? flag : nil)
                if let named, named == "DEBUG" || named.hasPrefix("DEBUG=") { return true }
            }
            return false
        }
    }

    /// The tree's in-memory headers for parsing `path` (whose text is `source`) with `arguments`
    /// (`ProjectHeaders.virtualFiles`); none outside a known tree.
    private func projectFiles(for path: String, source: String, arguments: [String]) -> [UnsavedFile] {
        project(for: path)?.virtualFiles(
            for: path, source: source, forcedIncludes: Self.forcedIncludes(in: arguments),
            searchesElsewhere: addsSearchPaths(for: path), shim: shim) ?? []
    }

    /// True when the compilation database or the user's flags add include paths: headers there
    /// are not in the project's index, so what they include cannot be followed.
    private func addsSearchPaths(for path: String) -> Bool {
        let flags = (database?.arguments(for: path) ?? []) + options.compilerFlags
        let searchOptions = [
            "-I", "-iquote", "-isystem", "-idirafter", "-F", "-iframework", "-ivfsoverlay", "--include-directory",
        ]
        return flags.contains { flag in searchOptions.contains { flag.hasPrefix($0) } }
    }

    /// The headers `-include` forces into the file.
    package static func forcedIncludes(in arguments: [String]) -> [String] {
        zip(arguments, arguments.dropFirst()).compactMap { $0 == "-include" ? $1 : nil }
    }

    /// The innermost project tree that holds `path`.
    package func project(for path: String) -> ProjectHeaders? {
        guard !options.projects.isEmpty else { return nil }
        let absolute = ProjectHeaders.standardized(path)
        return options.projects.filter { ProjectHeaders.isInside(absolute, $0.root) }.max {
            $0.root.count < $1.root.count
        }
    }

    private func analyze(text: String, bytes: [UInt8], path: String, language: SourceLanguage) throws -> FileAnalysis {
        try Self.withLargeStack(file: path) {
            try analyzeOnThisThread(text: text, bytes: bytes, path: path, language: language)
        }
    }

    private func analyzeOnThisThread(
        text: String, bytes: [UInt8], path: String, language: SourceLanguage,
        manualRetainRelease: Bool = false
    ) throws -> FileAnalysis {
        let baseArguments = self.arguments(
            for: path, language: language, source: text, manualRetainRelease: manualRetainRelease)
        var arguments = baseArguments
        let projectFiles = projectFiles(for: path, source: text, arguments: baseArguments)
        let unit: TranslationUnit
        var recovered = false
        if options.recoverMissingDeclarations, language.isObjectiveC {
            // An Objective-C message with an unknown class or selector drops out of the AST
            // with its block arguments: declare what the errors name and parse again.
            let shim = self.shim
            let (result, prelude) = try shim.parseRecovering(source: text) { prelude in
                var extra = projectFiles
                var passArguments = baseArguments
                if let prelude {
                    let preludePath = shim.preludePath(for: path)
                    extra.append(UnsavedFile(path: preludePath, contents: prelude))
                    passArguments += shim.preludeArguments(path: path)
                }
                let unit = try parse(path: path, text: text, arguments: passArguments, extraFiles: extra)
                return (unit, unit.diagnostics)
            }
            unit = result
            if prelude != nil {
                arguments += shim.preludeArguments(path: path)
                recovered = true
            }
        } else {
            unit = try parse(path: path, text: text, arguments: arguments, extraFiles: projectFiles)
        }
        let arc = language.isObjectiveC && Self.isARCEnabled(arguments)
        // clang's own verdict: code that ARC forbids was written for manual retain-release.
        if arc, !manualRetainRelease, !options.compilerFlags.contains("-fobjc-arc"),
            unit.diagnostics.contains(where: { $0.isInMainFile && ManualRetainRelease.isARCOnlyError($0.message) })
        {
            return try analyzeOnThisThread(
                text: text, bytes: bytes, path: path, language: language, manualRetainRelease: true)
        }
        let walker = CaptureWalker(unit: unit, language: language, arcEnabled: arc, source: bytes)
        let blocks = walker.run()
        var diagnostics = unit.diagnostics.filter { $0.isInMainFile }
        if let location = walker.truncatedAt {
            diagnostics.append(
                Diagnostic(
                    severity: .error,
                    message:
                        "expression nested more than \(CaptureWalker.maximumDepth) levels deep; the rest of it was "
                        + "not analyzed",
                    location: location))
        }
        var analysis = FileAnalysis(
            file: path, language: language, unit: unit, blocks: blocks,
            diagnostics: diagnostics, arguments: arguments)
        analysis.recovered = recovered
        return analysis
    }

    private func parse(path: String, text: String, arguments: [String], extraFiles: [UnsavedFile] = []) throws
        -> TranslationUnit
    {
        func attempt() throws -> TranslationUnit {
            // Without IncludeAttributedTypes libclang replaces a nullability-annotated type
            // (`R * _Nullable`, every declaration under NS_ASSUME_NONNULL) by its equivalent type
            // and loses the ARC qualifier around it: `__weak R * _Nullable` would read as `R *`.
            try TranslationUnit(
                index: ClangIndex(), path: path, arguments: arguments,
                unsavedFiles: [UnsavedFile(path: path, contents: text)] + extraFiles,
                options: CXTranslationUnit_KeepGoing.rawValue | CXTranslationUnit_IncludeAttributedTypes.rawValue)
        }
        do {
            do {
                return try attempt()
            } catch ClangError.parseFailed(_, let code) where code == Int(CXError_ASTReadError.rawValue) {
                // Another parse was writing the same precompiled module (a cold module cache,
                // several files at once): it is there now.
                return try attempt()
            }
        } catch ClangError.parseFailed(_, let code) where code == Int(CXError_ASTReadError.rawValue) {
            throw AnalysisError.parseFailed(file: path, reason: Self.moduleReadFailure(path))
        } catch let error as ClangError {
            throw AnalysisError.parseFailed(file: path, reason: error.reason)
        }
    }

    /// What is known when libclang says "the AST could not be read": clang built or found a
    /// precompiled module for the file and could not read it back (an AST deserialization error,
    /// whose message libclang does not pass on), with the module map that most likely made it
    /// and what to run to see clang's own words.
    package static func moduleReadFailure(_ path: String) -> String {
        var reason = "the AST could not be read: clang could not read back a precompiled module the file imports"
        let absolute = ProjectHeaders.standardized(path)
        if let map = ModuleMembership.moduleMaps(around: absolute).first {
            let module = ModuleMembership.module(containing: absolute).map { "module \($0) in " } ?? ""
            reason +=
                " (\(module)\(map); a module built from a header that is also parsed from memory, or a module "
                + "cache written by another clang, is the usual cause)"
        }
        return reason
            + "; run clang -fsyntax-only on the file with the flags `capcheck lint --print-flags FILE` prints to see "
            + "clang's message, or delete the module cache it names"
    }

    /// Runs `body` on a thread with a large stack and returns its result: for code that walks
    /// a `FileAnalysis`'s AST recursively, which a machine-generated file can nest far deeper
    /// than an ordinary thread's stack allows.
    ///
    /// A crash on that thread (libclang reading what it could not, a trap) abandons `body` and
    /// throws `AnalysisError.crashed` for `file` instead of ending the process: one file's
    /// crash is an error for that file, and the rest of a run goes on.
    public static func withLargeStack<T>(file: String, _ body: @escaping () throws -> T) throws -> T {
        do {
            return try LargeStack.run(body)
        } catch let crash as LargeStack.Crash {
            throw AnalysisError.crashed(file: file, signal: crash.signal)
        }
    }

    /// ARC is on when the last of `-fobjc-arc` / `-fno-objc-arc` is `-fobjc-arc`.
    package static func isARCEnabled(_ arguments: [String]) -> Bool {
        arguments.last { $0 == "-fobjc-arc" || $0 == "-fno-objc-arc" } == "-fobjc-arc"
    }
}

extension ClangError {
    /// The problem without the file name.
    package var reason: String {
        switch self {
        case .parseFailed(_, let code):
            switch code {
            case Int(CXError_Crashed.rawValue): return "libclang crashed while parsing it"
            case Int(CXError_InvalidArguments.rawValue): return "the compiler arguments are invalid"
            case Int(CXError_ASTReadError.rawValue): return "the AST could not be read"
            default: return "libclang could not parse it"
            }
        case .crashed: return "libclang crashed while parsing it"
        case .badCompilationDatabase(let directory): return "no readable compile_commands.json in \(directory)"
        }
    }
}

/// Objective-C written for manual retain-release (MRC), which Xcode compiles with `-fno-objc-arc`.
package enum ManualRetainRelease {
    /// True when `source` sends `retain`, `release` or `autorelease` itself, or calls
    /// `[super dealloc]` (outside comments and strings as far as a line scan can tell).
    package static func isWritten(in source: String) -> Bool {
        guard source.containsBytes("release]") || source.containsBytes("retain]") || source.containsBytes("dealloc]")
        else { return false }
        for line in source.split(separator: "\n") {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            if matches(code) { return true }
        }
        return false
    }

    private static func matches(_ code: Substring) -> Bool {
        for selector in [" release]", " retain]", " autorelease]", "[super dealloc]"] where code.contains(selector) {
            // `[x retain]` is a message; a quoted "release]" is not.
            if let range = code.range(of: selector), !code[..<range.lowerBound].contains("\"") { return true }
        }
        return false
    }

    /// clang's errors for code that only manual retain-release allows, and a file's own `#error`
    /// asking for it ("This file must be compiled without ARC. Use -fno-objc-arc.").
    package static func isARCOnlyError(_ message: String) -> Bool {
        message.hasPrefix("ARC forbids") || message.contains("not available in automatic reference counting mode")
            || message.contains("-fno-objc-arc")
    }
}

/// Reads a source file with the checks `AnalysisError` names, before libclang sees it.
package enum SourceFileReader {
    package static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw AnalysisError.unreadable(file: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw AnalysisError.unreadable(file: path, reason: String(cString: strerror(errno)))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw AnalysisError.unreadable(file: path, reason: "is a directory") }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
            throw AnalysisError.tooLarge(file: path, bytes: Int(info.st_size), limit: limit)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw AnalysisError.unreadable(file: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            bytes += chunk[0..<n]
            // A pipe or device gives no size up front: stop reading once past the limit.
            if bytes.count > limit { throw AnalysisError.tooLarge(file: path, bytes: bytes.count, limit: limit) }
        }
        return bytes
    }

    package static func decode(_ bytes: [UInt8], path: String) throws -> String {
        guard !bytes.contains(0) else { throw AnalysisError.binary(file: path) }
        guard bytes.contains(where: { !isWhitespace($0) }) else { throw AnalysisError.empty(file: path) }
        guard let text = String(validating: bytes, as: UTF8.self) ?? repairedComments(bytes) else {
            throw AnalysisError.notUTF8(file: path)
        }
        if path.hasSuffix(".m"), let what = otherLanguage(text) {
            throw AnalysisError.notCFamily(file: path, what: what)
        }
        return text
    }

    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
