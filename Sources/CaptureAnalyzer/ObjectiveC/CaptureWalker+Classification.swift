import CClang
import ClangFrontend
import Findings

extension CaptureWalker {

    func info(for declaration: Cursor, key: UnsafeRawPointer) -> DeclarationInfo {
        if let cached = declarationInfo[key] { return cached }
        let computed = classify(declaration, key: key)
        declarationInfo[key] = computed
        return computed
    }

    func classify(_ declaration: Cursor, key: UnsafeRawPointer) -> DeclarationInfo {
        let type = declaration.type
        let name = declaration.spelling
        let location: SourcePosition? = declaration.hasFileLocation ? declaration.location : nil
        let ownership = Self.ownership(of: type)
        var kind = CaptureKind.value
        var folded = false
        if declaration.kind == CXCursor_VarDecl {
            let storage = declaration.storageClass
            let isLocal = localDeclarations.contains(key) || Self.isInFunction(declaration)
            if storage == CX_SC_Static || storage == CX_SC_Extern {
                kind = isLocal ? .pointer : .global
            } else if !isLocal {
                kind = .global
            } else if Self.isByRef(declaration) {
                kind = .byRef
            } else {
                folded = ConstantFolding.isFolded(declaration, language: language)
            }
        }
        return DeclarationInfo(
            name: name, kind: kind, ownership: ownership, typeSpelling: type.spelling,
            declaration: location, isFoldedConstant: folded, type: type)
    }

    func selfInfo(reference: Cursor?, method: Cursor) -> DeclarationInfo? {
        let isClassMethod = method.kind == CXCursor_ObjCClassMethodDecl
        var typeSpelling: String
        var ownership: Ownership
        var selfType: ClangType?
        if let reference, !reference.referenced.isNull {
            let type = reference.referenced.type
            selfType = type
            typeSpelling = type.spelling
            ownership = Self.ownership(of: type)
        } else {
            let className = method.semanticParent.spelling
            typeSpelling = isClassMethod ? "const Class" : "\(className) *const __strong"
            ownership = arcEnabled ? .strong : .none
        }
        if isClassMethod {
            // A class method's `self` is `const Class` with no ownership qualifier: the block
            // copies it without retaining it (clang emits no copy helper for it).
            ownership = .none
        }
        if method.kind != CXCursor_ObjCInstanceMethodDecl && !isClassMethod { return nil }
        var info = DeclarationInfo(
            name: "self", kind: .value, ownership: ownership, typeSpelling: typeSpelling,
            declaration: nil, isFoldedConstant: false, type: selfType)
        info.isObjectPointer = true
        return info
    }

    /// `f` for a function, `Foo__do_with_` for `-[Foo do:with:]` (as `clang -rewrite-objc`).
    package static func layoutName(of function: Cursor) -> String {
        guard function.kind == CXCursor_ObjCInstanceMethodDecl || function.kind == CXCursor_ObjCClassMethodDecl else {
            return function.spelling
        }
        let container = function.semanticParent
        var className = container.spelling
        if container.kind == CXCursor_ObjCCategoryImplDecl || container.kind == CXCursor_ObjCCategoryDecl {
            container.visitChildren { child in
                if child.kind == CXCursor_ObjCClassRef {
                    className = child.spelling
                    return .break
                }
                return .continue
            }
        }
        return className + "__" + function.spelling.replacingOccurrences(of: ":", with: "_")
    }

    /// `__block` leaves no trace in libclang's API but an unexposed attribute on the variable;
    /// the pretty printer names it `blocks("byref")`.
    package static func isByRef(_ declaration: Cursor) -> Bool {
        var hasUnexposedAttribute = false
        declaration.visitChildren { child in
            if child.kind == CXCursor_UnexposedAttr {
                hasUnexposedAttribute = true
                return .break
            }
            return .continue
        }
        guard hasUnexposedAttribute else { return false }
        return declaration.prettyPrinted.contains("blocks(\"byref\")")
    }

    /// ARC ownership read from the canonical type spelling (libclang 14 has no lifetime API).
    package static func ownership(of type: ClangType) -> Ownership {
        let canonical = type.canonical
        let spelling: String
        switch canonical.kind {
        case CXType_ObjCObjectPointer, CXType_ObjCId, CXType_ObjCClass:
            spelling = removingAngleBrackets(canonical.spelling)
        case CXType_BlockPointer:
            // `void (^__strong)(id)`: the qualifier sits right after the caret.
            let text = canonical.spelling
            guard let caret = text.firstIndex(of: "^") else { return .none }
            let rest = text[text.index(after: caret)...]
            spelling = String(rest.prefix { $0 != ")" })
        default:
            return .none
        }
        if spelling.containsBytes("__weak") { return .weak }
        if spelling.containsBytes("__unsafe_unretained") { return .unretained }
        if spelling.containsBytes("__strong") { return .strong }
        if spelling.containsBytes("__autoreleasing") { return .unretained }
        return .none
    }

    static func removingAngleBrackets(_ text: String) -> String {
        var depth = 0
        var result = ""
        for c in text {
            if c == "<" {
                depth += 1
                continue
            }
            if c == ">" {
                depth = max(0, depth - 1)
                continue
            }
            if depth == 0 { result.append(c) }
        }
        return result
    }
}
