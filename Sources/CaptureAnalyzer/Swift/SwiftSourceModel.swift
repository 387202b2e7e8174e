import Findings
import SwiftParser
import SwiftSyntax
import Synchronization

/// What `self` is where a closure is written: the answer decides whether a closure that holds
/// `self` can be part of a cycle at all.
package enum SwiftSelfKind: String, Sendable, Hashable {
    /// A class or actor instance: closures that hold it strongly can form cycles.
    case reference
    /// A struct or enum value: a closure holds a copy, never the value itself.
    case value
    /// A protocol extension, or an extension of a type the run has not seen declared.
    case unknown
    /// No instance: top level, a `static`/`class` member (self is the type).
    case none
}

/// Names of the types a lint run declares and what they are (class, actor, struct, enum,
/// protocol), so an `extension T` in one file is known to extend a struct declared in another.
public struct SwiftTypeIndex: Sendable {
    /// Type name → kind of `self` inside it.
    package var kinds: [String: SwiftSelfKind] = [:]
    /// Members and method summaries of every module of the run (empty for a file linted alone).
    package var module = SwiftModuleFacts()
    /// The trees the index was read from, by path and source text, so that linting a file does
    /// not parse it again.
    package var trees: [String: (source: String, tree: SourceFileSyntax, nodes: SwiftNodes)] = [:]

    /// An empty index.
    public init() {}

    /// Adds every type `source` declares (a byte scan of the text, no parse: it runs over every
    /// Swift file of a run before linting starts).
    public mutating func add(source: String) {
        var source = source
        source.withUTF8 { bytes in
            var previous = 0..<0
            var i = 0
            while i < bytes.count {
                guard Self.isIdentifierByte(bytes[i]) else {
                    i += 1
                    continue
                }
                let start = i
                while i < bytes.count, Self.isIdentifierByte(bytes[i]) { i += 1 }
                if let kind = Self.declaredKind(after: bytes[previous]) { record(bytes[start..<i], kind) }
                previous = start..<i
            }
        }
    }

    /// The kind of type the word declares the name after it to be (`class`, `struct`, …), if any.
    private static func declaredKind(after word: Slice<UnsafeBufferPointer<UInt8>>) -> SwiftSelfKind? {
        switch word.count {
        case 5: return word.elementsEqual("class".utf8) || word.elementsEqual("actor".utf8) ? .reference : nil
        case 6: return word.elementsEqual("struct".utf8) ? .value : nil
        case 4: return word.elementsEqual("enum".utf8) ? .value : nil
        case 8: return word.elementsEqual("protocol".utf8) ? .unknown : nil
        default: return nil
        }
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39) || b == 0x5f || b >= 0x80
    }

    private mutating func record(_ name: Slice<UnsafeBufferPointer<UInt8>>, _ kind: SwiftSelfKind) {
        // `class func`, `class var`: not type declarations (types start with a capital here).
        guard let first = name.first, first >= 0x41 && first <= 0x5a else { return }
        let key = String(decoding: name, as: UTF8.self)
        // The same name declared as two kinds (nested types in different scopes): unknown.
        if let old = kinds[key], old != kind { kinds[key] = .unknown } else { kinds[key] = kind }
    }
}

/// One Swift file parsed with swift-syntax, with the position and context questions the Swift
/// rules ask. Built once per file; rules share it.
package struct SwiftSourceModel {
    /// The file's path as reported.
    package let file: String
    /// The syntax tree.
    package let tree: SourceFileSyntax
    /// Every closure expression in source order.
    package let closures: [ClosureExprSyntax]
    /// Every call in source order.
    package let calls: [FunctionCallExprSyntax]
    /// `calleeBaseName` of each of `calls`.
    package let calleeBaseNames: [String]
    /// Every `a = b` in source order.
    package let assignments: [SequenceExprSyntax]
    /// The names of every function the file declares (methods, nested and global functions).
    package let functionNames: Set<String>
    /// Names used as values, not called (`SwiftNodes.namesUsed`).
    let namesUsed: [(ExprSyntax, String)]
    /// `SwiftNodes.methods`.
    let methodsByName: [String: [FunctionDeclSyntax]]
    /// `SwiftNodes.patterns`.
    let patterns: [TokenSyntax]
    /// `SwiftNodes.callees`.
    let callees: [(String, String, FunctionSignatureSyntax, CodeBlockSyntax?)]
    /// Line and column tables, built on the first finding (most files have none).
    private let lines: LineTable
    /// `members(around:)` by type name: the rules ask for the same type's members many times.
    private let memberCache = MemberCache()
    /// What `methodReferences()` found, kept for the next rule that asks.
    var knownMethodReferences: [(value: ExprSyntax, name: String)]? {
        get { memberCache.methodReferences }
        nonmutating set { memberCache.methodReferences = newValue }
    }
    package let types: SwiftTypeIndex

    /// The module the file belongs to (`SwiftModuleFacts.module(of:)`).
    package let module: String
    /// Library APIs known to keep their closures.
    package var keepers: ClosureKeepers = .bundled

    /// Parses `source` as the file at `path`; `types` names types declared elsewhere in the run.
    package init(source: String, path: String, types: SwiftTypeIndex = .init()) {
        var index = types
        let tree = Parser.parse(source: source)
        // A run's index already holds this file's types; a file linted alone is its own module.
        if index.kinds.isEmpty {
            index.add(source: source)
            index.module = SwiftModuleFacts.build(trees: [(path, tree)], kinds: index)
        }
        self.init(tree: tree, path: path, types: index)
    }

    /// A file already parsed, and its nodes when they were already collected.
    package init(tree: SourceFileSyntax, path: String, types: SwiftTypeIndex, nodes: SwiftNodes? = nil) {
        file = path
        self.tree = tree
        module = SwiftModuleFacts.module(of: path)
        lines = LineTable(file: path, tree: tree)
        self.types = types
        let nodes = nodes ?? SwiftNodes(tree: tree, path: path)
        closures = nodes.closures
        calls = nodes.calls
        calleeBaseNames = nodes.calleeBaseNames
        assignments = nodes.assignments
        functionNames = nodes.functionNames
        namesUsed = nodes.namesUsed
        methodsByName = nodes.methods
        patterns = nodes.patterns
        callees = nodes.callees
    }

    /// Where `node` starts (after leading trivia), as a finding position.
    package func location(of node: some SyntaxProtocol) -> SourcePosition {
        let l = lines.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(file: file, line: l.line, column: l.column, offset: l.offset)
    }

    /// What `self` is at `node`.
    package func selfKind(at node: some SyntaxProtocol) -> SwiftSelfKind {
        var current: Syntax? = Syntax(node)
        var sawStaticMember = false
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self), Self.isStatic(f.modifiers) { sawStaticMember = true }
            if let v = n.as(VariableDeclSyntax.self), Self.isStatic(v.modifiers) { sawStaticMember = true }
            if n.is(ClassDeclSyntax.self) || n.is(ActorDeclSyntax.self) { return sawStaticMember ? .none : .reference }
            if n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) { return sawStaticMember ? .none : .value }
            if n.is(ProtocolDeclSyntax.self) { return sawStaticMember ? .none : .unknown }
            if let e = n.as(ExtensionDeclSyntax.self) {
                if sawStaticMember { return .none }
                return types.kinds[Self.baseName(e.extendedType)] ?? .unknown
            }
            current = n.parent
        }
        return .none
    }

    /// The innermost type (class, struct, enum, actor, extension) around `node`.
    package func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current: Syntax? = Syntax(node)
        while let n = current {
            if let c = n.as(ClassDeclSyntax.self) { return c.name.text }
            if let c = n.as(ActorDeclSyntax.self) { return c.name.text }
            if let c = n.as(StructDeclSyntax.self) { return c.name.text }
            if let c = n.as(EnumDeclSyntax.self) { return c.name.text }
            if let e = n.as(ExtensionDeclSyntax.self) { return Self.baseName(e.extendedType) }
            current = n.parent
        }
        return nil
    }

    /// `Outer.Inner<T>` → `Inner`.
    package static func baseName(_ type: TypeSyntax) -> String {
        if let m = type.as(MemberTypeSyntax.self) { return m.name.text }
        if let i = type.as(IdentifierTypeSyntax.self) { return i.name.text }
        return type.trimmedText
    }

    /// A computed property (`var presenter: Presenter { Presenter(…) }`, `get`/`set`): it stores
    /// nothing, and each read may hand out a new object. One with only `willSet`/`didSet` stores.
    /// A setter that keeps `newValue` (`set { _presenter = newValue }`, or an associated object
    /// with a retaining policy) makes it storage all the same: a read gives back what was kept.
    package static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case .getter: return true
        case .accessors(let list):
            guard list.contains(where: { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else {
                return false
            }
            return !list.contains { accessor in
                guard accessor.accessorSpecifier.text == "set", let body = accessor.body else { return false }
                let text = body.statements.trimmedText.filter { !$0.isWhitespace }
                if text.contains("objc_setAssociatedObject("), text.contains("newValue"), !text.contains("ASSIGN") {
                    return true
                }
                // `stored = newValue`, not `_ = newValue`.
                return body.tokens(viewMode: .sourceAccurate).contains { token in
                    guard token.text == "newValue", let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                        let elements = ref.parent?.parent?.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
                        elements.count == 3, elements[2].id == ref.id, elements[1].is(AssignmentExprSyntax.self)
                    else { return false }
                    return !elements[0].is(DiscardAssignmentExprSyntax.self)
                }
            }
        case nil: return false
        }
    }

    /// The stored property a get-only computed property hands out, when its getter is nothing but
    /// that property of `self` (`var input: Node { _input }`, `get { return self._input }`): a
    /// read gives back the object `self` keeps, not a new one.
    package static func forwardedMember(_ binding: PatternBindingSyntax) -> String? {
        let statements: CodeBlockItemListSyntax
        switch binding.accessorBlock?.accessors {
        case .getter(let items): statements = items
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                let body = getter.body
            else { return nil }
            statements = body.statements
        case nil: return nil
        }
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        var value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        if let member = value?.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base),
            member.declName.argumentNames == nil
        {
            value = ExprSyntax(member.declName)
        }
        guard let ref = value?.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil,
            case .identifier(let name) = ref.baseName.tokenKind
        else { return nil }
        return name
    }

    package static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The function, initializer, accessor or closure-free body that `node` runs in: its
    /// locals are the names that are not members.
    package func enclosingFunction(of node: some SyntaxProtocol) -> Syntax? {
        var current: Syntax? = Syntax(node).parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorDeclSyntax.self)
                || n.is(DeinitializerDeclSyntax.self) || n.is(SubscriptDeclSyntax.self)
            {
                return n
            }
            if n.is(MemberBlockSyntax.self) || n.is(SourceFileSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// The stored and computed properties and methods the type around `node` declares in this
    /// file (in its declaration and its extensions), by name.
    package func members(around node: some SyntaxProtocol) -> TypeMembers {
        guard let name = enclosingTypeName(of: node) else { return TypeMembers() }
        if let known = memberCache.members[name] { return known }
        let members = members(of: name)
        memberCache.members[name] = members
        return members
    }

    /// The tokens of `function` that an identifier pattern is made of (`let job`, `if let cell`,
    /// `for item`), in order (the file's one walk found them all).
    func patternTokens(in function: Syntax) -> ArraySlice<TokenSyntax> {
        let start = Self.firstIndex(in: patterns, from: function.position)
        return patterns[start..<Self.firstIndex(in: patterns, from: function.endPosition)]
    }

    /// The index of the first of `tokens` (in source order) at or after `position`.
    private static func firstIndex(in tokens: [TokenSyntax], from position: AbsolutePosition) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The members of the type `name`, as `members(around:)` gives them.
    func members(of name: String) -> TypeMembers {
        var members = TypeMembers()
        // The module's declarations and extensions in other files, then this file's.
        for (property, facts) in types.module.facts(of: name, module: module)?.properties ?? [:] {
            members.properties[property] = facts.strength
            if let forwarded = facts.forwards { members.forwards[property] = forwarded }
        }
        // Stored properties a class inherits from the module's own superclasses, in any file
        // (`validations`, declared on `Request`, appended to in an extension of `DataRequest`).
        for superclass in types.module.lineage(of: name, module: module).dropFirst() {
            for (property, fact) in types.module.facts(of: superclass, module: module)?.properties ?? [:]
            where members.properties[property] == nil {
                members.properties[property] = fact.strength
            }
        }
        for item in tree.statements {
            collectMembers(of: name, in: Syntax(item.item), into: &members)
        }
        return members
    }

    private func collectMembers(of name: String, in node: Syntax, into members: inout TypeMembers) {
        var block: MemberBlockSyntax?
        var matches = false
        if let c = node.as(ClassDeclSyntax.self) {
            block = c.memberBlock
            matches = c.name.text == name
        } else if let c = node.as(ActorDeclSyntax.self) {
            block = c.memberBlock
            matches = c.name.text == name
        } else if let c = node.as(StructDeclSyntax.self) {
            block = c.memberBlock
            matches = c.name.text == name
        } else if let c = node.as(EnumDeclSyntax.self) {
            block = c.memberBlock
            matches = c.name.text == name
        } else if let e = node.as(ExtensionDeclSyntax.self) {
            block = e.memberBlock
            matches = Self.baseName(e.extendedType) == name
        }
        guard let block else { return }
        for member in block.members {
            let decl = member.decl
            if matches, let v = decl.as(VariableDeclSyntax.self) {
                let weak = v.modifiers.contains { ["weak", "unowned"].contains($0.name.text) }
                for binding in v.bindings {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    members.properties[id.identifier.text] =
                        Self.isComputed(binding) ? .computed : weak ? .weak : .strong
                    if let forwarded = Self.forwardedMember(binding) {
                        members.forwards[id.identifier.text] = forwarded
                    }
                }
            } else if matches, let f = decl.as(FunctionDeclSyntax.self), !Self.isStatic(f.modifiers) {
                members.methods[f.name.text] = f
                if let first = f.signature.parameterClause.parameters.first, first.firstName.tokenKind == .wildcard,
                    first.secondName?.text == f.name.text
                {
                    members.callbackSenders.insert(f.name.text)
                }
            }
            collectMembers(of: name, in: Syntax(decl), into: &members)
        }
    }
}

/// A `SourceLocationConverter` made when first asked for (a file without findings never needs
/// one), once even when two threads ask at the same time.
private final class LineTable: Sendable {
    let file: String
    let tree: SourceFileSyntax
    private let made = Mutex<SourceLocationConverter?>(nil)

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        self.tree = tree
    }

    var converter: SourceLocationConverter {
        made.withLock { made in
            if let made { return made }
            let converter = SourceLocationConverter(fileName: file, tree: tree)
            made = converter
            return converter
        }
    }
}

/// What `members(around:)` found, per model (a model is used by one lint task at a time).
private final class MemberCache {
    var members: [String: TypeMembers] = [:]
    /// `methodReferences()`, once found (two rules ask).
    var methodReferences: [(value: ExprSyntax, name: String)]?
}

/// Members a type declares in one file.
package struct TypeMembers {
    /// How a property holds its value; a computed one holds nothing (each read may make a new one).
    package enum Strength { case strong, weak, computed }
    package var properties: [String: Strength] = [:]
    /// Computed property → the stored property of `self` its getter hands out (`forwardedMember`).
    package var forwards: [String: String] = [:]
    package var methods: [String: FunctionDeclSyntax] = [:]
    /// Names of delegate callbacks named after their sender (`func tableView(_ tableView:
    /// UITableView, …)`): the class, or the library class it inherits from, has a property of
    /// that name (`UITableViewController.tableView`), which a bare `tableView` names.
    package var callbackSenders: Set<String> = []

    /// The strong stored property that `name` is or hands out (`input` for `var input: Node {
    /// _input }`: `_input`), nil when reading it may give a new object or a weakly held one.
    package func strongStorage(of name: String) -> String? {
        switch properties[name] {
        case .strong: return name
        case .computed: return forwards[name].flatMap { properties[$0] == .strong ? $0 : nil }
        default: return nil
        }
    }
}

extension SwiftSourceModel {
    /// The first syntax error of the file (line and a short message), nil when it parsed cleanly.
    package var firstSyntaxError: (line: Int, message: String)? {
        guard tree.hasError else { return nil }
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.hasError {
            let line = lines.converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            return (line, token.presence == .missing ? "expected '\(token.text)'" : "unexpected text")
        }
        return (1, "syntax error")
    }
}

extension SwiftSourceModel {
    /// The initial value of the local `name` declared in the function around `node`.
    package func localInitializer(named name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        guard let scope = enclosingFunction(of: node) ?? node.ancestorClosure.map(Syntax.init) else { return nil }
        let finder = InitializerFinder(name: name)
        finder.walk(scope)
        return finder.value
    }
}

private final class InitializerFinder: SyntaxVisitor {
    let name: String
    var value: ExprSyntax?
    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if value == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            value = node.initializer?.value
        }
        return .visitChildren
    }
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if value == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            value = node.initializer?.value
        }
        return .visitChildren
    }
}
