import SwiftSyntax

/// The steps `storeBySelf` takes beyond a direct store, each ending in another store: what a
/// method of `self` returns (kept by its callers, or as a cell by the table view it is returned
/// to), the object a local holds (`button.handler = h` then `buttons.append(button)`), the value
/// that contains another (an array literal, an initializer that keeps its argument, a `map`
/// result), a library call's result, and an object handed to a library holder (`addSubview`,
/// `addAction`) that `self` keeps.
extension SwiftSourceModel {
    /// `return value` (or the body's one expression) in a method of `self` whose result its
    /// callers on `self` keep, in any file of the module (`SwiftModuleFacts.resultStores`).
    func returnedStore(of value: ExprSyntax) -> SwiftStore? {
        let function: FunctionDeclSyntax
        if let statement = value.parent?.as(ReturnStmtSyntax.self) {
            var current = statement.parent
            while let node = current, !node.is(FunctionDeclSyntax.self) {
                if node.is(ClosureExprSyntax.self) || node.is(AccessorDeclSyntax.self)
                    || node.is(InitializerDeclSyntax.self) || node.is(MemberBlockSyntax.self)
                {
                    return nil
                }
                current = node.parent
            }
            guard let f = current?.as(FunctionDeclSyntax.self) else { return nil }
            function = f
        } else if let item = value.parent?.as(CodeBlockItemSyntax.self),
            let body = item.parent?.parent?.as(CodeBlockSyntax.self), body.statements.count == 1,
            let f = body.parent?.as(FunctionDeclSyntax.self)
        {
            function = f
        } else {
            return nil
        }
        if let store = cellKeptByView(function, value: value) { return store }
        guard function.signature.returnClause != nil, !Self.isStatic(function.modifiers),
            let type = enclosingTypeName(of: function),
            let label = types.module.facts(of: type, module: module)?.resultStore(
                named: function.name.text, labels: function.signature.parameterClause.parameters.map(\.firstName.text))
        else { return nil }
        return SwiftStore(label: "\(label) (what \(function.name.text)() returns)", site: Syntax(value))
    }

    /// Data source methods whose returned view the table or collection view keeps (as a visible
    /// or reusable cell, header or footer), by the label of their second parameter.
    static let cellProvidingLabels: Set<String> = [
        "cellForRowAt", "cellForItemAt", "viewForHeaderInSection", "viewForFooterInSection",
        "viewForSupplementaryElementOfKind", "cellForRowAtIndexPath", "cellForItemAtIndexPath",
    ]

    /// `return cell` in `tableView(_:cellForRowAt:)` (or a collection view's): the table view
    /// keeps the cell, and `self` keeps the table view when it is a member of `self` (strong,
    /// or an outlet of a view controller, whose view holds it) or a table view controller's own.
    func cellKeptByView(_ function: FunctionDeclSyntax, value: ExprSyntax) -> SwiftStore? {
        let name = function.name.text
        let parameters = Array(function.signature.parameterClause.parameters)
        guard name == "tableView" || name == "collectionView", parameters.count >= 2,
            Self.cellProvidingLabels.contains(parameters[1].firstName.text), !Self.isStatic(function.modifiers),
            selfKind(at: function) == .reference
        else { return nil }
        let view = (parameters[0].secondName ?? parameters[0].firstName).text
        let method = "\(name)(_:\(parameters[1].firstName.text):)"
        let members = members(around: function)
        if members.properties[view] == .strong
            || (members.properties[view] == nil && inheritsMember(view, at: function))
        {
            return SwiftStore(label: "self.\(view) → the cell \(method) returns", site: Syntax(value))
        }
        if members.properties[view] == .weak, inheritsMember("view", at: function) {
            return SwiftStore(label: "self.view → \(view) → the cell \(method) returns", site: Syntax(value))
        }
        return nil
    }

    /// Where `self` keeps the result of the library call that `closure` is handed to, when the
    /// list says the result keeps the closure (`UICollectionViewDiffableDataSource(…) { … }`).
    func libraryResultStore(of closure: ClosureExprSyntax, localHops: Int) -> SwiftStore? {
        guard let call = ClosureCall.call(taking: closure),
            keepers.keeper(method: Self.calleeBaseName(call), firstLabel: ClosureCall.firstLabel(of: call))?.keptBy
                == .result
        else { return nil }
        return resultKeptBySelf(call, localHops: localHops)
    }

    /// For `local.member = value` with `local` a `let` of the function initialized by a call (an
    /// object: a `let` whose member is assigned is a class instance), that call.
    func localObjectAssigned(_ value: ExprSyntax) -> ExprSyntax? {
        guard let (_, _, initial) = assignedThroughLocalLet(value), Self.isObjectMade(initial) else { return nil }
        return initial
    }

    /// `let model = self.model; model.onChange = value` (also `guard let model = self.model`):
    /// the local names the object `self` keeps in that member, and a `let` whose member can be
    /// assigned holds a class instance, so the member keeps the value.
    func aliasedMemberStore(of value: ExprSyntax) -> SwiftStore? {
        guard let (sequence, components, initial) = assignedThroughLocalLet(value),
            let path = aliasedMemberPath(initial)
        else { return nil }
        return SwiftStore(label: ([path] + components).joined(separator: "."), site: Syntax(sequence))
    }

    /// For `local.member = value` with `local` a `let` of the function declared before it: the
    /// assignment, the members after `local`, and the value `local` was declared with.
    private func assignedThroughLocalLet(_ value: ExprSyntax) -> (SequenceExprSyntax, [String], ExprSyntax)? {
        guard let list = value.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == value.id else {
            return nil
        }
        let (root, components) = Self.memberPath(elements[0])
        guard !components.isEmpty, let ref = root.as(DeclReferenceExprSyntax.self),
            case .identifier(let name) = ref.baseName.tokenKind,
            let initial = localInitializer(named: name, at: sequence), initial.position < sequence.position,
            Self.isLetBinding(of: initial)
        else { return nil }
        return (sequence, components, initial)
    }

    /// Whether `initial` is the value of a `let` (or `if let`/`guard let`) binding.
    static func isLetBinding(of initial: ExprSyntax) -> Bool {
        let holder = initial.parent?.parent
        if let declaration = holder?.parent?.parent?.as(VariableDeclSyntax.self) {
            return declaration.bindingSpecifier.tokenKind == .keyword(.let)
        }
        if let condition = holder?.as(OptionalBindingConditionSyntax.self) {
            return condition.bindingSpecifier.tokenKind == .keyword(.let)
        }
        return false
    }

    /// A call, or a call cast to a type (`tableView.dequeueReusableCell(…) as! Cell`): an object
    /// made or handed out by the call.
    static func isObjectMade(_ value: ExprSyntax) -> Bool {
        if value.is(FunctionCallExprSyntax.self) { return true }
        if let cast = value.as(AsExprSyntax.self) { return cast.expression.is(FunctionCallExprSyntax.self) }
        guard let sequence = value.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        return elements.count == 3 && elements[0].is(FunctionCallExprSyntax.self)
            && elements[1].is(UnresolvedAsExprSyntax.self)
    }

    /// Whether a closure or nested function around `node`, inside the scope where `name` was
    /// declared (at `declaration`), binds `name` itself.
    package static func isShadowed(
        _ name: String, at node: some SyntaxProtocol, declaredAt declaration: some SyntaxProtocol
    ) -> Bool {
        var current = Syntax(node).parent
        while let n = current, !n.contains(declaration) {
            if let closure = n.as(ClosureExprSyntax.self), boundNames(in: Syntax(closure)).contains(name) {
                return true
            }
            if n.is(FunctionDeclSyntax.self) { return true }
            current = n.parent
        }
        return false
    }

    /// Collection transforms whose result holds what their closure returns.
    package static let collectingTransforms: Set<String> = ["map", "compactMap", "flatMap"]

    /// The value that holds `value` when it is kept by it for certain: an element of an array
    /// literal, an argument of an initializer that stores it (a listed library initializer such
    /// as SwiftUI's `Binding(get:set:)`, an initializer of the module whose summary stores the
    /// parameter, a module struct's memberwise initializer), or what a closure passed to
    /// `map`/`compactMap`/`flatMap` returns (the call's result holds it).
    package func keepingContainer(of value: ExprSyntax) -> ExprSyntax? {
        if let array = value.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self) {
            return ExprSyntax(array)
        }
        // `(queue, handler)`: a tuple holds its elements.
        if let tuple = value.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(TupleExprSyntax.self),
            tuple.elements.count > 1
        {
            return ExprSyntax(tuple)
        }
        if let argument = value.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id != value.id
        {
            let name = Self.calleeBaseName(call)
            let isInitializer = name.first?.isUppercase == true || name == "init"
            guard isInitializer else {
                // `config = makeConfig(onTap: callback)`: a function of the module (a method of
                // self's type, or another) returns a value built around its argument.
                guard !value.is(ClosureExprSyntax.self),
                    ownMethodResultKeepsArgument(of: call, argument: value)
                        || resultKeepsArgument(of: call, closure: value)
                else { return nil }
                return ExprSyntax(call)
            }
            if keepers.keeper(method: name, firstLabel: ClosureCall.firstLabel(of: call))?.keptBy == .result {
                return ExprSyntax(call)
            }
            if storedParameter(of: call, closure: value) != nil { return ExprSyntax(call) }
            if let label = argument.label?.text, name != "init", types.kinds[name] == .value,
                let facts = types.module.facts(of: name, module: module), !facts.declaresInitializer,
                facts.properties[label]?.strength == .strong
            {
                return ExprSyntax(call)
            }
            return nil
        }
        if let closure = Self.closureReturning(value), let call = ClosureCall.call(taking: closure),
            Self.collectingTransforms.contains(Self.calleeBaseName(call))
        {
            return ExprSyntax(call)
        }
        return nil
    }

    /// Where `self` keeps `value` when it is handed to a holder of `Knowledge/closure-keepers.yml`
    /// whose receiver keeps it (`addAction(…)`, `view.addSubview(header)`), and `self` keeps
    /// that receiver: a member of `self`, `self` itself when the method comes from a library
    /// superclass, or a local object that `self` keeps.
    ///
    /// With `anyObject`, `value` is any object rather than the result of a listed keeper (a
    /// subscription, an action): then names as common as `add` and `insert` do not count, nor a
    /// member whose type the module declares (its own methods answer for themselves).
    func receiverHolderStore(of value: ExprSyntax, anyObject: Bool = false, localHops: Int) -> SwiftStore? {
        guard let argument = value.parent?.as(LabeledExprSyntax.self),
            let holderCall = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            keepers.holder(method: Self.calleeBaseName(holderCall))?.receiverHolds == true
        else { return nil }
        let name = Self.calleeBaseName(holderCall)
        if anyObject {
            // Only the object handed over (`insertSubview(header, belowSubview: other)` keeps
            // `header`): a local, or a value made on the spot; not a member or a method's name.
            guard !Self.genericHolderNames.contains(name), holderCall.arguments.first?.id == argument.id else {
                return nil
            }
            if let ref = value.as(DeclReferenceExprSyntax.self), !localNames(at: ref).contains(ref.baseName.text) {
                return nil
            }
        }
        let base = holderCall.calledExpression.as(MemberAccessExprSyntax.self)?.base
        if let base, let path = selfMemberPath(base) {
            let (root, components) = Self.memberPath(base)
            let member = components.last.map(Self.stripSubscript) ?? root.trimmedText
            let owner = enclosingTypeName(of: holderCall).flatMap { types.module.facts(of: $0, module: module) }
            if anyObject, let type = owner?.properties[member]?.typeName,
                types.module.facts(of: type, module: module) != nil
            {
                return nil
            }
            let label = value.is(FunctionCallExprSyntax.self) ? path : "\(path).\(name)(…)"
            return SwiftStore(label: label, site: Syntax(holderCall))
        }
        // `addAction(…)` on self, a subclass of a library class (an alert controller) that the
        // method comes from: the module's own classes do not declare it.
        if base == nil || base.map(Self.isSelf) == true, selfKind(at: holderCall) == .reference,
            members(around: holderCall).methods[name] == nil, inheritsFromLibrary(at: holderCall)
        {
            return SwiftStore(label: "self.\(name)(…)", site: Syntax(holderCall))
        }
        // `let button = UIButton(); button.addAction(…); return button` in a lazy var.
        if localHops > 0, let ref = base?.as(DeclReferenceExprSyntax.self),
            case .identifier(let local) = ref.baseName.tokenKind,
            let value = localInitializer(named: local, at: holderCall),
            let store = storeBySelf(of: value, localHops: localHops - 1)
        {
            return SwiftStore(label: store.label, site: store.site)
        }
        return nil
    }

    /// The types of operator chains: a value of one keeps the closures of the operators it was
    /// built with (RxSwift's `Observable` and its traits, ReactiveSwift's `SignalProducer` and
    /// `Property`, Combine's `AnyPublisher` and `Publishers` types).
    static let operatorChainTypes: Set<String> = [
        "Observable", "Driver", "Signal", "SignalProducer", "Single", "Maybe", "Completable", "Infallible",
        "SharedSequence", "PrimitiveSequence", "ControlEvent", "ControlProperty", "Property", "AnyPublisher",
    ]

    /// Where `self` keeps the operator chain that ends in `call`, when the member it is stored in
    /// is declared with a type of `operatorChainTypes` (`lazy var title: Observable<String> = …
    /// .map { self… }`, `self.rows = input.map { … }.eraseToAnyPublisher()` into an
    /// `AnyPublisher`). `Array.map` is spelled the same, so the declared type decides, and a
    /// member declared without one is not claimed.
    package func operatorChainStore(of call: FunctionCallExprSyntax) -> SwiftStore? {
        guard let store = storeBySelf(of: ExprSyntax(call), localHops: 1),
            let type = declaredType(of: store, at: call),
            Self.operatorChainTypes.contains(type) || type.hasPrefix("Publishers."),
            types.kinds[type] == nil  // not the module's own `Signal` (an extension of the library's is fine)
        else { return nil }
        return store
    }

    /// The declared type of the member `store` puts a value in, directly (`self.title`, `lazy var
    /// title`): nil for a store into a collection, through another object, or without a type.
    private func declaredType(of store: SwiftStore, at node: some SyntaxProtocol) -> String? {
        if let variable = store.site.as(VariableDeclSyntax.self) {
            guard let annotation = variable.bindings.first?.typeAnnotation else { return nil }
            return Self.chainTypeName(annotation.type)
        }
        guard store.label.hasPrefix("self.") else { return nil }
        let member = String(store.label.dropFirst("self.".count))
        guard !member.contains(where: { ".[ →(".contains($0) }) else { return nil }
        guard let owner = enclosingTypeName(of: node) else { return nil }
        return types.module.property(named: member, of: owner, module: module)?.typeName
    }

    /// `Observable<T>?` → `Observable`, `Publishers.Map<…>` → `Publishers.Map`.
    private static func chainTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return chainTypeName(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return chainTypeName(forced.wrappedType) }
        if let member = type.as(MemberTypeSyntax.self) {
            return "\(member.baseType.trimmedText).\(member.name.text)"
        }
        return type.as(IdentifierTypeSyntax.self)?.name.text
    }

    /// Accessors that hand their closure the stored value itself, `inout`: a property wrapper's
    /// `write` (`$state.write { $0.handlers.append(h) }`), a mutex's `withLock`.
    static let accessorMethods: Set<String> = ["write", "withLock", "withLockUnchecked", "mutate", "modify"]

    /// "self.state" for the first parameter (`$0`, `value`) of `closure` in `$state.write { value in
    /// … }` (also `state.withLock`, `self.$state.write`) when `state` is a strong member of `self`:
    /// that parameter is the member's storage.
    func accessedMemberPath(_ closure: ClosureExprSyntax, _ position: Int) -> String? {
        guard position == 0, let call = ClosureCall.call(taking: closure),
            Self.accessorMethods.contains(Self.calleeBaseName(call)),
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        var (root, components) = Self.memberPath(receiver)
        if let ref = root.as(DeclReferenceExprSyntax.self), Self.isSelf(root) == false {
            components.insert(ref.baseName.text, at: 0)
        }
        guard components.count == 1, Self.isSelf(root) || root.is(DeclReferenceExprSyntax.self) else { return nil }
        // `$state` and `self.state` name the member; a bare `state` may be a local.
        let spelledAsMember = Self.isSelf(root) || components[0].hasPrefix("$")
        let member = components[0].hasPrefix("$") ? String(components[0].dropFirst()) : components[0]
        guard members(around: call).properties[member] == .strong,
            spelledAsMember || !localNames(at: call).contains(member)
        else { return nil }
        return "self.\(member)"
    }

    /// For the parameter at `position` of `closure` in `[playButton, stopButton].forEach { button
    /// in … }` (or `[(playButton, 1), (stopButton, 2)].forEach { button, tag in … }`): the
    /// elements it stands for in turn, so a store into one of them that `self` keeps is kept.
    /// Empty for any other closure.
    func iteratedElements(_ closure: ClosureExprSyntax, _ position: Int) -> [ExprSyntax] {
        guard let call = ClosureCall.call(taking: closure),
            Self.calleeBaseName(call) == "forEach",
            let array = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(ArrayExprSyntax.self)
        else { return [] }
        let parameters = closure.signature?.parameterClause == nil ? nil : Self.parameterNames(of: closure).count
        return array.elements.compactMap { element in
            guard let tuple = element.expression.as(TupleExprSyntax.self), tuple.elements.count > 1 else {
                return position == 0 && (parameters ?? 1) == 1 ? element.expression : nil
            }
            guard parameters == nil || parameters == tuple.elements.count, position < tuple.elements.count else {
                return nil
            }
            return Array(tuple.elements)[position].expression
        }
    }

    /// The closure whose parameter `ref` names, and the parameter's position: `$1` is the
    /// innermost closure without a parameter list, `state` the innermost one that lists it. Nil
    /// when a closure on the way binds the name otherwise (a local), or none binds it.
    static func bindingClosure(of ref: DeclReferenceExprSyntax) -> (ClosureExprSyntax, Int)? {
        let name = ref.baseName.text
        var closure = ref.ancestorClosure
        while let current = closure {
            if current.signature?.parameterClause == nil, name.hasPrefix("$"), let index = Int(name.dropFirst()) {
                return (current, index)
            }
            if let index = parameterNames(of: current).firstIndex(of: name) { return (current, index) }
            if boundNames(in: Syntax(current)).contains(name) { return nil }
            closure = current.ancestorClosure
        }
        return nil
    }

    /// The names of a closure's parameters, in order (`_` for an unnamed one).
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// Holder methods whose names are too common to say, for any object handed to them, that the
    /// receiver is the listed library's holder.
    static let genericHolderNames: Set<String> = ["add", "insert"]
}
