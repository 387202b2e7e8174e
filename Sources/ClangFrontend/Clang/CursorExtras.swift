import CClang
import Findings

extension Cursor {
    /// Identity of the declaration this cursor stands for, cheap to hash: two cursors for the
    /// same declaration (a visited one and one reached through `referenced`) share it.
    package var declarationKey: UnsafeRawPointer? { raw.data.0 }

    /// The initializer of a variable declaration (null cursor when it has none).
    package var variableInitializer: Cursor { Cursor(clang_Cursor_getVarDeclInitializer(raw), in: unit) }

    /// True when clang can evaluate the expression (or a variable's initializer) to a constant
    /// integer, float or string. Other constant kinds (structs, addresses) answer false.
    package var evaluatesToConstant: Bool {
        guard let result = clang_Cursor_Evaluate(raw) else { return false }
        defer { clang_EvalResult_dispose(result) }
        return clang_EvalResult_getKind(result) != CXEval_UnExposed
    }

    /// True for a location libclang has a real file position for.
    package var hasFileLocation: Bool {
        var file: CXFile?
        clang_getExpansionLocation(clang_getCursorLocation(raw), &file, nil, nil, nil)
        return file != nil
    }

    /// Where the node's first character is written: for a node passed in a macro argument,
    /// its place in the argument (as `clang -ast-dump` prints it); for one that comes from a
    /// macro's body, where the macro is used.
    package var writtenLocation: SourcePosition {
        let raw = clang_getCursorLocation(self.raw)
        let expansion = SourcePosition(raw)
        var file: CXFile?
        var line: UInt32 = 0
        var column: UInt32 = 0
        var offset: UInt32 = 0
        clang_getFileLocation(raw, &file, &line, &column, &offset)
        guard let file else { return expansion }
        let spellingFile = String(consuming: clang_getFileName(file))
        guard spellingFile == expansion.file else { return expansion }
        return SourcePosition(file: spellingFile, line: Int(line), column: Int(column), offset: Int(offset))
    }

    /// True for libclang's invalid-cursor kinds (no declaration found, …).
    package var isInvalid: Bool { clang_isInvalid(kind) != 0 }

    /// True for declaration cursors.
    package var isDeclaration: Bool { clang_isDeclaration(kind) != 0 }

    /// True when the node's start is in a system header.
    package var isInSystemHeader: Bool { clang_Location_isInSystemHeader(clang_getCursorLocation(raw)) != 0 }

    /// The kind's name as libclang spells it (for debugging dumps and messages).
    package var kindSpelling: String { String(consuming: clang_getCursorKindSpelling(kind)) }
}

extension ClangType {
    /// Whether the type is `volatile`-qualified.
    package var isVolatile: Bool { clang_isVolatileQualifiedType(raw) != 0 }
    /// The element type of an array type.
    package var element: ClangType { ClangType(clang_getArrayElementType(raw)) }
    /// The size in bytes, or nil when the type has none libclang can safely give (incomplete,
    /// dependent, placeholder and Objective-C object types).
    package var size: Int? {
        guard hasComputableLayout else { return nil }
        let s = clang_Type_getSizeOf(raw)
        return s < 0 ? nil : Int(s)
    }
    /// The alignment in bytes, or nil when unknown (as for `size`).
    package var alignment: Int? {
        guard hasComputableLayout else { return nil }
        let a = clang_Type_getAlignOf(raw)
        return a < 0 ? nil : Int(a)
    }
    /// True for the types Sema gives an expression only until it rewrites it: an Objective-C
    /// property or subscript reference (`<pseudo-object type>`: `box.count`, `rows[0]`), a bound
    /// member function, an overload set, a builtin function. They have no layout. libclang has
    /// no kind for most of them; clang names every one `<… type>`.
    package var isPlaceholder: Bool {
        let canonical = self.canonical
        switch canonical.kind {
        case CXType_Unexposed, CXType_Overload, CXType_Dependent:
            return canonical.spelling.hasPrefix("<")
        default:
            return false
        }
    }
    /// libclang 14 checks only for incomplete and dependent types before it asks the AST for a
    /// layout, and crashes (SIGSEGV) on two more: placeholders, which have none, and an
    /// Objective-C class whose `@implementation` declares an ivar of incomplete type. A class
    /// has no compile-time size under the non-fragile runtime anyway (Sema rejects
    /// `sizeof(NSObject)`).
    private var hasComputableLayout: Bool {
        let kind = canonical.kind
        return kind != CXType_ObjCInterface && kind != CXType_ObjCObject && !isPlaceholder
    }
}
