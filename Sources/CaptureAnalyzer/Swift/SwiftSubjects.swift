import SwiftSyntax

/// A subscription to a subject that an object keeps in a stored property: the subject keeps its
/// subscribers (`PassthroughSubject`, `CurrentValueSubject`, RxSwift's subjects and relays, the
/// `classes` of `Knowledge/closure-keepers.yml`), so a closure of the subscription that holds the
/// subject's owner closes a cycle while the subscription lives: `tabs → tabs.removed → subscription
/// → closure → tabs`.
package struct SwiftSubjectSubscription {
    /// The expression that names the subject (`tabs.removed`, `self.events`, `events`).
    package var subject: ExprSyntax
    /// The subject's owner when it is not `self`: the base of the member (`tabs`); nil for `self`.
    package var owner: ExprSyntax?
    /// The subject's class (`PassthroughSubject`).
    package var className: String
    /// Where the subscription is kept (`.store(in: &bag)`, `token = …`).
    package var site: Syntax
    /// What says so.
    package var keeper: ClosureKeepers.Keeper
}

extension SwiftModuleFacts {
    /// The declared types of every stored property called `name` in the module's types (nil for
    /// one whose declaration does not say its type).
    package func propertyTypes(named name: String, module: String) -> [String?] {
        types.compactMap { key, facts in
            guard let property = facts.properties[name], Self.module(ofKey: key) == module else { return nil }
            return .some(property.strength == .strong ? property.typeName : nil)
        }
    }
}

extension SwiftSourceModel {
    /// The subject a closure handed to `call` subscribes to, when an object keeps that subject in
    /// a stored property and the subscription is kept beyond the statement (a subscription let go
    /// at once is cancelled at once): `tabs.removed.sink { … }.store(in: &bag)`, with `removed`
    /// declared `let removed = PassthroughSubject<Tab, Never>()` by a type of the module.
    package func subjectSubscription(of call: FunctionCallExprSyntax) -> SwiftSubjectSubscription? {
        guard
            var keeper = keepers.keeper(method: Self.calleeBaseName(call), firstLabel: ClosureCall.firstLabel(of: call))
        else { return nil }
        // Up the chain to the subscription, whose result keeps every closure before it.
        var result = call
        while keeper.keptBy == .chain {
            guard let next = Self.chainedCall(after: result) else { return nil }
            result = next
            if let found = keepers.keeper(
                method: Self.calleeBaseName(next), firstLabel: ClosureCall.firstLabel(of: next)),
                found.keptBy != .chain
            {
                keeper = found
            }
        }
        guard keeper.keptBy == .result, let site = subscriptionKept(result) else { return nil }
        // Down the chain to what the first operator is called on: listed operators only (one that
        // ends the subscription early, `first()`, `prefix(1)`, lets the closure go).
        var source = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let inner = source.map(Self.unwrapped)?.as(FunctionCallExprSyntax.self) {
            guard
                keepers.keeper(method: Self.calleeBaseName(inner), firstLabel: ClosureCall.firstLabel(of: inner))?
                    .keptBy == .chain
            else { return nil }
            source = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        guard let subject = source.map(Self.unwrapped) else { return nil }
        let className: String?
        var owner: ExprSyntax?
        if let ref = subject.as(DeclReferenceExprSyntax.self), case .identifier(let name) = ref.baseName.tokenKind {
            // A bare member of the enclosing type (not a local of that name).
            guard members(around: call).properties[name] != nil, let type = enclosingTypeName(of: call) else {
                return nil
            }
            className = types.module.property(named: name, of: type, module: module)?.typeName
        } else if let member = subject.as(MemberAccessExprSyntax.self), let base = member.base.map(Self.unwrapped) {
            let name = member.declName.baseName.text
            if Self.isSelf(base) {
                guard let type = enclosingTypeName(of: call) else { return nil }
                className = types.module.property(named: name, of: type, module: module)?.typeName
            } else {
                // The owner's type is not written here: every type of the module that declares a
                // stored property of that name declares it as a subject.
                let declared = types.module.propertyTypes(named: name, module: module)
                className = declared.first ?? nil
                guard !declared.isEmpty, declared.allSatisfy({ $0 != nil && $0 == className }) else { return nil }
                owner = base
            }
        } else {
            return nil
        }
        guard let className, types.kinds[className] == nil,
            let subjectKeeper = keepers.keeper(classes: [className], keeps: .subscribers)
        else { return nil }
        return SwiftSubjectSubscription(
            subject: subject, owner: owner, className: className, site: site, keeper: subjectKeeper)
    }

    /// Where the subscription `result` is kept beyond its statement: handed to a holder
    /// (`.store(in: &bag)`, `.disposed(by: bag)`), assigned to a member (`self.token = …`,
    /// `tab.token = …`), or kept by self in any of the ways `storeBySelf` knows.
    private func subscriptionKept(_ result: FunctionCallExprSyntax) -> Syntax? {
        if let holder = Self.chainedCall(after: result),
            keepers.holder(method: Self.calleeBaseName(holder))?.receiverHolds == false,
            holder.arguments.first != nil
        {
            return Syntax(holder)
        }
        if let store = storeBySelf(of: ExprSyntax(result), localHops: 1) { return store.site }
        let value = outermostValue(ExprSyntax(result))
        if let list = value.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == value.id,
                elements[0].is(MemberAccessExprSyntax.self)
            {
                return Syntax(sequence)
            }
        }
        return nil
    }

    /// `x?`, `x!` → `x`.
    private static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        return expr
    }
}

extension SwiftSourceModel {
    /// `tabs.removed.sink { tabs… }.store(in: &bag)`: the local `tabs` keeps the subject, which
    /// keeps the subscription's closure, which holds `tabs`.
    func subjectCycle(of closure: ClosureExprSyntax, captured: [String: Syntax]) -> SwiftLocalCycle? {
        guard let call = ClosureCall.call(taking: closure), let subscription = subjectSubscription(of: call),
            let owner = subscription.owner?.as(DeclReferenceExprSyntax.self),
            let use = captured[owner.baseName.text], subjectOwnerIsLocal(subscription.subject)
        else { return nil }
        let name = owner.baseName.text
        return SwiftLocalCycle(
            name: name, use: use, site: subscription.site,
            path: "\(name) → \(subscription.subject.trimmedText) (\(subscription.className), keeps its subscribers) → "
                + "subscription → closure → \(name)")
    }
}
