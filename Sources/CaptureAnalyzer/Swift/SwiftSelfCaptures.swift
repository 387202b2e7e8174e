@_spi(RawSyntax) import SwiftSyntax

/// How a closure holds `self`, read from its capture list and body.
extension SwiftSourceModel {
    /// The capture-list entry that captures `self` weakly or unowned, if any.
    package static func weakSelfCapture(_ closure: ClosureExprSyntax) -> ClosureCaptureSyntax? {
        closure.signature?.capture?.items.first { item in
            guard let specifier = item.specifier, ["weak", "unowned"].contains(specifier.specifier.text) else {
                return false
            }
            if item.initializer == nil { return item.name.tokenKind == .keyword(.self) }
            return item.initializer.map { isSelf($0.value) } ?? false
        }
    }

    /// The nearest enclosing closure that names `self` in its capture list, when it captures
    /// it weakly or unowned.
    package static func weaklyCapturingAncestor(of closure: ClosureExprSyntax) -> ClosureExprSyntax? {
        var current = closure.ancestorClosure
        while let outer = current {
            if weakSelfCapture(outer) != nil { return outer }
            let namesSelf = outer.signature?.capture?.items.contains { $0.name.tokenKind == .keyword(.self) } ?? false
            if namesSelf { return nil }
            current = outer.ancestorClosure
        }
        return nil
    }

    /// Whether `outer` binds a strong `self` (`guard let self`, `if let self = self`, `let self =
    /// self!`) before `position`'s closure.
    package static func rebindsSelf(_ outer: ClosureExprSyntax, before closure: ClosureExprSyntax) -> Bool {
        outer.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.position < closure.position, token.tokenKind == .keyword(.self) || token.text == "`self`" else {
                return false
            }
            if token.parent?.is(IdentifierPatternSyntax.self) == true { return true }
            if let binding = token.parent?.as(OptionalBindingConditionSyntax.self),
                binding.pattern.is(IdentifierPatternSyntax.self) == false
            {
                return true
            }
            return false
        }
    }

    /// True for the expression `self` (also in parentheses).
    package static func isSelf(_ expr: ExprSyntax) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.tokenKind == .keyword(.self) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isSelf(only.expression)
        }
        return false
    }

    /// The first place where `closure` holds `self` strongly: a `self` or `super` in its body or
    /// in a nested closure's body, `[self]` in its capture list, or a nested closure's
    /// `[weak self]` (creating that weak reference reads `self` when the nested closure is made,
    /// so the outer closure must hold it). Nil when the closure captures `self` weakly or
    /// unowned, or does not use it.
    package static func strongSelfUse(in closure: ClosureExprSyntax) -> Syntax? {
        if weakSelfCapture(closure) != nil { return nil }
        // Inside an outer closure that captures self weakly or unowned, `self` names that
        // closure's weak reference, unless the outer closure re-binds it strongly (`guard let
        // self`) before this closure is made.
        if let outer = weaklyCapturingAncestor(of: closure), !rebindsSelf(outer, before: closure) { return nil }
        if let items = closure.signature?.capture?.items {
            for item in items where item.specifier == nil {
                if item.initializer == nil, item.name.tokenKind == .keyword(.self) { return Syntax(item.name) }
                if let value = item.initializer?.value, let use = firstSelf(in: Syntax(value)) { return use }
            }
        }
        return firstSelf(in: Syntax(closure.statements))
    }

    /// The first strong `self` reference in `node`, not looking into nested types or into
    /// closures that capture `self` weakly (beyond their capture list).
    package static func firstSelf(in node: Syntax) -> Syntax? {
        let finder = SelfFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// The closures handed to `call`: trailing closures and closure arguments, with their labels
    /// (nil for a trailing closure or an unlabelled argument).
    package static func closureArguments(of call: FunctionCallExprSyntax) -> [(
        label: String?, closure: ClosureExprSyntax
    )] {
        var result: [(String?, ClosureExprSyntax)] = []
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                result.append((argument.label?.text, closure))
            }
        }
        if let trailing = call.trailingClosure { result.append((nil, trailing)) }
        for extra in call.additionalTrailingClosures { result.append((extra.label.text, extra.closure)) }
        return result
    }

    /// The callee as written, without generic arguments: `Timer.scheduledTimer`, `Task`, `x.sink`.
    package static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        var name = ""
        for token in callee.tokens(viewMode: .sourceAccurate) { name += token.text }
        return name
    }

    /// The last name of the callee, without building the whole name: `scheduledTimer` for
    /// `Timer.scheduledTimer`, `Task` for `Task<Void, Never>`.
    package static func calleeBaseName(_ call: FunctionCallExprSyntax) -> String {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let ref = callee.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        return ""
    }

    /// True for `name(…)` and `self.name(…)`: a call of a method on `self` (or a free function).
    package static func isCalledOnSelf(_ call: FunctionCallExprSyntax) -> Bool {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if callee.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isSelf(base)
    }

    /// True when the callee is one of `names` (each written as in `calleeName`), checking the
    /// cheap last name first.
    package static func callee(_ call: FunctionCallExprSyntax, isOneOf names: CalleeNames) -> Bool {
        callee(call, base: calleeBaseName(call), isOneOf: names)
    }

    /// `callee(_:isOneOf:)` given the call's `calleeBaseName`.
    static func callee(_ call: FunctionCallExprSyntax, base: String, isOneOf names: CalleeNames) -> Bool {
        // A last name of none of them cannot end a callee named by one (every call of a file
        // is asked about, by several rules).
        guard base.isEmpty || base.utf8.contains(UInt8(ascii: ".")) || names.lastNames.contains(base) else {
            return false
        }
        return names.names.contains(calleeName(call))
    }

    /// The calls of the file whose callee is one of `names`, in source order.
    package func calls(toOneOf names: CalleeNames) -> [FunctionCallExprSyntax] {
        zip(calls, calleeBaseNames).filter { Self.callee($0, base: $1, isOneOf: names) }.map(\.0)
    }

    /// The argument labelled `label`.
    package static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// True when the argument `repeats:` is the literal `true`.
    package static func repeats(_ call: FunctionCallExprSyntax) -> Bool {
        argument("repeats", of: call)?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
}

/// Finds the first strong `self`/`super` reference; see `strongSelfUse(in:)`.
private final class SelfFinder: SyntaxVisitor {
    var found: Syntax?

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if node.baseName.tokenKind == .keyword(.self) {
            // `Foo.self` is the type, not the instance.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                return .skipChildren
            }
            found = Syntax(node)
        }
        return .skipChildren
    }

    override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = Syntax(node) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        // The nested closure's capture list is evaluated by the enclosing closure.
        if let items = node.signature?.capture?.items {
            for item in items {
                if item.initializer == nil, item.name.tokenKind == .keyword(.self) {
                    found = Syntax(item.name)
                    return .skipChildren
                }
                if let value = item.initializer?.value, let use = SwiftSourceModel.firstSelf(in: Syntax(value)) {
                    found = use
                    return .skipChildren
                }
            }
        }
        return SwiftSourceModel.weakSelfCapture(node) == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // Once a use is found nothing else changes it: the statements, arguments and elements after
    // it are not walked into.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { rest }
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind { rest }
    override func visit(_ node: ExprListSyntax) -> SyntaxVisitorContinueKind { rest }
    override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind { rest }
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { rest }
    private var rest: SyntaxVisitorContinueKind { found == nil ? .visitChildren : .skipChildren }
}

extension SwiftSourceModel {
    /// `strongSelfUse(in:)`, also counting implicit `self`: a bare name of a method or property
    /// the enclosing type declares in this file, not shadowed by a local. `Task { … }` allows
    /// implicit self (its closure parameter is `@_implicitSelfCapture`), so `Task { tick() }`
    /// holds self as `Task { self.tick() }` does.
    package func strongSelfUse(in closure: ClosureExprSyntax, implicitSelf: Bool) -> Syntax? {
        if let explicit = Self.strongSelfUse(in: closure) { return explicit }
        guard implicitSelf, Self.weakSelfCapture(closure) == nil else { return nil }
        let members = members(around: closure)
        let memberNames = Set(members.properties.keys).union(members.methods.keys)
        guard !memberNames.isEmpty else { return nil }
        let locals = localNames(at: closure).union(Self.boundNames(in: Syntax(closure)))
        let finder = ImplicitMemberFinder(members: memberNames.subtracting(locals))
        finder.walk(closure.statements)
        return finder.found
    }

    /// A bare use of a member of `self` inside `node`, a part of `closure` that has made `self`
    /// strong (`guard let self else { return }`; then `update()` means `self.update()`).
    package func implicitMemberUse(in node: Syntax, of closure: ClosureExprSyntax) -> Syntax? {
        let members = members(around: closure)
        let memberNames = Set(members.properties.keys).union(members.methods.keys)
        let locals = localNames(at: closure).union(Self.boundNames(in: Syntax(closure)))
        let finder = ImplicitMemberFinder(members: memberNames.subtracting(locals))
        finder.walk(node)
        return finder.found
    }

    /// Names bound inside `node` (closure parameters, locals).
    package static func boundNames(in node: Syntax) -> Set<String> {
        BoundNameCollector.names(in: node)
    }
}

/// The first bare reference to a member name (`tick()`, `count`), outside weak-self closures and
/// nested types.
private final class ImplicitMemberFinder: SyntaxVisitor {
    let members: Set<String>
    var found: Syntax?
    init(members: Set<String>) {
        self.members = members
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, members.contains(node.baseName.text) else { return .skipChildren }
        // `x.name` names a member of x; `name:` labels are not references.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .skipChildren
        }
        found = Syntax(node)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        SwiftSourceModel.weakSelfCapture(node) == nil ? .visitChildren : .skipChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SwiftSourceModel {
    /// Unapplied references to an instance method of the class around them (`tick`,
    /// `handle(_:)`, `self.tick`): each holds `self` strongly, as a closure calling the method
    /// would. Not counted: calls (`tick()`), names a local or a nested function shadows, names
    /// that are also properties (a delegate callback's sender too: `tableView` beside `func
    /// tableView(_ tableView: …)` is the inherited property), `#selector(tick)` and key paths,
    /// value types' methods, and references where `self` is a closure's weak or unowned capture.
    package func methodReferences() -> [(value: ExprSyntax, name: String)] {
        if let known = knownMethodReferences { return known }
        var methodsByType: [String: TypeMembers] = [:]
        var result: [(value: ExprSyntax, name: String)] = []
        // Only a name the file declares a function of can be a method of a type around it.
        for (value, name) in namesUsed where functionNames.contains(name) {
            guard let type = enclosingTypeName(of: value), selfKind(at: value) == .reference else { continue }
            if methodsByType[type] == nil { methodsByType[type] = members(around: value) }
            guard let members = methodsByType[type], members.methods[name] != nil, members.properties[name] == nil,
                !members.callbackSenders.contains(name), !Self.selfIsWeak(at: value)
            else { continue }
            if value.is(DeclReferenceExprSyntax.self) {
                guard !localNames(at: value).contains(name), !Self.nestedFunctionNames(around: value).contains(name),
                    !Self.accessorBoundNames(around: value).contains(name)
                else { continue }
            }
            result.append((value, name))
        }
        knownMethodReferences = result
        return result
    }

    /// Whether `self` at `node` names a weak or unowned capture of a closure around it (one that
    /// does not re-bind it strongly before `node`).
    package static func selfIsWeak(at node: some SyntaxProtocol) -> Bool {
        var current = node.ancestorClosure
        while let closure = current {
            if weakSelfCapture(closure) != nil {
                return !closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
                    guard token.position < node.position, token.tokenKind == .keyword(.self) || token.text == "`self`"
                    else { return false }
                    return token.parent?.is(IdentifierPatternSyntax.self) == true
                        || token.parent?.as(OptionalBindingConditionSyntax.self).map {
                            !$0.pattern.is(IdentifierPatternSyntax.self)
                        } == true
                }
            }
            if closure.signature?.capture?.items.contains(where: { $0.name.tokenKind == .keyword(.self) }) == true {
                return false
            }
            current = closure.ancestorClosure
        }
        return false
    }

    /// Names bound in the body of the computed property or accessor around `node` (a getter
    /// written without `get`, which is not a function to `enclosingFunction`).
    package static func accessorBoundNames(around node: some SyntaxProtocol) -> Set<String> {
        var current = Syntax(node).parent
        while let n = current {
            if n.is(AccessorBlockSyntax.self) { return boundNames(in: n) }
            if n.is(MemberBlockSyntax.self) || n.is(SourceFileSyntax.self) { break }
            current = n.parent
        }
        return []
    }

    /// Functions declared inside the function around `node` (they shadow methods of that name).
    package static func nestedFunctionNames(around node: some SyntaxProtocol) -> Set<String> {
        var current = Syntax(node).parent
        var names = Set<String>()
        while let n = current {
            if let block = n.as(CodeBlockSyntax.self) {
                for item in block.statements {
                    if let f = item.item.as(FunctionDeclSyntax.self) { names.insert(f.name.text) }
                }
            }
            if n.is(MemberBlockSyntax.self) || n.is(SourceFileSyntax.self) { break }
            current = n.parent
        }
        return names
    }
}

/// Candidate method references: bare names and `self.name` that are not called, not a member of
/// another value, not inside `#selector`/`#keyPath` or a key path (`SwiftNodes` walks a file once
/// and hands this its names outside those).
final class MethodReferenceFinder: SyntaxVisitor {
    var found: [(ExprSyntax, String)] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // (The kind and the call first: most names are calls, and the name is a new string.)
        guard node.baseName.rawTokenKind == .identifier, !Self.isCalled(ExprSyntax(node)),
            case .identifier(let name) = node.baseName.tokenKind
        else {
            return .skipChildren
        }
        if let member = node.parent?.as(MemberAccessExprSyntax.self) {
            // `x.name`: a member of x, unless x is `self`; `name.x`: name is a value used, not passed.
            guard member.declName.id == node.id, let base = member.base, SwiftSourceModel.isSelf(base),
                !Self.isCalled(ExprSyntax(member)), member.parent?.is(MemberAccessExprSyntax.self) != true
            else { return .skipChildren }
            found.append((ExprSyntax(member), name))
            return .skipChildren
        }
        found.append((ExprSyntax(node), name))
        return .skipChildren
    }

    /// The callee of a call, or the base of a further member access or subscript.
    static func isCalled(_ expr: ExprSyntax) -> Bool {
        guard let parent = expr.parent else { return false }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == expr.id }
        if parent.is(SubscriptCallExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
            || parent.is(ForceUnwrapExprSyntax.self)
        {
            return true
        }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == expr.id }
        if let generic = parent.as(GenericSpecializationExprSyntax.self) { return isCalled(ExprSyntax(generic)) }
        return false
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Callee names as `calleeName` writes them (`Timer.scheduledTimer`), with the last name of each.
package struct CalleeNames: Sendable, ExpressibleByArrayLiteral {
    package let names: Set<String>
    /// What follows each name's last `.` (the whole name when it has none).
    package let lastNames: Set<String>

    package init(arrayLiteral names: String...) { self.init(names) }

    package init(_ names: [String]) {
        self.names = Set(names)
        lastNames = Set(
            names.map { name in name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name })
    }
}
