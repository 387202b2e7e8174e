import CClang
import ClangFrontend
import Findings

/// Walks the main file of a translation unit once and records every block literal with what
/// it captures.
///
/// The walk keeps a stack of the block literals it is inside. A reference to a variable is
/// credited to every enclosing block that does not itself contain the variable's declaration,
/// which is how the compiler captures through nested blocks. Declarations are matched by
/// identity, never by name, so shadowing needs no special case.
package final class CaptureWalker {
    let unit: TranslationUnit
    let language: SourceLanguage
    let arcEnabled: Bool
    /// The main file's bytes, to recognise `super` (which has no cursor of its own).
    let source: [UInt8]

    var blocks: [BlockBuilder] = []
    var stack: [Int] = []
    /// Number of enclosing block literals at each local declaration.
    var declaredDepth: [UnsafeRawPointer: Int] = [:]
    /// Variables declared inside a function, method or block body.
    var localDeclarations: Set<UnsafeRawPointer> = []
    /// Classification of each referenced declaration, computed once.
    var declarationInfo: [UnsafeRawPointer: DeclarationInfo] = [:]
    /// Functions and methods the walk is inside (innermost last).
    var functions: [FunctionContext] = []
    var bodyDepth = 0
    var depth = 0
    /// Where the walk stopped descending, when an expression nested too deeply.
    package private(set) var truncatedAt: SourcePosition?
    package static let maximumDepth = 100_000

    /// Names `clang -rewrite-objc` gives the enclosing function, method or global.
    var contextNames: [String] = []
    /// Block literals passed straight to a `noescape` parameter (see `markNoEscapeArguments`).
    var noEscapeBlocks: Set<Cursor> = []

    package init(unit: TranslationUnit, language: SourceLanguage, arcEnabled: Bool, source: [UInt8]) {
        self.unit = unit
        self.language = language
        self.arcEnabled = arcEnabled
        self.source = source
    }

    /// Every block literal of the main file, in source order.
    package func run() -> [BlockLiteral] {
        let mainFile = String(consuming: clang_getTranslationUnitSpelling(unit.raw))
        unit.cursor.visitChildren { child in
            // A block literal at file scope has the translation unit as its context, so its
            // BlockDecl shows up again as a top-level unexposed declaration: skip that copy.
            // A declaration a macro writes where the main file uses it (a test DSL's
            // `QuickSpecBegin(Name)` opens an @implementation) is the main file's too.
            let inMainFile = child.isInMainFile || (!mainFile.isEmpty && child.location.file == mainFile)
            if inMainFile, !(child.kind == CXCursor_UnexposedDecl && startsWithCaret(child)) {
                visit(child, parent: CXCursor_TranslationUnit, unevaluated: false)
            }
            return .continue
        }
        // Functions written inside an @implementation are visited after it (their context is
        // the translation unit), so put literals back in source order and renumber parents.
        let order = blocks.indices.sorted { blocks[$0].sourceOrder < blocks[$1].sourceOrder }
        var newIndex = [Int](repeating: 0, count: blocks.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        return order.map { old in
            var literal = blocks[old].literal()
            literal.parent = literal.parent.map { newIndex[$0] }
            return literal
        }
    }

    // MARK: - The walk

    func visitChildren(of cursor: Cursor, unevaluated: Bool) {
        let parent = cursor.kind
        cursor.visitChildren { child in
            visit(child, parent: parent, unevaluated: unevaluated)
            return .continue
        }
    }

    func visit(_ cursor: Cursor, parent: CXCursorKind, unevaluated: Bool) {
        // Machine-generated expressions can nest tens of thousands deep; past the limit the
        // rest of that expression is skipped and the file is marked incomplete.
        guard depth < Self.maximumDepth else {
            truncatedAt = truncatedAt ?? cursor.location
            return
        }
        depth += 1
        defer { depth -= 1 }
        switch cursor.kind {
        case CXCursor_BlockExpr:
            visitBlock(cursor, unevaluated: unevaluated)

        case CXCursor_FunctionDecl, CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl,
            CXCursor_CXXMethod, CXCursor_Constructor, CXCursor_Destructor, CXCursor_ConversionFunction,
            CXCursor_FunctionTemplate:
            visitFunction(cursor, unevaluated: unevaluated)

        case CXCursor_VarDecl:
            visitVariable(cursor, unevaluated: unevaluated)

        case CXCursor_ParmDecl:
            declare(cursor)
            visitChildren(of: cursor, unevaluated: true)

        default:
            if !visitOperands(cursor, unevaluated: unevaluated) {
                visitExpression(cursor, parent: parent, unevaluated: unevaluated)
            }
        }
    }

    /// Where only some operands are evaluated (sizeof, typeof in typedefs, `@encode`, casts'
    /// written types, `_Generic`): visits the parts accordingly and returns true; false for
    /// any other cursor.
    func visitOperands(_ cursor: Cursor, unevaluated: Bool) -> Bool {
        switch cursor.kind {
        case CXCursor_TypedefDecl
        where Self.isVariablyModified(ClangType(clang_getTypedefDeclUnderlyingType(cursor.raw))):
            // `typedef int row[n];` computes its size where it is declared.
            visitChildren(of: cursor, unevaluated: unevaluated)

        case CXCursor_UnaryExpr where !cursor.evaluatesToConstant:
            // sizeof of a variably modified type (`sizeof(int[n])`) runs the size expression.
            visitChildren(of: cursor, unevaluated: unevaluated)

        case CXCursor_TypedefDecl, CXCursor_TypeAliasDecl, CXCursor_ObjCEncodeExpr, CXCursor_UnaryExpr,
            CXCursor_CXXTypeidExpr:
            // sizeof / alignof / typeof in typedefs / @encode: operands are never evaluated.
            visitChildren(of: cursor, unevaluated: true)

        case CXCursor_UnexposedExpr where isTypeTrait(cursor):
            // __builtin_types_compatible_p(typeof(x), int), __is_same(...): types only.
            visitChildren(of: cursor, unevaluated: true)

        case CXCursor_CStyleCastExpr, CXCursor_CompoundLiteralExpr:
            // The type written in the parentheses is not evaluated; the operand (last) is.
            visitChildren(of: cursor, unevaluated: unevaluated) { i, count in i < count - 1 }

        case CXCursor_UnexposedExpr where !stack.isEmpty && !unevaluated && startsWithTypeTrait(cursor):
            // `__builtin_types_compatible_p(typeof(x), int)` compares types; x is not evaluated.
            visitChildren(of: cursor, unevaluated: true)

        case CXCursor_GenericSelectionExpr:
            // `_Generic(x, …)`: the controlling expression is not evaluated.
            visitChildren(of: cursor, unevaluated: unevaluated) { i, _ in i == 0 }

        default:
            return false
        }
        return true
    }

    /// References that capture (variables, `self`, `this`, members, `super` messages) and
    /// calls whose block arguments may not escape; any other expression's children.
    func visitExpression(_ cursor: Cursor, parent: CXCursorKind, unevaluated: Bool) {
        switch cursor.kind {
        case CXCursor_DeclRefExpr:
            if !unevaluated, !stack.isEmpty { referenceVariable(cursor, parent: parent) }
            visitChildren(of: cursor, unevaluated: unevaluated)

        case CXCursor_ObjCSelfExpr:
            if !unevaluated, !stack.isEmpty {
                creditSelf(at: cursor.location, implicit: false, reference: cursor)
            }

        case CXCursor_CXXThisExpr:
            if !unevaluated, !stack.isEmpty { creditThis(cursor) }

        case CXCursor_MemberRefExpr:
            visitMember(cursor, unevaluated: unevaluated)

        case CXCursor_ObjCMessageExpr:
            if !unevaluated, !stack.isEmpty, startsWithSuper(cursor, skippingBracket: true) {
                creditSelf(at: cursor.location, implicit: false, reference: nil)
            }
            markNoEscapeArguments(of: cursor)
            visitChildren(of: cursor, unevaluated: unevaluated)

        case CXCursor_CallExpr:
            markNoEscapeArguments(of: cursor)
            visitChildren(of: cursor, unevaluated: unevaluated)

        default:
            visitChildren(of: cursor, unevaluated: unevaluated)
        }
    }

    /// Visits the children of `cursor`; those for which `notEvaluated(index, count)` holds are
    /// not evaluated (a cast's written type, `_Generic`'s controlling expression).
    func visitChildren(of cursor: Cursor, unevaluated: Bool, notEvaluated: (Int, Int) -> Bool) {
        let children = cursor.children
        for (i, child) in children.enumerated() {
            visit(child, parent: cursor.kind, unevaluated: unevaluated || notEvaluated(i, children.count))
        }
    }

    /// A block literal: a new block on the stack while its body is walked.
    func visitBlock(_ cursor: Cursor, unevaluated: Bool) {
        let index = blocks.count
        blocks.append(
            BlockBuilder(
                cursor: cursor, location: cursor.writtenLocation, parent: stack.last,
                function: contextNames.last ?? ""))
        blocks[index].doesNotEscape = noEscapeBlocks.contains(cursor)
        stack.append(index)
        bodyDepth += 1
        visitChildren(of: cursor, unevaluated: unevaluated)
        bodyDepth -= 1
        stack.removeLast()
    }

    /// A function, method or constructor: the context blocks inside are named after.
    func visitFunction(_ cursor: Cursor, unevaluated: Bool) {
        functions.append(FunctionContext(cursor: cursor))
        contextNames.append(Self.layoutName(of: cursor))
        bodyDepth += 1
        visitChildren(of: cursor, unevaluated: unevaluated)
        bodyDepth -= 1
        contextNames.removeLast()
        functions.removeLast()
    }

    /// A variable: declared at the current block depth; only its initializer is evaluated. The
    /// rest is the declared type, whose `typeof(x)` / `decltype(x)` operands are not, unless the
    /// type is a VLA whose size expressions run.
    func visitVariable(_ cursor: Cursor, unevaluated: Bool) {
        declare(cursor)
        let initializer = cursor.variableInitializer
        let isVariablyModified = Self.isVariablyModified(cursor.type)
        // Blocks in a global's initializer are named after the global.
        let namesContext = functions.isEmpty && stack.isEmpty
        if namesContext { contextNames.append(cursor.spelling) }
        cursor.visitChildren { child in
            let typePart = !isVariablyModified && !(child == initializer)
            visit(child, parent: CXCursor_VarDecl, unevaluated: unevaluated || typePart)
            return .continue
        }
        if namesContext { contextNames.removeLast() }
    }

    /// Records where a variable or parameter is declared: how many blocks enclose it, and
    /// whether it is local to a function or block body.
    func declare(_ cursor: Cursor) {
        guard let key = cursor.declarationKey else { return }
        declaredDepth[key] = stack.count
        if bodyDepth > 0 { localDeclarations.insert(key) }
    }

    /// Ivar references (`_x`, `self->_x`), property references (`self.p`, `super.p`) and C++
    /// member references (implicit `this`).
    func visitMember(_ cursor: Cursor, unevaluated: Bool) {
        let children = cursor.children
        let referenced = cursor.referenced
        if let base = children.first {
            let isHiddenBase = !base.hasFileLocation
            if isHiddenBase, base.kind == CXCursor_ObjCSelfExpr || isImplicitSelf(base) {
                // `_x` inside a method means `self->_x`: self is captured without being written.
                if !unevaluated, !stack.isEmpty {
                    creditSelf(at: cursor.location, implicit: true, reference: selfExpression(in: base))
                }
                for child in children.dropFirst() { visit(child, parent: cursor.kind, unevaluated: unevaluated) }
                return
            }
            if isHiddenBase, language.isCxx, base.kind == CXCursor_CXXThisExpr || isImplicitThis(base) {
                if !unevaluated, !stack.isEmpty { creditThis(base) }
                for child in children.dropFirst() { visit(child, parent: cursor.kind, unevaluated: unevaluated) }
                return
            }
        } else if language.isCxx, !unevaluated, !stack.isEmpty,
            referenced.kind == CXCursor_FieldDecl
                || (referenced.kind == CXCursor_CXXMethod && clang_CXXMethod_isStatic(referenced.raw) == 0)
        {
            // `count` inside a member function means `this->count`; libclang shows no base.
            creditThis(cursor)
        } else if referenced.kind == CXCursor_ObjCPropertyDecl || referenced.kind == CXCursor_ObjCInstanceMethodDecl
            || referenced.kind == CXCursor_ObjCIvarDecl
        {
            // `super.prop` has no base cursor at all.
            if !unevaluated, !stack.isEmpty, startsWithSuper(cursor, skippingBracket: false) {
                creditSelf(at: cursor.location, implicit: false, reference: nil)
            }
        }
        for child in children { visit(child, parent: cursor.kind, unevaluated: unevaluated) }
    }

    /// An implicit cast around `self` (ARC wraps the hidden base of an ivar reference).
    func isImplicitSelf(_ cursor: Cursor) -> Bool { selfExpression(in: cursor) != nil }

    func selfExpression(in cursor: Cursor) -> Cursor? {
        var current = cursor
        for _ in 0..<4 {
            if current.kind == CXCursor_ObjCSelfExpr { return current }
            guard current.kind == CXCursor_UnexposedExpr, let only = current.children.first else { return nil }
            current = only
        }
        return nil
    }

    func isImplicitThis(_ cursor: Cursor) -> Bool {
        var current = cursor
        for _ in 0..<4 {
            if current.kind == CXCursor_CXXThisExpr { return true }
            guard current.kind == CXCursor_UnexposedExpr, let only = current.children.first else { return false }
            current = only
        }
        return false
    }

    /// Type-trait builtins whose operands are types (so a `typeof(x)` inside is not evaluated).
    static let typeTraits: [[UInt8]] = ["__builtin_types_compatible_p", "__is_", "__has_"].map { Array($0.utf8) }

    func startsWithTypeTrait(_ cursor: Cursor) -> Bool {
        let start = cursor.extent.start
        return !start.file.isEmpty && typeTraitStarts(at: start.offset)
    }

    /// True when the main file's bytes at `offset` begin one of `typeTraits`.
    func typeTraitStarts(at offset: Int) -> Bool {
        guard offset < source.count, source[offset] == UInt8(ascii: "_") else { return false }
        return Self.typeTraits.contains { word in
            offset + word.count <= source.count && source[offset..<(offset + word.count)].elementsEqual(word)
        }
    }

    func startsWithCaret(_ cursor: Cursor) -> Bool {
        let start = cursor.extent.start
        return !start.file.isEmpty && start.offset < source.count && source[start.offset] == UInt8(ascii: "^")
    }

    /// Clang gives a block literal passed directly (through parentheses and implicit casts) to a
    /// `noescape` parameter the isa `_NSConcreteGlobalBlock`, though it is built on the stack
    /// (`BlockDecl::doesNotEscape`, CGBlocks): at run time it is a global block.
    func markNoEscapeArguments(of call: Cursor) {
        let callee = call.referenced
        var arguments: [Cursor] = []
        let noEscape: [Bool]
        switch callee.kind {
        case CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl:
            // libclang 14 has no argument API for messages: the arguments are the last children
            // (after the receiver), one per parameter unless the method is variadic.
            let parameters = max(callee.argumentCount, 0)
            let children = call.children
            guard parameters > 0, clang_Cursor_isVariadic(callee.raw) == 0, children.count >= parameters else { return }
            arguments = Array(children.suffix(parameters))
            noEscape = (0..<parameters).map { Self.isNoEscape(callee.argument($0)) }
        case CXCursor_FunctionDecl, CXCursor_CXXMethod, CXCursor_Constructor:
            arguments = (0..<max(call.argumentCount, 0)).map { call.argument($0) }
            noEscape = (0..<max(callee.argumentCount, 0)).map { Self.isNoEscape(callee.argument($0)) }
        default:
            // A call through a function or block pointer: the attribute is part of its type.
            arguments = (0..<max(call.argumentCount, 0)).map { call.argument($0) }
            var type = callee.type.canonical
            if type.kind == CXType_Pointer || type.kind == CXType_BlockPointer { type = type.pointee }
            noEscape = Self.noEscapeParameters(inFunctionType: type.spelling)
        }
        for (i, var argument) in arguments.enumerated() where i < noEscape.count && noEscape[i] {
            // Clang looks through parentheses and no-op casts (IgnoreParenNoopCasts).
            while true {
                let children = argument.children
                if argument.kind == CXCursor_ParenExpr || argument.kind == CXCursor_UnexposedExpr,
                    children.count == 1
                {
                    argument = children[0]
                } else if argument.kind == CXCursor_CStyleCastExpr, let operand = children.last,
                    operand.type.canonical.spelling == argument.type.canonical.spelling
                {
                    argument = operand
                } else {
                    break
                }
            }
            if argument.kind == CXCursor_BlockExpr { noEscapeBlocks.insert(argument) }
        }
    }

    /// A parameter declared `__attribute__((noescape))` (also spelled `__noescape__` or `[[clang::noescape]]`).
    static func isNoEscape(_ parameter: Cursor) -> Bool {
        let printed = parameter.prettyPrinted
        return printed.containsBytes("noescape))") || printed.containsBytes("noescape__))")
            || printed.containsBytes("noescape]]")
    }

    /// Which parameters of a function type's spelling, `void (__attribute__((noescape)) void (^)(void), int)`,
    /// carry `noescape`.
    package static func noEscapeParameters(inFunctionType spelling: String) -> [Bool] {
        let characters = Array(spelling)
        guard characters.last == ")" else { return [] }
        var depth = 0
        var index = characters.count - 1
        var parameters: [String] = []
        var current = ""
        while index >= 0 {
            let character = characters[index]
            if character == ")" {
                depth += 1
                if depth == 1 {
                    index -= 1
                    continue
                }
            }
            if character == "(" {
                depth -= 1
                if depth == 0 { break }
            }
            if character == "," && depth == 1 {
                parameters.append(current)
                current = ""
            } else {
                current = String(character) + current
            }
            index -= 1
        }
        parameters.append(current)
        return parameters.reversed().map { $0.contains("__attribute__((noescape))") }
    }

    /// True when the source at the cursor's start reads `super` (after `[` for a message).
    func startsWithSuper(_ cursor: Cursor, skippingBracket: Bool) -> Bool {
        let start = cursor.extent.start
        guard !start.file.isEmpty, start.offset < source.count else { return false }
        var i = start.offset
        func skipSpace() {
            while i < source.count, source[i] == 0x20 || source[i] == 0x09 || source[i] == 0x0A || source[i] == 0x0D {
                i += 1
            }
        }
        if skippingBracket {
            guard source[i] == UInt8(ascii: "[") else { return false }
            i += 1
            skipSpace()
        }
        let word = Array("super".utf8)
        guard i + word.count <= source.count, Array(source[i..<(i + word.count)]) == word else { return false }
        let next = i + word.count < source.count ? source[i + word.count] : 0
        let isIdentifierByte =
            (next >= 0x30 && next <= 0x39) || (next >= 0x41 && next <= 0x5A)
            || (next >= 0x61 && next <= 0x7A) || next == 0x5F || next >= 0x80
        return !isIdentifierByte
    }
}
