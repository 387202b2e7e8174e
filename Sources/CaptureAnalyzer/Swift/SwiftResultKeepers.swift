import SwiftSyntax

/// Helpers whose returned value keeps a closure parameter: a free function that returns a closure
/// holding its argument (`func debounce(_ delay:, action:) -> () -> Void`), or an extension method
/// of a library type that wraps its argument in a subscription it returns
/// (`extension Publisher { func sinkAsync(receiveValue:) -> AnyCancellable { sink { … } } }`).
/// Whoever keeps such a call's result keeps the closure handed to it.
extension SwiftModuleFacts {
    /// One function or method that returns a value: its argument labels and the indices of the
    /// closure parameters its returned value keeps (none, for one that keeps nothing).
    package struct ResultKeeper: Sendable, Hashable {
        package var labels: [String]
        package var kept: Set<Int>
        /// The type that declares the method, nil for a free function.
        package var type: String? = nil
    }

    /// Records every function and method of the run that returns a value and takes a closure
    /// parameter, with the parameters its returned value keeps.
    mutating func addResultKeepers(
        trees: [(path: String, tree: SourceFileSyntax)], nodes: [SwiftNodes], kinds: SwiftTypeIndex
    ) {
        resultKeepers = [:]
        for ((path, _), file) in zip(trees, nodes) {
            let module = Self.module(of: path)
            var functions = file.freeFunctions.map { (String?.none, $0.name.text, $0.signature, $0.body) }
            functions += file.callees.lazy.filter { $0.1 != "init" }.map { (String?.some($0.0), $0.1, $0.2, $0.3) }
            for (type, name, signature, body) in functions where signature.returnClause != nil {
                let parameters = Array(signature.parameterClause.parameters)
                let closures = parameters.indices.filter {
                    SwiftSourceModel.mayEscape(parameters[$0].type, module: module, facts: self)
                }
                guard !closures.isEmpty else { continue }
                let kept = body.map { body in
                    Set(
                        closures.filter {
                            returnedValueKeeps(
                                (parameters[$0].secondName ?? parameters[$0].firstName).text, body, module: module,
                                kinds: kinds)
                        })
                }
                resultKeepers[module + "|" + name, default: []].append(
                    ResultKeeper(labels: parameters.map(\.firstName.text), kept: kept ?? [], type: type))
            }
        }
    }

    /// Whether what `body` returns keeps the parameter `name`: a returned closure that uses it (or
    /// a local of the body built from it, `let callback = Callback(handler: action)`), or a
    /// returned subscription (`sink`, `AnyCancellable { … }`, a listed call whose result keeps
    /// its closure) given it or a closure that uses it, or a value of the module built around it
    /// (`return ButtonConfig(title: t, callback: callback)`, an initializer that keeps the
    /// argument or a struct's memberwise one).
    func returnedValueKeeps(_ name: String, _ body: CodeBlockSyntax, module: String, kinds: SwiftTypeIndex) -> Bool {
        var names: Set<String> = [name]
        for item in body.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self),
                    let value = binding.initializer?.value, Self.uses(value, names)
                else { continue }
                names.insert(id.identifier.text)
            }
        }
        var returned: [ExprSyntax] = []
        if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) {
            returned.append(only)
        }
        for statement in ReturnFinder.returns(in: body) {
            if let value = statement.expression { returned.append(value) }
        }
        return returned.contains { Self.keeps($0, names) || initializerKeeps($0, names, module: module, kinds: kinds) }
    }

    /// Whether the returned `value` is built by an initializer of a module type that keeps one of
    /// `names`, handed to it by name: one whose summary keeps that argument on the new value, or
    /// the memberwise initializer of a struct that declares none, for a strong stored property.
    private func initializerKeeps(_ value: ExprSyntax, _ names: Set<String>, module: String, kinds: SwiftTypeIndex)
        -> Bool
    {
        guard let call = value.as(FunctionCallExprSyntax.self),
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            type.first?.isUppercase == true, let facts = facts(of: type, module: module)
        else { return false }
        let labels = SwiftSourceModel.argumentLabels(of: call)
        for (index, argument) in call.arguments.enumerated() {
            guard let ref = argument.expression.as(DeclReferenceExprSyntax.self), names.contains(ref.baseName.text)
            else { continue }
            let summaries = self.summaries(of: type, module: module, named: "init", labels: labels)
            if OwnershipModel.Method.keptBySelf(byEvery: summaries, argument: index) != nil { return true }
            if kinds.kinds[type] == .value, !facts.declaresInitializer, let label = argument.label?.text,
                facts.properties[label]?.strength == .strong
            {
                return true
            }
        }
        return false
    }

    /// Whether the returned `value` keeps one of `names`.
    private static func keeps(_ value: ExprSyntax, _ names: Set<String>) -> Bool {
        if let closure = value.as(ClosureExprSyntax.self) { return uses(closure, names) }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
        let callee = SwiftSourceModel.calleeBaseName(call)
        let keeper = ClosureKeepers.bundled.keeper(method: callee, firstLabel: ClosureCall.firstLabel(of: call))
        guard callee == "sink" || callee == "AnyCancellable" || keeper?.keptBy == .result else { return false }
        let arguments =
            call.arguments.map(\.expression) + (call.trailingClosure.map { [ExprSyntax($0)] } ?? [])
            + call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
        return arguments.contains { argument in
            if let ref = argument.as(DeclReferenceExprSyntax.self) { return names.contains(ref.baseName.text) }
            return argument.is(ClosureExprSyntax.self) && uses(argument, names)
        }
    }

    /// Whether `node` refers to one of `names` by a bare name.
    private static func uses(_ node: some SyntaxProtocol, _ names: Set<String>) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            names.contains(token.text) && token.parent?.is(DeclReferenceExprSyntax.self) == true
        }
    }
}

/// The `return` statements of a body, not those of the closures and functions inside it.
private final class ReturnFinder: SyntaxVisitor {
    var found: [ReturnStmtSyntax] = []

    static func returns(in body: CodeBlockSyntax) -> [ReturnStmtSyntax] {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SwiftSourceModel {
    /// `notify = debounce(0.1) { self… }`, `c = publisher.sinkAsync { self… }`: the call runs a
    /// function of the module (free, or a method of a type other than `self`'s) whose returned
    /// value keeps the parameter `closure` is given for; every function of that name and labels
    /// does. A method of `self` answers through its own summary instead.
    package func resultKeepsArgument(of call: FunctionCallExprSyntax, closure: ExprSyntax) -> Bool {
        let name = Self.calleeBaseName(call)
        guard let keepers = types.module.resultKeepers[module + "|" + name] else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base, !Self.isSelf(base) else { return false }
        } else if call.calledExpression.is(DeclReferenceExprSyntax.self) {
            // A bare call inside a type that declares a method of that name calls that method.
            if let type = enclosingTypeName(of: call),
                types.module.declaresMethod(name, in: type, module: module)
            {
                return false
            }
        } else {
            return false
        }
        let labels = Self.argumentLabels(of: call)
        let index =
            call.arguments.firstIndex { $0.expression.id == closure.id }.map {
                call.arguments.distance(from: call.arguments.startIndex, to: $0)
            }
            ?? labels.count
        let candidates = keepers.filter {
            $0.labels.count > index && $0.labels.count >= labels.count
                && zip($0.labels, labels).allSatisfy { $0 == $1 }
        }
        return !candidates.isEmpty && candidates.allSatisfy { $0.kept.contains(index) }
    }

    /// `config = makeConfig(onTap: callback)` in a method of a type that declares `makeConfig`:
    /// what every method of that name and labels the type declares returns keeps the parameter
    /// the argument is given for.
    package func ownMethodResultKeepsArgument(of call: FunctionCallExprSyntax, argument: ExprSyntax) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base, Self.isSelf(base) else { return false }
        } else if !call.calledExpression.is(DeclReferenceExprSyntax.self) {
            return false
        }
        let name = Self.calleeBaseName(call)
        guard let type = enclosingTypeName(of: call), types.module.declaresMethod(name, in: type, module: module),
            let keepers = types.module.resultKeepers[module + "|" + name],
            let position = call.arguments.firstIndex(where: { $0.expression.id == argument.id })
        else { return false }
        let index = call.arguments.distance(from: call.arguments.startIndex, to: position)
        let labels = Self.argumentLabels(of: call)
        let candidates = keepers.filter {
            $0.type == type && $0.labels.count > index && $0.labels.count >= labels.count
                && zip($0.labels, labels).allSatisfy { $0 == $1 }
        }
        return !candidates.isEmpty && candidates.allSatisfy { $0.kept.contains(index) }
    }
}
