import SwiftSyntax

/// The closures, calls, assignments, declarations and names of one tree, collected in one walk:
/// the module read's models of a file and its lint's share them.
package struct SwiftNodes: Sendable {
    package let closures: [ClosureExprSyntax]
    package let calls: [FunctionCallExprSyntax]
    /// `SwiftSourceModel.calleeBaseName` of each of `calls`.
    package let calleeBaseNames: [String]
    package let assignments: [SequenceExprSyntax]
    package let functionNames: Set<String>
    /// Names used as values, not called, that the file declares a function of
    /// (`methodReferences()`'s candidates), in source order.
    package let namesUsed: [(ExprSyntax, String)]
    /// Every instance method declared outside a function's body, by name, in source order.
    package let methods: [String: [FunctionDeclSyntax]]
    /// The name token of every identifier pattern (`let job`, `if let cell`), in source order.
    package let patterns: [TokenSyntax]
    /// Instance methods and initializers, with their type's name, outside any function's or
    /// initializer's body.
    package let callees: [(String, String, FunctionSignatureSyntax, CodeBlockSyntax?)]

    /// Walks `tree` once.
    package init(tree: SourceFileSyntax) {
        let collector = NodeCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        closures = collector.closures
        calls = collector.calls
        calleeBaseNames = collector.calleeBaseNames
        assignments = collector.assignments
        functionNames = collector.functionNames
        // Kept for the whole run: only names the file declares a function of can be methods.
        namesUsed = collector.names.found.filter { collector.functionNames.contains($0.1) }
        methods = collector.methods
        patterns = collector.patterns
        callees = collector.callees
    }
}

/// Collects `SwiftNodes` in one walk.
private final class NodeCollector: SyntaxVisitor {
    var closures: [ClosureExprSyntax] = []
    var calls: [FunctionCallExprSyntax] = []
    var calleeBaseNames: [String] = []
    var assignments: [SequenceExprSyntax] = []
    var functionNames: Set<String> = []
    /// Instance methods outside any function's body, by name (`SwiftNodes.methods`).
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var patterns: [TokenSyntax] = []
    /// `SwiftNodes.callees`.
    var callees: [(String, String, FunctionSignatureSyntax, CodeBlockSyntax?)] = []
    /// How many functions and initializers are around the node visited.
    private var bodies = 0
    /// How many functions are around the node visited.
    private var functions = 0
    let names = MethodReferenceFinder(viewMode: .sourceAccurate)
    /// How many macro expansions, key paths and attributes are around the node visited: names
    /// in them are not method references.
    private var quoted = 0

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if quoted == 0 { _ = names.visit(node) }
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { quote() }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { quote() }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { quote() }
    override func visitPost(_ node: MacroExpansionExprSyntax) { quoted -= 1 }
    override func visitPost(_ node: KeyPathExprSyntax) { quoted -= 1 }
    override func visitPost(_ node: AttributeSyntax) { quoted -= 1 }
    private func quote() -> SyntaxVisitorContinueKind {
        quoted += 1
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functionNames.insert(node.name.text)
        let isStatic = SwiftSourceModel.isStatic(node.modifiers)
        if functions == 0, !isStatic, node.parent?.is(CodeBlockItemSyntax.self) != true {
            methods[node.name.text, default: []].append(node)
        }
        if bodies == 0, !isStatic, let type = MemberFactsCollector.enclosingType(of: node) {
            callees.append((type, node.name.text, node.signature, node.body))
        }
        functions += 1
        bodies += 1
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        functions -= 1
        bodies -= 1
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodies == 0, let type = MemberFactsCollector.enclosingType(of: node) {
            callees.append((type, "init", node.signature, node.body))
        }
        bodies += 1
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { bodies -= 1 }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if node.identifier.presence == .present { patterns.append(node.identifier) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closures.append(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        calleeBaseNames.append(SwiftSourceModel.calleeBaseName(node))
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = node.elements
        if elements.count >= 3, elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            assignments.append(node)
        }
        return .visitChildren
    }
}
