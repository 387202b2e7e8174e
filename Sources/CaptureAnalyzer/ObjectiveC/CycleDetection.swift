import CClang
import Findings

/// A block kept, directly or through a chain, by an object the block strongly captures.
package struct BlockCycle {
    /// The block literal.
    package var block: BlockFacts
    /// Where the block ends up being kept.
    package var store: Store
    /// How the keeping object hangs off the captured root.
    package var chain: OwnerChain
    /// The captured use that closes the cycle (first use of self / the variable in the block).
    package var captureUse: ASTNode
    /// The captured variable's name as written (`self`, `obj`, `bs`).
    package var capturedName: String
    /// True when the capture goes through a `__block` variable.
    package var throughByRef: Bool
    /// Locals and retaining calls the block went through before being stored.
    package var via: [ASTNode]
    /// The call whose result keeps the block, when that result is what is stored
    /// (`token = [manager loadWithCompletion:block]`).
    package var keptByResultOf: ASTNode?
    /// The other half of a cycle through two objects, each keeping a block that captures the
    /// other (`a.handler = ^{ b }; b.handler = ^{ a };`).
    package var partner: (block: BlockFacts, store: Store, chain: OwnerChain)?
    /// The further links of a ring of three or four objects, in order after this block: each
    /// link's block is kept by the object the previous one captures, and the last captures the
    /// first (`a.h = ^{ b }; b.h = ^{ c }; c.h = ^{ a };`).
    package var ring: [(block: BlockFacts, store: Store, chain: OwnerChain, capturedName: String)] = []
}

extension SourceModel {
    /// Every block-capture cycle in the file, computed once and shared by `retain-cycle` and
    /// `byref-self-cycle`.
    package var blockCycles: [BlockCycle] {
        if let cached = cachedCycles { return cached }
        var result: [BlockCycle] = []
        for block in blocks {
            for step in uses(of: block.node) {
                // `__block block_t b = ^{ b(); };` (also through locals, `b = tmp;`): the byref
                // storage keeps the block that keeps it, until something sets it to nil. A
                // `__weak __block` variable keeps nothing: the usual way to write the recursion.
                if case .local(let v, let site) = step.use, v.isByRef, v.ownership == .strong, isARC,
                    let refs = block.captures[v.key], !assignsNil(to: v),
                    let use = preferredUse(refs, in: block.node)
                {
                    result.append(
                        BlockCycle(
                            block: block,
                            store: Store(owner: site, label: "__block storage of '\(v.name)'", site: site),
                            chain: OwnerChain(root: .variable(v.key), steps: []), captureUse: use,
                            capturedName: v.name, throughByRef: false, via: step.via))
                    continue
                }
                if let cycle = resultCycle(block: block, step: step) {
                    result.append(cycle)
                    continue
                }
                guard case .stored(let store) = step.use, let chain = ownerChain(of: store.owner) else { continue }
                if endsByItself(block, keptBy: store, on: chain, handedOverAt: step.via + [store.site]) { continue }
                if let cycle = closingCapture(block: block, root: chain.root) {
                    result.append(
                        BlockCycle(
                            block: block, store: store, chain: chain, captureUse: cycle.use,
                            capturedName: cycle.name, throughByRef: cycle.byRef, via: step.via))
                } else if case .variable(let key) = chain.root, let holder = variables[key] {
                    // The keeping object is a local that is stored later on an object the block
                    // captures: `Child *c = [Child new]; c.handler = ^{ self }; self.child = c;`.
                    for ref in holder.references {
                        for outer in uses(of: ref) {
                            guard case .stored(let outerStore) = outer.use,
                                let outerChain = ownerChain(of: outerStore.owner),
                                !endsByItself(
                                    block, keptBy: outerStore, on: outerChain, handedOverAt: step.via + [store.site]),
                                let cycle = closingCapture(block: block, root: outerChain.root)
                            else { continue }
                            let combined = OwnerChain(
                                root: outerChain.root, steps: outerChain.steps + [outerStore.label] + chain.steps)
                            result.append(
                                BlockCycle(
                                    block: block, store: store, chain: combined, captureUse: cycle.use,
                                    capturedName: cycle.name, throughByRef: cycle.byRef,
                                    via: step.via + [outerStore.site]))
                        }
                    }
                }
            }
        }
        result += mutualCycles()
        cachedCycles = result
        return result
    }

    /// `__block id token; token = [manager loadWithCompletion:^{ [token cancel]; }];`: the call's
    /// result keeps the block (a completion held by the operation or observer token it returns),
    /// the block keeps the `__block` storage, the storage keeps the result. Broken only by setting
    /// the variable to nil.
    private func resultCycle(block: BlockFacts, step: FlowStep) -> BlockCycle? {
        let call: ASTNode
        switch step.use {
        case .argument(let c, _, _, let nonEscaping) where !nonEscaping: call = c
        case .stored(let store) where store.site.kind == CXCursor_ObjCMessageExpr: call = store.site
        default: return nil
        }
        guard isARC, call.cursor.type.isObjCObjectPointer,
            case .local(let v, let site) = immediateUse(of: call), v.isByRef,
            v.ownership == .strong, let refs = block.captures[v.key], !assignsNil(to: v),
            let use = refs.first(where: { endsLifeOfHandle($0) })
        else { return nil }
        var cycle = BlockCycle(
            block: block, store: Store(owner: site, label: "__block storage of '\(v.name)'", site: site),
            chain: OwnerChain(root: .variable(v.key), steps: []), captureUse: use,
            capturedName: v.name, throughByRef: true, via: step.via)
        cycle.keptByResultOf = call
        return cycle
    }

    /// True when `ref` is used the way a handle to a registration or a running operation is:
    /// sent `cancel…`, `dispose…`, `invalidate…`, `stop…`, `remove…`, `unsubscribe…`, or passed to
    /// `remove…:`/`cancel…:`/`unobserve…:` (`[center removeObserver:token]`). Such a handle is the
    /// object that keeps the block (an observer token, a download token, a subscription); a value
    /// merely read in the block (a task passed on, an identifier) is not taken for one.
    package func endsLifeOfHandle(_ ref: ASTNode) -> Bool {
        let lifecycle = ["cancel", "dispose", "invalidate", "stop", "remove", "unsubscribe", "unobserve", "unregister"]
        guard let parent = ref.wrapped.parent, parent.kind == CXCursor_ObjCMessageExpr else { return false }
        return lifecycle.contains { parent.spelling.hasPrefix($0) }
    }

    /// Two objects that each keep a block capturing the other, or a ring of three or four such
    /// objects: none is freed. Reported once, at the block stored first.
    private func mutualCycles() -> [BlockCycle] {
        struct Edge {
            var block: BlockFacts
            var store: Store
            var chain: OwnerChain
            var target: OwnerRoot
            var use: ASTNode
            var name: String
        }
        var edges: [Edge] = []
        for block in blocks {
            for step in uses(of: block.node) {
                guard case .stored(let store) = step.use, let chain = ownerChain(of: store.owner) else { continue }
                for target in strongCaptures(of: block) where target.root != chain.root {
                    edges.append(
                        Edge(
                            block: block, store: store, chain: chain, target: target.root, use: target.use,
                            name: target.name))
                }
            }
        }
        var result: [BlockCycle] = []
        for (i, first) in edges.enumerated() {
            for second in edges[(i + 1)...]
            where second.chain.root == first.target && second.target == first.chain.root
                && second.block !== first.block
            {
                var cycle = BlockCycle(
                    block: first.block, store: first.store, chain: first.chain, captureUse: first.use,
                    capturedName: first.name, throughByRef: false, via: [])
                cycle.partner = (second.block, second.store, second.chain)
                result.append(cycle)
            }
        }
        // Rings of three or four objects, each found once: from the edge written first.
        func extend(_ path: [Int]) {
            let last = edges[path[path.count - 1]]
            for (j, next) in edges.enumerated()
            where j > path[0] && next.chain.root == last.target
                && !path.contains(where: { edges[$0].chain.root == next.chain.root || edges[$0].block === next.block })
            {
                if next.target == edges[path[0]].chain.root, path.count >= 2 {
                    let first = edges[path[0]]
                    var cycle = BlockCycle(
                        block: first.block, store: first.store, chain: first.chain, captureUse: first.use,
                        capturedName: first.name, throughByRef: false, via: [])
                    cycle.ring = (path.dropFirst() + [j]).map {
                        (edges[$0].block, edges[$0].store, edges[$0].chain, edges[$0].name)
                    }
                    result.append(cycle)
                } else if path.count < 3 {
                    extend(path + [j])
                }
            }
        }
        for i in edges.indices { extend([i]) }
        return result
    }

    /// What a block holds strongly: self (explicitly or through an ivar) and strong variables,
    /// each with the root it stands for and its first use.
    private func strongCaptures(of block: BlockFacts) -> [(root: OwnerRoot, use: ASTNode, name: String)] {
        var result: [(OwnerRoot, ASTNode, String)] = []
        if block.capturesSelf, let use = preferredUse(block.retainedSelfUses + block.ivarUses, in: block.node) {
            result.append((.selfObject, use, "self"))
        }
        for (key, refs) in block.captures.sorted(by: { $0.key < $1.key }) {
            guard let v = variables[key], v.ownership == .strong, !v.isByRef || isARC,
                let use = preferredUse(refs, in: block.node)
            else { continue }
            let root = resolveAlias(v)
            if result.contains(where: { $0.0 == root }) { continue }
            result.append((root, use, v.name))
        }
        return result
    }

    /// The block's capture that holds `root` strongly, if any: self (explicit or through an ivar),
    /// a strong alias of it, or the root variable itself; `__block` variables included.
    private func closingCapture(block: BlockFacts, root: OwnerRoot) -> (use: ASTNode, name: String, byRef: Bool)? {
        var candidates: [(use: ASTNode, name: String, byRef: Bool)] = []
        if root == .selfObject, block.capturesSelf,
            let use = preferredUse(block.retainedSelfUses + block.ivarUses, in: block.node)
        {
            candidates.append((use, "self", false))
        }
        for (key, refs) in block.captures {
            guard let v = variables[key], let use = preferredUse(refs, in: block.node) else { continue }
            guard v.ownership == .strong else { continue }
            let resolved = resolveAlias(v)
            guard resolved == root || (v.key == keyOf(root)) else { continue }
            if root == .selfObject && block.isInClassMethod { continue }
            // Under manual reference counting a __block variable does not retain its object.
            if v.isByRef && (!isARC || assignsNil(to: v, inside: block.node)) { continue }
            // A handler that cancels its own source (`dispatch_source_cancel(t)` inside t's event
            // handler) ends the cycle itself: libdispatch drops the handlers once cancelled. An
            // alias of self is not a handle: `[blockSelf cancelButtonTapped]` is a method of the
            // owner, read as `[self cancelButtonTapped]` is.
            if resolved != .selfObject,
                cancelsSource(v, inside: block.node) || endsItsRegistration(on: v, inside: block.node)
            {
                continue
            }
            candidates.append((use, v.name, v.isByRef))
        }
        if root == .selfObject && block.isInClassMethod { candidates.removeAll { $0.name == "self" } }
        // Report the plain capture when there is one: it is the clearer message.
        return candidates.sorted { ($0.byRef ? 1 : 0, $0.use.start) < ($1.byRef ? 1 : 0, $1.use.start) }.first
    }

    /// The use a cycle is reported at: the first one, preferring (as clang does) uses that are
    /// not inside an assignment or comparison, so findings land where clang's own warning does.
    package func preferredUse(_ uses: [ASTNode], in block: ASTNode) -> ASTNode? {
        let sorted = uses.sorted { $0.start < $1.start }
        func insideBinary(_ n: ASTNode) -> Bool {
            var p = n.parent
            while let c = p, c !== block {
                if c.kind == CXCursor_BinaryOperator || c.kind == CXCursor_CompoundAssignOperator { return true }
                p = c.parent
            }
            return false
        }
        // A use on a line clang reported an error on (a message to a category of a pod the tree
        // lacks, a constant no header declares) is told last: the finding would be withheld
        // there, while a clean use elsewhere in the block shows the capture just as well.
        let clean = errorLines.isEmpty ? sorted : sorted.filter { !errorLines.contains($0.location.line) }
        return clean.first { !insideBinary($0) } ?? clean.first ?? sorted.first { !insideBinary($0) } ?? sorted.first
    }

    private func keyOf(_ root: OwnerRoot) -> Int? {
        if case .variable(let k) = root { return k }
        return nil
    }

    /// True when `block` calls `dispatch_source_cancel` on the variable `v`.
    package func cancelsSource(_ v: Variable, inside block: ASTNode) -> Bool {
        calls.contains { call in
            call.kind == CXCursor_CallExpr && call.spelling == "dispatch_source_cancel" && block.contains(call)
                && arguments(of: call).first.flatMap { variable(referencedBy: $0) }?.key == v.key
        }
    }

    /// True when `block` tells the object in `v` to drop what it keeps (`[center removeObserver:…]`,
    /// `[link invalidate]`, `[op cancel]`): the registration that keeps the block ends when it runs.
    package func endsItsRegistration(on v: Variable, inside block: ASTNode) -> Bool {
        calls.contains { call in
            call.kind == CXCursor_ObjCMessageExpr && block.contains(call)
                && ["remove", "cancel", "invalidate", "unobserve", "unregister", "dispose", "stop"].contains {
                    call.spelling.hasPrefix($0)
                }
                && receiver(of: call).flatMap { variable(referencedBy: $0.unwrapped) }?.key == v.key
        }
    }

    /// clang's rule: a block that sets the captured `__block` variable to nil/0 releases it, and
    /// the cycle is broken when the block runs.
    package func assignsNil(to v: Variable, inside block: ASTNode) -> Bool {
        v.assignments.contains { block.contains($0) && isNullConstant($0) }
    }

    /// True when the variable is set to nil anywhere (inside a block or after use): the cycle
    /// through its `__block` storage can be broken.
    package func assignsNil(to v: Variable) -> Bool {
        v.assignments.contains { isNullConstant($0) }
    }
}

extension BlockCycle {
    /// The fix for this cycle, with the captured variable's own name: a weak copy of what the
    /// block captures, or setting the `__block` variable to nil when it is the storage or the
    /// handle that closes the cycle.
    package var fix: String {
        let name = capturedName
        let bare = name.hasPrefix("_") ? String(name.drop { $0 == "_" }) : name
        let weakName = "weak" + bare.prefix(1).uppercased() + bare.dropFirst()
        let weakCopy = "`__weak typeof(\(name)) \(weakName) = \(name);`"
        if keptByResultOf != nil {
            return
                "Set '\(name)' to nil inside the block once it is done with it (`\(name) = nil;`), so the object it "
                + "holds lets the block go."
        }
        if store.label.hasPrefix("__block storage") {
            return
                "Set '\(name)' to nil once the block has run for the last time, or call it through a weak copy "
                + "(\(weakCopy)) inside the block."
        }
        if throughByRef {
            return
                "Use \(weakCopy) instead of the __block variable, or set '\(name)' to nil inside the block once it "
                + "is done (clang accepts that as breaking the cycle)."
        }
        if partner != nil || !ring.isEmpty {
            return
                "Capture one of the objects weakly (\(weakCopy) and use \(weakName) inside), or clear one of the "
                + "blocks when it has done its work."
        }
        return
            "Capture a weak reference instead (\(weakCopy) and use \(weakName) inside, re-strengthened with a nil "
            + "check), or clear the stored block when it has done its work."
    }

    /// The cycle as a path: `self → child (strong) → handler (copy) → block → self`.
    package func path(in model: SourceModel) -> String { steps(in: model).joined(separator: " → ") }

    /// The path's steps, the first object repeated at the end.
    package func steps(in model: SourceModel) -> [String] {
        var parts: [String] = []
        switch chain.root {
        case .selfObject: parts.append("self")
        case .variable(let k): parts.append(model.variables[k]?.name ?? "object")
        }
        parts += chain.steps
        parts.append(store.label)
        for node in via
        where (node.kind == CXCursor_ObjCMessageExpr || node.kind == CXCursor_CallExpr)
            && (model.retainsBlockInResult(call: node, callee: node.spelling)
                || model.arguments(of: node).indices.contains { model.resultKeepsArgument(node, index: $0) })
        {
            let name = model.classReceiver(of: node) ?? node.spelling
            parts.append(name)
        }
        if let call = keptByResultOf { parts.append("result of \(call.spelling)") }
        parts.append("block")
        if !ring.isEmpty {
            // a → handler → block → b → handler → block → c → handler → block → a
            parts.append(capturedName)
            for link in ring {
                parts += link.chain.steps + [link.store.label, "block", link.capturedName]
            }
            return parts
        }
        if let partner {
            // a → handler → block → b → handler → block → a
            parts.append(capturedName)
            parts += partner.chain.steps
            parts.append(partner.store.label)
            parts.append("block")
            parts.append(parts[0])
            return parts
        }
        parts.append(capturedName)
        return parts
    }

    /// Notes: where the capture is, where the block went through locals, where it is stored.
    package func notes(in model: SourceModel) -> [FindingNote] {
        var notes: [FindingNote] = []
        for node in via {
            if node.kind == CXCursor_BinaryOperator, let lhs = node.children.first,
                model.variable(referencedBy: lhs) == nil
            {
                notes.append(
                    note(at: node.location, "the object that keeps the block is stored here, in \(model.describe(lhs))")
                )
            } else if node.kind == CXCursor_ObjCMessageExpr, model.ownerChain(of: model.receiver(of: node)) != nil,
                node.spelling.hasPrefix("set") || node.spelling.hasPrefix("add")
            {
                notes.append(
                    note(at: node.location, "the object that keeps the block is stored here, through \(node.spelling)"))
            } else if node.kind == CXCursor_VarDecl || node.kind == CXCursor_BinaryOperator {
                let name = node.kind == CXCursor_VarDecl ? node.spelling : model.describe(node.children.first)
                notes.append(note(at: node.location, "the block is first held in the local '\(name)' here"))
            } else {
                notes.append(note(at: node.location, "the block is kept by the object this call returns"))
            }
        }
        if store.label.hasPrefix("__block storage") {
            notes.append(note(at: store.site.location, "the block is stored here, in the \(store.label)"))
        } else if let owner = store.owner, owner.kind.isExpression {
            notes.append(
                note(
                    at: store.site.location,
                    "the block is stored here: \(model.describe(owner)) keeps it through \(store.label)"))
        } else if store.owner == nil {
            notes.append(
                note(at: store.site.location, "the block is stored here: self keeps it through \(store.label)"))
        } else {
            notes.append(note(at: store.site.location, "the block is stored here, in the \(store.label)"))
        }
        if let release = store.release {
            notes.append(
                note(
                    at: store.site.location,
                    "\(release.library) keeps the block until \(release.until): the cycle lasts until then, and for "
                        + "ever if that never happens"))
        }
        notes.append(note(at: block.node.location, "block literal that captures '\(capturedName)' strongly"))
        if let call = keptByResultOf {
            notes.append(
                note(
                    at: call.location,
                    "the object '\(call.spelling)' returns keeps the block until it is released, and "
                        + "'\(capturedName)' keeps that object; set '\(capturedName)' to nil when done"
                ))
        }
        for link in ring {
            notes.append(note(at: link.store.site.location, "the object the previous block captures keeps this block"))
            notes.append(
                note(at: link.block.node.location, "block literal that captures '\(link.capturedName)' strongly"))
        }
        if let partner {
            notes.append(
                note(
                    at: partner.store.site.location,
                    "and the other object keeps this block, which captures the first one back"))
            notes.append(note(at: partner.block.node.location, "block literal that captures it"))
        }
        return notes
    }
}

/// A finding note at `location`.
private func note(at location: SourcePosition, _ message: String) -> FindingNote {
    FindingNote(file: location.file, line: location.line, column: location.column, message: message)
}
