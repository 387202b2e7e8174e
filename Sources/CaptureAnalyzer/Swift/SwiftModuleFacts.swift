import Findings
import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization

/// What a whole Swift module says about its types, read before any file is judged: each type's
/// stored properties from its declaration and every extension, in whichever file, and for each
/// method which `@escaping` parameter ends up kept by the method's `self` and where (directly,
/// wrapped in another closure, through an accessor closure such as `lock.withLock { … }`, or
/// handed to another method of `self` that keeps it).
///
/// A module is a SwiftPM target (the folder under `Sources/` or `Tests/`), else the whole run.
/// Facts are keyed by module and type name, so two modules' types of one name do not mix.
package struct SwiftModuleFacts: Sendable, Hashable {
    /// A stored property: whether it holds strongly, and its type's name when the declaration
    /// says it (`let downloader = Downloader()`, `var feed: Feed?`).
    package struct Property: Sendable, Hashable {
        package var strength: TypeMembers.Strength
        package var typeName: String?
        /// `@IBOutlet`: a view the nib puts in the owner's view hierarchy (held weakly by the
        /// property, strongly by its superview).
        package var isOutlet = false
        /// For a computed property whose getter hands out a stored property of `self`, that
        /// property's name (`SwiftSourceModel.forwardedMember`).
        package var forwards: String? = nil
    }

    /// A call of a method on `self` whose result `self` keeps.
    package struct ResultStore: Sendable, Hashable {
        /// The method's name.
        package var name: String
        /// The call's argument labels (`_` for none), trailing closures left out.
        package var labels: [String]
        /// Where `self` keeps the result (`self.handler`, `lazy var dataSource`).
        package var label: String
    }

    /// A method or initializer that keeps some of its parameters: the summary both languages
    /// share (`OwnershipModel.Method`).
    package typealias MethodSummary = OwnershipModel.Method

    /// Everything the module declares about one type.
    package struct TypeFacts: Sendable, Hashable {
        package var properties: [String: Property] = [:]
        /// Whether any declaration or extension of the type declares an initializer (a struct
        /// that does not has the memberwise one, which stores each argument in its property).
        package var declaresInitializer = false
        /// Where `self` keeps what its own methods return (`handler = makeHandler()`, `lazy var
        /// dataSource = makeDataSource()`), for methods that return a value and build a closure.
        package var resultStores: [ResultStore] = []

        /// Where `self` keeps the result of the method `name` with parameter labels `labels`.
        package func resultStore(named name: String, labels: [String]) -> String? {
            resultStores.first {
                $0.name == name && $0.labels.count <= labels.count && zip($0.labels, labels).allSatisfy { $0 == $1 }
            }?.label
        }
    }

    /// "module|Type" → its properties, initializers and result stores. A type the module
    /// declares may have none of these and be known to `ownership` alone: ask `declares(_:)`
    /// or `facts(of:module:)`, not this map, whether the module declares a type.
    package var types: [String: TypeFacts] = [:]

    /// Whether the module declares the type "module|Type": it has facts of its own, or the
    /// ownership model knows its superclass or its methods.
    package func declares(_ key: String) -> Bool { types[key] != nil || ownership.types[key] != nil }

    /// Who keeps what, in the model both languages share: each type's superclass ("module|Type"
    /// keys), the instance methods it declares in any file, keeping or not, the summaries of
    /// those that keep a parameter, and "module|Protocol" → the module's types that declare
    /// conformance to that protocol of the module, in their declaration or an extension.
    package var ownership = OwnershipModel()

    /// The names of the methods whose summaries have an `@autoclosure` parameter, in any module.
    package var autoclosureMethods: Set<String> = []

    /// "module|Alias" of the type aliases that name a function type (`typealias Action = (Row) -> Void`):
    /// a parameter of type `Action?` is an optional closure, which escapes without `@escaping`.
    package var closureAliases: Set<String> = []

    /// "module|name" → the functions of that name whose returned value keeps closure parameters
    /// (`SwiftResultKeepers.swift`).
    package var resultKeepers: [String: [ResultKeeper]] = [:]

    /// Module → the names of the modules its files import (`SwiftModuleFacts+Modules.swift`).
    package var imports: [String: Set<String>] = [:]

    /// Type name → the modules of the run that declare it, when any file imports a module.
    package var homes: [String: [String]] = [:]

    /// No facts: every file is judged on its own.
    package init() {}

    /// The facts of `type` as seen from a file of `module`.
    package func facts(of type: String, module: String) -> TypeFacts? {
        let typeKey = key(of: type, from: module)
        return types[typeKey] ?? (ownership.types[typeKey] != nil ? TypeFacts() : nil)
    }

    /// The stored property `name` of `type` or of the nearest module superclass that declares it.
    package func property(named name: String, of type: String, module: String) -> Property? {
        lineage(of: type, module: module).lazy.compactMap { self.facts(of: $0, module: module)?.properties[name] }
            .first
    }

    /// The superclass of `type` named in its declaration (a module type or a library's).
    package func superclass(of type: String, module: String) -> String? {
        ownership.types[key(of: type, from: module)]?.superclass.map(Self.typeName(ofKey:))
    }

    /// `type` and then the superclasses the module declares, nearest first.
    package func lineage(of type: String, module: String) -> [String] {
        ownership.lineage(of: key(of: type, from: module)).filter(declares).map(Self.typeName(ofKey:))
    }

    /// The summaries of the method `name` that a call on an instance of `type` runs: the type's
    /// own, else those of the nearest module superclass that declares a method of that name (a
    /// subclass that declares one, keeping or not, answers for itself), re-indexed by the call's
    /// arguments (`MethodSummary.skippingDefaults`).
    package func summaries(of type: String, module: String, named name: String, labels: [String]) -> [MethodSummary] {
        ownership.methods(of: key(of: type, from: module), named: name).compactMap { $0.skippingDefaults(for: labels) }
    }

    /// The summaries of the methods called `name` that `type` itself declares, as a call with
    /// argument labels `labels` reaches them.
    package func ownSummaries(of type: String, module: String, named name: String, labels: [String])
        -> [MethodSummary]
    {
        (ownership.types[key(of: type, from: module)]?.methods ?? []).compactMap {
            $0.name == name && !$0.isTypeMethod ? $0.skippingDefaults(for: labels) : nil
        }
    }

    /// Whether `type` declares an instance method called `name`, keeping or not.
    package func declaresMethod(_ name: String, in type: String, module: String) -> Bool {
        ownership.types[key(of: type, from: module)]?.implemented.contains(name) == true
    }

    /// Reads every file's declarations: members first, then (knowing every member) which
    /// methods keep which parameters, twice so that a method handing its parameter to another
    /// storing method of `self` is known too. `nodes`, when given, are each tree's nodes.
    package static func build(
        trees: [(path: String, tree: SourceFileSyntax)], kinds: SwiftTypeIndex, nodes: [SwiftNodes]? = nil,
        jobs: Int = 1
    ) -> SwiftModuleFacts {
        // Each file is read on its own (on `jobs` threads), and the results merged in file order.
        // A file's models (each round's, the result stores') share one collection of its nodes.
        let collected =
            nodes
            ?? guardedMap(count: trees.count, jobs: jobs) { SwiftNodes(tree: trees[$0].tree, path: trees[$0].path) }
        guard let collected else { return SwiftModuleFacts() }
        var facts = SwiftModuleFacts()
        facts.addDeclarations(collected.map(\.declarations))
        // Each file's methods, found once for the summaries and the result stores.
        let callees = collected.map(\.callees)
        for ((path, _), methods) in zip(trees, callees) {
            // Only types the run declares: an extension of a library type (`extension Observable`)
            // does not make it the module's.
            for (type, name, _, _) in methods where name != "init" && kinds.kinds[type] != nil {
                let key = module(of: path) + "|" + type
                facts.ownership.types[key, default: .init()].implemented.insert(name)
            }
        }
        facts.linkModules(trees: trees)
        // Only files that declare a method with an `@escaping` parameter can add a summary.
        let candidates = callees.indices.filter { i in
            callees[i].contains { callee in
                callee.2.parameterClause.parameters.contains {
                    SwiftSourceModel.mayEscape($0.type, module: module(of: trees[i].path), facts: facts)
                }
            }
        }
        guard facts.addSummaries(trees: trees, candidates: candidates, kinds: kinds, nodes: collected, jobs: jobs),
            facts.addResultStores(trees: trees, callees: callees, kinds: kinds, nodes: collected, jobs: jobs)
        else { return SwiftModuleFacts() }
        facts.addResultKeepers(trees: trees, nodes: collected, kinds: kinds)
        return facts
    }

    /// Merges what each file declares (in file order): properties, superclasses, initializers,
    /// protocols and their conformers.
    private mutating func addDeclarations(_ files: [FileDeclarations]) {
        var aliases: [String: String] = [:]
        var protocols = Set<String>()
        var conformances: [String: Set<String>] = [:]
        for file in files {
            for (key, superclass) in file.superclasses {
                ownership.types[key, default: .init()].superclass = Self.module(ofKey: key) + "|" + superclass
            }
            aliases.merge(file.aliases) { old, _ in old }
            closureAliases.formUnion(file.closureAliases)
            protocols.formUnion(file.protocols)
            conformances.merge(file.conformances) { $0.union($1) }
            for key in file.initializers { types[key, default: TypeFacts()].declaresInitializer = true }
            for (key, properties) in file.properties {
                types[key, default: TypeFacts()].properties.merge(properties) { old, new in
                    // Two declarations disagree (nested types of one name): claim nothing strong.
                    old == new ? old : Property(strength: .weak, typeName: nil)
                }
            }
        }
        // A superclass named through a type alias (`class Screen: ScreenViewModelType` with
        // `typealias ScreenViewModelType = StateStoreViewModel<State, Action>`) is the aliased class.
        for (key, fact) in ownership.types {
            guard let superclass = fact.superclass, !declares(superclass), let target = aliases[superclass] else {
                continue
            }
            ownership.types[key]?.superclass = Self.module(ofKey: key) + "|" + target
        }
        for (key, types) in conformances where protocols.contains(key) {
            ownership.adopters[key] = Set(types.map { Self.module(ofKey: key) + "|" + $0 })
        }
    }

    /// The summaries of the methods of the `candidates` files, in two rounds: the second sees the
    /// first round's summaries (a method that hands its parameter to a storing method of `self`),
    /// and is needed only when the first found any. False when reading a file crashed.
    private mutating func addSummaries(
        trees: [(path: String, tree: SourceFileSyntax)], candidates: [Int], kinds: SwiftTypeIndex,
        nodes: [SwiftNodes], jobs: Int
    ) -> Bool {
        var previous: [[(type: String, summary: MethodSummary)]] = []
        for round in 0..<2 {
            var summaries: [String: [MethodSummary]] = [:]
            var index = kinds
            index.module = self
            // The second round sees the first one's summaries, which a file's reading looks up
            // only by the name of a method it calls (`init` for a type's name), and the functions
            // whose result keeps a parameter (built with those summaries): a file that calls none
            // of those names reads as it did.
            var named = Set(previous.joined().map(\.summary.name))
            for (key, keepers) in resultKeepers where keepers.contains(where: { !$0.kept.isEmpty }) {
                named.insert(Self.typeName(ofKey: key))
            }
            let again = candidates.indices.filter { c in
                round == 0 || nodes[candidates[c]].calleeBaseNames.contains { Self.mayCall(named, $0) }
            }
            let read = Self.guardedMap(count: again.count, jobs: jobs) { [index] a in
                let (path, tree) = trees[candidates[again[a]]]
                return SwiftSourceModel(tree: tree, path: path, types: index, nodes: nodes[candidates[again[a]]])
                    .methodSummaries()
            }
            guard let read else { return false }
            var found = previous
            if round == 0 { found = read } else { for (a, c) in again.enumerated() { found[c] = read[a] } }
            previous = found
            for (c, methods) in found.enumerated() {
                for (type, summary) in methods {
                    summaries[Self.module(of: trees[candidates[c]].path) + "|" + type, default: []].append(summary)
                }
            }
            for key in ownership.types.keys { ownership.types[key]?.methods = [] }
            for (key, methods) in summaries {
                ownership.types[key, default: .init()].methods = methods
            }
            guard round == 0 else { break }
            // What the module's functions return, with the initializers' summaries known.
            addResultKeepers(trees: trees, nodes: nodes, kinds: kinds)
            if summaries.isEmpty && !resultKeepers.values.joined().contains(where: { !$0.kept.isEmpty }) { break }
        }
        for method in ownership.types.values.lazy.flatMap(\.methods) where !method.autoclosures.isEmpty {
            autoclosureMethods.insert(method.name)
        }
        return true
    }

    /// Whether a call whose `calleeBaseName` is `name` may run one of the methods called `names`
    /// (`init`: a type's initializer, `Feed(…)`, `Feed.init(…)`, `Feed<T>(…)`).
    private static func mayCall(_ names: Set<String>, _ name: String) -> Bool {
        names.contains(name) || (names.contains("init") && name.first?.isUppercase == true)
    }

    /// Records where `self` keeps the result of its own methods that return a value and build a
    /// closure (`func makeHandler() -> () -> Void { { self.reload() } }`, a data source made
    /// around a cell provider): a closure such a method returns is kept wherever its callers on
    /// `self` keep the result, in any file of the module.
    /// False when reading a file crashed.
    private mutating func addResultStores(
        trees: [(path: String, tree: SourceFileSyntax)],
        callees: [[(String, String, FunctionSignatureSyntax, CodeBlockSyntax?)]], kinds: SwiftTypeIndex,
        nodes: [SwiftNodes], jobs: Int
    ) -> Bool {
        var makers: [String: Set<String>] = [:]
        for (i, ((path, _), methods)) in zip(trees, callees).enumerated() {
            for (type, name, signature, body) in methods
            where name != "init" && signature.returnClause != nil
                && body.map({ Self.buildsClosure($0, closures: nodes[i].closures) }) == true
            {
                makers[Self.module(of: path) + "|" + type, default: []].insert(name)
            }
        }
        guard !makers.isEmpty else { return true }
        let names = makers.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var index = kinds
        index.module = self
        let found = Self.guardedMap(count: trees.count, jobs: jobs) { [index, makers] i -> [(String, ResultStore)] in
            let (path, tree) = trees[i]
            // Only files that call one of those methods can add a store.
            guard nodes[i].calleeBaseNames.contains(where: { names.contains($0) }) else {
                return []
            }
            let model = SwiftSourceModel(tree: tree, path: path, types: index, nodes: nodes[i])
            var stores: [(String, ResultStore)] = []
            for (call, name) in zip(model.calls, model.calleeBaseNames) {
                guard names.contains(name), SwiftSourceModel.isCalledOnSelf(call),
                    model.selfKind(at: call) == .reference, let type = model.enclosingTypeName(of: call)
                else { continue }
                let key = Self.module(of: path) + "|" + type
                guard makers[key]?.contains(name) == true, let store = model.storeBySelf(of: ExprSyntax(call)) else {
                    continue
                }
                let labels = call.arguments.map { $0.label?.text ?? "_" }
                stores.append((key, ResultStore(name: name, labels: labels, label: store.label)))
            }
            return stores
        }
        guard let found else { return false }
        for (key, store) in found.joined() { types[key, default: TypeFacts()].resultStores.append(store) }
        return true
    }

    /// Whether a closure's `{` is in `body`, given every closure of the file.
    private static func buildsClosure(_ body: CodeBlockSyntax, closures: [ClosureExprSyntax]) -> Bool {
        let range = body.position..<body.endPosition
        return closures.contains { $0.leftBrace.presence == .present && range.contains($0.leftBrace.position) }
    }
}

/// Collects each type's stored properties (declaration and extensions, nested types by their
/// own name).
final class MemberFactsCollector: SyntaxVisitor {
    let module: String
    var properties: [String: [String: SwiftModuleFacts.Property]] = [:]
    var superclasses: [String: String] = [:]
    var initializers: Set<String> = []
    /// "module|Alias" → the type it names (`typealias ScreenViewModelType = StateStoreViewModel<…>`).
    var aliases: [String: String] = [:]
    /// "module|Alias" of the aliases that name a function type.
    var closureAliases: Set<String> = []

    init(module: String) {
        self.module = module
        super.init(viewMode: .sourceAccurate)
    }

    /// What the walk found.
    var declarations: FileDeclarations {
        FileDeclarations(
            properties: properties, superclasses: superclasses, initializers: initializers, aliases: aliases,
            closureAliases: closureAliases, protocols: protocols, conformances: conformances)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !SwiftSourceModel.isStatic(node.modifiers), let type = Self.enclosingType(of: node) else {
            return .skipChildren
        }
        let weak = node.modifiers.contains { ["weak", "unowned"].contains($0.name.text) }
        for binding in node.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let declared =
                binding.typeAnnotation.map { Self.typeName($0.type) }
                ?? binding.initializer.flatMap { Self.constructedType($0.value) }
            properties[module + "|" + type, default: [:]][id.identifier.text] =
                SwiftModuleFacts.Property(
                    strength: SwiftSourceModel.isComputed(binding) ? .computed : weak ? .weak : .strong,
                    typeName: declared,
                    isOutlet: node.attributes.contains {
                        $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "IBOutlet"
                    },
                    forwards: SwiftSourceModel.forwardedMember(binding))
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first.flatMap({ Self.typeName($0.type) }) {
            superclasses[module + "|" + node.name.text] = first
        }
        conform(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        conform(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        conform(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        conform(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        conform(SwiftSourceModel.baseName(node.extendedType), node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(module + "|" + node.name.text)
        return .skipChildren
    }

    /// "module|Protocol" of this module's protocols, and what each inheritance clause names.
    var protocols: Set<String> = []
    var conformances: [String: Set<String>] = [:]

    private func conform(_ type: String, _ clause: InheritanceClauseSyntax?) {
        for inherited in clause?.inheritedTypes ?? [] {
            if let name = Self.typeName(inherited.type) { conformances[module + "|" + name, default: []].insert(type) }
        }
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let target = Self.typeName(node.initializer.value) { aliases[module + "|" + node.name.text] = target }
        if SwiftSourceModel.isFunctionType(node.initializer.value) {
            closureAliases.insert(module + "|" + node.name.text)
        }
        return .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = Self.enclosingType(of: node) { initializers.insert(module + "|" + type) }
        return .skipChildren
    }

    /// The type whose member block holds `node` directly.
    static func enclosingType(of node: some SyntaxProtocol) -> String? {
        guard let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self), let decl = block.parent else {
            return nil
        }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let c = decl.as(ActorDeclSyntax.self) { return c.name.text }
        if let c = decl.as(StructDeclSyntax.self) { return c.name.text }
        if let c = decl.as(EnumDeclSyntax.self) { return c.name.text }
        if let e = decl.as(ExtensionDeclSyntax.self) { return SwiftSourceModel.baseName(e.extendedType) }
        return nil
    }

    /// `Feed?`, `Feed!`, `Module.Feed` → `Feed`; nil for functions, tuples, collections.
    static func typeName(_ type: TypeSyntax) -> String? {
        if let o = type.as(OptionalTypeSyntax.self) { return typeName(o.wrappedType) }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(o.wrappedType) }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return typeName(existential.constraint) }
        if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
            return SwiftSourceModel.baseName(type)
        }
        return nil
    }

    /// `Downloader()`, `Downloader(session: s)` → `Downloader`.
    static func constructedType(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        // `Subject<Int, Never>()` → `Subject`.
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        let name =
            called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self).flatMap {
                $0.declName.baseName.text == "init" ? nil : $0.declName.baseName.text
            }
        guard let name, name.first?.isUppercase == true else { return nil }
        return name
    }
}
