import CClang

/// Cycles that end by themselves: the block's own run lets go of what keeps it, or what keeps it
/// is a table of pending work whose elements leave it when their work is done.
extension SourceModel {
    /// True when the cycle that `store` closes on an object `chain` hangs off self ends by
    /// itself: a timer's handler that cancels it, a table of pending work, or an action the user
    /// answers (one of `sites` hands the block over) whose handler clears what keeps it.
    func endsByItself(_ block: BlockFacts, keptBy store: Store, on chain: OwnerChain, handedOverAt sites: [ASTNode])
        -> Bool
    {
        if releasedByLibrary(store) { return true }
        guard chain.root == .selfObject else { return false }
        return cancelsItsOwnSource(block, store: store) || isPendingWork(store)
            || (runsWhenAnswered(sites) && clearsItsHolder(block, member: chain.steps.first ?? store.label))
    }

    /// True when `store` is a property the list's `releases` name on a class that lets go of it
    /// by itself (`op.completionBlock = ^{ … op … }`: Foundation sets an operation's completion
    /// block to nil once it starts), so the cycle through the object ends when that happens.
    func releasedByLibrary(_ store: Store) -> Bool {
        let property = String(store.label.prefix(while: { $0 != " " }))
        guard keepers.release(property: property) != nil, let owner = store.owner else { return false }
        // The owner is the object, or the property reference whose base is the object.
        return ([owner] + owner.children.prefix(1)).contains {
            keepers.release(property: property, classes: classLineage(of: $0)) != nil
        }
    }

    /// The class of `node` and its superclasses, nearest first, read from clang's class
    /// declarations (those of a module are not among the file's own).
    private func classLineage(of node: ASTNode) -> [String] {
        let type = node.cursor.type.canonical
        guard type.kind == CXType_ObjCObjectPointer else { return [] }
        var names: [String] = []
        var declaration = type.pointee.declaration(in: unit)
        while !declaration.isNull, names.count < 16 {
            names.append(declaration.spelling)
            if !declaration.definition.isNull { declaration = declaration.definition }
            guard let superclass = declaration.children.first(where: { $0.kind == CXCursor_ObjCSuperClassRef }) else {
                break
            }
            declaration = superclass.referenced
        }
        return names
    }

    /// True when `store` is a handler of a dispatch timer self keeps in a member
    /// (`dispatch_source_set_event_handler(_timer, block)`, `dispatch_source_set_timer(_timer, …)`
    /// in the file) and every run of `block` cancels that source, in the block or through methods
    /// of self it calls (at most `summaryDepth` calls down, each call and the cancel outside any
    /// condition but a test of the source itself): `^{ [self doConnectTimeout]; }` where
    /// `-doConnectTimeout` starts with `[self endConnectTimeout]`, which sends
    /// `dispatch_source_cancel(connectTimer)` when `connectTimer` is set. libdispatch lets go of a
    /// source's handlers once it is cancelled, so the cycle ends when the handler runs, as it does
    /// for a local source whose handler cancels it. A handler that cancels only on some runs (a
    /// read source closed at the end of the stream) keeps its cycle until then.
    func cancelsItsOwnSource(_ block: BlockFacts, store: Store) -> Bool {
        guard store.site.kind == CXCursor_CallExpr, store.site.spelling.hasPrefix("dispatch_source_set_"),
            let owner = store.owner, let member = Self.firstMember(of: owner),
            let className = selfClassName(at: block.node),
            // A timer fires in the end; a read or vnode source may never, and keeps its cycle.
            calls.contains(where: { call in
                call.kind == CXCursor_CallExpr && call.spelling == "dispatch_source_set_timer"
                    && arguments(of: call).first.flatMap(Self.firstMember(of:)) == member
            })
        else { return false }
        return onEveryRun(of: block, inClass: className, testing: member) { node in
            node.kind == CXCursor_CallExpr && node.spelling == "dispatch_source_cancel"
                && arguments(of: node).first.flatMap(Self.firstMember(of:)) == member
        }
    }

    /// True when one of `sites` hands the block to an action the user answers (an alert action's
    /// handler): it runs when the alert is answered, as a timer's handler runs when it fires. A
    /// block self keeps in a property has no such promise: it runs when someone calls it.
    func runsWhenAnswered(_ sites: [ASTNode]) -> Bool {
        let answered: Set<String> = [
            "actionWithTitle:style:handler:", "actionWithTitle:image:identifier:handler:", "actionWithHandler:",
        ]
        return sites.contains { $0.kind == CXCursor_ObjCMessageExpr && answered.contains($0.spelling) }
    }

    /// True when every run of `block` sets the member of self that heads the cycle's chain to nil
    /// (`self.currentAlert = nil`, `_request = nil`, `[self setRequest:nil]`), in the block or
    /// through methods of self it calls, outside any condition but a test of that member: the
    /// block lets go of what keeps it when it runs (an alert's action that clears the alert self
    /// keeps, `runsWhenAnswered`). A sibling block that does not clear it keeps its finding.
    func clearsItsHolder(_ block: BlockFacts, member label: String) -> Bool {
        let member = Self.memberKey(String(label.prefix { $0 != " " }))
        guard !member.isEmpty, let className = selfClassName(at: block.node) else { return false }
        return onEveryRun(of: block, inClass: className, testing: member) { clearsMember($0, member) }
    }

    /// True when `node` sets the member `key` of self to nil: `self.alert = nil`, `_alert = nil`,
    /// `[self setAlert:nil]`.
    private func clearsMember(_ node: ASTNode, _ key: String) -> Bool {
        if isAssignment(node), node.children.count == 2, isNullConstant(node.children[1]) {
            return selfMemberKey(node.children[0]) == key
        }
        return node.kind == CXCursor_ObjCMessageExpr
            && node.spelling == "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
            && receiver(of: node).map(isSelfExpression) == true
            && arguments(of: node).first.map(isNullConstant) == true
    }

    /// True when `reaches` holds for a node that runs on every run of `block`, in the block or
    /// through methods of self it calls on every run, at most `summaryDepth` calls down.
    private func onEveryRun(
        of block: BlockFacts, inClass className: String, testing member: String, reaches: (ASTNode) -> Bool
    ) -> Bool {
        var pending = [(node: block.node, depth: 0)]
        var visited: Set<String> = []
        while let (body, depth) = pending.popLast() {
            let candidates = body.all {
                $0.kind == CXCursor_CallExpr || $0.kind == CXCursor_ObjCMessageExpr || isAssignment($0)
            }
            for n in candidates {
                if reaches(n), runsEveryTime(n, in: body, testing: member) { return true }
                if n.kind == CXCursor_ObjCMessageExpr, depth < Self.summaryDepth,
                    let receiver = receiver(of: n), isSelfExpression(receiver),
                    runsEveryTime(n, in: body, testing: member),
                    visited.insert(n.spelling).inserted,
                    let method = implementation(
                        of: n.spelling, inClass: className, kind: CXCursor_ObjCInstanceMethodDecl)
                {
                    pending.append((method, depth + 1))
                }
            }
        }
        return false
    }

    /// True when `node` runs whenever `body` does: no condition, loop or nested block between
    /// them, but an `if` that tests `member` (`if (connectTimer) { … }`).
    private func runsEveryTime(_ node: ASTNode, in body: ASTNode, testing member: String) -> Bool {
        let conditional: Set<CXCursorKind> = [
            CXCursor_SwitchStmt, CXCursor_WhileStmt, CXCursor_ForStmt, CXCursor_DoStmt,
            CXCursor_ConditionalOperator, CXCursor_ObjCForCollectionStmt, CXCursor_BlockExpr,
            CXCursor_ObjCAtTryStmt,
        ]
        var current = node.parent
        while let c = current, c !== body {
            if c.kind == CXCursor_IfStmt {
                guard let condition = c.children.first,
                    condition.containsNode(where: { Self.firstMember(of: $0) == member })
                else { return false }
            } else if conditional.contains(c.kind) {
                return false
            }
            current = c.parent
        }
        return true
    }

    /// True when `store` puts the value into a collection self keeps in a member, and the class
    /// takes single elements out of that collection (`rpcIDs[elementID] = call` and, when the call
    /// answers or times out, `[rpcIDs removeObjectForKey:elementID]`): a table of pending work,
    /// whose elements leave it when their work is done, not a keeper for good.
    func isPendingWork(_ store: Store) -> Bool {
        guard store.label.contains("(element)"), let member = store.owner.flatMap(selfMemberKey) else { return false }
        return takesSingleElements(outOf: member)
    }
}
