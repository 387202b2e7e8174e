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
    /// Functions declared at the top level of the file (`func debounce(…) -> () -> Void`).
    package let freeFunctions: [FunctionDeclSyntax]

    /// What the file declares about its module's types (`MemberFactsCollector`'s walk).
    let declarations: FileDeclarations

    /// Walks `tree`, the file at `path`, once.
    package init(tree: SourceFileSyntax, path: String) {
        let collector = NodeCollector(module: SwiftModuleFacts.module(of: path))
        collector.walk(tree)
        declarations = collector.facts.declarations
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
        freeFunctions = collector.freeFunctions
    }
}

/// Collects `SwiftNodes` in one walk.
private final class NodeCollector: SyntaxVisitor {
    var closures: [ClosureExprSyntax] = []
    var calls: [FunctionCallExprSyntax] = []
    var calleeBaseNames: [String] = []
    var assignments: [SequenceExprSyntax] = []
    var functionNames: Set<String> = []
    /// The module read's declarations, walked into where `MemberFactsCollector` alone would:
    /// not into variables, protocols, type aliases, functions and initializers.
    let facts: MemberFactsCollector
    /// How many of those are around the node visited.
    private var hidden = 0
    /// Instance methods outside any function's body, by name (`SwiftNodes.methods`).
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var patterns: [TokenSyntax] = []
    /// `SwiftNodes.callees`.
    var callees: [(String, String, FunctionSignatureSyntax, CodeBlockSyntax?)] = []
    var freeFunctions: [FunctionDeclSyntax] = []
    /// How many functions and initializers are around the node visited.
    private var bodies = 0
    /// How many functions are around the node visited.
    private var functions = 0
    let names = MethodReferenceFinder(viewMode: .sourceAccurate)

    init(module: String) {
        facts = MemberFactsCollector(module: module)
        super.init(viewMode: .sourceAccurate)
    }
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
        hide(node, facts.visit)
        functionNames.insert(node.name.text)
        let isStatic = SwiftSourceModel.isStatic(node.modifiers)
        if functions == 0, !isStatic, node.parent?.is(CodeBlockItemSyntax.self) != true {
            methods[node.name.text, default: []].append(node)
        }
        if bodies == 0, !isStatic, let type = MemberFactsCollector.enclosingType(of: node) {
            callees.append((type, node.name.text, node.signature, node.body))
        }
        if bodies == 0, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            freeFunctions.append(node)
        }
        functions += 1
        bodies += 1
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        hidden -= 1
        functions -= 1
        bodies -= 1
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        hide(node, facts.visit)
        if bodies == 0, let type = MemberFactsCollector.enclosingType(of: node) {
            callees.append((type, "init", node.signature, node.body))
        }
        bodies += 1
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        hidden -= 1
        bodies -= 1
    }

    // The declarations `MemberFactsCollector` reads: it walks into types, not into the rest.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { hide(node, facts.visit) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { hide(node, facts.visit) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { hide(node, facts.visit) }
    override func visitPost(_ node: VariableDeclSyntax) { hidden -= 1 }
    override func visitPost(_ node: ProtocolDeclSyntax) { hidden -= 1 }
    override func visitPost(_ node: TypeAliasDeclSyntax) { hidden -= 1 }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { show(node, facts.visit) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { show(node, facts.visit) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { show(node, facts.visit) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { show(node, facts.visit) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { show(node, facts.visit) }

    /// `MemberFactsCollector` reads `node` (when it walks this far) and not what is inside it.
    @discardableResult
    private func hide<Node>(_ node: Node, _ read: (Node) -> SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
        if hidden == 0 { _ = read(node) }
        hidden += 1
        return .visitChildren
    }

    /// `MemberFactsCollector` reads `node` (when it walks this far) and what is inside it.
    private func show<Node>(_ node: Node, _ read: (Node) -> SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
        if hidden == 0 { _ = read(node) }
        return .visitChildren
    }

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
