import SwiftSyntax

/// Methods declared in the same file: whether one keeps a closure handed to it. This is the one
/// place lint looks into a callee; a callee declared elsewhere is never assumed to keep anything.
extension SwiftSourceModel {
    /// What a call does with `closure`, when the method it calls is declared in this file, takes
    /// the closure as an `@escaping` parameter and stores that parameter in a member of its own
    /// `self` (`callbacks[url].append(completion)`): the member's label, and whether the method
    /// returns something that holds its `self` (a subscription or token that keeps the registry).
    /// Nil when any method of that name and labels does not store the parameter.
    package func storedParameter(of call: FunctionCallExprSyntax, closure: ExprSyntax) -> (
        label: String, returnsSelf: Bool
    )? {
        let name: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else {
            return nil
        }
        let labels = Self.argumentLabels(of: call)
        // `Button(action: …)` and `Button.init(action: …)`: the initializers of a type of this file.
        var typeName: String?
        if name.first?.isUppercase == true { typeName = name }
        if name == "init", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            typeName = base.trimmedText
        }
        let local = typeName == nil && call.calledExpression.is(DeclReferenceExprSyntax.self)
        let all: [Callee] =
            typeName.map { initializers(of: $0) }
            ?? (local ? localFunctions(named: name, around: call) : nil)
            ?? methods(named: name).map { Callee(signature: $0.signature, body: $0.body) }
        let candidates = all.filter { callee in
            let parameters = Array(callee.signature.parameterClause.parameters)
            return parameters.count >= labels.count && zip(parameters, labels).allSatisfy { $0.firstName.text == $1 }
        }
        guard !candidates.isEmpty else {
            return moduleStoredParameter(of: call, closure: closure, name: name, typeName: typeName)
        }
        var result: (String, Bool)?
        for method in candidates {
            let parameters = Array(method.signature.parameterClause.parameters)
            var index =
                call.arguments.firstIndex { $0.expression.id == closure.id }.map {
                    call.arguments.distance(from: call.arguments.startIndex, to: $0)
                }
                ?? labels.count
            // A trailing closure binds as `OwnershipModel.Method.trailingClosureParameter` says.
            if index == labels.count {
                guard
                    let trailing = OwnershipModel.Method.trailingClosureParameter(
                        after: index, count: parameters.count, hasDefault: { parameters[$0].defaultValue != nil },
                        takesClosure: {
                            parameters[$0].type.trimmedText.contains("->") || self.mayEscape(parameters[$0].type)
                        })
                else { continue }
                index = trailing
            }
            // An overload whose parameter there is not a function cannot take the closure
            // (`validate(statusCode:)` beside `validate(_:)`, called with a trailing closure); an
            // `@escaping` type alias (`@escaping Validation`) is one.
            guard index < parameters.count,
                parameters[index].type.trimmedText.contains("->") || mayEscape(parameters[index].type)
            else { continue }
            guard mayEscape(parameters[index].type), let body = method.body else { return nil }
            let parameter = parameters[index].secondName ?? parameters[index].firstName
            guard let label = storedUse(of: parameter.text, in: body) else { return nil }
            // An initializer builds the object that keeps the closure: that object is the handle.
            result = (label, typeName != nil || returnsSelf(body))
        }
        return result
    }

    /// `storedParameter` for a method declared in another file of the module: only when the
    /// receiver's type is known (`self`, a member of `self` whose declaration names its type, a
    /// type's initializer), and every method of that name and labels keeps the parameter.
    private func moduleStoredParameter(
        of call: FunctionCallExprSyntax, closure: ExprSyntax, name: String,
        typeName: String?
    ) -> (label: String, returnsSelf: Bool)? {
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var type = typeName
        // A type's name called (`Button(action:)`) or `.init` is its initializer.
        let method = typeName == nil ? name : "init"
        if type == nil {
            if receiver == nil || receiver.map(Self.isSelf) == true {
                type = enclosingTypeName(of: call)
            } else if let receiver, let path = selfMemberPath(receiver), !path.contains("["),
                let owner = enclosingTypeName(of: call)
            {
                // `self.downloader.fetch(…)`: the member's declared type, one level down.
                let parts = path.split(separator: ".").dropFirst()
                guard parts.count == 1, let member = parts.first else { return nil }
                type = types.module.facts(of: owner, module: module)?.properties[String(member)]?.typeName
            } else if let receiver {
                // `guard let panel = panel; panel.setUp(onTap: …)`, `let button = Button(); button.on { … }`.
                type = localReceiverType(receiver, at: call)
            }
        }
        guard let type else { return nil }
        let labels = Self.argumentLabels(of: call)
        let index =
            call.arguments.firstIndex { $0.expression.id == closure.id }.map {
                call.arguments.distance(from: call.arguments.startIndex, to: $0)
            }
            ?? labels.count
        if typeName == nil, let conforming = types.module.ownership.adopters[types.module.key(of: type, from: module)] {
            return conformersStoredParameter(conforming, of: type, method: method, labels: labels, index: index)
        }
        let candidates = types.module.summaries(of: type, module: module, named: method, labels: labels)
        // Summaries list only methods that keep something, so an overload of the same name and
        // labels that keeps nothing is not among them (unlike the same-file check above).
        guard let label = OwnershipModel.Method.keptBySelf(byEvery: candidates, argument: index) else { return nil }
        return (label, candidates[0].returnsSelf)
    }

    /// `self.monitor.observe { … }` with `monitor` typed by a protocol of the module: the
    /// parameter is kept when every type of the module that conforms to the protocol keeps it
    /// (their methods of that name and labels all do). One that does not, or a conformer outside
    /// the module the code cannot show, leaves it unclaimed; so does a protocol nobody adopts.
    private func conformersStoredParameter(
        _ conforming: Set<String>, of proto: String, method: String, labels: [String], index: Int
    ) -> (label: String, returnsSelf: Bool)? {
        var returnsSelf = true
        // A conformer's method that keeps nothing has no summary: it does not keep the argument.
        let kept = OwnershipModel.keptByEveryAdopter(conforming.sorted()) { key in
            let type = SwiftModuleFacts.typeName(ofKey: key)
            let candidates = types.module.ownSummaries(of: type, module: module, named: method, labels: labels)
            guard let label = OwnershipModel.Method.keptBySelf(byEvery: candidates, argument: index) else {
                return .doesNotKeep
            }
            returnsSelf = returnsSelf && candidates.allSatisfy(\.returnsSelf)
            return .keeps(label)
        }
        guard let kept else { return nil }
        let keepers = kept.keepers.map(SwiftModuleFacts.typeName(ofKey:))
        return (OwnershipModel.describe(label: kept.label, keepers: keepers, protocolName: proto), returnsSelf)
    }

    /// A call's argument labels in order, `_` for an unlabelled one.
    package static func argumentLabels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    /// A method or initializer: its parameters and body.
    package struct Callee {
        package var signature: FunctionSignatureSyntax
        package var body: CodeBlockSyntax?
    }

    /// The initializers of the class or struct `name` declared in this file.
    package func initializers(of name: String) -> [Callee] {
        var result: [Callee] = []
        for item in tree.statements {
            let decl = item.item
            let block =
                decl.as(ClassDeclSyntax.self).flatMap { $0.name.text == name ? $0.memberBlock : nil }
                ?? decl.as(StructDeclSyntax.self).flatMap { $0.name.text == name ? $0.memberBlock : nil }
            for member in block?.members ?? [] {
                if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    result.append(Callee(signature: initializer.signature, body: initializer.body))
                }
            }
        }
        return result
    }

    /// The local functions called `name` that a call at `node` can see (declared in a function
    /// body around it), nil when there are none: then `name` is a method.
    func localFunctions(named name: String, around node: some SyntaxProtocol) -> [Callee]? {
        var current = Syntax(node).parent
        while let scope = current {
            if let block = scope.as(CodeBlockSyntax.self) {
                let found = block.statements.compactMap { $0.item.as(FunctionDeclSyntax.self) }.filter {
                    $0.name.text == name
                }
                if !found.isEmpty { return found.map { Callee(signature: $0.signature, body: $0.body) } }
            }
            if scope.is(MemberBlockSyntax.self) { return nil }
            current = scope.parent
        }
        return nil
    }

    /// Every instance method called `name` declared anywhere in this file.
    package func methods(named name: String) -> [FunctionDeclSyntax] {
        methodsByName[name] ?? []
    }

    /// The member of `self` that a use of the local `name` in `body` is stored in.
    package func storedUse(of name: String, in body: CodeBlockSyntax) -> String? {
        for token in body.tokens(viewMode: .sourceAccurate) where token.hasText(name) {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let store = storeBySelf(of: ExprSyntax(ref)) { return store.label }
            // Wrapped: `handlers.append { h(value) }` keeps a closure that keeps `h`.
            var closure = ref.ancestorClosure
            while let wrapper = closure, body.contains(wrapper) {
                if let store = storeBySelf(of: ExprSyntax(wrapper)) { return store.label }
                closure = wrapper.ancestorClosure
            }
            // Handed on: `register(h)` where `register` (a method of self) keeps it.
            if let label = forwardedStore(of: ref) { return label }
            if let label = registeredStore(of: ref) { return label }
        }
        return nil
    }

    /// `observers.append(center.addObserver(forName: n, object: nil, queue: nil, using: h))`,
    /// `values.subscribe(onNext: h).disposed(by: bag)`: `h` handed to a call whose result keeps
    /// it (a listed library call, or a notification center's block observer, whose token holds
    /// the block), and `self` keeps that result.
    private func registeredStore(of ref: DeclReferenceExprSyntax) -> String? {
        guard let argument = ref.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        let name = Self.calleeBaseName(call)
        let observer = Self.blockObserverRegistration(call).flatMap {
            argument.label?.text == $0.label ? $0 : nil
        }
        let isObserverBlock = observer != nil
        guard
            isObserverBlock
                || keepers.keeper(method: name, firstLabel: ClosureCall.firstLabel(of: call))?.keptBy
                    == .result,
            let store = resultKeptBySelf(call)
        else { return nil }
        return "\(store.label) → \(observer?.token ?? "\(name) result")"
    }

    /// A registration whose registry keeps its closure until it is removed, and what it returns
    /// holds the closure too.
    package struct BlockObserverRegistration: Sendable {
        /// Who keeps the closure, for messages (`the notification center`).
        package var registry: String
        /// The same, shortened for a second mention (`the center`).
        package var holder: String
        /// The closure argument's label, when not trailing (`using`).
        package var label: String
        /// What the call returns (`observer token`).
        package var token: String
        /// The call that ends the registration, as messages name it (`NSEvent.removeMonitor`).
        package var removal: String
        /// That call's base name, as code spells it (`removeMonitor`).
        package var removalName: String
    }

    /// `center.addObserver(forName:object:queue:using:)`, a notification center's block observer,
    /// and `NSEvent.addLocalMonitorForEvents(matching:handler:)` (or the global one), AppKit's
    /// event monitor: each is kept until it is removed, and the returned token holds the closure.
    package static func blockObserverRegistration(_ call: FunctionCallExprSyntax) -> BlockObserverRegistration? {
        blockObserverRegistration(call, calleeBaseName: calleeBaseName(call))
    }

    /// `blockObserverRegistration(_:)` given the call's `calleeBaseName`.
    package static func blockObserverRegistration(
        _ call: FunctionCallExprSyntax, calleeBaseName name: String
    ) -> BlockObserverRegistration? {
        // Most calls are none of these: one comparison of lengths first.
        switch name.utf8.count {
        case 11, 24, 25: break
        default: return nil
        }
        switch name {
        case "addObserver" where argument("forName", of: call) != nil:
            return BlockObserverRegistration(
                registry: "the notification center", holder: "the center", label: "using", token: "observer token",
                removal: "removeObserver", removalName: "removeObserver")
        case "addLocalMonitorForEvents" where argument("matching", of: call) != nil,
            "addGlobalMonitorForEvents" where argument("matching", of: call) != nil:
            return BlockObserverRegistration(
                registry: "NSEvent", holder: "NSEvent", label: "handler", token: "event monitor",
                removal: "NSEvent.removeMonitor", removalName: "removeMonitor")
        default:
            return nil
        }
    }

    /// `register(h)` / `self.register(h)`: the label where a method of this type keeps the
    /// argument, from the module's summaries.
    private func forwardedStore(of ref: DeclReferenceExprSyntax) -> String? {
        guard let argument = ref.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let type = enclosingTypeName(of: call)
        else { return nil }
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        guard receiver == nil || receiver.map(Self.isSelf) == true else { return nil }
        let index = call.arguments.distance(
            from: call.arguments.startIndex, to: call.arguments.firstIndex { $0.id == argument.id }!)
        let candidates = types.module.summaries(
            of: type, module: module, named: Self.calleeBaseName(call), labels: Self.argumentLabels(of: call))
        return OwnershipModel.Method.keptBySelf(byEvery: candidates, argument: index)
    }

    /// True when a `return` in `body` hands back `self` or a value built with `self` as an argument.
    package func returnsSelf(_ body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .keyword(.self), var node = token.parent else { return false }
            while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) { node = parent }
            return node.is(ReturnStmtSyntax.self)
                || node.parent?.as(CodeBlockItemSyntax.self)?.item.is(ReturnStmtSyntax.self) == true
        }
    }
}

/// The call a closure (or a method reference) is handed to, its first argument label, and the
/// initializers whose result keeps its closure.
package enum ClosureCall {
    /// Objects that keep the closure they are built with, by the call that builds them.
    package static let keepingInitializers: Set<String> = [
        "DispatchWorkItem", "BlockOperation", "Thread", "Foundation.Thread",
    ]

    /// The first argument's label, `_` when it has none or the call has only a trailing closure.
    /// An unlabelled key path (`observe(\.level) { … }`) is `\`, so that KVO's `observe` is
    /// told from a library's `observe { … }`.
    package static func firstLabel(of call: FunctionCallExprSyntax) -> String {
        guard let first = call.arguments.first else { return "_" }
        if first.label == nil, first.expression.is(KeyPathExprSyntax.self) { return "\\" }
        return first.label?.text ?? "_"
    }

    /// The call that `closure` is an argument or trailing closure of.
    package static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        call(taking: ExprSyntax(closure))
    }

    /// The call that `value` (a closure or a method reference) is an argument or trailing closure of.
    package static func call(taking value: ExprSyntax) -> FunctionCallExprSyntax? {
        if let call = value.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == value.id {
            return call
        }
        if let call = value.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return call
        }
        if let call = value.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(
            FunctionCallExprSyntax.self)
        {
            return call
        }
        return nil
    }
}
