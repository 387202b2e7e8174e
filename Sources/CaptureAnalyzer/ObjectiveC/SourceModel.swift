import CClang
import ClangFrontend

/// The shared, once-per-file model the rules query: an AST mirror of the main file with parent
/// links, its variables, what each block literal refers to, and the escape knowledge of the run.
/// Built with one walk; rules only read it.
package final class SourceModel {
    /// Top-level declarations of the main file.
    package private(set) var roots: [ASTNode] = []
    /// Facts about each block literal of the main file, in source order.
    package private(set) var blocks: [BlockFacts] = []
    /// Variables and parameters declared in the main file, by declaration offset.
    package private(set) var variables: [Int: Variable] = [:]
    /// `@implementation`s of the main file.
    package private(set) var classes: [ClassInfo] = []
    /// The category implementations of the main file (`@implementation UIScrollView (Refresh)`),
    /// named after the class they extend.
    package private(set) var categories: [ClassInfo] = []
    /// Every message send and call of the main file, in source order.
    package private(set) var calls: [ASTNode] = []
    /// Which APIs run their block arguments before returning.
    package let escapes: EscapeKnowledge
    /// Which library APIs keep the blocks handed to them, and who keeps them.
    package let keepers: ClosureKeepers
    /// The file's path.
    package let file: String
    /// The file's language.
    package let language: SourceLanguage
    /// True when the file is compiled with ARC (`__block` object variables are then strong).
    package let isARC: Bool
    /// The translation unit, for tokens.
    package let unit: TranslationUnit
    /// Property declarations of the main file by name (attributes decide strong or weak edges).
    package private(set) var propertiesByName: [String: [ASTNode]] = [:]
    /// Superclass name of each class declared in the main file.
    package private(set) var superclassOf: [String: String] = [:]
    /// Memo of `blockCycles`.
    package var cachedCycles: [BlockCycle]?
    /// Every `@interface` the translation unit declares (headers included), built on first use.
    package var cachedInterfaces: [String: InterfaceFacts]?
    /// Memo of `escapes(_:)`, by block node.
    package var cachedEscapes: [ObjectIdentifier: Bool] = [:]
    /// How many method summaries are following a block that wraps a parameter through the full
    /// value flow right now: that flow may ask for summaries again, so it stops at a bound.
    var wrappingSummaries = 0
    /// Memo of `memberAssignments`.
    package var cachedMemberAssignments: [String: [ASTNode]]?
    /// Memo of `runCalls`.
    package var cachedRunCalls: [ASTNode]?
    /// Memo of `threadEntries`.
    package var cachedThreadEntries: [ThreadEntry]?
    /// The run's other implementations, for methods of `self` that a superclass implements in
    /// another file (nil: this file alone).
    package var implementations: ObjCImplementations?
    /// The other files whose method summaries this file's findings rest on (cache dependencies).
    package var consultedFiles: Set<String> = []
    /// The main file's lines on which clang reported an error: a statement there may have been
    /// dropped, so a finding is best told on a use apart from them.
    package let errorLines: Set<Int>

    /// Builds the model with one walk over the main file's AST.
    package init(_ analysis: FileAnalysis, nonEscapingAPIs: [String] = [], keepers: ClosureKeepers = .bundled) {
        self.file = analysis.file
        self.language = analysis.language
        self.isARC = analysis.language != .c && SourceAnalyzer.isARCEnabled(analysis.arguments)
        self.unit = analysis.unit
        self.escapes = EscapeKnowledge(extra: nonEscapingAPIs)
        self.keepers = keepers
        self.errorLines = Set(
            analysis.diagnostics.filter { $0.isInMainFile && $0.severity >= .error }.map(\.location.line))
        let found = mirrorMainFile(of: analysis)
        linkVariables(declRefs: found.declRefs, assignments: found.assignments)
        blocks = found.blockNodes.sorted { $0.start < $1.start }.map { BlockFacts(node: $0, model: self) }
        calls.sort { $0.start < $1.start }
    }

    /// Copies the main file's declarations into `roots` and their subtrees, and files the nodes
    /// rules look for (variables, calls, properties, classes, superclasses); returns the blocks,
    /// variable references and binary operators for the passes that need the whole tree.
    private func mirrorMainFile(of analysis: FileAnalysis) -> (
        blockNodes: [ASTNode], declRefs: [ASTNode], assignments: [ASTNode]
    ) {
        var counter = 0
        var blockNodes: [ASTNode] = []
        var declRefs: [ASTNode] = []
        var assignments: [ASTNode] = []
        func record(_ n: ASTNode) {
            counter += 1
            n.order = counter
            switch n.kind {
            case CXCursor_BlockExpr: blockNodes.append(n)
            case CXCursor_VarDecl, CXCursor_ParmDecl:
                let v = Variable(node: n, language: analysis.language)
                variables[v.key] = v
            case CXCursor_DeclRefExpr: declRefs.append(n)
            case CXCursor_BinaryOperator: assignments.append(n)
            case CXCursor_ObjCMessageExpr, CXCursor_CallExpr: calls.append(n)
            case CXCursor_ObjCPropertyDecl: propertiesByName[n.spelling, default: []].append(n)
            case CXCursor_ObjCImplementationDecl: classes.append(ClassInfo(node: n))
            case CXCursor_ObjCCategoryImplDecl:
                if let name = Self.className(declaring: n.cursor) { categories.append(ClassInfo(node: n, name: name)) }
            case CXCursor_ObjCInterfaceDecl:
                if let sup = n.children.first(where: { $0.kind == CXCursor_ObjCSuperClassRef }) {
                    superclassOf[n.spelling] = sup.spelling
                }
            default: break
            }
        }
        func build(_ node: ASTNode) {
            node.cursor.visitChildren { child in
                let n = ASTNode(child, parent: node)
                node.append(n)
                build(n)
                record(n)
                return .continue
            }
        }
        var roots: [ASTNode] = []
        analysis.unit.cursor.visitChildren { child in
            // Declarations from headers are not ours to lint and are most of a unit's AST.
            guard child.isInMainFile else { return .continue }
            let n = ASTNode(child, parent: nil)
            roots.append(n)
            build(n)
            record(n)
            return .continue
        }
        self.roots = roots
        return (blockNodes, declRefs, assignments)
    }

    /// Gives each variable its references and the values assigned to it.
    private func linkVariables(declRefs: [ASTNode], assignments: [ASTNode]) {
        for r in declRefs {
            let target = r.referenced
            guard target.kind == CXCursor_VarDecl || target.kind == CXCursor_ParmDecl,
                let v = variables[target.locationOffset], v.name == r.spelling
            else { continue }
            v.references.append(r)
        }
        for a in assignments where a.children.count == 2 {
            let lhs = a.children[0].unwrapped
            if lhs.kind == CXCursor_DeclRefExpr, let v = variable(referencedBy: lhs), isAssignment(a) {
                v.assignments.append(a.children[1])
            }
        }
    }

    /// Every node of the main file in pre-order.
    package func forEach(_ body: (ASTNode) -> Void) {
        for r in roots { r.forEach(body) }
    }

    /// The variable a `DeclRefExpr` names, when it is declared in the main file.
    package func variable(referencedBy ref: ASTNode) -> Variable? {
        let n = ref.unwrapped
        guard n.kind == CXCursor_DeclRefExpr else { return nil }
        let target = n.referenced
        guard target.kind == CXCursor_VarDecl || target.kind == CXCursor_ParmDecl else { return nil }
        return variables[target.locationOffset]
    }

    /// The facts of the block literal `node`.
    package func block(_ node: ASTNode) -> BlockFacts? { blocks.first { $0.node === node } }

    /// The spelling of a binary operator (`=`, `==`, `&&`…), read from the tokens between its operands.
    package func operatorSpelling(_ node: ASTNode) -> String? {
        guard node.children.count == 2 else { return nil }
        let lhs = node.children[0]
        let rhs = node.children[1]
        // Only the tokens between the operands: tokenizing the whole expression would make long
        // right-hand sides (a block literal) cost their length for every assignment.
        let between = clang_getRange(
            clang_getRangeEnd(clang_getCursorExtent(lhs.cursor.raw)),
            clang_getRangeStart(clang_getCursorExtent(rhs.cursor.raw)))
        let tokens = unit.tokens(in: SourceRange(raw: between))
        return tokens.first {
            $0.location.offset >= lhs.end && $0.location.offset < rhs.start && $0.kind == .punctuation
        }?.spelling
            ?? unit.tokens(in: node.cursor.extent).first {
                $0.location.offset >= lhs.end && $0.location.offset < rhs.start && $0.kind == .punctuation
            }?.spelling
    }

    /// True for `a = b` (not `==`, `+=`…).
    package func isAssignment(_ node: ASTNode) -> Bool {
        node.kind == CXCursor_BinaryOperator && operatorSpelling(node) == "="
    }

    /// The spellings of the tokens of a node. Empty for a node whose extent was spelled inside a
    /// macro definition (its range then starts in the `#define`, not where the macro is used).
    package func tokens(of node: ASTNode) -> [String] {
        if let p = node.parent, node.start < p.start || node.end > p.end {
            return [firstToken(of: node)].compactMap { $0 }
        }
        return unit.tokens(in: node.cursor.extent).map(\.spelling)
    }

    /// The node's source as its tokens spell it, for fix texts: `[NSRunLoop mainRunLoop]`,
    /// `self.timer` (one space between words, none inside brackets or around `.`/`:`/`->`).
    package func spelledText(of node: ASTNode) -> String {
        var text = ""
        var previous = ""
        for token in tokens(of: node) {
            let tight =
                ["[", "(", ".", "->", ":"].contains(previous) || ["]", ")", ",", ";", ".", "->", ":"].contains(token)
            if !text.isEmpty && !tight { text += " " }
            text += token
            previous = token
        }
        return text
    }

    /// The token at a node's location (for a macro, the macro's name where it is used).
    package func firstToken(of node: ASTNode) -> String? {
        let loc = clang_getCursorLocation(node.cursor.raw)
        return unit.tokens(in: SourceRange(raw: clang_getRange(loc, loc))).first?.spelling
    }

    /// The property named `name` declared in the main file (any class), if exactly known.
    package func property(named name: String) -> ASTNode? { propertiesByName[name]?.first }

    /// True for a declaration that no header declares: the recovery prelude made it up from how
    /// the file uses it (a method of the `CapcheckRecovery` category, a class or function in the
    /// prelude), so its types and ownership are guesses.
    package func isRecovered(_ declaration: Cursor) -> Bool {
        if declaration.semanticParent.kind == CXCursor_ObjCCategoryDecl,
            declaration.semanticParent.spelling == "CapcheckRecovery"
        {
            return true
        }
        return declaration.location.file.hasSuffix(".prelude.h")
    }

    /// The class (`@implementation`) a node is in.
    package func enclosingClass(of node: ASTNode) -> ClassInfo? {
        guard let impl = node.ancestor(where: { $0.kind == CXCursor_ObjCImplementationDecl }) else { return nil }
        return classes.first { $0.node === impl }
    }

    /// True when `className` or one of its superclasses declared in this file has a name with
    /// one of `prefixes` (e.g. `UIView`).
    package func inherits(_ className: String, fromAnyOf names: [String]) -> Bool {
        var current: String? = className
        var seen = Set<String>()
        while let c = current, seen.insert(c).inserted {
            if names.contains(where: { c.hasPrefix($0) }) { return true }
            current = superclassOf[c] ?? headerSuperclass(of: c)
        }
        return false
    }

    /// The superclass an `@interface` in an included header names (`AFTestCase : XCTestCase`),
    /// for classes this file does not declare itself.
    private func headerSuperclass(of className: String) -> String? {
        interface(named: className)?.superclass
    }

    /// What the `@interface` of `className` in the translation unit says, if there is one: the
    /// first that names a superclass clang resolved, else the first.
    package func interface(named className: String) -> InterfaceFacts? {
        if cachedInterfaces == nil {
            var interfaces: [String: InterfaceFacts] = [:]
            unit.cursor.visitChildren { child in
                guard child.kind == CXCursor_ObjCInterfaceDecl, interfaces[child.spelling]?.superclass == nil else {
                    return .continue
                }
                var facts = InterfaceFacts(recovered: child.location.file.hasSuffix(".prelude.h"))
                child.visitChildren { ref in
                    if ref.kind == CXCursor_ObjCSuperClassRef { facts.superclass = ref.spelling }
                    return facts.superclass == nil ? .continue : .break
                }
                if facts.superclass == nil {
                    // `@interface A : B` where clang found no `B` keeps no reference to it.
                    let tokens = unit.tokens(in: child.extent).prefix(6).map(\.spelling)
                    if let colon = tokens.firstIndex(of: ":"), colon > 0, colon + 1 < tokens.count,
                        tokens[colon - 1] == child.spelling
                    {
                        facts.spelledSuperclass = tokens[colon + 1]
                    }
                }
                // The first declaration, unless a later one names the superclass clang resolved.
                if interfaces[child.spelling] == nil || facts.superclass != nil { interfaces[child.spelling] = facts }
                return .continue
            }
            cachedInterfaces = interfaces
        }
        return cachedInterfaces?[className]
    }
}

/// What an `@interface` says about its class's place in the hierarchy.
package struct InterfaceFacts {
    /// The superclass clang resolved.
    package var superclass: String?
    /// The superclass the declaration names when clang found no declaration of it.
    package var spelledSuperclass: String?
    /// True when the recovery prelude made the declaration up (a class no header declares).
    package var recovered: Bool

    package init(superclass: String? = nil, spelledSuperclass: String? = nil, recovered: Bool) {
        self.superclass = superclass
        self.spelledSuperclass = spelledSuperclass
        self.recovered = recovered
    }
}

/// An `@implementation` of the main file.
package final class ClassInfo {
    /// The `ObjCImplementationDecl` node.
    package let node: ASTNode
    /// The class name.
    package let name: String
    /// Its methods by selector.
    package let methods: [String: ASTNode]

    package init(node: ASTNode, name: String? = nil) {
        self.node = node
        self.name = name ?? node.spelling
        var methods: [String: ASTNode] = [:]
        for c in node.children where c.kind == CXCursor_ObjCInstanceMethodDecl || c.kind == CXCursor_ObjCClassMethodDecl
        {
            methods[c.spelling] = c
        }
        self.methods = methods
    }
}

/// Everything a block literal refers to that lives outside it (nested blocks included, unevaluated
/// operands such as `sizeof` and `typeof` excluded): the capture model the rules reason with.
package final class BlockFacts {
    /// The `BlockExpr` node.
    package let node: ASTNode
    /// Explicit uses of `self` (including `self.x` and `self->x`).
    package private(set) var selfUses: [ASTNode] = []
    /// The explicit uses of `self` that hold the block's own `self`: all of `selfUses` but those a
    /// strongify macro that was not expanded has rebound (below).
    package private(set) var retainedSelfUses: [ASTNode] = []
    /// Ivar uses through the implicit `self` (`_x`).
    package private(set) var ivarUses: [ASTNode] = []
    /// Uses of automatic variables declared outside the block, by variable key.
    package private(set) var captures: [Int: [ASTNode]] = [:]
    /// True when the block is written in a class method, where `self` is the class object.
    package let isInClassMethod: Bool

    package init(node: ASTNode, model: SourceModel) {
        self.node = node
        isInClassMethod =
            node.ancestor(where: {
                $0.kind == CXCursor_ObjCClassMethodDecl || $0.kind == CXCursor_ObjCInstanceMethodDecl
                    || $0.kind == CXCursor_FunctionDecl
            })?.kind == CXCursor_ObjCClassMethodDecl
        let start = node.start
        let end = node.end
        var strongifies: [ASTNode] = []
        func walk(_ n: ASTNode) {
            switch n.kind {
            case CXCursor_UnaryExpr:
                return  // sizeof / alignof: not evaluated
            case CXCursor_ObjCSelfExpr:
                if n.location.line > 0 { selfUses.append(n) }
            case CXCursor_ObjCMessageExpr:
                // `[super m]` has no receiver node, but sends to self: the block captures self.
                if model.isSuperMessage(n) {
                    selfUses.append(n)
                }
            case CXCursor_MemberRefExpr:
                // `super.prop` is a property reference with no base node that reads self.
                if n.children.isEmpty,
                    n.referenced.kind == CXCursor_ObjCPropertyDecl
                        || n.referenced.kind == CXCursor_ObjCInstanceMethodDecl,
                    model.unit.tokens(in: SourceRange(raw: clang_getCursorExtent(n.cursor.raw))).first?.spelling
                        == "super"
                {
                    selfUses.append(n)
                }
                if n.referenced.kind == CXCursor_ObjCIvarDecl, let base = n.children.first?.unwrapped,
                    base.kind == CXCursor_ObjCSelfExpr, base.location.line == 0
                {
                    ivarUses.append(n)
                    return
                }
            case CXCursor_CallExpr where n.spelling.lowercased().contains("strongify"):
                strongifies.append(n)
            case CXCursor_DeclRefExpr:
                if let v = model.variable(referencedBy: n), v.isAutomatic,
                    !(v.node.start >= start && v.node.start < end)
                {
                    captures[v.key, default: []].append(n)
                }
            case CXCursor_VarDecl:
                // Expression children other than the initializer are type operands (`typeof(self)`):
                // unevaluated.
                let initializer = model.variables[n.locationOffset]?.initializer
                for c in n.children where !c.kind.isExpression || c === initializer { walk(c) }
                return
            default: break
            }
            for c in n.children { walk(c) }
        }
        for c in node.children { walk(c) }
        // `MXStrongifyAndReturnIfNil(self);`, `strongify(self)` seen as a call: the macro's header
        // was not found, so it was not expanded. Expanded, it declares a strong local named self
        // from the weak copy its weakify twin made; from there to the end of its scope, `self` is
        // that local, not a capture. (Ivar uses still go through the block's own self.)
        retainedSelfUses = selfUses
        for call in strongifies
        where model.arguments(of: call).contains(where: { $0.unwrapped.kind == CXCursor_ObjCSelfExpr }) {
            guard let scope = call.ancestor(where: { $0.kind == CXCursor_CompoundStmt }) else { continue }
            retainedSelfUses.removeAll { scope.contains($0) && $0.start >= call.start }
        }
    }

    /// True when the block retains `self` (explicitly or through an ivar) in an instance method.
    package var capturesSelf: Bool { !isInClassMethod && (!retainedSelfUses.isEmpty || !ivarUses.isEmpty) }

    /// The first use of `self` in the block, explicit or through an ivar.
    package var firstSelfUse: ASTNode? {
        (retainedSelfUses + ivarUses).min { $0.start < $1.start }
    }

    /// The first use of `variable` in the block.
    package func firstUse(of variable: Variable) -> ASTNode? {
        captures[variable.key]?.min { $0.start < $1.start }
    }
}

extension SourceModel {
    /// Debug rendering of the whole mirror (kind, spelling, position, referenced declaration).
    package func dump() -> String { roots.map { $0.dump() }.joined() }
}
