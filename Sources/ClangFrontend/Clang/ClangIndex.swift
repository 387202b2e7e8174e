import CClang
import CCrashGuard
import Findings
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A libclang index: the context translation units are parsed in. Disposed in `deinit`.
package final class ClangIndex {
    package let raw: CXIndex

    /// Creates an index that keeps diagnostics to itself (libclang prints nothing).
    ///
    /// Declarations that come from precompiled modules (the SDK shim's Foundation, UIKit…) are
    /// left out of the translation unit's children: visiting them made libclang deserialize
    /// about 2,500 declarations per file, which cost more than parsing the file itself (18 ms of
    /// a 33 ms analysis). They stay reachable through references, types and `definition`.
    package init() {
        // Before libclang installs its crash handlers (each index does): they stay in front, and
        // hand a crash outside a parse back to the guard of the thread it happened on.
        ccg_install()
        // Arguments: excludeDeclarationsFromPCH, displayDiagnostics.
        raw = clang_createIndex(1, 0)
    }

    deinit { clang_disposeIndex(raw) }
}

/// One source file in memory, handed to libclang instead of the file on disk.
package struct UnsavedFile: Sendable {
    /// The path the contents stand for.
    package var path: String
    /// The file's text.
    package var contents: String

    /// Pairs a path with the text libclang should see for it.
    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// A parsed file. Keeps its index alive; disposed in `deinit`.
package final class TranslationUnit {
    package let raw: CXTranslationUnit
    /// The index this unit belongs to, kept alive as long as the unit.
    package let index: ClangIndex
    /// The path of the main file.
    package let path: String

    /// Parses `path` with compiler `arguments` (no program name, no input file).
    package init(
        index: ClangIndex,
        path: String,
        arguments: [String],
        unsavedFiles: [UnsavedFile] = [],
        options: UInt32 = CXTranslationUnit_KeepGoing.rawValue
    ) throws {
        self.index = index
        self.path = path
        var retried = false
        while true {
            var tu: CXTranslationUnit?
            let code: CXErrorCode = withCStrings(arguments) { argv in
                withUnsavedFiles(unsavedFiles) { unsaved in
                    clang_parseTranslationUnit2(
                        index.raw, path, argv, Int32(arguments.count),
                        unsaved.baseAddress, UInt32(unsaved.count), options, &tu)
                }
            }
            guard code == CXError_Success, let tu else {
                throw ClangError.parseFailed(file: path, code: Int(code.rawValue))
            }
            let lost = Self.modulesLostWithoutCause(Self.diagnostics(of: tu))
            if retried {
                // Lost twice in a row: the module itself fails, and later parses need not retry.
                Self.failingModules.withLock { $0.formUnion(lost) }
            } else if !lost.isEmpty, !Self.failingModules.withLock({ lost.isSubset(of: $0) }) {
                clang_disposeTranslationUnit(tu)
                retried = true
                continue
            }
            raw = tu
            return
        }
    }

    /// Modules that were lost in a parse and again in its second try (see
    /// `modulesLostWithoutCause`): they fail to build, and a parse that loses only these is
    /// not tried again.
    static let failingModules = Mutex<Set<String>>([])

    /// The modules a parse lost without a cause it can see. libclang reports a module that
    /// fails to build as "could not build module 'X'" at the import, with no word of the error
    /// inside the module, and reports the same when the module was being rebuilt at that moment
    /// by another parse sharing the module cache (in this process or another, when its files
    /// changed or were in a half-written state), which clang's own lock protocol answers by
    /// trying again. So a parse that loses a module is tried once more, and a module lost in
    /// both tries is remembered as failing: it costs one extra parse per process.
    static func modulesLostWithoutCause(_ diagnostics: [Diagnostic]) -> Set<String> {
        let prefix = "could not build module '"
        return Set(
            diagnostics.compactMap { diagnostic in
                guard diagnostic.severity >= .error, diagnostic.message.hasPrefix(prefix) else { return nil }
                return String(diagnostic.message.dropFirst(prefix.count).prefix { $0 != "'" })
            })
    }

    deinit { clang_disposeTranslationUnit(raw) }

    /// The root cursor of the unit.
    package var cursor: Cursor { Cursor(clang_getTranslationUnitCursor(raw), in: self) }

    /// Every diagnostic the parse produced, in order.
    package var diagnostics: [Diagnostic] { Self.diagnostics(of: raw) }

    private static func diagnostics(of raw: CXTranslationUnit) -> [Diagnostic] {
        (0..<clang_getNumDiagnostics(raw)).compactMap { i in
            guard let d = clang_getDiagnostic(raw, i) else { return nil }
            defer { clang_disposeDiagnostic(d) }
            return Diagnostic(d)
        }
    }

    /// The tokens covering `range`.
    package func tokens(in range: SourceRange) -> [Token] {
        var tokens: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        clang_tokenize(raw, range.raw, &tokens, &count)
        guard let tokens else { return [] }
        defer { clang_disposeTokens(raw, tokens, count) }
        return (0..<Int(count)).map { i in
            let t = tokens[i]
            return Token(
                kind: Token.Kind(clang_getTokenKind(t)),
                spelling: String(consuming: clang_getTokenSpelling(raw, t)),
                location: SourcePosition(clang_getTokenLocation(raw, t)))
        }
    }
}

/// A compiler diagnostic from a parse.
public struct Diagnostic: Sendable, Equatable {
    /// How bad it is.
    public enum Severity: Int, Sendable, Comparable {
        case ignored, note, warning, error, fatal
        /// Ordered as clang ranks them, ignored lowest and fatal highest.
        public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
    }
    /// Severity as clang reports it.
    public var severity: Severity
    /// The message without location.
    public var message: String
    /// Where it points.
    public var location: SourcePosition
    /// True when it points into the main file (not an included header).
    public var isInMainFile: Bool

    package init(_ d: CXDiagnostic) {
        severity = Severity(rawValue: Int(clang_getDiagnosticSeverity(d).rawValue)) ?? .error
        message = String(consuming: clang_getDiagnosticSpelling(d))
        let raw = clang_getDiagnosticLocation(d)
        location = SourcePosition(raw)
        isInMainFile = clang_Location_isFromMainFile(raw) != 0
    }

    /// A diagnostic from its parts (tests, recovered parses).
    public init(severity: Severity, message: String, location: SourcePosition, isInMainFile: Bool = true) {
        self.severity = severity
        self.message = message
        self.location = location
        self.isInMainFile = isInMainFile
    }
}

/// One lexical token.
package struct Token: Sendable, Equatable {
    /// The lexical class of a token.
    package enum Kind: Sendable, Equatable {
        case punctuation, keyword, identifier, literal, comment
        package init(_ k: CXTokenKind) {
            switch k {
            case CXToken_Punctuation: self = .punctuation
            case CXToken_Keyword: self = .keyword
            case CXToken_Identifier: self = .identifier
            case CXToken_Literal: self = .literal
            default: self = .comment
            }
        }
    }
    /// Lexical class.
    package var kind: Kind
    /// Text as written.
    package var spelling: String
    /// Where it starts.
    package var location: SourcePosition
}

private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer<CChar>($0) }
    // An empty argument list has no buffer: libclang takes a null argv with a count of 0.
    return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}

private func withUnsavedFiles<R>(_ files: [UnsavedFile], _ body: (UnsafeMutableBufferPointer<CXUnsavedFile>) -> R) -> R
{
    var owned: [UnsafeMutablePointer<CChar>?] = []
    defer { for pointer in owned { free(pointer) } }
    var raw: [CXUnsavedFile] = files.map { file in
        let name = strdup(file.path)
        let utf8 = Array(file.contents.utf8)
        let text = malloc(utf8.count + 1)!.assumingMemoryBound(to: CChar.self)
        utf8.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { memcpy(text, base, bytes.count) }
        }
        text[utf8.count] = 0
        owned.append(name)
        owned.append(text)
        return CXUnsavedFile(Filename: name, Contents: text, Length: UInt(utf8.count))
    }
    return raw.withUnsafeMutableBufferPointer { body($0) }
}
