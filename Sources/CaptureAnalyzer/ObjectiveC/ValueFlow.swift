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
    /// The library that keeps the value and when it lets go, for a listed API
    /// (`ReactiveObjC`, `the observer deallocates`).
    package var release: (library: String, until: String)? = nil
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
            case CXCursor_ObjCMessageExpr
            where ["copy", "mutableCopy", "autorelease", "retain"].contains(p.spelling)
                && p.children.first === child:
                // (`[@{ k: block } mutableCopy]`: a copy of a collection keeps its elements too.)
                child = p
                continue
            case CXCursor_MemberRefExpr
            where ["copy", "mutableCopy"].contains(p.spelling) && p.referenced.kind == CXCursor_ObjCInstanceMethodDecl
                && p.children.first === child:
                // The same written as a property: `@{ k: block }.mutableCopy`.
                child = p
                continue
            case CXCursor_CallExpr
            where ["Block_copy", "_Block_copy", "objc_retainBlock", "CFBridgingRetain"].contains(p.spelling):
                child = p
                continue
            case CXCursor_BinaryOperator:
                guard p.children.count == 2, p.children[1] === child, isAssignment(p) else { return .other(p) }
                // `ctx.info = (__bridge void *)block;` in a C API's context.
                if let use = contextUse(ofInfo: child, in: nil, site: p) { return use }
                return assignmentUse(lhs: p.children[0].unwrapped, site: p)
            case CXCursor_InitListExpr:
                // `SCNetworkReachabilityContext ctx = {0, (__bridge void *)block, retainCopies, …};`
                return contextUse(ofInfo: child, in: p, site: p) ?? .other(p)
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
            case .argument(let call, let callee, let index, let nonEscaping)
            where depth < 4
                && (retainsBlockInResult(call: call, callee: callee)
                    || (!nonEscaping && resultKeepsArgument(call, index: index))):
                result.append(FlowStep(use: use, via: via))
                follow(call, via: via + [call], depth: depth + 1)
            case .returned(let statement) where depth < 4:
                result.append(FlowStep(use: use, via: via))
                // `return cell;` in a data source method: the table view self keeps keeps the cell.
                if let store = cellKeptByView(returnedBy: statement) {
                    result.append(FlowStep(use: .stored(store), via: via))
                }
                // `self.header = [self makeHeader];`: what an instance method returns goes where
                // its callers on `self` in this file put it.
                for call in callsOnSelf(ofMethodReturning: statement) {
                    follow(call, via: via + [statement, call], depth: depth + 1)
                }
            case .other(let p) where depth < 8 && isReceiver(e, of: p):
                // A signal sent an operator keeps being part of the chain; sent a subscription or
                // a binding, it is kept with them (listed APIs only).
                switch receiverUse(of: p) {
                case .some(.chained):
                    result.append(
                        FlowStep(use: .argument(call: p, callee: p.spelling, index: 0, nonEscaping: false), via: via))
                    follow(p, via: via + [p], depth: depth + 1)
                case .some(.kept(let store)):
                    result.append(FlowStep(use: .stored(store), via: via))
                case nil:
                    result.append(FlowStep(use: use, via: via))
                }
            default:
                result.append(FlowStep(use: use, via: via))
            }
        }
        follow(expr, via: [], depth: 0)
        return result
    }

    /// The messages `[self m]` in this file's implementation of the class whose instance method
    /// `m` holds the `return` statement `statement`.
    func callsOnSelf(ofMethodReturning statement: ASTNode) -> [ASTNode] {
        guard let method = statement.ancestor(where: { $0.kind == CXCursor_ObjCInstanceMethodDecl }),
            statement.enclosingBlock == nil,
            let impl = method.parent,
            impl.kind == CXCursor_ObjCImplementationDecl || impl.kind == CXCursor_ObjCCategoryImplDecl
        else { return [] }
        let selector = method.spelling
        let messages = calls.filter { call in
            call.kind == CXCursor_ObjCMessageExpr && call.spelling == selector
                && receiver(of: call)?.unwrapped.kind == CXCursor_ObjCSelfExpr
                && call.ancestor(where: { $0 === impl }) != nil
                && call.enclosingBlock == nil
        }
        // `self.codeSigned` where `-codeSigned` is the getter of a declared property.
        guard !selector.contains(":") else { return messages }
        let reads = impl.all { node in
            node.kind == CXCursor_MemberRefExpr && node.spelling == selector
                && node.referenced.kind == CXCursor_ObjCPropertyDecl
                && node.children.first?.unwrapped.kind == CXCursor_ObjCSelfExpr && node.enclosingBlock == nil
        }
        return messages + reads
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

    func assignmentUse(lhs: ASTNode, site: ASTNode) -> ValueUse {
        switch lhs.kind {
        case CXCursor_MemberRefExpr:
            let target = lhs.referenced
            if target.kind == CXCursor_ObjCPropertyDecl {
                guard isStrongProperty(target) else { return .other(site) }
                return .stored(
                    Store(
                        owner: lhs.children.first, label: "\(lhs.spelling) \(propertyAttributeLabel(target))",
                        site: site))
            }
            if target.kind == CXCursor_ObjCInstanceMethodDecl {
                // `x.block = …` through an implicit property (only `-setBlock:` is declared).
                return .stored(Store(owner: lhs.children.first, label: "\(lhs.spelling) (setter)", site: site))
            }
            if target.kind == CXCursor_ObjCIvarDecl {
                guard !target.type.canonical.spelling.contains("__weak"),
                    !target.type.canonical.spelling.contains("__unsafe_unretained")
                else { return .other(site) }
                let base = lhs.children.first
                let implicit =
                    base.map { $0.unwrapped.kind == CXCursor_ObjCSelfExpr && $0.unwrapped.location.line == 0 } ?? true
                return .stored(Store(owner: implicit ? nil : base, label: lhs.spelling, site: site))
            }
            // A struct field: the struct is a value, nothing keeps the block through it.
            return .other(site)
        case CXCursor_DeclRefExpr:
            if let v = variable(referencedBy: lhs), v.isAutomatic { return .local(v, site: site) }
            return .other(site)
        case CXCursor_UnexposedExpr where lhs.children.count == 2:
            if let binding = bindingTarget(ofSubscript: lhs.children[0], site: site) { return .stored(binding) }
            // `dict[key] = value` / `array[i] = value`: an Objective-C subscript.
            return .stored(Store(owner: lhs.children[0], label: "[…] (element)", site: site))
        default:
            return .other(site)
        }
    }

    func messageUse(_ msg: ASTNode, argument i: Int) -> ValueUse {
        let selector = msg.spelling
        let nonEscaping =
            escapes.isNonEscaping(selector: selector) || parameterIsNoEscape(callee: msg.referenced, index: i)
        if !nonEscaping, let keeper = listedKeeper(of: msg),
            let use = listedUse(msg, argument: i, keeper: keeper)
        {
            return use
        }
        if !nonEscaping, let receiver = receiver(of: msg),
            Self.isSetterLike(selector) || (selector == "insertObject:atIndex:" && i == 0),
            listedKeeper(of: msg)?.keptBy != .nobody
        {
            // clang's -Warc-retain-cycles heuristic: `set…:`/`add…:` methods keep their argument,
            // and so does a mutable array's `insertObject:atIndex:`.
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
                    // Unless the method is one of the run's that keeps it on its self
                    // (`[self setUpActiveFocusForWindow:alert]` doing `self.activeAlert = alert`).
                    if let kept = parameterKeptBySelf(msg, index: i) {
                        return .stored(Store(owner: receiver, label: "\(kept) (through \(selector))", site: msg))
                    }
                    return .argument(call: msg, callee: selector, index: i, nonEscaping: false)
                }
                return .stored(Store(owner: receiver, label: "\(name) (setter)", site: msg))
            }
            // `setDeviceVerification:forDevice:success:failure:`: what is set is named first; a block
            // further on, when that name is not a block's, is the request's one-shot callback.
            if i > 0, Self.selectorPieces(selector) > 1, !Self.namesABlock(selector) {
                return .argument(call: msg, callee: selector, index: i, nonEscaping: false)
            }
            return .stored(Store(owner: receiver, label: selector, site: msg))
        }
        // (Initializers are left to the result-keeps-block path: their receiver is a fresh object.)
        if !nonEscaping, !selector.hasPrefix("init"), let receiver = receiver(of: msg),
            let kept = parameterKeptBySelf(msg, index: i)
        {
            // `[self.client fetch:^{ self }]` where this file's `-fetch:` does `self.pending = c;`.
            return .stored(Store(owner: receiver, label: "\(kept) (through \(selector))", site: msg))
        }
        // `[super initWithTitle:t actionBlock:^{ self… }]` (or `[self initWith…]` from another
        // initializer, or `[super configure:^{…}]`): the superclass's method keeps the parameter on
        // this very object, not on a fresh one.
        if !nonEscaping, sendsToSelf(msg), let kept = parameterKeptBySelf(msg, index: i) {
            return .stored(Store(owner: receiver(of: msg), label: "\(kept) (through \(selector))", site: msg))
        }
        return .argument(call: msg, callee: selector, index: i, nonEscaping: nonEscaping)
    }

    /// True when `msg` goes to this very object: a message to `super`, or an initializer sent to
    /// `self` (`[self initWithFrame:…]`); other messages to `self` take the general path.
    private func sendsToSelf(_ msg: ASTNode) -> Bool {
        if isSuperMessage(msg) { return true }
        guard msg.spelling.hasPrefix("init"), let r = receiver(of: msg) else { return false }
        return r.unwrapped.kind == CXCursor_ObjCSelfExpr
    }

    /// When the implementation of the instance method that `msg` calls keeps its parameter
    /// `index` on its own self (`selfKeepsParameter`), that edge's label; nil otherwise. The
    /// implementation is read in this file (a category included), or, for a class another file
    /// of the run implements (a superclass declared in a header, a helper class, a category of a
    /// system class), there.
    func parameterKeptBySelf(_ msg: ASTNode, index: Int) -> String? {
        let decl = msg.referenced
        guard decl.kind == CXCursor_ObjCInstanceMethodDecl else { return nil }
        if decl.semanticParent.kind == CXCursor_ObjCProtocolDecl {
            return conformersKeep(msg, protocolName: decl.semanticParent.spelling, index: index)
        }
        guard let className = Self.className(declaring: decl.semanticParent) else { return nil }
        var visiting = Set<Int>()
        return instanceMethodKeeps(
            className: className, selector: msg.spelling, index: index, depth: 0, visiting: &visiting)
    }

    /// True when the message `msg` is answered by a method that returns an object keeping its
    /// argument `index` (`[Watch watchForQuery:q completion:^{…}]`, where the class method sets
    /// the block on the watch it returns): read in this file's implementation, or, for a class
    /// method of a class another file of the run implements, there.
    func resultKeepsArgument(_ msg: ASTNode, index: Int) -> Bool {
        guard msg.kind == CXCursor_ObjCMessageExpr else { return false }
        let decl = msg.referenced
        guard decl.kind == CXCursor_ObjCClassMethodDecl || decl.kind == CXCursor_ObjCInstanceMethodDecl else {
            return false
        }
        let className = decl.semanticParent.spelling
        if let impl = classes.first(where: { $0.name == className }) {
            guard let method = impl.methods[msg.spelling], method.kind == decl.kind else { return false }
            return resultKeepsParameter(of: method, index: index)
        }
        guard let implementations, decl.kind == CXCursor_ObjCClassMethodDecl,
            decl.semanticParent.kind == CXCursor_ObjCInterfaceDecl,
            let kept = implementations.keptByResult(
                className: className, selector: msg.spelling, index: index, asking: file)
        else { return false }
        consultedFiles.formUnion(kept)
        return true
    }

    /// `[_reachability listenForHost:h callback:^{…}]` on an `id<Reachability>`: the label under
    /// which every class of the run that adopts the protocol and implements the method keeps the
    /// parameter on its self (this file's classes read here, the others through the run's
    /// implementation index); nil when none implements it or one does not keep it.
    private func conformersKeep(_ msg: ASTNode, protocolName: String, index: Int) -> String? {
        guard let implementations, receiver(of: msg)?.unwrapped.kind != CXCursor_ObjCSelfExpr else { return nil }
        let selector = msg.spelling
        let kept = implementations.keptByConformers(
            protocolName: protocolName, selector: selector, index: index, asking: file
        ) { className in
            guard let impl = classes.first(where: { $0.name == className }) else { return nil }
            guard let method = impl.methods[selector], method.kind == CXCursor_ObjCInstanceMethodDecl else {
                return (false, nil)
            }
            return (true, selfKeepsParameter(of: method, index: index))
        }
        guard let kept else { return nil }
        consultedFiles.formUnion(kept.files)
        consultedFiles.insert(ObjCImplementations.filesOfTheRun)
        return kept.label
    }

    func functionUse(_ call: ASTNode, argument i: Int) -> ValueUse {
        let name = call.spelling
        let nonEscaping =
            escapes.isNonEscaping(function: name) || parameterIsNoEscape(callee: call.referenced, index: i)
        if !nonEscaping, let keeper = keepers.keeper(function: name),
            let use = listedUse(call, argument: i, keeper: keeper)
        {
            return use
        }
        return .argument(call: call, callee: name, index: i, nonEscaping: nonEscaping)
    }

    /// clang's `isSetterLikeSelector`: `set`/`add` (after leading underscores) followed by an
    /// uppercase letter or nothing. (Operation queues' adders look like setters but do not keep
    /// what they run: the list of closure keepers says so, and `listedUse` answers first.)
    package static func isSetterLike(_ selector: String) -> Bool {
        guard selector.utf8.contains(UInt8(ascii: ":")) else { return false }
        var s = Substring(selector.split(separator: ":", omittingEmptySubsequences: false)[0])
        while s.first == "_" { s = s.dropFirst() }
        if s.hasPrefix("set") {
            s = s.dropFirst(3)
        } else if s.hasPrefix("add") {
            s = s.dropFirst(3)
        } else {
            return false
        }
        guard let first = s.first else { return true }
        return !first.isLowercase
    }

    /// True when a selector's first piece names a block as what it sets or adds
    /// (`setCompletionBlockWithSuccess:failure:`, `addEventHandler:forControlEvents:`).
    package static func namesABlock(_ selector: String) -> Bool {
        let first = selector.split(separator: ":").first ?? ""
        return ["Block", "Handler", "Callback", "Completion", "Action", "Closure", "Observer", "Listener"].contains {
            first.containsBytes($0)
        }
    }

    package static func propertyName(fromSetter selector: String) -> String {
        let base = selector.dropFirst(3).dropLast()
        guard let first = base.first else { return String(base) }
        return first.lowercased() + base.dropFirst()
    }

    /// Calls whose result keeps their block argument alive (and fires it repeatedly).
    package func retainsBlockInResult(call: ASTNode, callee: String) -> Bool {
        let isMessage = call.kind == CXCursor_ObjCMessageExpr
        if !isMessage, resultKeepsContext(call) { return true }
        if let keeper = isMessage ? listedKeeper(of: call) : keepers.keeper(function: callee) {
            switch keeper.keptBy {
            case .result:
                // What needs an argument read stays code: a timer keeps its block only while it
                // repeats (`repeats:NO` fires once), and a CFRunLoopTimer's interval of 0 fires once.
                if callee == "CFRunLoopTimerCreateWithHandler" {
                    // (allocator, fireDate, interval, flags, order, block)
                    let args = arguments(of: call)
                    return args.count == 6 && !["0", "0.0", "0.", "0.0f"].contains(tokens(of: args[2]).joined())
                }
                return !isMessage || isRepeating(call)
            case .chain:
                // A signal operator's result keeps its block (and the chain keeps the result).
                return isMessage
            case .receiver, .argument, .nobody, .source:
                return false
            }
        }
        // An initializer that takes a block keeps it (`initWithHandler:`); a thread's entry
        // block is released when the thread exits (keepalive-thread-self covers the rest).
        guard call.kind == CXCursor_ObjCMessageExpr else { return false }
        // A class factory built around a block (`predicateWithBlock:`, `…WithHandler:`) keeps it.
        if classReceiver(of: call) != nil, callee.contains("Block:") || callee.contains("Handler:") { return true }
        guard callee.hasPrefix("init") else { return false }
        if callee == "initWithBlock:", let r = receiver(of: call), r.cursor.type.spelling.contains("Thread") {
            return false
        }
        return true
    }
}
