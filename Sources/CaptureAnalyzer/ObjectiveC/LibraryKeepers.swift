import CClang
import ClangFrontend

/// What becomes of a value sent a listed message as its receiver (a signal).
package enum ReceiverUse {
    /// It is the receiver of an operator (`map:`): the operator's result keeps it.
    case chained
    /// It is subscribed or bound, and that subscription is kept by a known object.
    case kept(Store)
}

/// A signal's source that keeps what subscribes to it: the object that keeps it, and the entry
/// that says so.
struct SignalSource {
    var owner: ASTNode
    var keeper: ClosureKeepers.Keeper
}

extension SourceModel {
    /// How a block handed to a message or function listed in the closure keepers is kept; nil
    /// lets the usual reading answer (entries kept by the result, which `uses(of:)` follows, and
    /// `none`, which only turns off the setter-like guess).
    func listedUse(_ call: ASTNode, argument i: Int, keeper: ClosureKeepers.Keeper) -> ValueUse? {
        let name = call.spelling
        switch keeper.keptBy {
        case .argument(let n):
            let args = arguments(of: call)
            guard n != i, n < args.count, i < args.count else { return nil }
            // What a C API keeps is an object or a block, never a key or a flag.
            let type = args[i].cursor.type
            guard type.isObjCObjectPointer || type.isBlockPointer else { return nil }
            // objc_setAssociatedObject keeps its value only under a retaining policy.
            if name == "objc_setAssociatedObject", args.count == 4,
                tokens(of: args[3]).contains(where: { $0.contains("ASSIGN") })
            {
                return nil
            }
            return .stored(Store(owner: args[n], label: keeper.edge ?? name, site: call, release: release(keeper)))
        case .receiver:
            guard let r = receiver(of: call) else { return nil }
            return .stored(Store(owner: r, label: keeper.edge ?? name, site: call, release: release(keeper)))
        case .source:
            if let store = subscriptionStore(call, keeper: keeper) { return .stored(store) }
            return .argument(call: call, callee: name, index: i, nonEscaping: false)
        case .chain:
            // The operator's result keeps the block: `uses(of:)` follows the result.
            return .argument(call: call, callee: name, index: i, nonEscaping: false)
        case .result, .nobody:
            return nil
        }
    }

    /// True when `value` (through parentheses and casts) is the receiver of the message `msg`.
    func isReceiver(_ value: ASTNode, of msg: ASTNode) -> Bool {
        guard msg.kind == CXCursor_ObjCMessageExpr, let r = receiver(of: msg) else { return false }
        var child = value
        while child !== r, let p = child.parent, p.isTransparent { child = p }
        return child === r
    }

    /// What a listed message does with its receiver, a signal: an operator chains it, a
    /// subscription or binding keeps it with the object that keeps them; nil when the message is
    /// not listed or its keeper is not known.
    func receiverUse(of msg: ASTNode) -> ReceiverUse? {
        let name = msg.spelling
        if let keeper = listedKeeper(of: msg) {
            if keeper.keptBy == .chain { return .chained }
            if keeper.keptBy == .source, let store = subscriptionStore(msg, keeper: keeper) { return .kept(store) }
        }
        if let binding = listedKeeper(of: msg, keeps: .receiver), case .argument(let n) = binding.keptBy {
            let args = arguments(of: msg)
            guard n < args.count else { return nil }
            return .kept(Store(owner: args[n], label: binding.edge ?? name, site: msg, release: release(binding)))
        }
        return nil
    }

    /// `RAC(target, key) = signal` is `[[RACSubscriptingAssignmentTrampoline alloc]
    /// initWithTarget:target nilValue:…][@"key"] = signal`, whose subscript setter calls
    /// `-setKeyPath:onObject:nilValue:` with the target: the target keeps the binding, as the
    /// list says of that selector. `base` is the subscripted object.
    func bindingTarget(ofSubscript base: ASTNode, site: ASTNode) -> Store? {
        let initializer = base.unwrapped
        guard initializer.kind == CXCursor_ObjCMessageExpr, initializer.spelling == "initWithTarget:nilValue:",
            let alloc = receiver(of: initializer)?.unwrapped, alloc.kind == CXCursor_ObjCMessageExpr,
            classReceiver(of: alloc) == "RACSubscriptingAssignmentTrampoline",
            let binding = keepers.keeper(selector: "setKeyPath:onObject:nilValue:", keeps: .receiver),
            let target = arguments(of: initializer).first
        else { return nil }
        return Store(owner: target, label: binding.edge ?? "RAC binding", site: site, release: release(binding))
    }

    /// Where a subscription (`[signal subscribeNext:^{ … }]`) is kept: by what keeps the source
    /// of the signal, found through listed operators. Nil when the source is not known to keep
    /// its subscribers, and when the subscription's disposable is kept while this file disposes
    /// of disposables (it may be disposed of before anything leaks).
    func subscriptionStore(_ msg: ASTNode, keeper: ClosureKeepers.Keeper) -> Store? {
        guard let r = receiver(of: msg), let source = signalSource(r, depth: 0), !mayBeDisposed(msg) else {
            return nil
        }
        let label =
            (source.keeper.edge ?? source.keeper.library) + " → \(keeper.edge ?? "subscription") (\(msg.spelling))"
        return Store(owner: source.owner, label: label, site: msg, release: release(source.keeper) ?? release(keeper))
    }

    /// The source of the signal `expr` that keeps its subscribers, and what keeps it.
    func signalSource(_ expr: ASTNode, depth: Int) -> SignalSource? {
        guard depth < 12 else { return nil }
        let e = signalExpression(expr)
        if e.kind == CXCursor_ObjCMessageExpr || e.kind == CXCursor_MemberRefExpr {
            let isMessage = e.kind == CXCursor_ObjCMessageExpr
            if isMessage, listedKeeper(of: e)?.keptBy == .chain, let r = receiver(of: e) {
                return signalSource(r, depth: depth + 1)
            }
            if let source = listedKeeper(of: e, keeps: .subscribers) {
                switch source.keptBy {
                case .receiver:
                    guard let base = isMessage ? receiver(of: e) : e.children.first(where: { $0.kind.isExpression })
                    else { return nil }
                    return SignalSource(owner: base, keeper: source)
                case .argument(let n):
                    let args = isMessage ? arguments(of: e) : []
                    guard n < args.count else { return nil }
                    return SignalSource(owner: args[n], keeper: source)
                default:
                    return nil
                }
            }
        }
        // An instance of a class that keeps its subscribers (a subject), named as written: a local
        // one is kept by whatever the local is stored on later.
        if let keeper = keepers.keeper(classes: classHierarchy(of: e), keeps: .subscribers) {
            return SignalSource(owner: e, keeper: keeper)
        }
        // A local that only ever holds one signal: `RACSignal *s = RACObserve(self, x);`.
        if e.kind == CXCursor_DeclRefExpr, let v = variable(referencedBy: e), v.isAutomatic, v.values.count == 1,
            let value = v.values.first, value !== e
        {
            return signalSource(value, depth: depth + 1)
        }
        return nil
    }

    /// `expr` without parentheses and casts, and for a statement expression (`RACObserve` expands
    /// to `({ …; [target_ rac_valuesForKeyPath:… observer:self]; })`) its last statement.
    func signalExpression(_ expr: ASTNode) -> ASTNode {
        var e = expr.unwrapped
        var steps = 0
        while e.kind == CXCursor_StmtExpr, steps < 4, let body = e.children.last, let last = body.children.last {
            e = last.unwrapped
            steps += 1
        }
        return e
    }

    /// The class of an object expression and its superclasses, nearest first; empty when its type
    /// names no class (`id`, a block, a class clang does not know).
    func classHierarchy(of e: ASTNode) -> [String] {
        var type = e.cursor.type.canonical
        // A property reference's own type is a pseudo-object: the property says what it holds.
        if type.kind != CXType_ObjCObjectPointer, e.kind == CXCursor_MemberRefExpr {
            type = e.referenced.type.canonical
        }
        guard type.kind == CXType_ObjCObjectPointer else { return [] }
        return classHierarchy(named: type.pointee.declaration(in: unit).spelling)
    }

    /// `className` and its superclasses, nearest first.
    func classHierarchy(named className: String) -> [String] {
        var names: [String] = []
        var current: String? = className
        while let name = current, !name.isEmpty, !names.contains(name), names.count < 16 {
            names.append(name)
            current = superclassOf[name] ?? interface(named: name)?.superclass
        }
        return names
    }

    /// The entry for the message (or property reference) `msg` that keeps `keeps`: its selector
    /// listed, and, when the entry names classes in `declared_in`, the method clang resolved
    /// declared by one of them, a category of one or a subclass (`map:` is ReactiveObjC's only
    /// on a signal). Nothing is claimed for a method clang could not resolve.
    func listedKeeper(of msg: ASTNode, keeps: ClosureKeepers.Kept = .blocks) -> ClosureKeepers.Keeper? {
        let name = msg.spelling
        var declaring: [String]?
        return keepers.keepers.first { keeper in
            guard keeper.keeps == keeps, keeper.selectors.contains(name) else { return false }
            if keeper.declaredIn.isEmpty { return true }
            if declaring == nil { declaring = declaringClasses(of: msg) }
            return declaring!.contains(where: keeper.declaredIn.contains)
        }
    }

    /// The class that declares the method `msg` calls, with its superclasses; empty when clang
    /// resolved no method or it is a protocol's.
    func declaringClasses(of msg: ASTNode) -> [String] {
        let decl = msg.referenced
        guard !decl.isNull else { return [] }
        let container = decl.semanticParent
        switch container.kind {
        case CXCursor_ObjCInterfaceDecl:
            return classHierarchy(named: container.spelling)
        case CXCursor_ObjCCategoryDecl:
            var extended = ""
            container.visitChildren { child in
                guard child.kind == CXCursor_ObjCClassRef else { return .continue }
                extended = child.spelling
                return .break
            }
            return extended.isEmpty ? [] : classHierarchy(named: extended)
        default:
            return []
        }
    }

    /// True when the subscription's disposable is kept (not dropped on the spot) and this file
    /// sends `dispose`: it may be disposed of before the cycle matters.
    func mayBeDisposed(_ msg: ASTNode) -> Bool {
        if msg.wrapped.parent?.kind == CXCursor_CompoundStmt { return false }
        return calls.contains { $0.kind == CXCursor_ObjCMessageExpr && $0.spelling == "dispose" }
    }

    /// The library that keeps a value and when it lets go, when the entry says.
    func release(_ keeper: ClosureKeepers.Keeper) -> (library: String, until: String)? {
        keeper.until.map { (keeper.library, $0) }
    }
}
