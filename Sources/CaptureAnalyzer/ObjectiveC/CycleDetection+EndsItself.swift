import CClang

/// Cycles that end by themselves: the block's own run lets go of what keeps it, or what keeps it
/// is a table of pending work whose elements leave it when their work is done.
extension SourceModel {
    /// True when `store` is a handler of a dispatch timer self keeps in a member
    /// (`dispatch_source_set_event_handler(_timer, block)`, `dispatch_source_set_timer(_timer, …)`
    /// in the file) and running `block` cancels that
    /// source: in the block itself, or on every run through methods of self it calls (at most
    /// `summaryDepth` calls down, each call and the cancel outside any condition but a test of the
    /// source itself): `^{ [self doConnectTimeout]; }` where `-doConnectTimeout` starts with
    /// `[self endConnectTimeout]`, which sends `dispatch_source_cancel(connectTimer)` when
    /// `connectTimer` is set. libdispatch lets go of a source's handlers once it is cancelled, so
    /// the cycle ends when the handler runs, as it does for a local source whose handler cancels
    /// it. A handler that cancels only on some runs (a read source closed at the end of the
    /// stream) keeps its cycle until then.
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
        var pending = [(node: block.node, depth: 0)]
        var visited: Set<String> = []
        while let (body, depth) = pending.popLast() {
            let sends = body.all { $0.kind == CXCursor_CallExpr || $0.kind == CXCursor_ObjCMessageExpr }
            for n in sends {
                if n.kind == CXCursor_CallExpr, n.spelling == "dispatch_source_cancel",
                    let source = arguments(of: n).first, Self.firstMember(of: source) == member,
                    depth == 0 || runsEveryTime(n, in: body, testing: member)
                {
                    return true
                }
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
            } else if conditional.contains(c.kind) && !(c.kind == CXCursor_BlockExpr && c === body) {
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
        guard store.label.contains("(element)"), let owner = store.owner,
            ownerChain(of: owner).map({ $0.root == .selfObject && $0.steps.count == 1 }) == true,
            let member = Self.firstMember(of: owner)
        else { return false }
        return takesSingleElements(outOf: member)
    }
}
