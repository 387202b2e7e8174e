import CClang

/// Flow-sensitive (within a function) reasoning about whether a strong variable is known to be
/// non-nil at a use: inside `if (s) {…}`, after `if (!s) return;`, on the right of `s && …`,
/// in the true arm of `s ? … : …`, in the body of C++'s `if (auto s = weakSelf)`.
extension SourceModel {
    /// True when `use` of `v` can only run when `v` is non-nil.
    package func isNilChecked(_ use: ASTNode, of v: Variable) -> Bool {
        if isInBodyOfItsCondition(use, of: v) { return true }
        var child = use
        while let p = child.parent, !(p === v.node.parent) {
            switch p.kind {
            case CXCursor_IfStmt, CXCursor_WhileStmt, CXCursor_ConditionalOperator:
                let exprs = p.children
                if exprs.count >= 2, let cond = exprs.first, cond !== child {
                    if exprs[1] === child, asserts(cond, nonNil: true, v) { return true }
                    if exprs.count >= 3, exprs[2] === child, asserts(cond, nonNil: false, v) { return true }
                }
            case CXCursor_BinaryOperator where p.children.count == 2 && p.children[1] === child:
                let op = operatorSpelling(p)
                if op == "&&", asserts(p.children[0], nonNil: true, v) { return true }
                if op == "||", asserts(p.children[0], nonNil: false, v) { return true }
            case CXCursor_CompoundStmt:
                // An earlier `if (!s) return;` (or break/continue/goto) guards everything after it.
                for stmt in p.children {
                    if stmt === child { break }
                    if stmt.kind == CXCursor_IfStmt, stmt.children.count >= 2,
                        asserts(stmt.children[0], nonNil: false, v), exits(stmt.children[1])
                    {
                        return true
                    }
                }
            default:
                break
            }
            // Blocks are crossed: a strong local captured by a block keeps the value it had when
            // the block was made, so a check outside the block still holds inside it.
            child = p
        }
        return false
    }

    /// C++ `if (auto s = weakSelf) { … }` / `while (Foo *s = …)`: `v` is the condition
    /// variable, so the first branch only runs when it is non-nil (the else branch, when it is nil).
    package func isInBodyOfItsCondition(_ use: ASTNode, of v: Variable) -> Bool {
        guard let statement = v.node.parent, statement.kind == CXCursor_IfStmt || statement.kind == CXCursor_WhileStmt,
            let i = statement.children.firstIndex(where: { $0 === v.node })
        else { return false }
        // After the declaration: the condition clang makes from it (inside the declaration's own
        // extent), then the branches.
        let branches = statement.children[(i + 1)...].filter { $0.start >= v.node.end }
        return branches.first?.contains(use) ?? false
    }

    /// Whether `cond` being true means `v` is non-nil (`nonNil: true`) or nil (`nonNil: false`).
    package func asserts(_ cond: ASTNode, nonNil: Bool, _ v: Variable) -> Bool {
        let c = cond.unwrapped
        switch c.kind {
        case CXCursor_DeclRefExpr:
            return nonNil && variable(referencedBy: c) === v
        case CXCursor_MemberRefExpr, CXCursor_ObjCMessageExpr:
            // `if (s.block)`, `if ([s isReady])`: a property read or message sent to nil gives
            // nil or 0, so a true result means the receiver was not nil.
            return nonNil && isRooted(c, at: v)
        case CXCursor_UnaryOperator:
            guard firstToken(of: c) == "!", let operand = c.children.first else { return false }
            return asserts(operand, nonNil: !nonNil, v)
        case CXCursor_BinaryOperator:
            guard c.children.count == 2, let op = operatorSpelling(c) else { return false }
            let (l, r) = (c.children[0], c.children[1])
            switch op {
            case "&&":
                return nonNil ? (asserts(l, nonNil: true, v) || asserts(r, nonNil: true, v)) : false
            case "||":
                return nonNil ? false : (asserts(l, nonNil: false, v) || asserts(r, nonNil: false, v))
            case "==", "!=":
                let isVar = { (n: ASTNode) in self.variable(referencedBy: n.unwrapped) === v }
                guard (isVar(l) && isNullConstant(r)) || (isVar(r) && isNullConstant(l)) else { return false }
                return (op == "!=") == nonNil
            default:
                return false
            }
        default:
            return false
        }
    }

    /// True when `expr` is `v` itself or a property read, ivar access or message whose receiver
    /// chain starts at `v` (`s`, `s.delegate`, `[s.model items]`): its value is nil when `v` is.
    package func isRooted(_ expr: ASTNode, at v: Variable) -> Bool {
        let e = expr.unwrapped
        switch e.kind {
        case CXCursor_DeclRefExpr:
            return variable(referencedBy: e) === v
        case CXCursor_MemberRefExpr:
            return e.children.first.map { isRooted($0, at: v) } ?? false
        case CXCursor_ObjCMessageExpr:
            return receiver(of: e).map { isRooted($0, at: v) } ?? false
        default:
            return false
        }
    }

    /// True when the statement always leaves the enclosing code (return, break, continue, goto,
    /// or a compound statement ending in one).
    package func exits(_ stmt: ASTNode) -> Bool {
        switch stmt.kind {
        case CXCursor_ReturnStmt, CXCursor_BreakStmt, CXCursor_ContinueStmt, CXCursor_GotoStmt:
            return true
        case CXCursor_CompoundStmt:
            return stmt.children.last.map(exits) ?? false
        case CXCursor_CallExpr:
            return ["abort", "exit", "__builtin_trap", "__builtin_unreachable", "NSAssert", "objc_exception_throw"]
                .contains(stmt.spelling)
        case CXCursor_UnexposedExpr, CXCursor_ParenExpr:
            return stmt.children.count == 1 && exits(stmt.children[0])
        case CXCursor_ObjCAtThrowStmt:
            return true
        default:
            return false
        }
    }
}
