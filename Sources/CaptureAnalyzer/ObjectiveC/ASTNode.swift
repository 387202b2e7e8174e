import CClang
import ClangFrontend
import Findings

/// A node of the Swift mirror of a file's AST. libclang cursors know their children but not their
/// parent; rules need both directions (where does this block go? what encloses this call?), so
/// the model copies the main file's AST once into these nodes.
package final class ASTNode {
    /// The libclang cursor.
    package let cursor: Cursor
    /// Cursor kind, cached.
    package let kind: CXCursorKind
    /// The enclosing node (nil for top-level declarations).
    ///
    /// `unowned`, not `weak`: a weak reference gives every parent a side table, which sends all
    /// of its retains and releases down the runtime's slow path (about 4% of a lint run's CPU).
    /// Parents own their children and the `SourceModel` owns the roots, so a parent lives as long
    /// as any node that is used through the model; a node kept after its model is gone must not
    /// ask for its parent.
    package private(set) unowned var parent: ASTNode?
    /// Children in source order.
    package private(set) var children: [ASTNode] = []
    /// Byte offset where the node starts in its file.
    package var start: Int { offsets.start }
    /// Byte offset one past the node's end.
    package var end: Int { offsets.end }
    /// Asked for on first use: the rules need the extent of few nodes, and asking libclang for
    /// every node's was a visible part of building the model.
    private lazy var offsets: (start: Int, end: Int) = cursor.extentOffsets
    /// Pre-order index of the node in the file.
    package internal(set) var order: Int = 0

    package init(_ cursor: Cursor, parent: ASTNode?) {
        self.cursor = cursor
        self.kind = cursor.kind
        self.parent = parent
    }

    package func append(_ child: ASTNode) { children.append(child) }

    /// The node's spelling (declaration name, member name, selector).
    package private(set) lazy var spelling: String = cursor.spelling
    /// The declaration the node refers to (null cursor when none).
    package private(set) lazy var referenced: Cursor = cursor.referenced
    /// Where the node is (the `^` of a block, the selector of a message, the name of a member).
    package private(set) lazy var location: SourcePosition = cursor.location

    /// True when `other` lies inside this node (or is this node).
    package func contains(_ other: ASTNode) -> Bool {
        var n: ASTNode? = other
        while let c = n {
            if c === self { return true }
            n = c.parent
        }
        return false
    }

    /// Every node of the subtree in pre-order, this node first.
    package func forEach(_ body: (ASTNode) -> Void) {
        body(self)
        for c in children { c.forEach(body) }
    }

    /// True when a node of the subtree (this one included) satisfies `predicate`; stops at the
    /// first.
    package func containsNode(where predicate: (ASTNode) -> Bool) -> Bool {
        if predicate(self) { return true }
        return children.contains { $0.containsNode(where: predicate) }
    }

    /// The nodes of the subtree (this one included) that satisfy `predicate`, in pre-order.
    package func all(where predicate: (ASTNode) -> Bool) -> [ASTNode] {
        var result: [ASTNode] = []
        forEach { if predicate($0) { result.append($0) } }
        return result
    }

    /// The nearest ancestor (not self) that satisfies `predicate`.
    package func ancestor(where predicate: (ASTNode) -> Bool) -> ASTNode? {
        var n = parent
        while let c = n {
            if predicate(c) { return c }
            n = c.parent
        }
        return nil
    }

    /// The child with transparent wrappers (parentheses, implicit casts, casts) removed.
    package var unwrapped: ASTNode {
        var n = self
        while n.isTransparent {
            // A cast's children are its type reference and its operand: follow the operand.
            let operands = n.children.filter { $0.kind.isExpression }
            guard operands.count == 1 else { break }
            n = operands[0]
        }
        return n
    }

    /// This node with the transparent wrappers around it (parentheses, implicit casts, casts): the
    /// outermost of them, whose parent consumes the value (the inverse of `unwrapped`).
    package var wrapped: ASTNode {
        var n = self
        while let p = n.parent, p.isTransparent { n = p }
        return n
    }

    /// True for nodes that only wrap one expression (parentheses, casts, implicit conversions).
    package var isTransparent: Bool {
        kind == CXCursor_UnexposedExpr || kind == CXCursor_ParenExpr || kind == CXCursor_CStyleCastExpr
            || kind == CXCursor_ObjCBridgedCastExpr
    }

    /// True for GNU `a ?: b` (libclang exposes it as an unexposed expression whose first three
    /// children are the same operand: the common expression, the condition and the true value).
    package var isBinaryConditional: Bool {
        guard kind == CXCursor_UnexposedExpr else { return false }
        let c = children
        guard c.count == 4 else { return false }
        return c[0].start == c[1].start && c[1].start == c[2].start && c[0].kind == c[1].kind && c[1].kind == c[2].kind
            && c[0].spelling == c[1].spelling && c[1].spelling == c[2].spelling
    }

    /// Byte offset of the node's location (expansion location), without building a SourcePosition.
    package private(set) lazy var locationOffset: Int = cursor.locationOffset

    /// Debug rendering of the subtree (kind, spelling, offset), one node a line.
    package func dump(_ depth: Int = 0) -> String {
        var s =
            String(repeating: "  ", count: depth)
            + "\(String(consuming: clang_getCursorKindSpelling(kind))) '\(spelling)' "
            + "@\(location.line):\(location.column)"
        if !referenced.isNull {
            s += " -> \(String(consuming: clang_getCursorKindSpelling(referenced.kind))) \(referenced.spelling)"
        }
        s += " type=\(cursor.type.spelling)\n"
        for c in children { s += c.dump(depth + 1) }
        return s
    }
}

extension Cursor {
    /// Byte offset of the cursor's (expansion) location; cheaper than `location`, which also
    /// copies the file name.
    package var locationOffset: Int {
        var offset: UInt32 = 0
        clang_getExpansionLocation(clang_getCursorLocation(raw), nil, nil, nil, &offset)
        return Int(offset)
    }
}
