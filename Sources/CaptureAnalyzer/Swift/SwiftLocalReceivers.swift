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
