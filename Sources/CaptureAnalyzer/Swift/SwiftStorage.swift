import SwiftSyntax

/// A place where `self` keeps a value: the path from `self` (`self.handlers`) and the statement.
package struct SwiftStore {
    /// `self.handler`, `self.handlers[…]`, `lazy var handler`, as a reader names it.
    package var label: String
    /// The assignment, call or declaration that stores the value.
    package var site: Syntax
}

/// Where a value ends up kept by `self`. Only what the syntax shows for certain counts: a store
/// into a member of `self` (directly, through a collection's `append`/`insert`, a subscript, a
/// `lazy var`, `.store(in: &member)`), possibly through one local. A value handed to any other
/// call is not claimed to be stored: the callee may or may not keep it.
extension SwiftSourceModel {
    /// Collection methods that keep their argument (Array, Dictionary, Set; any other `add…` is an
    /// unknown callee).
    package static let storingCollectionMethods: Set<String> = ["append", "insert", "updateValue", "formUnion"]

    /// Where `self` keeps the value of `expr`, nil when the syntax does not show that it does.
    package func storeBySelf(of expr: ExprSyntax, followingLocals: Bool = true) -> SwiftStore? {
        storeBySelf(of: expr, localHops: followingLocals ? 2 : 0)
    }

    /// `storeBySelf`, following the value through at most `localHops` locals (`let h = { … };
    /// let list = [h]; self.handlers = list`).
    func storeBySelf(of expr: ExprSyntax, localHops: Int) -> SwiftStore? {
        let value = outermostValue(expr)
        if let store = assignmentStore(of: value) ?? collectionStore(of: value) ?? lazyStore(of: value)
            ?? cancellableStore(of: value)
        {
            return store
        }
        if let container = keepingContainer(of: value), let store = storeBySelf(of: container, localHops: localHops) {
            return store
        }
        if let store = returnedStore(of: value) { return store }
        // `header.onClose = { … }; view.addSubview(header)`: an object handed to a holder.
        if !value.is(ClosureExprSyntax.self),
            let store = receiverHolderStore(of: value, anyObject: true, localHops: localHops)
        {
            return store
        }
        // `let button = Button(); button.handler = value; self.buttons.append(button)`: a local
        // object keeps what is assigned to its member, and goes where the object goes.
        if let store = aliasedMemberStore(of: value) { return store }
        if localHops > 0, let object = localObjectAssigned(value),
            let store = storeBySelf(of: object, localHops: localHops - 1)
        {
            return store
        }
        guard localHops > 0, let function = enclosingFunction(of: value) ?? value.ancestorClosure.map(Syntax.init)
        else { return nil }
        // `var bag = Set<AnyCancellable>(); x.sink { … }.store(in: &bag); self.bag = bag`.
        if let (bag, declaration) = localBag(of: value),
            let store = laterStore(
                ofLocal: bag, after: value, declaredAt: declaration, in: function, localHops: localHops)
        {
            return SwiftStore(label: "\(store.label) → \(bag)", site: store.site)
        }
        guard let name = localName(initializedWith: value) else { return nil }
        return laterStore(ofLocal: name, after: value, declaredAt: value, in: function, localHops: localHops)
    }

    /// For `value.store(in: &bag)` with `bag` a local `var` of the function: its name and the
    /// value it was declared with.
    private func localBag(of value: ExprSyntax) -> (String, ExprSyntax)? {
        guard let member = value.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "store",
            let call = member.parent?.as(FunctionCallExprSyntax.self),
            let ref = Self.argument("in", of: call)?.as(InOutExprSyntax.self)?.expression.as(
                DeclReferenceExprSyntax.self),
            case .identifier(let name) = ref.baseName.tokenKind,
            let declaration = localInitializer(named: name, at: call), declaration.position < call.position
        else { return nil }
        return (name, declaration)
    }

    /// Where `self` keeps the local `name` (declared with `declaration`), by its uses after
    /// `value`: assigned, passed, returned, put in a literal (`let h = { … }; self.handler = h`),
    /// not those of another variable of the same name in a closure.
    private func laterStore(
        ofLocal name: String, after value: ExprSyntax, declaredAt declaration: ExprSyntax, in function: Syntax,
        localHops: Int
    ) -> SwiftStore? {
        for token in function.tokens(viewMode: .sourceAccurate)
        where token.position > value.endPosition && token.hasText(name) {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil,
                ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id,
                !Self.isShadowed(name, at: ref, declaredAt: declaration)
            else { continue }
            if let store = storeBySelf(of: ExprSyntax(ref), localHops: localHops - 1) { return store }
            // `let registration = CellRegistration { … }; dataSource = DataSource(…) { …
            // registration … }`: a closure that uses the local holds it, and is kept where it goes.
            if let closure = ref.ancestorClosure, function.contains(closure), !closure.contains(value),
                let store = storeBySelf(of: ExprSyntax(closure), localHops: localHops - 1)
                    ?? libraryResultStore(of: closure, localHops: localHops - 1)
            {
                return SwiftStore(label: "\(store.label) → closure using \(name)", site: store.site)
            }
        }
        return nil
    }

    /// Where `self` keeps the result of `call`: stored like any value, or handed to a holder of
    /// `Knowledge/closure-keepers.yml` that is a member of self (`.disposed(by: disposeBag)`,
    /// `.store(in: &cancellables)`, `disposeBag.insert(…)`, `disposables += …`).
    package func resultKeptBySelf(_ call: FunctionCallExprSyntax) -> SwiftStore? {
        resultKeptBySelf(call, localHops: 2)
    }

    /// `resultKeptBySelf`, following values through at most `localHops` locals: every path
    /// that goes back to an earlier local spends one, so the search ends.
    func resultKeptBySelf(_ call: FunctionCallExprSyntax, localHops: Int) -> SwiftStore? {
        if let store = storeBySelf(of: ExprSyntax(call), localHops: localHops) { return store }
        if let next = Self.chainedCall(after: call),
            keepers.holder(method: Self.calleeBaseName(next))?.receiverHolds == false,
            let argument = next.arguments.first?.expression
        {
            if let path = selfMemberPath(argument.as(InOutExprSyntax.self)?.expression ?? argument) {
                return SwiftStore(label: path, site: Syntax(next))
            }
            // `.disposed(by: bag)` returns nothing, but a chain may go on (`.store(in:)` does not).
            return nil
        }
        if let store = receiverHolderStore(of: ExprSyntax(call), localHops: localHops) { return store }
        // `self.disposables += signal.observeValues { … }`
        if let list = call.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[2].id == call.id,
                elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
                let path = selfMemberPath(elements[0])
            {
                return SwiftStore(label: path, site: Syntax(sequence))
            }
        }
        return nil
    }

    /// The call made on `call`'s result (`.filter { … }` after `x.map { … }` in
    /// `x.map { … }.filter { … }`), or nil.
    package static func chainedCall(after call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let member = call.parent?.as(MemberAccessExprSyntax.self), member.base?.id == call.id else { return nil }
        return member.parent?.as(FunctionCallExprSyntax.self)
    }

    /// `expr` with the parentheses and `as` casts around it: the value as assigned.
    package func outermostValue(_ expr: ExprSyntax) -> ExprSyntax {
        var current = expr
        while let tuple = current.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(TupleExprSyntax.self),
            tuple.elements.count == 1
        {
            current = ExprSyntax(tuple)
        }
        return current
    }

    /// `target = value` with `target` a member of `self`.
    private func assignmentStore(of value: ExprSyntax) -> SwiftStore? {
        guard let list = value.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == value.id else {
            return nil
        }
        if elements.count > 3, !elements[3].is(UnresolvedAsExprSyntax.self) { return nil }
        guard let path = selfMemberPath(elements[0]) else { return nil }
        return SwiftStore(label: path, site: Syntax(sequence))
    }

    /// `target.append(value)`, `target.insert(value, at:)` with `target` a member of `self`.
    private func collectionStore(of value: ExprSyntax) -> SwiftStore? {
        guard
            let call = value.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                ?? value.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.storingCollectionMethods.contains(member.declName.baseName.text),
            let base = member.base, let path = selfMemberPath(base)
        else { return nil }
        return SwiftStore(label: path, site: Syntax(call))
    }

    /// `lazy var handler = { … self … }` (not called on the spot), or the closure that such a
    /// closure called on the spot returns (`lazy var make: () -> T = { …; return { self… } }()`).
    private func lazyStore(of value: ExprSyntax) -> SwiftStore? {
        if let host = Self.closureReturning(value), let call = host.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == host.id, call.arguments.isEmpty, call.trailingClosure == nil
        {
            return lazyStore(of: ExprSyntax(call))
        }
        guard let initializer = value.parent?.as(InitializerClauseSyntax.self),
            let binding = initializer.parent?.as(PatternBindingSyntax.self),
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        return SwiftStore(label: "lazy var \(name)", site: Syntax(variable))
    }

    /// The closure that returns `value`: with `return value` in its own body (not a nested
    /// closure's), or as its single expression.
    package static func closureReturning(_ value: ExprSyntax) -> ClosureExprSyntax? {
        if let statement = value.parent?.as(ReturnStmtSyntax.self) {
            var current = statement.parent
            while let node = current {
                if let closure = node.as(ClosureExprSyntax.self) { return closure }
                if node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
                    || node.is(InitializerDeclSyntax.self)
                {
                    return nil
                }
                current = node.parent
            }
            return nil
        }
        if let item = value.parent?.as(CodeBlockItemSyntax.self),
            let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
            closure.statements.count == 1
        {
            return closure
        }
        return nil
    }

    /// `value.store(in: &member)` (Combine's AnyCancellable).
    private func cancellableStore(of value: ExprSyntax) -> SwiftStore? {
        guard let member = value.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "store",
            let call = member.parent?.as(FunctionCallExprSyntax.self),
            let target = Self.argument("in", of: call)?.as(InOutExprSyntax.self),
            let path = selfMemberPath(target.expression)
        else { return nil }
        return SwiftStore(label: path, site: Syntax(call))
    }

    /// The name of the local `let`/`var` whose initial value is `value`.
    package func localName(initializedWith value: ExprSyntax) -> String? {
        guard let initializer = value.parent?.as(InitializerClauseSyntax.self) else { return nil }
        // `guard let cell = tableView.dequeueReusableCell(…) as? Cell else { … }`
        if let condition = initializer.parent?.as(OptionalBindingConditionSyntax.self),
            enclosingFunction(of: value) != nil || condition.ancestorClosure != nil
        {
            return condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(CodeBlockItemSyntax.self) == true,
            enclosingFunction(of: value) != nil || binding.ancestorClosure != nil
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `self.a.b` → "self.a.b" when `target` is reached from a strong member of `self`; a bare
    /// `a` counts when the enclosing type declares a property `a` and no local shadows it.
    /// Nil for locals, parameters, weak/unowned members and anything else.
    package func selfMemberPath(_ target: ExprSyntax) -> String? {
        let (start, path) = Self.memberPath(target)
        guard let root = start.as(DeclReferenceExprSyntax.self) else { return nil }
        return selfMemberPath(root: root, components: path, at: target)
    }

    private func selfMemberPath(root: DeclReferenceExprSyntax, components path: [String], at target: ExprSyntax)
        -> String?
    {
        var components = path
        // A closure's parameter that stands for a member: an accessor's storage, or `forEach`'s
        // elements in turn (`[playButton, stopButton].forEach { $0.onTap = … }`).
        if root.baseName.tokenKind != .keyword(.self), let (closure, position) = Self.bindingClosure(of: root) {
            if let accessed = accessedMemberPath(closure, position) {
                return ([accessed] + components).joined(separator: ".").replacingOccurrences(of: ".[…]", with: "[…]")
            }
            let elements = iteratedElements(closure, position)
            if !elements.isEmpty {
                for element in elements {
                    let (elementRoot, elementPath) = Self.memberPath(element)
                    if let elementRoot = elementRoot.as(DeclReferenceExprSyntax.self),
                        let path = selfMemberPath(root: elementRoot, components: elementPath + components, at: target)
                    {
                        return path
                    }
                }
                return nil
            }
        }
        let members = members(around: target)
        if root.baseName.tokenKind == .keyword(.self) {
            guard let first = components.first else { return nil }
            switch members.properties[Self.stripSubscript(first)] {
            case .weak: return outletPath(first, components.dropFirst(), at: target)
            case .computed:
                // Holds nothing, each read may be a new object; unless it hands out a stored one.
                guard first == Self.stripSubscript(first), let stored = members.strongStorage(of: first) else {
                    return nil
                }
                components[0] = stored
            default: break
            }
        } else {
            let name = root.baseName.text
            guard !localNames(at: target).contains(name) else { return nil }
            if members.properties[name] == .weak { return outletPath(name, components[...], at: target) }
            if members.properties[name] == .computed, let stored = members.strongStorage(of: name) {
                components.insert(stored, at: 0)
            } else {
                guard members.properties[name] == .strong || inheritsMember(name, at: target) else { return nil }
                components.insert(name, at: 0)
            }
        }
        guard !readsComputedMember(components, at: target) else { return nil }
        return (["self"] + components).joined(separator: ".").replacingOccurrences(of: ".[…]", with: "[…]")
    }

    /// Whether a member on the path after the first (`viewModel.presenter` in
    /// `self.viewModel.presenter.dismiss`) is a computed property of the module's type before it,
    /// as far as the declared types tell: then the path may end on a new object.
    private func readsComputedMember(_ components: [String], at node: some SyntaxProtocol) -> Bool {
        var type = enclosingTypeName(of: node)
        for component in components.dropLast() {
            guard let current = type,
                let property = types.module.facts(of: current, module: module)?.properties[
                    Self.stripSubscript(component)]
            else { return false }
            if property.strength == .computed {
                // A getter that hands out a stored property of its own type reads no new object.
                guard component == Self.stripSubscript(component), let stored = property.forwards,
                    types.module.facts(of: current, module: module)?.properties[stored]?.strength == .strong
                else { return true }
            }
            type = component.hasSuffix("[…]") ? nil : property.typeName
        }
        return false
    }

    /// `self.view → button.onTap` for `button.onTap` with `button` a weak `@IBOutlet` of a view
    /// controller or cell: the nib puts the outlet in the view hierarchy, which the controller's
    /// `view` (a cell's `contentView`) keeps. Nil for any other weak member.
    private func outletPath(_ member: String, _ rest: ArraySlice<String>, at node: some SyntaxProtocol) -> String? {
        guard !rest.isEmpty, member == Self.stripSubscript(member), let owner = enclosingTypeName(of: node) else {
            return nil
        }
        guard types.module.property(named: member, of: owner, module: module)?.isOutlet == true else { return nil }
        let root = ["view", "contentView"].first { inheritsMember($0, at: node) }
        guard let root else { return nil }
        return "self.\(root) → "
            + ([member] + rest).joined(separator: ".").replacingOccurrences(of: ".[…]", with: "[…]")
    }

    /// Whether the class around `node` has a superclass chain that leaves the module (its first
    /// superclass not declared by the module is a library's), and declares no method of the
    /// module in between.
    package func inheritsFromLibrary(at node: some SyntaxProtocol) -> Bool {
        var type = enclosingTypeName(of: node)
        var seen = Set<String>()
        while let current = type, seen.insert(current).inserted {
            guard let superclass = types.module.superclass(of: current, module: module) else { return false }
            if types.module.facts(of: superclass, module: module) == nil { return types.kinds[superclass] == nil }
            type = superclass
        }
        return false
    }

    /// Whether the class around `node` inherits `name` from a library superclass that keeps it
    /// strongly (`form` of Eureka's `FormViewController`), through the module's own subclasses.
    package func inheritsMember(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var type = enclosingTypeName(of: node)
        var seen = Set<String>()
        while let current = type, seen.insert(current).inserted {
            let superclass = types.module.superclass(of: current, module: module)
            if let superclass,
                keepers.inheritedMembers.contains(where: { $0.superclass == superclass && $0.members.contains(name) })
            {
                return true
            }
            type = superclass
        }
        return false
    }

    /// `a.b[…]?.c!` → (`a`, ["b[…]", "c"]): the expression a member path starts from, and the
    /// members on the way (a subscript marks the member before it).
    package static func memberPath(_ target: ExprSyntax) -> (root: ExprSyntax, components: [String]) {
        var components: [String] = []
        var current = target
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                components.insert(member.declName.baseName.text, at: 0)
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                if components.isEmpty { components.insert("[…]", at: 0) } else { components[0] += "[…]" }
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return (current, components)
            }
        }
    }

    package static func stripSubscript(_ component: String) -> String {
        component.hasSuffix("[…]") ? String(component.dropLast(3)) : component
    }

    /// Names bound in the function around `node` (parameters, locals, closure parameters,
    /// pattern bindings): a bare name among them is not a member.
    package func localNames(at node: some SyntaxProtocol) -> Set<String> {
        let scope = enclosingFunction(of: node) ?? Syntax(node).ancestorClosure.map(Syntax.init) ?? Syntax(node)
        return BoundNameCollector.names(in: scope, functionParameters: true)
    }
}

extension SyntaxProtocol {
    /// The closure expression around this node, if any.
    package var ancestorClosure: ClosureExprSyntax? {
        var current = parent
        while let n = current {
            if let closure = n.as(ClosureExprSyntax.self) { return closure }
            current = n.parent
        }
        return nil
    }

    /// True when `other` lies inside this node.
    package func contains(_ other: some SyntaxProtocol) -> Bool {
        other.position >= position && other.endPosition <= endPosition
    }
}
