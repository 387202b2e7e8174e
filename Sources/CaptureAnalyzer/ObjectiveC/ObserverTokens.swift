import CClang

/// Where `self` keeps the token a registration returns (`self.token = [center addObserverForName:…]`):
/// the member, how it is written, and whether `self` holds it strongly.
package struct StoredToken {
    /// The property or ivar name without its leading underscores: `self.token`, `_token` and
    /// `[self setToken:]` all name `token`.
    package var key: String
    /// The member as written at the store (`_token`, `token (strong)`).
    package var label: String
    /// The assignment or setter that stores it.
    package var site: ASTNode
    /// True when `self` keeps it strongly (a strong property or ivar under ARC, a setter).
    package var strong: Bool
}

/// What a class does to a stored token outside `dealloc`: the calls that remove it from its
/// registration and the statements that let go of it (`_token = nil`, `self.token = nil`).
package struct TokenRelease {
    /// Removal calls whose argument is this token, or something the model cannot name (a local,
    /// a loop variable), outside dealloc.
    package var removals: [ASTNode] = []
    /// Removal calls of this token inside dealloc.
    package var removalsInDealloc: [ASTNode] = []
    /// Assignments of nil to the member (or `set…:nil`) outside dealloc.
    package var clearings: [ASTNode] = []
}

extension SourceModel {
    /// The member of `self` that keeps the result of `call`, written directly or through one
    /// local (`id t = [center add…]; _token = t;`); nil when the result is discarded, kept in a
    /// local only, handed to another object or collection, or stored in a plain ivar under manual
    /// reference counting (which does not retain).
    package func tokenStoredBySelf(_ call: ASTNode) -> StoredToken? {
        var candidates: [ASTNode] = []
        switch immediateUse(of: call) {
        case .local(let v, _) where !v.isByRef:
            candidates = v.references.compactMap { ref in
                guard case .other(let site) = immediateUse(of: ref) else {
                    if case .stored(let store) = immediateUse(of: ref) { return store.site }
                    return nil
                }
                return site
            }
        case .stored(let store): candidates = [store.site]
        case .other(let site): candidates = [site]
        default: return nil
        }
        for site in candidates {
            if let token = selfMemberStore(site) { return token }
        }
        return nil
    }

    /// `self.x = …`, `_x = …`, `self->_x = …` or `[self setX:…]` at `site`, as a stored token.
    private func selfMemberStore(_ site: ASTNode) -> StoredToken? {
        if site.kind == CXCursor_BinaryOperator, isAssignment(site), site.children.count == 2 {
            let lhs = site.children[0].unwrapped
            guard lhs.kind == CXCursor_MemberRefExpr, let key = selfMemberKey(lhs) else { return nil }
            let target = lhs.referenced
            if target.kind == CXCursor_ObjCPropertyDecl {
                let strong = isStrongProperty(target)
                return StoredToken(
                    key: key, label: strong ? "\(lhs.spelling) \(propertyAttributeLabel(target))" : lhs.spelling,
                    site: site, strong: strong)
            }
            if target.kind == CXCursor_ObjCIvarDecl {
                let type = target.type.canonical.spelling
                let strong = isARC && !type.contains("__weak") && !type.contains("__unsafe_unretained")
                return StoredToken(key: key, label: lhs.spelling, site: site, strong: strong)
            }
            return nil
        }
        if site.kind == CXCursor_ObjCMessageExpr, site.spelling.hasPrefix("set"),
            Self.selectorPieces(site.spelling) == 1,
            let r = receiver(of: site), isSelfExpression(r)
        {
            let name = Self.propertyName(fromSetter: site.spelling)
            let property = declaredProperty(named: name, settingWith: site)
            let strong = property.map { isStrongProperty($0) } ?? true
            let label = property.map { "\(name) \(propertyAttributeLabel($0))" } ?? "\(name) (setter)"
            return StoredToken(key: Self.memberKey(name), label: label, site: site, strong: strong)
        }
        return nil
    }

    /// The member of `self` that `expr` reads or writes: `self.token`, `_token`, `self->_token`
    /// and `[self token]` are all `token`. Nil for anything else.
    package func selfMemberKey(_ expr: ASTNode) -> String? {
        let e = expr.unwrapped
        switch e.kind {
        case CXCursor_MemberRefExpr:
            let target = e.referenced.kind
            guard
                target == CXCursor_ObjCPropertyDecl || target == CXCursor_ObjCIvarDecl
                    || target == CXCursor_ObjCInstanceMethodDecl
            else { return nil }
            if let base = e.children.first(where: { $0.kind.isExpression }), !isSelfExpression(base) { return nil }
            return Self.memberKey(e.spelling)
        case CXCursor_ObjCMessageExpr:
            guard !e.spelling.contains(":"), let r = receiver(of: e), isSelfExpression(r) else { return nil }
            return Self.memberKey(e.spelling)
        default:
            return nil
        }
    }

    /// A member name without its leading underscores.
    package static func memberKey(_ name: String) -> String {
        String(name.drop { $0 == "_" })
    }

    /// How the class `cls` (the whole file when nil) removes and lets go of the token in `key`:
    /// calls named in `removals` whose first argument is this member of self, or an expression
    /// the model cannot name (never `self` and never another member of self), and nil
    /// assignments to it.
    package func release(ofToken key: String, in cls: ClassInfo?, removals names: Set<String>) -> TokenRelease {
        let dealloc = cls?.methods["dealloc"]
        func inClass(_ n: ASTNode) -> Bool { cls.map { $0.node.contains(n) } ?? true }
        func inDealloc(_ n: ASTNode) -> Bool { dealloc?.contains(n) ?? false }
        var result = TokenRelease()
        for call in calls where names.contains(call.spelling) && inClass(call) {
            guard let arg = arguments(of: call).first else { continue }
            if let member = selfMemberKey(arg) {
                guard member == key else { continue }
                if inDealloc(call) { result.removalsInDealloc.append(call) } else { result.removals.append(call) }
            } else if !isSelfExpression(arg) && !inDealloc(call) {
                result.removals.append(call)
            }
        }
        for value in memberAssignments[key] ?? [] where isNullConstant(value) && inClass(value) && !inDealloc(value) {
            if let site = value.parent, site.kind == CXCursor_BinaryOperator, let lhs = site.children.first,
                selfMemberKey(lhs) == key
            {
                result.clearings.append(site)
            }
        }
        let setter = "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
        for call in calls where call.spelling == setter && inClass(call) && !inDealloc(call) {
            if let r = receiver(of: call), isSelfExpression(r), let arg = arguments(of: call).first, isNullConstant(arg)
            {
                result.clearings.append(call)
            }
        }
        return result
    }
}
