import CClang
import ClangFrontend

/// Which captured locals the compiler folds into the block's code instead of storing them in
/// the block (clang CodeGen's `tryCaptureAsConstant`): a `const`, non-`__block` local whose
/// initializer is a constant. A block whose only captures are folded is emitted as a global
/// block.
package enum ConstantFolding {
    /// True when codegen replaces captures of `declaration` (a local variable) by its constant value.
    package static func isFolded(_ declaration: Cursor, language: SourceLanguage) -> Bool {
        // Codegen asks only for `const` (a `const volatile` local is folded too).
        let type = declaration.type
        guard type.canonical.isConst else { return false }
        if language.isCxx, !isSafeForCxxConstantCapture(type.canonical, unit: declaration.unit) { return false }
        let initializer = declaration.variableInitializer
        guard !initializer.isNull else { return false }
        return isConstant(initializer)
    }

    /// C++ `[expr.const]`: a `const` integral or enumeration variable with a constant
    /// initializer can be read in constant expressions, so reading it is not an odr-use.
    package static func isUsableInConstantExpressions(_ declaration: Cursor) -> Bool {
        let type = declaration.type
        guard type.canonical.isConst, !type.canonical.isVolatile else { return false }
        let canonical = type.canonical
        let isIntegralOrEnum: Bool
        switch canonical.kind {
        case CXType_Bool, CXType_Char_U, CXType_UChar, CXType_Char16, CXType_Char32, CXType_UShort,
            CXType_UInt, CXType_ULong, CXType_ULongLong, CXType_UInt128, CXType_Char_S, CXType_SChar,
            CXType_WChar, CXType_Short, CXType_Int, CXType_Long, CXType_LongLong, CXType_Int128,
            CXType_Enum:
            isIntegralOrEnum = true
        default:
            isIntegralOrEnum = false
        }
        let isConstexpr = declaration.unit.tokens(in: declaration.extent).prefix(8).contains {
            $0.spelling == "constexpr"
        }
        guard isIntegralOrEnum || isConstexpr else { return false }
        let initializer = declaration.variableInitializer
        return !initializer.isNull && isConstant(initializer)
    }

    /// Records with mutable fields or non-trivial copy/destruction are not folded in C++.
    private static func isSafeForCxxConstantCapture(_ type: ClangType, unit: TranslationUnit) -> Bool {
        guard type.kind == CXType_Record else { return true }
        let declaration = type.declaration(in: unit)
        var safe = true
        declaration.visitChildren { child in
            switch child.kind {
            case CXCursor_FieldDecl:
                if clang_CXXField_isMutable(child.raw) != 0 {
                    safe = false
                    return .break
                }
                if !isSafeForCxxConstantCapture(child.type.canonical, unit: unit) {
                    safe = false
                    return .break
                }
            case CXCursor_Constructor:
                if clang_CXXConstructor_isCopyConstructor(child.raw) != 0 {
                    safe = false
                    return .break
                }
            case CXCursor_Destructor, CXCursor_CXXBaseSpecifier:
                safe = false
                return .break
            default:
                break
            }
            return .continue
        }
        return safe
    }

    /// Whether clang can emit `expression` as a constant: what its evaluator folds (numbers,
    /// strings) plus the constant shapes it does not report through libclang (aggregates of
    /// constants, addresses of globals and functions, null pointers).
    package static func isConstant(_ expression: Cursor) -> Bool {
        // An Objective-C property or subscript reference (`box.count`, `sections[0]`) is a
        // message send at run time, never a constant; its placeholder type has no layout to ask.
        if expression.type.isPlaceholder { return false }
        // libclang evaluates more leniently than codegen in one way that matters: it skips a
        // comma operator's left side even when that side could not be evaluated.
        if expression.evaluatesToConstant { return !hasNonConstantCommaOperand(expression) }
        let isPointer =
            expression.type.canonical.kind == CXType_Pointer
            || expression.type.canonical.kind == CXType_ObjCObjectPointer
            || expression.type.canonical.kind == CXType_ObjCId
            || expression.type.canonical.kind == CXType_BlockPointer
        switch expression.kind {
        case CXCursor_IntegerLiteral, CXCursor_FloatingLiteral, CXCursor_CharacterLiteral, CXCursor_StringLiteral,
            CXCursor_ObjCStringLiteral, CXCursor_CXXBoolLiteralExpr, CXCursor_CXXNullPtrLiteralExpr,
            CXCursor_ObjCBoolLiteralExpr, CXCursor_ImaginaryLiteral:
            return true
        case CXCursor_InitListExpr, CXCursor_ParenExpr, CXCursor_CStyleCastExpr, CXCursor_UnexposedExpr,
            CXCursor_CompoundLiteralExpr:
            return isConstantWrapper(expression, isPointer: isPointer)
        case CXCursor_BinaryOperator, CXCursor_ConditionalOperator:
            // Arithmetic on numbers is the evaluator's business (it said no above, e.g. 1 / 0);
            // only address arithmetic (`&g + 1`, `c ? "a" : "b"`) is left to check here.
            guard isPointer else { return false }
            return expression.children.allSatisfy { isConstant($0) || isConstantAddress($0) }
        case CXCursor_ArraySubscriptExpr:
            let children = expression.children
            guard children.count == 2 else { return false }
            return (isConstant(children[0]) || isConstantAddress(children[0])) && isConstant(children[1])
        case CXCursor_UnaryOperator:
            guard let operand = expression.children.last else { return false }
            if isAddressOf(expression) { return isConstantAddress(operand) }
            return false
        case CXCursor_DeclRefExpr:
            return isConstantReference(expression.referenced)
        case CXCursor_BlockExpr:
            // A literal that captures nothing is a constant global block.
            return !capturesAnything(expression)
        case CXCursor_CallExpr:
            // CFSTR("…") is a constant string.
            return expression.spelling == "__builtin___CFStringMakeConstantString"
        default:
            return false
        }
    }

    /// Aggregates, parentheses, casts and compound literals: constant when what they wrap is
    /// (an empty `{}` is; an address cut down by a cast, an array without a fixed address or
    /// an Objective-C boxed literal is not).
    private static func isConstantWrapper(_ expression: Cursor, isPointer: Bool) -> Bool {
        let children = expression.children.filter { !isReference($0) }
        if children.isEmpty {
            // An empty `{}` or an implicit zero for a member a designated initializer left
            // out (ImplicitValueInitExpr, which has no position in the source).
            return expression.kind == CXCursor_InitListExpr || !expression.hasFileLocation
        }
        if expression.kind == CXCursor_CStyleCastExpr || expression.kind == CXCursor_UnexposedExpr,
            let operand = children.last, isTruncatedAddress(expression, operand: operand)
        {
            return false
        }
        if isPointer, expression.kind != CXCursor_CompoundLiteralExpr, children.count == 1,
            [CXType_ConstantArray, CXType_IncompleteArray].contains(children[0].type.canonical.kind)
        {
            // An array decaying to a pointer: constant only when the array has a fixed address.
            return isConstantAddress(children[0])
        }
        if expression.kind == CXCursor_UnexposedExpr, isBoxedLiteral(expression, children: children) {
            return false
        }
        return children.allSatisfy(isConstant)
    }

    /// A name used as a value: enumerators and functions are constants; a global array decays
    /// to a constant address; a scalar read is not a constant unless the evaluator said so.
    private static func isConstantReference(_ declaration: Cursor) -> Bool {
        switch declaration.kind {
        case CXCursor_EnumConstantDecl, CXCursor_FunctionDecl:
            return true
        case CXCursor_VarDecl:
            let canonical = declaration.type.canonical.kind
            return (canonical == CXType_ConstantArray || canonical == CXType_IncompleteArray)
                && hasStaticStorage(declaration)
        default:
            return false
        }
    }

    /// `(int)&g`: an address cut down to a narrower integer is not a link-time constant.
    private static func isTruncatedAddress(_ cast: Cursor, operand: Cursor) -> Bool {
        let target = cast.type.canonical
        guard target.kind != CXType_Pointer, target.kind != CXType_ObjCObjectPointer,
            let size = target.size, size < 8
        else { return false }
        return derivesFromAddress(operand)
    }

    /// A pointer, or a cast / parenthesis chain around one (`(long)&g`).
    private static func derivesFromAddress(_ expression: Cursor) -> Bool {
        let kind = expression.type.canonical.kind
        if kind == CXType_Pointer || kind == CXType_ObjCObjectPointer || kind == CXType_ObjCId
            || kind == CXType_BlockPointer
        {
            return true
        }
        switch expression.kind {
        case CXCursor_CStyleCastExpr, CXCursor_UnexposedExpr, CXCursor_ParenExpr:
            guard let operand = expression.children.filter({ !isReference($0) }).last else { return false }
            return derivesFromAddress(operand)
        default:
            return false
        }
    }

    /// True when a comma operator in `expression` has a left side that is not constant.
    private static func hasNonConstantCommaOperand(_ expression: Cursor) -> Bool {
        var found = false
        func hasNonConstantLeft(_ cursor: Cursor) -> Bool {
            guard cursor.kind == CXCursor_BinaryOperator, isComma(cursor), let left = cursor.children.first else {
                return false
            }
            return !valueOperand(left).evaluatesToConstant
        }
        func walk(_ cursor: Cursor) {
            cursor.visitChildren { child in
                if hasNonConstantLeft(child) {
                    found = true
                    return .break
                }
                walk(child)
                return found ? .break : .continue
            }
        }
        if hasNonConstantLeft(expression) { return true }
        walk(expression)
        return found
    }

    /// What a comma's left side evaluates to: for a comma (in parentheses or not), its right
    /// side. Its own left side is a comma's left side too, checked on its own; evaluating the
    /// whole of it again at every comma of a generated `(1, 1, …, 1)` cost its length each time.
    private static func valueOperand(_ expression: Cursor) -> Cursor {
        var current = expression
        while true {
            let children = current.children
            if current.kind == CXCursor_ParenExpr, children.count == 1 {
                current = children[0]
            } else if current.kind == CXCursor_BinaryOperator, children.count == 2, isComma(current) {
                current = children[1]
            } else {
                return current
            }
        }
    }

    private static func isComma(_ binary: Cursor) -> Bool {
        let children = binary.children
        guard children.count == 2 else { return false }
        // The tokens between the operands, not the whole expression's: at every level of a
        // generated `1 + 1 + … + 1` that cost its length (20,000 terms took minutes).
        let leftEnd = children[0].extent.end.offset
        let between = clang_getRange(
            clang_getRangeEnd(clang_getCursorExtent(children[0].raw)),
            clang_getRangeStart(clang_getCursorExtent(children[1].raw)))
        let first =
            binary.unit.tokens(in: SourceRange(raw: between)).first { $0.location.offset >= leftEnd }
            // Operands from one macro expansion share its range: read the whole expression.
            ?? binary.unit.tokens(in: binary.extent).first { $0.location.offset >= leftEnd }
        return first?.spelling == ","
    }

    /// Whether a block literal refers to anything Sema would capture: a local variable declared
    /// outside it, `self`, an ivar or `this`.
    package static func capturesAnything(_ block: Cursor) -> Bool {
        var inside = Set<UnsafeRawPointer>()
        var captures = false
        func walk(_ cursor: Cursor) {
            cursor.visitChildren { child in
                switch child.kind {
                case CXCursor_VarDecl, CXCursor_ParmDecl:
                    if let key = child.declarationKey { inside.insert(key) }
                case CXCursor_ObjCSelfExpr, CXCursor_CXXThisExpr:
                    captures = true
                case CXCursor_MemberRefExpr where child.referenced.kind == CXCursor_ObjCIvarDecl:
                    captures = true
                case CXCursor_DeclRefExpr:
                    let declaration = child.referenced
                    if declaration.kind == CXCursor_VarDecl || declaration.kind == CXCursor_ParmDecl,
                        let key = declaration.declarationKey, !inside.contains(key), !hasStaticStorage(declaration)
                    {
                        captures = true
                    }
                default:
                    break
                }
                if captures { return .break }
                walk(child)
                return captures ? .break : .continue
            }
        }
        walk(block)
        return captures
    }

    private static func isReference(_ cursor: Cursor) -> Bool {
        switch cursor.kind {
        case CXCursor_TypeRef, CXCursor_ObjCClassRef, CXCursor_ObjCProtocolRef, CXCursor_TemplateRef,
            CXCursor_MemberRef,
            CXCursor_NamespaceRef:
            return true
        default:
            return false
        }
    }

    private static func isAddressOf(_ unary: Cursor) -> Bool {
        firstToken(of: unary) == "&"
    }

    /// The spelling of the node's first token; only that token is read (tokenizing the whole
    /// extent would cost its length at every level of a nested expression).
    private static func firstToken(of cursor: Cursor) -> String? {
        let start = clang_getRangeStart(clang_getCursorExtent(cursor.raw))
        return cursor.unit.tokens(in: SourceRange(raw: clang_getRange(start, start))).first?.spelling
    }

    /// `&g`, `&array[3]`, `&s.field` of something with static storage; `&function`.
    private static func isConstantAddress(_ operand: Cursor) -> Bool {
        switch operand.kind {
        case CXCursor_DeclRefExpr:
            let declaration = operand.referenced
            if declaration.kind == CXCursor_FunctionDecl { return true }
            return declaration.kind == CXCursor_VarDecl && hasStaticStorage(declaration)
        case CXCursor_ParenExpr, CXCursor_UnexposedExpr:
            guard let only = operand.children.last else { return false }
            return isConstantAddress(only)
        case CXCursor_MemberRefExpr:
            guard let base = operand.children.first else { return false }
            return isConstantAddress(base)
        case CXCursor_ArraySubscriptExpr:
            let children = operand.children
            guard children.count == 2 else { return false }
            return isConstantAddress(children[0]) && isConstant(children[1])
        case CXCursor_StringLiteral:
            return true
        default:
            // A compound literal in a function body (where every folded local lives) is an
            // automatic object: its address is not a constant.
            return false
        }
    }

    /// `@1`, `@(x)`, `@YES` (ObjCBoxedExpr, unexposed in libclang): a message send at run
    /// time, not a constant initializer.
    private static func isBoxedLiteral(_ expression: Cursor, children: [Cursor]) -> Bool {
        func isObject(_ type: ClangType) -> Bool {
            let kind = type.canonical.kind
            return kind == CXType_ObjCObjectPointer || kind == CXType_ObjCId
        }
        guard isObject(expression.type), children.count == 1, !isObject(children[0].type) else { return false }
        guard firstToken(of: expression) == "@" else { return false }
        // `@("text")` is the exception: a boxed string literal is emitted as a constant string.
        var operand = children[0]
        while operand.kind == CXCursor_ParenExpr || operand.kind == CXCursor_UnexposedExpr,
            let only = operand.children.first
        {
            operand = only
        }
        return operand.kind != CXCursor_StringLiteral
    }

    private static func hasStaticStorage(_ declaration: Cursor) -> Bool {
        let storage = declaration.storageClass
        if storage == CX_SC_Static || storage == CX_SC_Extern { return true }
        let parent = declaration.semanticParent.kind
        return parent == CXCursor_TranslationUnit || parent == CXCursor_Namespace || parent == CXCursor_LinkageSpec
    }
}
