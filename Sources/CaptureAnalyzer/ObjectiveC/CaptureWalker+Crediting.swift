import CClang
import ClangFrontend
import Findings

extension CaptureWalker {

    func referenceVariable(_ cursor: Cursor, parent: CXCursorKind) {
        let declaration = cursor.referenced
        let kind = declaration.kind
        let isCommand = kind == CXCursor_UnexposedDecl && declaration.spelling == "_cmd"
        guard kind == CXCursor_VarDecl || kind == CXCursor_ParmDecl || isCommand,
            let key = declaration.declarationKey
        else { return }
        let info = self.info(for: declaration, key: key)
        if language.isCxx, info.isFoldedConstant, parent == CXCursor_UnexposedExpr,
            ConstantFolding.isUsableInConstantExpressions(declaration)
        {
            // C++: reading a constant through an implicit lvalue-to-rvalue conversion is not an
            // odr-use, so Sema does not capture it at all.
            return
        }
        let depth = declaredDepth[key] ?? unvisitedDeclarationDepth(declaration)
        guard depth < stack.count else { return }
        let location = cursor.location
        for index in stack[depth...] {
            blocks[index].add(.declaration(key), info: info, use: location, implicit: false)
        }
    }

    func creditSelf(at location: SourcePosition, implicit: Bool, reference: Cursor?) {
        guard var function = functions.last else { return }
        if function.selfInfo == nil {
            function.selfInfo = selfInfo(reference: reference, method: function.cursor)
            functions[functions.count - 1] = function
        }
        guard let info = function.selfInfo else { return }
        for index in stack {
            blocks[index].add(.selfParameter, info: info, use: location, implicit: implicit)
        }
    }

    func creditThis(_ cursor: Cursor) {
        // The type of `this` is the enclosing class's pointer type; a member reference only
        // knows the member's type, so name the class from the method.
        var typeSpelling = cursor.kind == CXCursor_CXXThisExpr ? cursor.type.spelling : ""
        if typeSpelling.isEmpty, let method = functions.last?.cursor {
            typeSpelling = method.semanticParent.type.spelling + " *"
        }
        let info = DeclarationInfo(
            name: "this", kind: .value, ownership: .none,
            typeSpelling: typeSpelling, declaration: nil, isFoldedConstant: false)
        for index in stack {
            blocks[index].add(.this, info: info, use: cursor.location, implicit: false)
        }
    }

    /// How many enclosing blocks contain a declaration the walk never visits (an `@catch`
    /// parameter has no cursor of its own): those whose extent holds its position.
    func unvisitedDeclarationDepth(_ declaration: Cursor) -> Int {
        guard declaration.hasFileLocation else { return 0 }
        let offset = declaration.location.offset
        let file = declaration.location.file
        return stack.prefix { index in
            let extent = blocks[index].cursor.extent
            return extent.start.file == file && extent.start.offset <= offset && offset < extent.end.offset
        }.count
    }

    /// True when a variable's context is a function, method or block (through its semantic parents).
    package static func isInFunction(_ declaration: Cursor) -> Bool {
        var parent = declaration.semanticParent
        for _ in 0..<16 {
            switch parent.kind {
            case CXCursor_FunctionDecl, CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl,
                CXCursor_CXXMethod, CXCursor_Constructor, CXCursor_Destructor, CXCursor_ConversionFunction,
                CXCursor_FunctionTemplate, CXCursor_LambdaExpr:
                return true
            case CXCursor_UnexposedDecl:
                parent = parent.semanticParent
            default:
                return false
            }
        }
        return false
    }

    /// A type whose size is computed at run time: a VLA, or a pointer to / array of one.
    package static func isVariablyModified(_ type: ClangType) -> Bool {
        var current = type.canonical
        for _ in 0..<32 {
            switch current.kind {
            case CXType_VariableArray:
                return true
            case CXType_Pointer, CXType_BlockPointer, CXType_LValueReference, CXType_RValueReference:
                current = current.pointee.canonical
            case CXType_ConstantArray, CXType_IncompleteArray:
                current = ClangType(clang_getArrayElementType(current.raw)).canonical
            default:
                return false
            }
        }
        return false
    }

    /// `__builtin_types_compatible_p(…)` and the C++ type traits (`__is_same(…)`): their
    /// arguments are types, so a `typeof(x)` inside them is not a use of `x`. Read from the
    /// source bytes: implicit casts are unexposed too, and tokenizing each would be slow.
    func isTypeTrait(_ expression: Cursor) -> Bool {
        // The offset alone (no file name): the bytes are the main file's, so only an expression
        // that starts in it is read.
        let location = clang_getRangeStart(clang_getCursorExtent(expression.raw))
        guard clang_Location_isFromMainFile(location) != 0 else { return false }
        var offset32: UInt32 = 0
        clang_getExpansionLocation(location, nil, nil, nil, &offset32)
        return typeTraitStarts(at: Int(offset32))
    }
}
