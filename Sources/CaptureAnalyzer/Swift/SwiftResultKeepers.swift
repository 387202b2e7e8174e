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
    }

    /// Records every function and method of the run that returns a value and takes a closure
    /// parameter, with the parameters its returned value keeps.
    mutating func addResultKeepers(trees: [(path: String, tree: SourceFileSyntax)], nodes: [SwiftNodes]) {
        for ((path, _), file) in zip(trees, nodes) {
            let module = Self.module(of: path)
            var functions = file.freeFunctions.map { ($0.name.text, $0.signature, $0.body) }
            functions += file.callees.lazy.filter { $0.1 != "init" }.map { ($0.1, $0.2, $0.3) }
            for (name, signature, body) in functions where signature.returnClause != nil {
                let parameters = Array(signature.parameterClause.parameters)
                let closures = parameters.indices.filter {
                    SwiftSourceModel.mayEscape(parameters[$0].type, module: module, facts: self)
                }
                guard !closures.isEmpty else { continue }
                let kept = body.map { body in
                    Set(
                        closures.filter {
                            Self.returnedValueKeeps((parameters[$0].secondName ?? parameters[$0].firstName).text, body)
                        })
                }
                resultKeepers[module + "|" + name, default: []].append(
                    ResultKeeper(labels: parameters.map(\.firstName.text), kept: kept ?? []))
            }
        }
    }

    /// Whether what `body` returns keeps the parameter `name`: a returned closure that uses it (or
    /// a local of the body built from it, `let callback = Callback(handler: action)`), or a
    /// returned subscription (`sink`, `AnyCancellable { … }`, a listed call whose result keeps
    /// its closure) given it or a closure that uses it.
    static func returnedValueKeeps(_ name: String, _ body: CodeBlockSyntax) -> Bool {
        var names: Set<String> = [name]
        for item in body.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self),
                    let value = binding.initializer?.value, uses(value, names)
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
        return returned.contains { keeps($0, names) }
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
}
