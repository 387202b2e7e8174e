import CClang

extension ASTNode {
    /// True for nodes that have a body of their own: functions, methods and block literals.
    package var isBody: Bool {
        kind == CXCursor_FunctionDecl || kind == CXCursor_ObjCInstanceMethodDecl
            || kind == CXCursor_ObjCClassMethodDecl || kind == CXCursor_BlockExpr
    }

    /// The innermost function, method or block literal containing this node.
    package var enclosingBody: ASTNode? { ancestor { $0.isBody } }

    /// The innermost block literal containing this node, stopping at the enclosing function.
    package var enclosingBlock: ASTNode? {
        guard let body = enclosingBody, body.kind == CXCursor_BlockExpr else { return nil }
        return body
    }

    /// The nodes of this subtree that are not inside a nested body (block literal) — the code that
    /// runs when this body runs, not later.
    package func directNodes(where predicate: (ASTNode) -> Bool) -> [ASTNode] {
        var result: [ASTNode] = []
        func walk(_ n: ASTNode) {
            if predicate(n) { result.append(n) }
            for c in n.children where !c.isBody { walk(c) }
        }
        for c in children where !c.isBody { walk(c) }
        return result
    }

    /// The statement of `compound` (a direct child) that contains this node.
    package func statement(in compound: ASTNode) -> ASTNode? {
        var n: ASTNode? = self
        while let c = n {
            if c.parent === compound { return c }
            n = c.parent
        }
        return nil
    }
}
