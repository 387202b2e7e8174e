// TEMPORARY: the analyzer's API (SourceAnalyzer, FileAnalysis, BlockLiteral, Capture, ...) as agreed,
// with a minimal implementation so the lint rules build and run before the real analyzer lands.
// Delete this file when merging branch `analyzer`.
import CClang
import Foundation

/// Source language, from the file extension.
public enum SourceLanguage: Sendable { case c, objectiveC, objectiveCxx }

/// Analyzer configuration.
public struct AnalyzerOptions: Sendable {
    /// Extra compiler flags.
    public var compilerFlags: [String]
    /// Compilation database directory.
    public var compilationDatabase: String?
    /// Largest file analysed, in bytes.
    public var maxFileSize: Int
    /// Defaults.
    public init(compilerFlags: [String] = [], compilationDatabase: String? = nil, maxFileSize: Int = 8 << 20) {
        self.compilerFlags = compilerFlags
        self.compilationDatabase = compilationDatabase
        self.maxFileSize = maxFileSize
    }
}

/// Why a file could not be analysed.
public enum AnalysisError: Error, CustomStringConvertible, Sendable {
    case unreadable(file: String, reason: String), binary(file: String), notUTF8(file: String),
         empty(file: String), tooLarge(file: String, bytes: Int, limit: Int),
         unsupportedLanguage(file: String), parseFailed(file: String, reason: String)
    /// Message naming the file.
    public var description: String { "\(self)" }
}

/// A variable a block refers to.
public struct Capture: Sendable, Hashable {
    public var name: String
    public var kind: CaptureKind
    public var ownership: Ownership
    public var isImplicit: Bool
    public var typeSpelling: String
    public var declaration: SourceLocation?
    public var uses: [SourceLocation]
}

/// A block literal and its captures.
public struct BlockLiteral {
    public var cursor: Cursor
    public var location: SourceLocation
    public var kind: BlockKind
    public var captures: [Capture]
    public var parent: Int?
}

/// One analysed file.
public struct FileAnalysis {
    public var file: String
    public var language: SourceLanguage
    public var unit: TranslationUnit
    public var blocks: [BlockLiteral]
    public var diagnostics: [Diagnostic]
}

/// Parses files and models their blocks.
public struct SourceAnalyzer: Sendable {
    public var options: AnalyzerOptions
    public init(options: AnalyzerOptions = .init()) { self.options = options }

    public func analyze(file path: String) throws -> FileAnalysis {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AnalysisError.unreadable(file: path, reason: "cannot read")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw AnalysisError.notUTF8(file: path) }
        return try analyze(source: text, path: path)
    }

    public func analyze(source: String, path: String) throws -> FileAnalysis {
        let language: SourceLanguage = path.hasSuffix(".c") ? .c : path.hasSuffix(".mm") ? .objectiveCxx : .objectiveC
        var args: [String]
        switch language {
        case .c: args = ["-x", "c", "-fblocks"]
        case .objectiveC: args = ["-x", "objective-c", "-fblocks", "-fobjc-arc", "-fobjc-runtime=ios-13.0"]
        case .objectiveCxx: args = ["-x", "objective-c++", "-fblocks", "-fobjc-arc", "-fobjc-runtime=ios-13.0"]
        }
        args += options.compilerFlags
        let unit: TranslationUnit
        do {
            unit = try TranslationUnit(index: ClangIndex(), path: path, arguments: args,
                                       unsavedFiles: [UnsavedFile(path: path, contents: source)])
        } catch {
            throw AnalysisError.parseFailed(file: path, reason: "\(error)")
        }
        var blocks: [BlockLiteral] = []
        var stack: [(index: Int, extent: (Int, Int))] = []
        var captures: [[String: Capture]] = []
        var order: [[String]] = []
        var explicitSelf: [Bool] = []
        func visit(_ c: Cursor) {
            c.visitChildren { child in
                guard child.isInMainFile else { return .continue }
                let kind = child.kind
                if kind == CXCursor_BlockExpr {
                    let i = blocks.count
                    blocks.append(BlockLiteral(cursor: child, location: child.location, kind: .stack, captures: [], parent: stack.last?.index))
                    captures.append([:]); order.append([]); explicitSelf.append(false)
                    let e = child.extent
                    stack.append((i, (e.start.offset, e.end.offset)))
                    visit(child)
                    stack.removeLast()
                    return .continue
                }
                if kind == CXCursor_UnaryExpr || kind == CXCursor_TypeRef { return .continue }
                if !stack.isEmpty {
                    var name: String?
                    var decl: Cursor?
                    var implicit = false
                    if kind == CXCursor_ObjCSelfExpr {
                        name = "self"
                    } else if kind == CXCursor_DeclRefExpr {
                        let r = child.referenced
                        if r.kind == CXCursor_VarDecl || r.kind == CXCursor_ParmDecl { name = r.spelling; decl = r }
                    } else if kind == CXCursor_MemberRefExpr {
                        let r = child.referenced
                        if r.kind == CXCursor_ObjCIvarDecl && child.children.isEmpty { name = "self"; implicit = true }
                    }
                    if let name {
                        let loc = child.location
                        let declLoc = decl?.location
                        for (bi, ext) in stack {
                            if let declLoc, declLoc.file == loc.file, declLoc.offset >= ext.0, declLoc.offset < ext.1 { continue }
                            if !implicit && name == "self" { explicitSelf[bi] = true }
                            if var cap = captures[bi][name] {
                                cap.uses.append(loc); captures[bi][name] = cap
                            } else {
                                var ck = CaptureKind.value
                                var own = Ownership.none
                                var type = "id"
                                if let decl {
                                    type = decl.type.spelling
                                    let sc = decl.storageClass
                                    let lp = decl.semanticParent.kind
                                    if decl.prettyPrinted.contains("byref") { ck = .byRef }
                                    else if sc == CX_SC_Static && (lp == CXCursor_FunctionDecl || lp == CXCursor_ObjCInstanceMethodDecl || lp == CXCursor_ObjCClassMethodDecl) { ck = .pointer }
                                    else if lp == CXCursor_TranslationUnit || sc == CX_SC_Extern || sc == CX_SC_Static { ck = .global }
                                    let canon = decl.type.canonical.spelling
                                    if decl.type.isObjCObjectPointer || decl.type.isBlockPointer {
                                        own = canon.contains("__weak") ? .weak : canon.contains("__unsafe_unretained") ? .unretained : .strong
                                    }
                                    if language == .c { own = .none }
                                } else {
                                    own = language == .c ? .none : .strong
                                }
                                captures[bi][name] = Capture(name: name, kind: ck, ownership: own, isImplicit: implicit, typeSpelling: type, declaration: declLoc, uses: [loc])
                                order[bi].append(name)
                            }
                        }
                    }
                }
                visit(child)
                return .continue
            }
        }
        visit(unit.cursor)
        for i in blocks.indices {
            blocks[i].captures = order[i].map { n in
                var c = captures[i][n]!
                if n == "self" { c.isImplicit = !explicitSelf[i] }
                return c
            }
            if blocks[i].captures.allSatisfy({ $0.kind == .global }) { blocks[i].kind = .global }
        }
        return FileAnalysis(file: path, language: language, unit: unit, blocks: blocks,
                            diagnostics: unit.diagnostics.filter { $0.location.file == path })
    }
}

