import CClang
import ClangFrontend

/// Where an object that keeps a value lives: the expression naming it (nil: the implicit `self`
/// of an ivar store) and a label for the edge it keeps the value through.
package struct Store {
    /// The expression for the object that keeps the value (`self`, `self.op`, `obj`); nil for the
    /// implicit `self` of `_ivar = value`.
    package var owner: ASTNode?
    /// The edge label for messages: `handler (copy)`, `_handler`, `dict[…]`, `event handler`.
    package var label: String
    /// The assignment, message or call that stores the value.
    package var site: ASTNode
}

/// What happens to a value (a block literal, a timer) right where it is written.
package enum ValueUse {
    /// Kept by an object (property, ivar, setter, `add…:`, collection, C API that retains).
    case stored(Store)
    /// Passed to a call that neither stores it on a known owner nor is known not to keep it.
    case argument(call: ASTNode, callee: String, index: Int, nonEscaping: Bool)
    /// Put in an automatic local variable.
    case local(Variable, site: ASTNode)
    /// Returned from the function.
    case returned(ASTNode)
    /// Called on the spot.
    case invoked(ASTNode)
    /// Anything else (a global, an array literal, a comparison…).
    case other(ASTNode)
}

/// A use reached by following a value through locals and through objects that retain it.
package struct FlowStep {
    /// The use.
    package var use: ValueUse
    /// Locals and retaining calls the value went through, in order (for notes and messages).
    package var via: [ASTNode]
}

extension SourceModel {
    /// What happens to the value of `expr` at the place it is written.
    package func immediateUse(of expr: ASTNode) -> ValueUse {
        var child = expr
        while let p = child.parent {
            if p.isTransparent {
                child = p
                continue
            }
            switch p.kind {
            case CXCursor_ConditionalOperator where p.children.first !== child:
                child = p
                continue
            case CXCursor_ObjCMessageExpr where ["copy", "autorelease", "retain"].contains(p.spelling)
                && p.children.first === child:
                child = p
                continue
            case CXCursor_CallExpr where ["Block_copy", "_Block_copy", "objc_retainBlock", "CFBridgingRetain"].contains(p.spelling):
                child = p
                continue
            case CXCursor_BinaryOperator:
                guard p.children.count == 2, p.children[1] === child, isAssignment(p) else { return .other(p) }
                return assignmentUse(lhs: p.children[0].unwrapped, site: p)
            case CXCursor_VarDecl:
                guard let v = variables[p.locationOffset], v.initializer === child else { return .other(p) }
                return v.isAutomatic ? .local(v, site: p) : .other(p)
            case CXCursor_ObjCMessageExpr:
                guard let i = argumentIndex(of: child, in: p) else { return .other(p) }
                return messageUse(p, argument: i)
            case CXCursor_CallExpr:
                if p.children.first === child { return .invoked(p) }
                guard let i = argumentIndex(of: child, in: p) else { return .other(p) }
                return functionUse(p, argument: i)
            case CXCursor_ReturnStmt:
                return .returned(p)
            default:
                return .other(p)
            }
        }
        return .other(expr)
    }

    /// Every use of the value of `expr`, following it into locals (within the function) and
    /// through objects known to retain it (a timer, an operation built around a block).
    package func uses(of expr: ASTNode) -> [FlowStep] {
        var result: [FlowStep] = []
        var seenVariables = Set<Int>()
        func follow(_ e: ASTNode, via: [ASTNode], depth: Int) {
            let use = immediateUse(of: e)
            switch use {
            case .local(let v, let site):
                guard depth < 4, seenVariables.insert(v.key).inserted else { return }
                result.append(FlowStep(use: use, via: via))
                for ref in v.references { follow(ref, via: via + [site], depth: depth + 1) }
            case .argument(let call, let callee, _, _) where depth < 4 && retainsBlockInResult(call: call, callee: callee):
                result.append(FlowStep(use: use, via: via))
                follow(call, via: via + [call], depth: depth + 1)
            default:
                result.append(FlowStep(use: use, via: via))
            }
        }
        follow(expr, via: [], depth: 0)
        return result
    }

    /// True when the block outlives the code that creates it (the opposite of `isNonEscaping`),
    /// worked out once per block and file.
    package func escapes(_ block: ASTNode) -> Bool {
        if let known = cachedEscapes[ObjectIdentifier(block)] { return known }
        let result = !isNonEscaping(block)
        cachedEscapes[ObjectIdentifier(block)] = result
        return result
    }

    /// True when the block never outlives the code that creates it: it is only called, kept in
    /// locals, or passed to APIs that run it before they return.
    package func isNonEscaping(_ block: ASTNode) -> Bool {
        uses(of: block).allSatisfy { step in
            switch step.use {
            case .local, .invoked: return true
            case .argument(_, _, _, let nonEscaping): return nonEscaping
            case .other(let n): return n.kind == CXCursor_BinaryOperator && !isAssignment(n)
            case .stored, .returned: return false
            }
        }
    }

    // MARK: - Classification

    private func assignmentUse(lhs: ASTNode, site: ASTNode) -> ValueUse {
        switch lhs.kind {
        case CXCursor_MemberRefExpr:
            let target = lhs.referenced
            if target.kind == CXCursor_ObjCPropertyDecl {
                guard isStrongProperty(target) else { return .other(site) }
                return .stored(Store(owner: lhs.children.first, label: "\(lhs.spelling) \(propertyAttributeLabel(target))", site: site))
            }
            if target.kind == CXCursor_ObjCInstanceMethodDecl {
                // `x.block = …` through an implicit property (only `-setBlock:` is declared).
                return .stored(Store(owner: lhs.children.first, label: "\(lhs.spelling) (setter)", site: site))
            }
            if target.kind == CXCursor_ObjCIvarDecl {
                guard !target.type.canonical.spelling.contains("__weak"),
                      !target.type.canonical.spelling.contains("__unsafe_unretained") else { return .other(site) }
                let base = lhs.children.first
                let implicit = base.map { $0.unwrapped.kind == CXCursor_ObjCSelfExpr && $0.unwrapped.location.line == 0 } ?? true
                return .stored(Store(owner: implicit ? nil : base, label: lhs.spelling, site: site))
            }
            // A struct field: the struct is a value, nothing keeps the block through it.
            return .other(site)
        case CXCursor_DeclRefExpr:
            if let v = variable(referencedBy: lhs), v.isAutomatic { return .local(v, site: site) }
            return .other(site)
        case CXCursor_UnexposedExpr where lhs.children.count == 2:
            // `dict[key] = value` / `array[i] = value`: an Objective-C subscript.
            return .stored(Store(owner: lhs.children[0], label: "[…] (element)", site: site))
        default:
            return .other(site)
        }
    }

    private func messageUse(_ msg: ASTNode, argument i: Int) -> ValueUse {
        let selector = msg.spelling
        let nonEscaping = escapes.isNonEscaping(selector: selector) || parameterIsNoEscape(callee: msg.referenced, index: i)
        if !nonEscaping, let receiver = receiver(of: msg), Self.isSetterLike(selector) {
            // clang's -Warc-retain-cycles heuristic: `set…:`/`add…:` methods keep their argument.
            // A weak container (`weakObjectsPointerArray`, a weak hash or map table) keeps nothing.
            if keepsWeakly(receiver) { return .other(msg) }
            if selector.hasPrefix("set"), Self.selectorPieces(selector) == 1 {
                let name = Self.propertyName(fromSetter: selector)
                if let p = declaredProperty(named: name, settingWith: msg) {
                    guard isStrongProperty(p) else { return .other(msg) }
                    return .stored(Store(owner: receiver, label: "\(name) \(propertyAttributeLabel(p))", site: msg))
                }
                // A declared method that only looks like a setter (`setRefreshingWithStateOfTask:`)
                // is not a property store: only a block handed to it directly is taken as kept, as
                // clang's heuristic does; an object passed on is not known to be kept.
                if !msg.referenced.isNull, !isBlockValue(arguments(of: msg)[i]) {
                    return .argument(call: msg, callee: selector, index: i, nonEscaping: false)
                }
                return .stored(Store(owner: receiver, label: "\(name) (setter)", site: msg))
            }
            return .stored(Store(owner: receiver, label: selector, site: msg))
        }
        // (Initializers are left to the result-keeps-block path: their receiver is a fresh object.)
        if !nonEscaping, !selector.hasPrefix("init"), let receiver = receiver(of: msg), let kept = parameterKeptBySelf(msg, index: i) {
            // `[self.client fetch:^{ self }]` where this file's `-fetch:` does `self.pending = c;`.
            return .stored(Store(owner: receiver, label: "\(kept) (through \(selector))", site: msg))
        }
        return .argument(call: msg, callee: selector, index: i, nonEscaping: nonEscaping)
    }

    /// When the implementation of the instance method that `msg` calls is in this file and stores
    /// its parameter `index` into a strong property or ivar of its own self, that property's label;
    /// nil otherwise (also when the receiver's class has no implementation here).
    private func parameterKeptBySelf(_ msg: ASTNode, index: Int) -> String? {
        let decl = msg.referenced
        guard decl.kind == CXCursor_ObjCInstanceMethodDecl else { return nil }
        let className = decl.semanticParent.spelling
        guard let impl = classes.first(where: { $0.name == className }), let method = impl.methods[msg.spelling] else { return nil }
        let params = method.children.filter { $0.kind == CXCursor_ParmDecl }
        guard index < params.count else { return nil }
        let param = params[index]
        for node in method.all(where: { $0.kind == CXCursor_DeclRefExpr }) {
            guard node.referenced.kind == CXCursor_ParmDecl, node.referenced.locationOffset == param.locationOffset,
                  node.enclosingBlock == nil else { continue }
            // Direct stores only (`self.x = c;`, `_x = c;`, `_x = [c copy];`): following the full
            // value flow here could recurse through methods that pass the parameter on.
            guard let a = node.ancestor(where: { isAssignment($0) }), a.children.count == 2 else { continue }
            var rhs = a.children[1].unwrapped
            if rhs.kind == CXCursor_ObjCMessageExpr, rhs.spelling == "copy", let r = rhs.children.first { rhs = r.unwrapped }
            guard rhs === node, case .stored(let store) = assignmentUse(lhs: a.children[0].unwrapped, site: a) else { continue }
            if store.owner == nil || store.owner?.unwrapped.kind == CXCursor_ObjCSelfExpr { return store.label }
        }
        return nil
    }

    private func functionUse(_ call: ASTNode, argument i: Int) -> ValueUse {
        let name = call.spelling
        let args = arguments(of: call)
        switch name {
        case "dispatch_source_set_event_handler", "dispatch_source_set_cancel_handler",
             "dispatch_source_set_registration_handler":
            if i == 1, args.count == 2 {
                let label = name.replacingOccurrences(of: "dispatch_source_set_", with: "").replacingOccurrences(of: "_", with: " ")
                return .stored(Store(owner: args[0], label: label, site: call))
            }
        case "objc_setAssociatedObject":
            if i == 2, args.count == 4, !tokens(of: args[3]).contains(where: { $0.contains("ASSIGN") }) {
                return .stored(Store(owner: args[0], label: "associated object", site: call))
            }
        default: break
        }
        let nonEscaping = escapes.isNonEscaping(function: name) || parameterIsNoEscape(callee: call.referenced, index: i)
        return .argument(call: call, callee: name, index: i, nonEscaping: nonEscaping)
    }

    /// clang's `isSetterLikeSelector`: `set`/`add` (after leading underscores) followed by an
    /// uppercase letter or nothing. An operation queue runs and releases what it is given
    /// (`addOperationWithBlock:`, as clang says, and likewise `addOperation:`,
    /// `addOperations:waitUntilFinished:`, `addBarrierBlock:`): not a lasting owner.
    package static let transientAdders: Set<String> = [
        "addOperationWithBlock:", "addOperation:", "addOperations:waitUntilFinished:", "addBarrierBlock:",
    ]

    package static func isSetterLike(_ selector: String) -> Bool {
        guard selector.contains(":") else { return false }
        var s = Substring(selector.split(separator: ":", omittingEmptySubsequences: false)[0])
        while s.first == "_" { s = s.dropFirst() }
        if s.hasPrefix("set") {
            s = s.dropFirst(3)
        } else if s.hasPrefix("add") {
            if transientAdders.contains(selector) { return false }
            s = s.dropFirst(3)
        } else {
            return false
        }
        guard let first = s.first else { return true }
        return !first.isLowercase
    }

    package static func propertyName(fromSetter selector: String) -> String {
        let base = selector.dropFirst(3).dropLast()
        guard let first = base.first else { return String(base) }
        return first.lowercased() + base.dropFirst()
    }

    /// Calls whose result keeps their block argument alive (and fires it repeatedly).
    package func retainsBlockInResult(call: ASTNode, callee: String) -> Bool {
        switch callee {
        case "scheduledTimerWithTimeInterval:repeats:block:", "timerWithTimeInterval:repeats:block:",
             "initWithFireDate:interval:repeats:block:":
            return isRepeating(call)
        case "blockOperationWithBlock:", "dispatch_block_create", "dispatch_block_create_with_qos_class":
            return true
        case "CFRunLoopTimerCreateWithHandler":
            // (allocator, fireDate, interval, flags, order, block): an interval of 0 fires once.
            let args = arguments(of: call)
            return args.count == 6 && !["0", "0.0", "0.", "0.0f"].contains(tokens(of: args[2]).joined())
        default:
            // An initializer that takes a block keeps it (`initWithHandler:`); a thread's entry
            // block is released when the thread exits (keepalive-thread-self covers the rest).
            guard call.kind == CXCursor_ObjCMessageExpr else { return false }
            // A class factory built around a block (`predicateWithBlock:`, `…WithHandler:`) keeps it.
            if classReceiver(of: call) != nil, callee.contains("Block:") || callee.contains("Handler:") { return true }
            guard callee.hasPrefix("init") else { return false }
            if callee == "initWithBlock:", let r = receiver(of: call), r.cursor.type.spelling.contains("Thread") { return false }
            return true
        }
    }

    /// For a timer constructor: false only when `repeats:` is literally NO/false/0.
    package func isRepeating(_ call: ASTNode) -> Bool {
        let pieces = call.spelling.split(separator: ":").map(String.init)
        guard let i = pieces.firstIndex(of: "repeats") ?? pieces.firstIndex(where: { $0.hasSuffix("Repeats") }) else { return true }
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
        return (0..<count).compactMap { i in
            let a = call.cursor.argument(i).extentOffsets
            return call.children.first { $0.start == a.start && $0.end == a.end }
        }
    }

    private func hasReceiverChild(_ msg: ASTNode, _ exprs: [ASTNode]) -> Bool {
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

    /// The class name of a class message (`[NSTimer …]`), nil for instance messages.
    package func classReceiver(of msg: ASTNode) -> String? {
        guard msg.kind == CXCursor_ObjCMessageExpr, let first = msg.children.first,
              first.kind == CXCursor_ObjCClassRef else { return nil }
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

    private func paramHasNoEscape(_ param: Cursor) -> Bool {
        for attr in param.children where attr.kind == CXCursor_UnexposedAttr {
            let t = param.unit.tokens(in: SourceRange(raw: clang_getRange(clang_getCursorLocation(attr.raw), clang_getCursorLocation(attr.raw))))
            if t.contains(where: { $0.spelling.lowercased().contains("noescape") }) { return true }
            if param.unit.tokens(in: attr.extent).contains(where: { $0.spelling.lowercased().contains("noescape") }) { return true }
        }
        return false
    }

    // MARK: - Properties

    /// The property a `set…:` message assigns: declared in the class (or category, or protocol)
    /// that declares the called method, or in this file. Nil when the method is not a property's.
    package func declaredProperty(named name: String, settingWith msg: ASTNode) -> Cursor? {
        let method = msg.referenced
        if method.kind == CXCursor_ObjCPropertyDecl { return method }
        if !method.isNull {
            let container = method.semanticParent
            var found: Cursor?
            container.visitChildren { child in
                if child.kind == CXCursor_ObjCPropertyDecl, child.spelling == name { found = child; return .break }
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
        if e.kind == CXCursor_ObjCMessageExpr, ["copy", "retain", "autorelease"].contains(e.spelling), let r = receiver(of: e) {
            return isBlockValue(r)
        }
        if e.kind == CXCursor_CallExpr, ["Block_copy", "_Block_copy", "objc_retainBlock"].contains(e.spelling),
           let first = arguments(of: e).first {
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
        let type = [container.cursor.type.spelling, e.cursor.type.spelling, e.referenced.type.spelling].joined(separator: " ")
        guard ["NSPointerArray", "NSHashTable", "NSMapTable"].contains(where: { type.contains($0) }) else { return false }
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
        guard !creations.isEmpty else { return true }   // made elsewhere: not known to keep anything
        return creations.contains { creation in
            let text = tokens(of: creation).joined()
            return text.contains("weakObjects") || text.contains("ToWeakObjects") || text.contains("WeakMemory")
        }
    }

    /// False for `weak`, `assign` and `unsafe_unretained` properties: they keep nothing alive.
    package func isStrongProperty(_ property: Cursor) -> Bool {
        let a = property.objcPropertyAttributes
        let weakBits = CXObjCPropertyAttr_weak.rawValue | CXObjCPropertyAttr_unsafe_unretained.rawValue
        if a & weakBits != 0 { return false }
        if a & CXObjCPropertyAttr_assign.rawValue != 0 && (property.type.isObjCObjectPointer || property.type.isBlockPointer) {
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
