import CClang

/// The shared, once-per-file model the rules query: an AST mirror of the main file with parent
/// links, each block literal's node, and the escape knowledge of this run.
public final class SourceModel {
    /// Top-level declarations of the main file.
    public let roots: [ASTNode]
    /// The node of each block literal, aligned with `FileAnalysis.blocks`.
    public let blockNodes: [ASTNode?]
    /// Which APIs run their block arguments before returning.
    public let escapes: EscapeKnowledge
    /// The file's main path.
    public let file: String
    /// The analysis the model was built from.
    let analysis: FileAnalysis

    /// Builds the model with one walk over the main file's AST.
    public init(_ analysis: FileAnalysis, nonEscapingAPIs: [String] = []) {
        self.analysis = analysis
        self.file = analysis.file
        self.escapes = EscapeKnowledge(extra: nonEscapingAPIs)
        var roots: [ASTNode] = []
        var blocksByOffset: [Int: ASTNode] = [:]
        var counter = 0
        func build(_ node: ASTNode) {
            node.cursor.visitChildren { child in
                let n = ASTNode(child, parent: node)
                counter += 1
                n.order = counter
                node.append(n)
                if n.kind == CXCursor_BlockExpr { blocksByOffset[n.location.offset] = n }
                build(n)
                return .continue
            }
        }
        analysis.unit.cursor.visitChildren { child in
            // Declarations from headers are not ours to lint and are most of a unit's AST.
            guard child.isInMainFile else { return .continue }
            let n = ASTNode(child, parent: nil)
            counter += 1
            n.order = counter
            roots.append(n)
            if n.kind == CXCursor_BlockExpr { blocksByOffset[n.location.offset] = n }
            build(n)
            return .continue
        }
        self.roots = roots
        self.blockNodes = analysis.blocks.map { blocksByOffset[$0.location.offset] }
    }

    /// Every node of the main file in pre-order.
    public func forEach(_ body: (ASTNode) -> Void) {
        for r in roots { r.forEach(body) }
    }

    /// Debug rendering of the whole mirror.
    func dump() -> String { roots.map { $0.dump() }.joined() }
}
