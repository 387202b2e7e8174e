import SwiftSyntax

extension SwiftSourceModel {
    /// Where `self` keeps the object a local `let` holds, when `receiver` is that local and the
    /// `let` was made by a call before `node` (`let cell = tableView.dequeueReusableCell(…) as!
    /// Cell`, `let row = Row()`): a method of that object that keeps its parameter keeps it there.
    package func storeOfLocalObject(_ receiver: ExprSyntax, at node: some SyntaxProtocol) -> SwiftStore? {
        guard let ref = receiver.as(DeclReferenceExprSyntax.self), case .identifier(let name) = ref.baseName.tokenKind,
            let initial = localInitializer(named: name, at: node), initial.position < node.position,
            Self.isLetBinding(of: initial), Self.isObjectMade(initial)
        else { return nil }
        return storeBySelf(of: initial)
    }
}

extension SwiftSourceModel {
    /// For a closure held in a local `let` (`let cancel = { self… }`), the later calls that get
    /// that local as an argument (`popup.addButton(title: t, tapped: cancel)`), with the argument.
    package func laterArgumentUses(of closure: ClosureExprSyntax) -> [(FunctionCallExprSyntax, ExprSyntax)] {
        let value = outermostValue(ExprSyntax(closure))
        guard let name = localName(initializedWith: value), Self.isLetBinding(of: value),
            let function = enclosingFunction(of: value) ?? value.ancestorClosure.map(Syntax.init)
        else { return [] }
        var uses: [(FunctionCallExprSyntax, ExprSyntax)] = []
        for token in function.tokens(viewMode: .sourceAccurate)
        where token.position > value.endPosition && token.hasText(name) {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil,
                let argument = ref.parent?.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                !Self.isShadowed(name, at: ref, declaredAt: value)
            else { continue }
            uses.append((call, ExprSyntax(ref)))
        }
        return uses
    }
}

extension SwiftSourceModel {
    /// For the value a local `let` was declared with, the member of `self` it names: `self.panel`
    /// for `let panel = self.panel`, and for `guard let panel = panel` / `if let panel = panel`
    /// with `panel` a strong member of the type (not a parameter, nor a name a closure around
    /// binds). An optional member unwrapped names the same object.
    package func aliasedMemberPath(_ initial: ExprSyntax) -> String? {
        if let path = selfMemberPath(initial) { return path }
        guard let ref = initial.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil,
            case .identifier(let name) = ref.baseName.tokenKind,
            let condition = initial.parent?.parent?.as(OptionalBindingConditionSyntax.self),
            condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
            condition.bindingSpecifier.tokenKind == .keyword(.let),
            let function = enclosingFunction(of: initial), !Self.parameterNames(of: function).contains(name),
            !Self.isShadowed(name, at: initial, declaredAt: function),
            members(around: initial).properties[name] == .strong
        else { return nil }
        return "self." + name
    }

    /// The member of `self` that the local `receiver` names (`aliasedMemberPath`), when it is a
    /// `let` declared before `node`: `guard let panel = panel; panel.setUp(onTap: …)`.
    package func aliasedMember(_ receiver: ExprSyntax, at node: some SyntaxProtocol) -> String? {
        guard let ref = receiver.as(DeclReferenceExprSyntax.self), case .identifier(let name) = ref.baseName.tokenKind,
            let initial = localInitializer(named: name, at: node), initial.position < node.position,
            Self.isLetBinding(of: initial)
        else { return nil }
        return aliasedMemberPath(initial)
    }

    /// The module type of the object the local `receiver` holds, when the syntax says it: a
    /// `let` naming a member of `self` whose declaration gives its type (`guard let panel = panel`
    /// with `var panel: Panel?`), or made by a module type's initializer (`let button = Button()`).
    package func localReceiverType(_ receiver: ExprSyntax, at node: some SyntaxProtocol) -> String? {
        guard let ref = receiver.as(DeclReferenceExprSyntax.self), case .identifier(let name) = ref.baseName.tokenKind,
            let initial = localInitializer(named: name, at: node), initial.position < node.position,
            Self.isLetBinding(of: initial)
        else { return nil }
        if let path = aliasedMemberPath(initial) {
            let parts = path.split(separator: ".").dropFirst()
            guard parts.count == 1, let member = parts.first, let owner = enclosingTypeName(of: node) else {
                return nil
            }
            return types.module.property(named: String(member), of: owner, module: module)?.typeName
        }
        guard let call = initial.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            typeName.first?.isUppercase == true, types.kinds[typeName] == .reference,
            types.module.facts(of: typeName, module: module) != nil
        else { return nil }
        return typeName
    }
}
