import CClang
import ClangFrontend

/// A variable or parameter declared in the main file, as the rules see it.
package final class Variable {
    /// The `VarDecl`/`ParmDecl` node.
    package let node: ASTNode
    /// Its name.
    package let name: String
    /// ARC ownership from the declared type (`__weak` in the canonical spelling, and so on).
    package let ownership: Ownership
    /// True for `__block` variables (strong and shared under ARC).
    package let isByRef: Bool
    /// True for automatic locals and parameters (not globals, not `static`).
    package let isAutomatic: Bool
    /// The initializer expression, when there is one.
    package let initializer: ASTNode?
    /// Expressions assigned to it later (`v = expr`).
    package internal(set) var assignments: [ASTNode] = []
    /// Every `DeclRefExpr` that names it.
    package internal(set) var references: [ASTNode] = []

    /// Key used by the model: the declaration's byte offset.
    package var key: Int { node.locationOffset }

    package init(node: ASTNode, language: SourceLanguage) {
        self.node = node
        self.name = node.spelling
        let type = node.cursor.type
        if language == .c || !(type.isObjCObjectPointer || type.isBlockPointer) {
            ownership = .none
        } else {
            let canonical = type.canonical.spelling
            ownership =
                canonical.containsBytes("__weak")
                ? .weak
                : canonical.containsBytes("__unsafe_unretained") ? .unretained : .strong
        }
        isByRef =
            node.children.contains { $0.kind == CXCursor_UnexposedAttr }
            && {
                let p = node.cursor.prettyPrinted
                return p.containsBytes("byref") || p.containsBytes("__block")
            }()
        let sc = node.cursor.storageClass
        let parentKind = node.cursor.semanticParent.kind
        isAutomatic =
            node.kind == CXCursor_ParmDecl
            || (sc != CX_SC_Static && sc != CX_SC_Extern && parentKind != CXCursor_TranslationUnit
                && parentKind != CXCursor_ObjCImplementationDecl && parentKind != CXCursor_ObjCInterfaceDecl)
        // The initializer is the last expression child written after the name; children before
        // the name are the type's operands (`typeof(self)`), which are not evaluated.
        // libclang names the initializer; other expression children are the type's operands
        // (`typeof(self)`), which are not evaluated. Offsets cannot tell them apart when the
        // declaration comes from a macro (@weakify), so ask.
        if node.kind == CXCursor_VarDecl {
            let raw = clang_Cursor_getVarDeclInitializer(node.cursor.raw)
            initializer =
                clang_Cursor_isNull(raw) != 0
                ? nil
                : node.children.first { clang_equalCursors($0.cursor.raw, raw) != 0 }
        } else {
            initializer = nil
        }
    }

    /// Every value the variable is given: its initializer and later assignments.
    package var values: [ASTNode] { (initializer.map { [$0] } ?? []) + assignments }
}

extension CXCursorKind {
    /// True for expression kinds.
    package var isExpression: Bool { rawValue >= CXCursor_FirstExpr.rawValue && rawValue <= CXCursor_LastExpr.rawValue }
    /// True for statement kinds.
    package var isStatement: Bool { rawValue >= CXCursor_FirstStmt.rawValue && rawValue <= CXCursor_LastStmt.rawValue }
}
