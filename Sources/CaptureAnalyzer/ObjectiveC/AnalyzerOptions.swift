import ClangFrontend

/// How `SourceAnalyzer` parses files. One configuration struct; every field has a default.
public struct AnalyzerOptions: Sendable {
    /// Extra compiler flags given by the user (after `--`), appended after capcheck's own.
    public var compilerFlags: [String]
    /// Directory holding `compile_commands.json`; when set, a file listed there is parsed with
    /// the flags recorded for it.
    public var compilationDatabase: String?
    /// Largest file, in bytes, that is analyzed; a larger one is an error rather than a slow parse.
    public var maxFileSize: Int
    /// Re-parse an Objective-C file with declarations for what its diagnostics say is missing,
    /// so that messages with unknown receivers keep their block arguments in the AST.
    public var recoverMissingDeclarations: Bool
    /// The source trees being analyzed: a file inside one sees that tree's own headers and
    /// modules without `-I` flags (the innermost tree when they nest).
    package var projects: [ProjectHeaders] = []
    /// The Apple SDK files are parsed against; nil parses against the bundled stand-in.
    package var sdk: AppleSDK?

    /// The default limit for `maxFileSize`: 8 MiB, far above any hand-written source file.
    public static let defaultMaxFileSize = 8 << 20

    /// Options with every field defaulted.
    public init(
        compilerFlags: [String] = [],
        compilationDatabase: String? = nil,
        maxFileSize: Int = AnalyzerOptions.defaultMaxFileSize,
        recoverMissingDeclarations: Bool = true
    ) {
        self.compilerFlags = compilerFlags
        self.compilationDatabase = compilationDatabase
        self.maxFileSize = maxFileSize
        self.recoverMissingDeclarations = recoverMissingDeclarations
    }
}
