@_spi(RawSyntax) import SwiftSyntax

/// Cycles that go through a local variable instead of `self`:
///
/// - a local object keeps a closure that captures that object (`job.onDone = { job.finish() }`,
///   `op.handlers.append { op… }`, a listed library receiver such as `source.setEventHandler {
///   source… }`): a `let` whose property is assigned is a class instance, and a `var` is captured
///   through its box, which holds the value that holds the closure, so both are cycles;
/// - a closure stored in the very `var` it calls (`step = { n in step?(n - 1) }`): the closure
///   holds the variable's box, the box holds the closure;
/// - a token kept by the object its own closure captures (`let token = bus.observe { screen… };
///   screen.token = token`).
///
/// A later `name = nil` (or `name.member = nil`) in the same function breaks the cycle, and then
/// nothing is reported.
package struct SwiftLocalCycle {
    /// The local variable.
    package var name: String
    /// The strong use of the local inside the closure (where the finding points).
    package var use: Syntax
    /// The statement that keeps the closure.
    package var site: Syntax
    /// The reference path, `job → job.onDone → closure → job`.
    package var path: String
}

extension SwiftSourceModel {
    /// Every local cycle of the file.
    package func localCycles() -> [SwiftLocalCycle] {
        closures.compactMap(localCycle(of:))
    }

    private func localCycle(of closure: ClosureExprSyntax) -> SwiftLocalCycle? {
        guard let function = enclosingFunction(of: closure) else { return nil }
        let value = outermostValue(ExprSyntax(closure))
        let uses = strongUses(in: closure)
        // The names bound before the closure, read once for all its uses.
        var bindings: [String: [TokenSyntax]] = [:]
        for token in patternTokens(in: function) {
            guard token.position < closure.position else { break }
            bindings[token.text, default: []].append(token)
        }
        let captured = uses.filter { name, _ in
            localDeclaration(named: name, before: closure, in: function, tokens: bindings[name] ?? []) != nil
        }
        // `model.$title.sink { cell… }.store(in: &cell.bag)`: the object keeps, in its own bag,
        // the subscription that keeps the closure.
        if let call = ClosureCall.call(taking: closure), let (result, holder, bag, isInOut) = keptInBag(call),
            let (name, use, via) = bagOwner(
                bag, isInOut: isInOut, captured: captured, uses: uses, closure: closure, function: function)
        {
            let through = via.map { " → \($0)" } ?? ""
            return SwiftLocalCycle(
                name: name, use: use, site: Syntax(holder),
                path:
                    "\(name)\(through) → \(bag.trimmedText) → \(Self.calleeBaseName(result)) result → closure → "
                    + name)
        }
        guard !captured.isEmpty else { return nil }
        if let cycle = subjectCycle(of: closure, captured: captured) { return cycle }
        // `target = closure`: `step = { step?() }` or `job.onDone = { job.finish() }`.
        if let assigned = assignedCycle(value, object: nil, captured: captured, function: function) { return assigned }
        if let mutual = mutualCycle(of: closure, captured: captured, function: function) { return mutual }
        // `cancellable = AnyCancellable { … cancellable … }`: an object that keeps the closure
        // (a listed library call's result, an initializer of the module that stores it) is kept
        // by the local the closure uses.
        if let call = ClosureCall.call(taking: closure), resultKeeps(call, closure),
            let assigned = assignedCycle(
                outermostValue(ExprSyntax(call)), object: call, captured: captured, function: function)
        {
            return assigned
        }
        // `job.handlers.append { job… }`, `source.setEventHandler { source… }`.
        if let call = ClosureCall.call(taking: closure),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let receiver = member.base, let root = localRoot(of: receiver), let use = captured[root.name],
            !clearedLater(root.name, after: Syntax(call), in: function)
        {
            let method = member.declName.baseName.text
            let keeps =
                Self.storingCollectionMethods.contains(method) && receiver.trimmedText != root.name
                || keepers.keeper(method: method, firstLabel: ClosureCall.firstLabel(of: call))?.keptBy
                    == .receiver
            if keeps {
                return SwiftLocalCycle(
                    name: root.name, use: use, site: Syntax(call),
                    path: "\(root.name) → \(receiver.trimmedText).\(method) → closure → \(root.name)")
            }
        }
        if let cycle = heldLocalKeepsReceiver(of: closure, captured: captured, function: function) { return cycle }
        // `let token = bus.observe { screen… }; screen.token = token`.
        if let call = ClosureCall.call(taking: closure),
            let token = localName(initializedWith: outermostValue(ExprSyntax(call))),
            keepers.keeper(
                method: Self.calleeBaseName(call), firstLabel: ClosureCall.firstLabel(of: call))?.keptBy
                == .result
        {
            for assignment in assignments where assignment.position >= call.endPosition && function.contains(assignment)
            {
                let elements = Array(assignment.elements)
                guard elements.count == 3, elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == token,
                    let root = localRoot(of: elements[0]), elements[0].trimmedText != root.name,
                    let use = captured[root.name]
                else { continue }
                return SwiftLocalCycle(
                    name: root.name, use: use, site: Syntax(assignment),
                    path: "\(root.name) → \(elements[0].trimmedText) → \(token) → closure → "
                        + root.name)
            }
        }
        return nil
    }

    /// For a closure handed to `call`, a listed library call whose result keeps it (`sink`,
    /// `subscribe`, or an operator of a chain that ends in one), followed by a holder that puts
    /// that result in its argument (`.store(in: &bag)`, `.disposed(by: bag)`): the result call,
    /// the holder call, the bag, and whether the bag is passed `inout`.
    private func keptInBag(_ call: FunctionCallExprSyntax) -> (
        FunctionCallExprSyntax, FunctionCallExprSyntax, ExprSyntax, Bool
    )? {
        var current = call
        guard
            var keeper = keepers.keeper(method: Self.calleeBaseName(call), firstLabel: ClosureCall.firstLabel(of: call))
        else { return nil }
        // Up an operator chain to the call whose result keeps every closure before it; operators
        // the list does not know pass the chain on.
        while keeper.keptBy == .chain {
            guard let next = Self.chainedCall(after: current) else { return nil }
            current = next
            if let found = keepers.keeper(
                method: Self.calleeBaseName(next), firstLabel: ClosureCall.firstLabel(of: next)),
                found.keptBy != .chain
            {
                keeper = found
            }
        }
        guard keeper.keptBy == .result, let holder = Self.chainedCall(after: current),
            keepers.holder(method: Self.calleeBaseName(holder))?.receiverHolds == false,
            let argument = holder.arguments.first?.expression
        else { return nil }
        if let passed = argument.as(InOutExprSyntax.self) { return (current, holder, passed.expression, true) }
        return (current, holder, argument, false)
    }

    /// The object whose own member `bag` is, when the closure holds it strongly: a local, a
    /// parameter of the module's class, or any parameter whose member is passed `inout`
    /// (`&cell.disposeBag` compiles on a parameter only when the parameter is a class instance).
    /// `captured` are the locals among `uses`, the closure's strong uses of every name.
    private func bagOwner(
        _ bag: ExprSyntax, isInOut: Bool, captured: [String: Syntax], uses: [String: Syntax],
        closure: ClosureExprSyntax, function: Syntax
    ) -> (name: String, use: Syntax, via: String?)? {
        if let root = localRoot(of: bag), let use = captured[root.name] { return (root.name, use, nil) }
        let (start, components) = Self.memberPath(bag)
        guard !components.isEmpty, let ref = start.as(DeclReferenceExprSyntax.self),
            case .identifier(let name) = ref.baseName.tokenKind
        else { return nil }
        // `let cell = collectionView.dequeueReusableCell(…) as! Cell` and a closure holding
        // `collectionView`: the collection view keeps the cells it hands out.
        if let made = localInitializer(named: name, at: bag), Self.isObjectMade(made),
            let call = made.as(FunctionCallExprSyntax.self)
                ?? made.as(SequenceExprSyntax.self)?.elements.first?.as(
                    FunctionCallExprSyntax.self),
            Self.calleeBaseName(call).hasPrefix("dequeue"),
            let view = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
            let use = uses[view.baseName.text]
        {
            return (view.baseName.text, use, name)
        }
        guard isInOut, Self.parameterNames(of: function).contains(name),
            !Self.isShadowed(name, at: closure, declaredAt: function), let use = uses[name]
        else { return nil }
        return (name, use, nil)
    }

    /// `target = value`, the value being the closure or `object` (a call whose result keeps it),
    /// with the target's root a local the closure holds: the cycle; `.some(nil)` when the
    /// assignment matches but closes no cycle (a `let` reassigned, a cleared or cancelled local).
    private func assignedCycle(
        _ value: ExprSyntax, object: FunctionCallExprSyntax?, captured: [String: Syntax],
        function: Syntax
    ) -> SwiftLocalCycle?? {
        guard let (target, site) = assignedTarget(of: value), let root = localRoot(of: target),
            let use = captured[root.name],
            !clearedLater(root.name, after: site, in: function), object == nil || !cancelled(root.name, in: function)
        else { return .none }
        let through = object.map { " → \(Self.calleeBaseName($0))" } ?? ""
        let path = target.trimmedText
        if path == root.name {
            // `token = center.addObserver(…) { … token … }`: whether the token still keeps the
            // block once the center lets it go is Foundation's affair; not claimed.
            guard root.isVar, object.flatMap(Self.blockObserverRegistration) == nil else { return .some(nil) }
            return SwiftLocalCycle(
                name: root.name, use: use, site: site,
                path: "\(root.name)'s box\(through) → closure → \(root.name)'s box")
        }
        guard root.isVar || root.isLet, !releasedByLibrary(path, root: root.name, in: function) else {
            return .some(nil)
        }
        return SwiftLocalCycle(
            name: root.name, use: use, site: site,
            path: "\(root.name) → \(path)\(through) → closure → \(root.name)")
    }

    /// `onValue = { … onResult(…) … }` and `onResult = { … onValue(…) … }`: two closures in local
    /// `var`s, each holding the other's box, keep each other (reported once, at the first).
    private func mutualCycle(of closure: ClosureExprSyntax, captured: [String: Syntax], function: Syntax)
        -> SwiftLocalCycle?
    {
        guard let (target, site) = assignedTarget(of: ExprSyntax(closure)),
            let mine = target.as(DeclReferenceExprSyntax.self)?.baseName.text,
            localDeclaration(named: mine, before: closure) == .var,
            !clearedLater(mine, after: site, in: function)
        else { return nil }
        for (other, use) in captured.sorted(by: { $0.value.position < $1.value.position }) where other != mine {
            guard localDeclaration(named: other, before: closure) == .var else { continue }
            for assignment in assignments
            where assignment.position >= closure.endPosition && function.contains(assignment) {
                let elements = Array(assignment.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == other,
                    let partner = elements[2].as(ClosureExprSyntax.self), strongUses(in: partner)[mine] != nil,
                    !clearedLater(other, after: Syntax(assignment), in: function)
                else { continue }
                return SwiftLocalCycle(
                    name: mine, use: use, site: Syntax(assignment),
                    path: "\(mine)'s box → closure → \(other)'s box → closure → \(mine)'s box")
            }
        }
        return nil
    }

    /// Whether the result of `call` keeps `closure`: a listed library API whose result keeps it
    /// (`AnyCancellable { … }`, `DispatchWorkItem { … }`, `sink { … }`), or an initializer of the
    /// module that stores the parameter.
    private func resultKeeps(_ call: FunctionCallExprSyntax, _ closure: ClosureExprSyntax) -> Bool {
        let name = Self.calleeBaseName(call)
        if ClosureCall.keepingInitializers.contains(Self.calleeName(call)) { return true }
        if keepers.keeper(method: name, firstLabel: ClosureCall.firstLabel(of: call))?.keptBy == .result { return true }
        // `s.token = center.addObserver(forName: …) { s… }`: the token is the observer that keeps
        // the block, and the center keeps it too until it is removed.
        if let registration = Self.blockObserverRegistration(call),
            !closure.statements.description.contains(registration.removalName)
        {
            return true
        }
        return (name.first?.isUppercase == true || name == "init")
            && storedParameter(of: call, closure: ExprSyntax(closure)) != nil
    }

    /// A local of the function: its name and whether it is a `let` or a `var`. Parameters are
    /// roots only when their type is a class of the module and the member that keeps the closure
    /// is declared there: a framework's object (a `BGTask` given to a handler) may let go of the
    /// handler it was given, so lint cannot know the cycle outlives the call.
    private struct LocalRoot {
        var name: String
        var isLet: Bool
        var isVar: Bool
    }

    /// Whether a member path starts from a local of the function (or a parameter of a module
    /// class that declares the member).
    func subjectOwnerIsLocal(_ subject: ExprSyntax) -> Bool { localRoot(of: subject) != nil }

    /// The local a member path starts from (`job.handlers[…]` → job).
    private func localRoot(of expr: ExprSyntax) -> LocalRoot? {
        guard let ref = Self.memberPath(expr).root.as(DeclReferenceExprSyntax.self),
            ref.baseName.tokenKind != .keyword(.self),
            let declaration = localDeclaration(named: ref.baseName.text, before: expr),
            let function = enclosingFunction(of: expr), declaredMember(expr, rootName: ref.baseName.text, in: function)
        else { return nil }
        return LocalRoot(name: ref.baseName.text, isLet: declaration == .let, isVar: declaration == .var)
    }

    /// `let`/`var` of the local `name` declared in the function around `node`, before it: a
    /// declaration, or a `guard let`/`if let` binding (around `node`) of a value that is not a
    /// parameter or reached from one.
    private func localDeclaration(named name: String, before node: some SyntaxProtocol) -> Keyword? {
        guard let function = enclosingFunction(of: node) else { return nil }
        let tokens = patternTokens(in: function).lazy.filter { $0.position < node.position && $0.hasText(name) }
        return localDeclaration(named: name, before: node, in: function, tokens: tokens)
    }

    /// `localDeclaration(named:before:)` given `function` and its tokens spelled `name` before
    /// `node`, in order (those that are not an identifier pattern may be left out).
    private func localDeclaration(
        named name: String, before node: some SyntaxProtocol, in function: Syntax, tokens: some Sequence<TokenSyntax>
    ) -> Keyword? {
        for token in tokens {
            if let condition = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(
                OptionalBindingConditionSyntax.self)
            {
                if let keyword = boundLocal(condition, around: node, in: function) { return keyword }
                continue
            }
            guard let pattern = token.parent?.as(IdentifierPatternSyntax.self),
                let binding = pattern.parent?.as(PatternBindingSyntax.self),
                let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
                declaration.parent?.is(CodeBlockItemSyntax.self) == true,
                case .keyword(let keyword) = declaration.bindingSpecifier.tokenKind
            else { continue }
            return keyword
        }
        return moduleObjectParameter(named: name, of: function) ? .let : nil
    }

    /// Whether `name` is a parameter of `function` whose declared type is a class of this module
    /// (`func add(_ tab: Tab)` with `final class Tab` in the module): the app's own object, whose
    /// members lint reads, unlike a framework's object (a `BGTask` whose handler the system
    /// clears when it is done).
    private func moduleObjectParameter(named name: String, of function: Syntax) -> Bool {
        let clause = Self.parameterClause(of: function)
        guard let parameter = clause?.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else {
            return false
        }
        var type = parameter.type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = forced.wrappedType
            } else if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else {
                break
            }
        }
        guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { return false }
        let typeName = Self.baseName(type)
        return types.kinds[typeName] == .reference && types.module.facts(of: typeName, module: module) != nil
    }

    /// Whether the first member on `target`'s path (`tab.onChange`, `job.handlers[…]`) is a
    /// property that the root's type, declared in this module, declares: then the module's code
    /// is all that touches it.
    private func declaredMember(_ target: ExprSyntax, rootName: String, in function: Syntax) -> Bool {
        let clause = Self.parameterClause(of: function)
        guard let parameter = clause?.parameters.first(where: { ($0.secondName ?? $0.firstName).text == rootName })
        else { return true }
        var type = parameter.type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = forced.wrappedType }
        guard let first = Self.memberPath(target).components.first else { return false }
        return types.module.property(named: Self.stripSubscript(first), of: Self.baseName(type), module: module) != nil
    }

    /// `guard let cell = list.dequeue() as? Cell` (the rest of the block) or `if let cell = …`
    /// (its body) binding a new object: `let` or `var`. Nil for a shorthand `if let x` (it
    /// renames `x`) and for a value taken from a parameter (`guard let task = task as? T`):
    /// parameters are not roots.
    private func boundLocal(
        _ condition: OptionalBindingConditionSyntax, around node: some SyntaxProtocol,
        in function: Syntax
    ) -> Keyword? {
        guard let value = condition.initializer?.value,
            case .keyword(let keyword) = condition.bindingSpecifier.tokenKind
        else {
            return nil
        }
        let conditions = condition.parent?.parent
        if let ifExpr = conditions?.parent?.as(IfExprSyntax.self) {
            guard ifExpr.body.contains(node) else { return nil }
        } else if let guardStmt = conditions?.parent?.as(GuardStmtSyntax.self) {
            guard let block = guardStmt.parent?.parent?.parent, block.contains(node), !guardStmt.contains(node) else {
                return nil
            }
        } else {
            return nil
        }
        var source = value
        while true {
            if let sequence = source.as(SequenceExprSyntax.self), let first = sequence.elements.first,
                sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
            {
                source = first
            } else if let cast = source.as(AsExprSyntax.self) {
                source = cast.expression
            } else if let attempt = source.as(TryExprSyntax.self) {
                source = attempt.expression
            } else {
                break
            }
        }
        // `guard let strongSelf = self` in a `[weak self]` closure: a strong copy of self under
        // another name, which the checks of `self` do not follow. Members of self and
        // parameters stay theirs.
        let isSelfCopy =
            source.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            && condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.tokenKind != .keyword(.self)
        if !isSelfCopy, let root = Self.memberPath(source).root.as(DeclReferenceExprSyntax.self) {
            let parameters = Self.parameterNames(of: function)
            if root.baseName.tokenKind == .keyword(.self) || parameters.contains(root.baseName.text) { return nil }
        }
        return keyword
    }

    /// The parameter list of a function or initializer.
    static func parameterClause(of function: Syntax) -> FunctionParameterClauseSyntax? {
        function.as(FunctionDeclSyntax.self)?.signature.parameterClause
            ?? function.as(InitializerDeclSyntax.self)?.signature.parameterClause
    }

    /// The names of a function's or initializer's parameters.
    package static func parameterNames(of function: Syntax) -> Set<String> {
        let clause = Self.parameterClause(of: function)
        return Set((clause?.parameters ?? []).map { ($0.secondName ?? $0.firstName).text })
    }

    /// The names `closure` holds strongly, with their first use: names used in the body (alone or
    /// as the base of a member) that the closure does not bind itself and that its capture list
    /// does not make weak or unowned.
    private func strongUses(in closure: ClosureExprSyntax) -> [String: Syntax] {
        var weak = Set<String>()
        for item in closure.signature?.capture?.items ?? [] {
            if let specifier = item.specifier, ["weak", "unowned"].contains(specifier.specifier.text) {
                weak.insert(item.name.text)
            }
        }
        let bound = BoundNameCollector.names(in: closure, captureLists: false)
        var uses: [String: Syntax] = [:]
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard token.rawTokenKind == .identifier, case .identifier(let name) = token.tokenKind, uses[name] == nil,
                !weak.contains(name),
                !bound.contains(name),
                let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id
            else { continue }
            uses[name] = Syntax(ref)
        }
        return uses
    }

    /// Whether the function cancels what `name` holds (`name.cancel()`, `name.wrapped?.cancel()`,
    /// or hands on `name.cancel`): a cancellable lets go of its closure when cancelled.
    private func cancelled(_ name: String, in function: Syntax) -> Bool {
        function.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.hasText("cancel"), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.id == token.id, let base = member.base,
                let root = Self.memberPath(base).root.as(DeclReferenceExprSyntax.self)
            else { return false }
            return root.baseName.text == name
        }
    }

    /// `target = value`: the target and the statement.
    private func assignedTarget(of value: ExprSyntax) -> (ExprSyntax, Syntax)? {
        guard let list = value.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == value.id else {
            return nil
        }
        return (elements[0], Syntax(sequence))
    }

    /// Whether `name = nil` or `name.… = nil` follows `site` in `function` (or is inside it).
    func clearedLater(_ name: String, after site: Syntax, in function: Syntax) -> Bool {
        assignments.contains { assignment in
            let elements = Array(assignment.elements)
            // Later in the function, or inside the closure itself (a callback that lets go of
            // itself when it runs).
            guard assignment.position > site.position, assignment.id != site.id, function.contains(assignment),
                elements.count == 3,
                elements[2].is(NilLiteralExprSyntax.self)
            else { return false }
            let target = elements[0].trimmedText
            return target == name || target.hasPrefix(name + ".") || target.hasPrefix(name + "?.")
        } || clearedByOwnMethod(name, after: site, in: function)
    }
}
