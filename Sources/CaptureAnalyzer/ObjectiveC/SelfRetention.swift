import CClang

extension SourceModel {
    /// The first use through which `block` retains self strongly: `self`, an ivar, or a strong
    /// local that holds self. Nil when it does not (weak copies only, or a class method).
    package func strongSelfUse(in block: BlockFacts) -> ASTNode? {
        guard !block.isInClassMethod else { return nil }
        var uses = block.retainedSelfUses + block.ivarUses
        for (key, refs) in block.captures {
            guard let v = variables[key], v.ownership == .strong, resolveAlias(v) == .selfObject else { continue }
            uses += refs
        }
        return preferredUse(uses, in: block.node)
    }

    /// True when `expr` is self or a local alias of it (weak aliases included: an API that
    /// retains its argument retains the object, whatever the variable's ownership).
    package func isSelfExpression(_ expr: ASTNode) -> Bool {
        guard let chain = ownerChain(of: expr) else {
            if let v = variable(referencedBy: expr.unwrapped) { return resolveAlias(v) == .selfObject }
            return false
        }
        return chain.root == .selfObject && chain.steps.isEmpty
    }

    /// True when a message or call named in `names` is made in `cls` (anywhere in the file when
    /// `cls` is nil) outside its `dealloc` (a cleanup in dealloc never runs while the object is
    /// kept alive).
    package func cleanupOutsideDealloc(in cls: ClassInfo?, calling names: Set<String>) -> Bool {
        let dealloc = cls?.methods["dealloc"]
        return calls.contains { call in
            guard names.contains(call.spelling) else { return false }
            guard let cls else { return true }
            return cls.node.contains(call) && !(dealloc?.contains(call) ?? false)
        }
    }

    /// True when the class's `dealloc` contains a node satisfying `predicate`.
    package func cleanupInDealloc(in cls: ClassInfo?, _ predicate: (ASTNode) -> Bool) -> Bool {
        guard let d = cls?.methods["dealloc"] else { return false }
        return d.containsNode(where: predicate)
    }
}
