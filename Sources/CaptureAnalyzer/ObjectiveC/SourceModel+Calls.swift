import CClang
import ClangFrontend

extension SourceModel {
    /// For a timer constructor: false only when `repeats:` is literally NO/false/0.
    package func isRepeating(_ call: ASTNode) -> Bool {
        let pieces = call.spelling.split(separator: ":").map(String.init)
        guard let i = pieces.firstIndex(of: "repeats") ?? pieces.firstIndex(where: { $0.hasSuffix("Repeats") }) else {
            return true
        }
        let args = arguments(of: call)
        guard i < args.count else { return true }
        let t = tokens(of: args[i])
        return !(t.count == 1 && ["NO", "false", "0", "__objc_no", "FALSE"].contains(t[0]))
            && !["NO", "false", "__objc_no", "FALSE"].contains(firstToken(of: args[i].unwrapped) ?? "")
    }

    // MARK: - Calls

    /// The argument nodes of a call or message send, in order. libclang 14 counts arguments of
    /// calls only; a message's arguments are its expression children after the receiver.
    package func arguments(of call: ASTNode) -> [ASTNode] {
        if call.kind == CXCursor_ObjCMessageExpr {
            let exprs = call.children.filter { $0.kind.isExpression }
            return hasReceiverChild(call, exprs) ? Array(exprs.dropFirst()) : exprs
        }
        let count = call.cursor.argumentCount
        guard count > 0 else { return [] }
        // The argument's own cursor first: inside a macro expansion (`expect(x)` writing
        // `_EXP_expect(self, __LINE__, __FILE__, ^{ … })`) every argument has the expansion's
        // extent, so the extents alone would answer the first child for each.
        return (0..<count).compactMap { i in
            let argument = call.cursor.argument(i)
            if let same = call.children.first(where: { clang_equalCursors($0.cursor.raw, argument.raw) != 0 }) {
                return same
            }
            let a = argument.extentOffsets
            return call.children.first { $0.start == a.start && $0.end == a.end }
        }
    }

    func hasReceiverChild(_ msg: ASTNode, _ exprs: [ASTNode]) -> Bool {
        let pieces = Self.selectorPieces(msg.spelling)
        return !msg.children.contains { $0.kind == CXCursor_ObjCClassRef } && exprs.count > pieces
    }

    /// The number of colons in a selector (its arguments), counted on bytes.
    package static func selectorPieces(_ selector: String) -> Int {
        selector.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ":") ? 1 : 0) }
    }

    /// Which argument of `call` the node `child` is.
    package func argumentIndex(of child: ASTNode, in call: ASTNode) -> Int? {
        arguments(of: call).firstIndex { $0 === child }
    }

    /// The receiver expression of an instance message (nil for class messages and `super`).
    package func receiver(of msg: ASTNode) -> ASTNode? {
        guard msg.kind == CXCursor_ObjCMessageExpr else { return nil }
        let exprs = msg.children.filter { $0.kind.isExpression }
        return hasReceiverChild(msg, exprs) ? exprs.first : nil
    }

    /// True for a message to `super` (`[super initWithTitle:…]`): it has no receiver node and is
    /// not a class message; its first tokens are `[` and `super`.
    package func isSuperMessage(_ msg: ASTNode) -> Bool {
        guard msg.kind == CXCursor_ObjCMessageExpr, receiver(of: msg) == nil, classReceiver(of: msg) == nil else {
            return false
        }
        let start = clang_getCursorLocation(msg.cursor.raw)
        let end = clang_getRangeEnd(clang_getCursorExtent(msg.cursor.raw))
        let tokens = unit.tokens(in: SourceRange(raw: clang_getRange(start, end)))
        return tokens.prefix(2).map(\.spelling) == ["[", "super"]
    }

    /// The class name of a class message (`[NSTimer …]`), nil for instance messages.
    package func classReceiver(of msg: ASTNode) -> String? {
        guard msg.kind == CXCursor_ObjCMessageExpr, let first = msg.children.first,
            first.kind == CXCursor_ObjCClassRef
        else { return nil }
        return first.spelling
    }

    /// True when parameter `index` of the called function or method is `noescape`.
    package func parameterIsNoEscape(callee: Cursor, index: Int) -> Bool {
        guard !callee.isNull else { return false }
        // A function type spells the attribute (`void (__attribute__((noescape)) Handler)`).
        if callee.kind == CXCursor_FunctionDecl {
            let params = callee.children.filter { $0.kind == CXCursor_ParmDecl }
            if index < params.count { return paramHasNoEscape(params[index]) }
            return false
        }
        let params = callee.children.filter { $0.kind == CXCursor_ParmDecl }
        return index < params.count && paramHasNoEscape(params[index])
    }

    func paramHasNoEscape(_ param: Cursor) -> Bool {
        for attr in param.children where attr.kind == CXCursor_UnexposedAttr {
            let t = param.unit.tokens(
                in: SourceRange(
                    raw: clang_getRange(clang_getCursorLocation(attr.raw), clang_getCursorLocation(attr.raw))))
            if t.contains(where: { $0.spelling.lowercased().contains("noescape") }) { return true }
            if param.unit.tokens(in: attr.extent).contains(where: { $0.spelling.lowercased().contains("noescape") }) {
                return true
            }
        }
        return false
    }

    // MARK: - Properties

    /// The property a `set…:` message assigns (or a getter message reads, `name` then being the
    /// selector): declared in the class (or category, or protocol) that declares the called
    /// method, or in this file. Nil when the method is not a property's.
    package func declaredProperty(named name: String, settingWith msg: ASTNode) -> Cursor? {
        let method = msg.referenced
        if method.kind == CXCursor_ObjCPropertyDecl { return method }
        if !method.isNull {
            let container = method.semanticParent
            var found: Cursor?
            container.visitChildren { child in
                if child.kind == CXCursor_ObjCPropertyDecl, child.spelling == name {
                    found = child
                    return .break
                }
                return .continue
            }
            if let found { return found }
            // An explicit `-setX:` declared next to a property `x` elsewhere in this file.
            return property(named: name).map(\.cursor).flatMap { $0.semanticParent == container ? $0 : nil }
        }
        return property(named: name)?.cursor
    }

    /// True for a block literal or a value of block type, seen through copies (`[^{…} copy]`,
    /// `Block_copy`) and casts.
    package func isBlockValue(_ expr: ASTNode) -> Bool {
        let e = expr.unwrapped
        if e.kind == CXCursor_BlockExpr || e.cursor.type.isBlockPointer { return true }
        if e.kind == CXCursor_ObjCMessageExpr, ["copy", "retain", "autorelease"].contains(e.spelling),
            let r = receiver(of: e)
        {
            return isBlockValue(r)
        }
        if e.kind == CXCursor_CallExpr, ["Block_copy", "_Block_copy", "objc_retainBlock"].contains(e.spelling),
            let first = arguments(of: e).first
        {
            return isBlockValue(first)
        }
        return false
    }

    /// True when `container` is an `NSPointerArray`, `NSHashTable` or `NSMapTable` that is not
    /// known to keep its objects strongly: made weak where this file creates it
    /// (`weakObjectsPointerArray`, `weakObjectsHashTable`, `…ToWeakObjectsMapTable`, weak memory
    /// options), or created where this file cannot see.
    package func keepsWeakly(_ container: ASTNode) -> Bool {
        let e = container.unwrapped
        // A property read has a pseudo-object type: the wrapper or the property says the class.
        let type = [container.cursor.type.spelling, e.cursor.type.spelling, e.referenced.type.spelling].joined(
            separator: " ")
        guard ["NSPointerArray", "NSHashTable", "NSMapTable"].contains(where: { type.containsBytes($0) }) else {
            return false
        }
        var creations: [ASTNode] = []
        switch e.kind {
        case CXCursor_DeclRefExpr:
            creations = variable(referencedBy: e)?.values ?? []
        case CXCursor_MemberRefExpr, CXCursor_ObjCMessageExpr:
            let name = e.spelling.hasPrefix("_") ? String(e.spelling.dropFirst()) : e.spelling
            creations = memberAssignments[name] ?? []
        default:
            break
        }
        creations = creations.filter { !isNullConstant($0) }
        guard !creations.isEmpty else { return true }  // made elsewhere: not known to keep anything
        return creations.contains { creation in
            let text = tokens(of: creation).joined()
            return text.containsBytes("weakObjects") || text.containsBytes("ToWeakObjects")
                || text.containsBytes("WeakMemory")
        }
    }

    /// False for `weak`, `assign` and `unsafe_unretained` properties: they keep nothing alive.
    package func isStrongProperty(_ property: Cursor) -> Bool {
        let a = property.objcPropertyAttributes
        let weakBits = CXObjCPropertyAttr_weak.rawValue | CXObjCPropertyAttr_unsafe_unretained.rawValue
        if a & weakBits != 0 { return false }
        if a & CXObjCPropertyAttr_assign.rawValue != 0
            && (property.type.isObjCObjectPointer || property.type.isBlockPointer)
        {
            return false
        }
        return true
    }

    package func propertyAttributeLabel(_ property: Cursor) -> String {
        let a = property.objcPropertyAttributes
        if a & CXObjCPropertyAttr_copy.rawValue != 0 { return "(copy)" }
        if a & CXObjCPropertyAttr_retain.rawValue != 0 { return "(retain)" }
        return "(strong)"
    }

    /// Short source-like text for an expression (`self.a.b`, `_op`, `obj`).
    package func describe(_ expr: ASTNode?) -> String {
        guard let expr else { return "self" }
        let e = expr.unwrapped
        switch e.kind {
        case CXCursor_ObjCSelfExpr: return "self"
        case CXCursor_DeclRefExpr: return e.spelling
        case CXCursor_MemberRefExpr:
            if let base = e.children.first {
                let b = base.unwrapped
                if b.kind == CXCursor_ObjCSelfExpr && b.location.line == 0 { return e.spelling }
                let arrow = e.referenced.kind == CXCursor_ObjCIvarDecl
                return describe(base) + (arrow ? "->" : ".") + e.spelling
            }
            return e.spelling
        case CXCursor_ObjCMessageExpr:
            if let r = receiver(of: e), arguments(of: e).isEmpty { return "[\(describe(r)) \(e.spelling)]" }
            return "[… \(e.spelling)]"
        default:
            let t = tokens(of: e)
            return t.count <= 8 ? t.joined() : "expression"
        }
    }
}
