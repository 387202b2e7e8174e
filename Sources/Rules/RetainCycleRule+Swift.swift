import CaptureAnalyzer
import Findings
import SwiftSyntax

/// `retain-cycle` in Swift: an escaping closure that holds `self` strongly and that `self` keeps
/// (a property, a collection, a `lazy var`, a Combine subscription, a dispatch source's handler,
/// a work item, operation or thread it keeps), or a method reference `self` keeps.
extension RetainCycleRule: SwiftLintRule {

    /// How to fix it.
    package static let swiftFixHint =
        "Capture self weakly (`{ [weak self] in guard let self else { return } … }`) or unowned when the closure "
        + "cannot outlive self, or set the stored closure to nil when it has done its work."

    /// Methods of a dispatch source that keep their handler on the source.
    package static let sourceHandlerSetters: Set<String> = [
        "setEventHandler", "setCancelHandler", "setRegistrationHandler",
    ]

    /// Reports closures and method references kept by the `self` they hold.
    package func check(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for closure in model.closures {
            guard let use = SwiftSourceModel.strongSelfUse(in: closure) else { continue }
            let kind = model.selfKind(at: closure)
            guard kind == .reference || kind == .unknown, let (path, site) = keeper(of: ExprSyntax(closure), in: model)
            else { continue }
            var notes = [note(model, at: site, "self keeps the closure here")]
            if use.ancestorOrSelf(mapping: { $0.as(ClosureCaptureSyntax.self) }) != nil {
                notes.append(
                    note(
                        model, at: use,
                        "the inner closure's capture list reads self when the inner closure is made, so this "
                            + "closure holds self strongly to hand it over: write [weak self] on this closure"))
            }
            var lasting = "neither is ever deallocated"
            if let release = libraryRelease(of: ExprSyntax(closure), model) {
                notes.append(note(model, at: site, Self.releaseNote(release)))
                lasting = "neither is deallocated until \(release.until)"
            }
            // A line that lets go of the closure: the cycle lasts until it runs, not for ever.
            if let label = path.split(separator: " → ").dropFirst().first,
                let clear = clearing(String(label), model, near: closure, storedAt: site)
            {
                lasting = "neither is deallocated until \(label) is set to nil"
                notes.append(
                    note(
                        model, at: clear,
                        "\(label) is set to nil here: the cycle lasts until this runs, and for ever on any path "
                            + "that skips it"
                    ))
            }
            findings.append(
                finding(
                    model, at: use, "closure kept by self captures self strongly: \(path) → self; \(lasting)",
                    notes: notes, cycle: path + " → self"))
        }
        for cycle in model.localCycles() {
            var message = Self.localCycleMessage(cycle)
            var notes = [note(model, at: cycle.site, "the closure is kept here")]
            if let closure = cycle.use.ancestorClosure, let release = libraryRelease(of: ExprSyntax(closure), model) {
                notes.append(note(model, at: cycle.site, Self.releaseNote(release)))
                message = message.replacingOccurrences(
                    of: "neither is ever deallocated", with: "neither is deallocated until \(release.until)")
            }
            findings.append(finding(model, at: cycle.use, message, notes: notes, cycle: cycle.path))
        }
        findings += autoclosures(model)
        findings += methodReferences(model)
        findings += assignSubscriptions(model)
        return Self.mergingReturnedValues(findings)
    }

    /// What a local cycle's finding says, by the shape of its path.
    static func localCycleMessage(_ cycle: SwiftLocalCycle) -> String {
        let name = cycle.name
        // `a's box → closure → b's box → closure → a's box`: two closures that use each other.
        if let partner = cycle.path.split(separator: " → ").dropFirst(2).first,
            partner.hasSuffix("'s box"), partner != "\(name)'s box"
        {
            return "closures stored in the variables '\(name)' and '\(partner.dropLast("'s box".count))' use each "
                + "other through those variables: \(cycle.path); neither is ever deallocated"
        }
        if cycle.path.hasPrefix("\(name)'s box → closure") {
            return "closure stored in the variable '\(name)' calls it through that variable: \(cycle.path); the "
                + "closure is never deallocated"
        }
        if cycle.path.hasPrefix("\(name)'s box") {
            return "closure kept through the variable '\(name)' uses that variable: \(cycle.path); neither is ever "
                + "deallocated"
        }
        return "closure kept by '\(name)' captures '\(name)' strongly: \(cycle.path); neither is ever deallocated"
    }

    /// One finding per store of what a method returns: the closures and method references a
    /// method returns on its many paths (`dynamicHandler()` returning a closure per route), kept
    /// by one store, are one cycle to fix. The first is reported; the others become its notes.
    static func mergingReturnedValues(_ findings: [Finding]) -> [Finding] {
        var merged: [Finding] = []
        var firstByStore: [String: Int] = [:]
        for finding in findings {
            // The cycle up to its step through the returned value (`self.handler (what
            // dynamicHandler() returns)`) names the store.
            guard let cycle = finding.cycle, let step = cycle.firstIndex(where: { $0.hasSuffix(" returns)") }) else {
                merged.append(finding)
                continue
            }
            let store = cycle[...step].joined(separator: " → ")
            guard let first = firstByStore[store] else {
                firstByStore[store] = merged.count
                merged.append(finding)
                continue
            }
            merged[first].notes.append(
                FindingNote(
                    file: finding.file, line: finding.line, column: finding.column,
                    message: "this value the method returns holds self strongly too, kept the same way"))
        }
        return merged
    }

    /// `publisher.assign(to: \.value, on: self)` kept by self: the subscription holds self strongly.
    private func assignSubscriptions(_ model: SwiftSourceModel) -> [Finding] {
        zip(model.calls, model.calleeBaseNames).compactMap { call, name in
            guard name == "assign",
                let target = SwiftSourceModel.argument("on", of: call),
                SwiftSourceModel.isSelf(target), model.selfKind(at: call) == .reference,
                let store = model.storeBySelf(of: ExprSyntax(call))
            else { return nil }
            return finding(
                model, at: target,
                "assign(to:on: self) holds self strongly and self keeps the subscription: self → \(store.label) → "
                    + "subscription → self",
                notes: [note(model, at: store.site, "self keeps the subscription here")],
                cycle: "self → \(store.label) → subscription → self")
        }
    }

    /// The cycle path and the storing statement, when `self` keeps `closure` (a closure
    /// expression, or a method reference that holds `self` as one does).
    func keeper(of closure: ExprSyntax, in model: SwiftSourceModel) -> (String, Syntax)? {
        // A callee that stores the closure names the member it keeps it in: the longer path first.
        if let call = ClosureCall.call(taking: closure), let path = keptThroughCallee(call, closure, model) {
            return path
        }
        if let store = model.storeBySelf(of: closure) { return ("self → \(store.label) → closure", store.site) }
        // `let cancel = { self… }; popup.addButton(tapped: cancel)`: a local closure handed on later.
        if let literal = closure.as(ClosureExprSyntax.self) {
            for (call, argument) in model.laterArgumentUses(of: literal) {
                if let path = keptThroughCallee(call, argument, model) { return path }
            }
        }
        guard let call = ClosureCall.call(taking: closure) else { return nil }
        let callee = SwiftSourceModel.calleeName(call)
        let base = SwiftSourceModel.calleeBaseName(call)
        // KVO: `object.observe(\.key) { … }` returns the observation that keeps the closure.
        let isObservation = base == "observe" && call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true
        if ClosureCall.keepingInitializers.contains(callee) || base == "sink" || isObservation,
            let store = model.storeBySelf(of: ExprSyntax(call))
        {
            let object = base == "sink" ? "subscription" : isObservation ? "observation" : callee
            return ("self → \(store.label) → \(object) → closure", store.site)
        }
        // `notify = debounce(0.1) { self… }`: a module function whose returned value keeps it.
        if model.resultKeepsArgument(of: call, closure: closure), let store = model.resultKeptBySelf(call) {
            return ("self → \(store.label) → \(base) result → closure", store.site)
        }
        if let path = keptBySubscriptionChain(call, model) { return path }
        if let path = keptByLibrary(call, model) { return path }
        // `self.events.sink { self… }.store(in: &other.bag)`: self's subject keeps its subscribers.
        if let subscription = model.subjectSubscription(of: call), subscription.owner == nil {
            let label = model.selfMemberPath(subscription.subject) ?? "self.\(subscription.subject.trimmedText)"
            return (
                "self → \(label) (\(subscription.className), keeps its subscribers) → subscription → closure",
                subscription.site
            )
        }
        // `objc_setAssociatedObject(self, &key, { self… }, .OBJC_ASSOCIATION_RETAIN)`: self keeps it.
        if callee == "objc_setAssociatedObject", let host = call.arguments.first?.expression,
            SwiftSourceModel.isSelf(host),
            call.arguments.count >= 3,
            model.outermostValue(closure).id
                == call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: 2)].expression.id,
            !(call.arguments.last?.expression.trimmedText.contains("ASSIGN") ?? false)
        {
            return ("self → associated object → closure", Syntax(call))
        }
        if Self.sourceHandlerSetters.contains(base),
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            if let path = model.selfMemberPath(receiver) {
                return ("self → \(path) → \(base) handler", Syntax(call))
            }
            if let ref = receiver.as(DeclReferenceExprSyntax.self),
                let value = model.localInitializer(named: ref.baseName.text, at: call),
                let store = model.storeBySelf(of: value)
            {
                return ("self → \(store.label) → \(base) handler", store.site)
            }
        }
        return nil
    }

    /// An assignment of `nil` to the member `label` or to a member on its path (`self.handler = nil`):
    /// the one in `closure` (a work item that clears itself), else one in the closure's function,
    /// else the file's first.
    private func clearing(
        _ label: String, _ model: SwiftSourceModel, near closure: ClosureExprSyntax, storedAt site: Syntax
    ) -> SequenceExprSyntax? {
        let all = model.assignments.filter { assignment in
            let elements = Array(assignment.elements)
            guard elements.count == 3, elements[2].is(NilLiteralExprSyntax.self),
                let cleared = model.selfMemberPath(elements[0])
            else { return false }
            // Clearing `self.delegate` also lets go of what `self.delegate.handler` kept.
            return label == cleared || label.hasPrefix(cleared + ".") || label.hasPrefix(cleared + "[")
                || label.hasPrefix(cleared + " ")
        }
        // Not one in another branch of the `switch` or `if` that stores the closure, nor in
        // `deinit`: neither runs while the cycle lasts.
        let reachable = all.filter {
            !Self.exclusiveBranches(Syntax($0), site)
                && $0.ancestorOrSelf(mapping: { $0.as(DeinitializerDeclSyntax.self) }) == nil
        }
        let function = model.enclosingFunction(of: closure)
        return reachable.first { closure.range.contains($0.position) }
            ?? reachable.first { function != nil && model.enclosingFunction(of: $0)?.id == function?.id }
            ?? reachable.first
    }

    /// Whether `a` and `b` sit in different cases of one `switch`, or in the two branches of one
    /// `if`/`else`: at most one of them runs.
    static func exclusiveBranches(_ a: Syntax, _ b: Syntax) -> Bool {
        // `a`'s ancestors, each with the child the path from `a` went through.
        var paths: [SyntaxIdentifier: Syntax] = [:]
        var child = a
        while let parent = child.parent {
            paths[parent.id] = child
            child = parent
        }
        child = b
        while let parent = child.parent {
            if let fromA = paths[parent.id] {
                if parent.is(SwitchCaseListSyntax.self) { return fromA.id != child.id }
                if let branch = parent.as(IfExprSyntax.self), let elseBody = branch.elseBody {
                    let sides = [Syntax(branch.body).id, Syntax(elseBody).id]
                    return sides.contains(fromA.id) && sides.contains(child.id) && fromA.id != child.id
                }
                return false
            }
            child = parent
        }
        return false
    }

    /// `downloader.fetch(url) { self… }` where `fetch` (declared in this file) stores its escaping
    /// parameter in its own member, and self keeps the receiver: a member of self, self itself, or
    /// the call returns a handle that holds the receiver and self keeps that handle.
    private func keptThroughCallee(
        _ call: FunctionCallExprSyntax, _ closure: ExprSyntax,
        _ model: SwiftSourceModel
    ) -> (String, Syntax)? {
        guard let stored = model.storedParameter(of: call, closure: closure) else { return nil }
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let method = SwiftSourceModel.calleeBaseName(call)
        let inside = "\(method)(_:) → \(stored.label.replacingOccurrences(of: "self.", with: ""))"
        let isInitializer = method.first?.isUppercase == true || method == "init"
        if !isInitializer, receiver == nil || receiver.map(SwiftSourceModel.isSelf) == true {
            return ("self → \(inside) → closure", Syntax(call))
        }
        if !isInitializer, let receiver, let path = model.selfMemberPath(receiver) {
            return ("self → \(path) → \(inside) → closure", Syntax(call))
        }
        // `guard let panel = panel; panel.setUp(onTap: { self… })`: the local names self's member.
        if !isInitializer, let receiver, let path = model.aliasedMember(receiver, at: call) {
            return ("self → \(path) → \(inside) → closure", Syntax(call))
        }
        // `let cell = tableView.dequeueReusableCell(…) as! Cell; cell.configure(onTap: { self… })`,
        // the cell returned to the table self keeps.
        if !isInitializer, let receiver, let store = model.storeOfLocalObject(receiver, at: call) {
            return ("self → \(store.label) → \(receiver.trimmedText).\(inside) → closure", store.site)
        }
        if stored.returnsSelf, let receiver, let store = model.storeBySelf(of: ExprSyntax(call)) {
            return ("self → \(store.label) → \(receiver.trimmedText) → \(inside) → closure", store.site)
        }
        // `self.button = Button(action: { self… })` with Button's initializer keeping `action`.
        if isInitializer, let store = model.storeBySelf(of: ExprSyntax(call)) {
            return (
                "self → \(store.label) → \(stored.label.replacingOccurrences(of: "self.", with: "")) → closure",
                store.site
            )
        }
        return nil
    }

    /// `publisher.map { self… }.sink { _ in }.store(in: &cancellables)`: an operator's closure in a
    /// Combine chain that ends in `sink` or `assign` kept by self; the subscription keeps every
    /// operator's closure.
    private func keptBySubscriptionChain(_ call: FunctionCallExprSyntax, _ model: SwiftSourceModel) -> (String, Syntax)?
    {
        var current = call
        while let next = SwiftSourceModel.chainedCall(after: current) {
            current = next
            let name = SwiftSourceModel.calleeBaseName(next)
            guard name == "sink" || name == "assign" else { continue }
            guard let store = model.storeBySelf(of: ExprSyntax(next)) else { return nil }
            return (
                "self → \(store.label) → subscription → \(SwiftSourceModel.calleeBaseName(call)) closure",
                store.site
            )
        }
        return nil
    }

    /// A library API of `Knowledge/closure-keepers.yml` keeps the closure, and self keeps the keeper: the
    /// call's result (stored, `.disposed(by: bag)`, `bag.insert(…)`), its receiver, or the chain's end.
    private func keptByLibrary(_ call: FunctionCallExprSyntax, _ model: SwiftSourceModel) -> (String, Syntax)? {
        let name = SwiftSourceModel.calleeBaseName(call)
        guard let keeper = model.keepers.keeper(method: name, firstLabel: ClosureCall.firstLabel(of: call)) else {
            return nil
        }
        switch keeper.keptBy {
        case .result:
            guard let store = model.resultKeptBySelf(call) else { return nil }
            return ("self → \(store.label) → \(name) result → closure", store.site)
        case .receiver:
            guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
            if let path = model.selfMemberPath(receiver) {
                return ("self → \(path) → \(name) closure", Syntax(call))
            }
            if let ref = receiver.as(DeclReferenceExprSyntax.self),
                let value = model.localInitializer(named: ref.baseName.text, at: call),
                let store = model.storeBySelf(of: value)
            {
                return ("self → \(store.label) → \(name) closure", store.site)
            }
            return keptThroughOperators(call, name, model)
        case .chain:
            // Up the chain to the call whose result keeps every operator's closure; operators
            // the list does not know (`observe(on:)`, `asDriver()`) pass the chain on.
            var current = call
            while let next = SwiftSourceModel.chainedCall(after: current) {
                current = next
                let nextName = SwiftSourceModel.calleeBaseName(next)
                guard
                    model.keepers.keeper(method: nextName, firstLabel: ClosureCall.firstLabel(of: next))?.keptBy
                        == .result
                else { continue }
                guard let store = model.resultKeptBySelf(next) else { return nil }
                return ("self → \(store.label) → \(nextName) result → \(name) closure", store.site)
            }
            // No subscription: the chain itself, kept in a member declared as an observable or
            // a publisher, keeps every operator's closure.
            guard let store = model.operatorChainStore(of: current) else { return nil }
            return ("self → \(store.label) → operator chain → \(name) closure", store.site)
        case .argument, .nobody, .source:  // Objective-C and C kinds: a Swift entry has none
            return nil
        }
    }

    /// The note that says when a listed library lets go of the closure.
    static func releaseNote(_ release: (library: String, until: String)) -> String {
        "\(release.library) keeps the closure until \(release.until): the cycle lasts until then, and for ever if "
            + "that never happens"
    }

    /// The library and its `until` when the closure goes to a listed API that lets go on its own
    /// ("RxSwift", "the subscription is disposed or …"): the cycle lasts until then.
    func libraryRelease(of closure: ExprSyntax, _ model: SwiftSourceModel) -> (library: String, until: String)? {
        var call = ClosureCall.call(taking: closure)
        // The module's own function (a local `observe(_:block:)`) answers for itself, whatever its name.
        if let first = call, model.storedParameter(of: first, closure: closure) != nil { return nil }
        while let current = call {
            let keeper = model.keepers.keeper(
                method: SwiftSourceModel.calleeBaseName(current), firstLabel: ClosureCall.firstLabel(of: current))
            if let keeper, keeper.keptBy != .chain {
                return keeper.until.map { (keeper.library, $0) }
            }
            guard keeper != nil else { return nil }
            call = SwiftSourceModel.chainedCall(after: current)
        }
        return nil
    }
}
