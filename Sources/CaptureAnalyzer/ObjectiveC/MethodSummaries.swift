import CClang
import ClangFrontend
import Foundation
import Synchronization

extension SourceModel {
    /// When the instance method `method` (an implementation in this file) keeps its parameter
    /// `index` on its own `self`, the label of the edge it keeps it through; nil otherwise.
    ///
    /// The shapes, read without following the value through the full value flow (that could
    /// recurse through methods that pass the parameter on):
    /// - a direct store: `self.x = p;`, `_x = p;`, `_x = [p copy];`, or a store in an object self
    ///   keeps: `self.holder.handler = p;`, `_byKey[key] = p;`, `[_handlers addObject:p]`;
    /// - a store on a local object that `self` then keeps: `info.handler = p;` (or
    ///   `[info setHandler:p]`) and `[_infos addObject:info]`, `_byKey[key] = info`,
    ///   `self.info = info`. The object need not be new: whatever `self` keeps keeps the value.
    ///   Not when the file resets that property to nil or an empty block (`releasesBlock`);
    /// - either handed to another method of self's class in this file that keeps it
    ///   (`[self handleMethod:m withPath:p block:block]`), or to a collection that self keeps
    ///   through a local (`[methodRoutes addObject:route]` after
    ///   `[_routes setObject:methodRoutes forKey:m]`), up to `summaryDepth` methods down;
    /// - in a view's method, a local view that keeps it and is added as a subview of self.
    package func selfKeepsParameter(of method: ASTNode, index: Int) -> String? {
        var visiting = Set<Int>()
        return selfKeepsParameter(of: method, index: index, depth: 0, visiting: &visiting)
    }

    func selfKeepsParameter(of method: ASTNode, index: Int, depth: Int, visiting: inout Set<Int>) -> String? {
        guard method.kind == CXCursor_ObjCInstanceMethodDecl, depth <= Self.summaryDepth,
            visiting.insert(method.order &* 64 &+ index).inserted
        else { return nil }
        defer { visiting.remove(method.order &* 64 &+ index) }
        guard let references = references(toParameter: index, of: method) else { return nil }
        if let kept = wrappingBlockKept(parameter: index, of: method) { return kept }
        for node in references {
            if let store = parameterStore(node) {
                if store.owner == nil || store.owner?.unwrapped.kind == CXCursor_ObjCSelfExpr { return store.label }
                guard !releasesBlock(inProperty: String(store.label.prefix { $0 != " " })) else { continue }
                // `info.handler = p;` on a local `info` that this method hands to self.
                if let owner = store.owner?.unwrapped, owner.kind == CXCursor_DeclRefExpr,
                    let local = variable(referencedBy: owner), local.isAutomatic
                {
                    guard let kept = selfKeeps(local, in: method, depth: depth, visiting: &visiting) else { continue }
                    return "\(kept) → \(store.label)"
                }
                // `self.holder.handler = p;`, `_byKey[key] = p;`: an object self keeps.
                if let owner = store.owner, isKeptBySelf(owner), !letsGo(of: owner, in: method) {
                    return "\(describe(owner)) \(store.label)"
                }
                continue
            }
            // `[_observers setObject:[callback copy] forKey:key]`: a copy of the block is the block.
            let value = Self.throughCopies(node)
            if let p = value.parent, p.kind == CXCursor_ObjCMessageExpr, let i = argumentIndex(of: value, in: p),
                let kept = messageKeeps(p, argument: i, in: method, depth: depth, visiting: &visiting)
            {
                return kept
            }
        }
        return nil
    }

    /// The outermost expression that is `node`'s value, through wrappers and copies
    /// (`[node copy]`, `Block_copy(node)`): what a method stores when it stores a copy of a block.
    static func throughCopies(_ node: ASTNode) -> ASTNode {
        var value = node.wrapped
        while let p = value.parent {
            let copies =
                (p.kind == CXCursor_ObjCMessageExpr && p.spelling == "copy" && p.children.first === value)
                || (p.kind == CXCursor_CallExpr && ["Block_copy", "_Block_copy"].contains(p.spelling))
            guard copies || isBranch(value, of: p) else { break }
            value = p.wrapped
        }
        return value
    }

    /// True when `value` is a branch of the conditional `p` (`options ? options : [Options new]`),
    /// whose value it may be; not its condition.
    static func isBranch(_ value: ASTNode, of p: ASTNode) -> Bool {
        p.kind == CXCursor_ConditionalOperator && p.children.count == 3 && p.children[0] !== value
    }

    /// True when `method` (an implementation in this file, a class factory most often) returns an
    /// object that keeps its parameter `index`: `Watch *w = [[self alloc] init]; w.completion = p;
    /// return w;`, or `return [[self alloc] initWithCompletion:p];` (an initializer keeps the block
    /// it is given, as `retainsBlockInResult` has it). Read without following the value further.
    package func resultKeepsParameter(of method: ASTNode, index: Int) -> Bool {
        guard let references = references(toParameter: index, of: method) else { return false }
        for node in references {
            // Not when the file resets that block property once the work has run (a queue of
            // pending operations of the class's own: `op.block = ^{};`).
            if let store = parameterStore(node), let owner = store.owner?.unwrapped, owner.kind == CXCursor_DeclRefExpr,
                let local = variable(referencedBy: owner), local.isAutomatic, returns(local, from: method),
                !releasesBlock(inProperty: String(store.label.prefix { $0 != " " }))
            {
                return true
            }
            let value = node.wrapped
            if let initializer = value.parent, initializer.kind == CXCursor_ObjCMessageExpr,
                initializer.spelling.hasPrefix("init"), argumentIndex(of: value, in: initializer) != nil,
                isReturned(initializer, from: method)
            {
                return true
            }
        }
        return false
    }

    /// The references to the parameter `index` of `method` in its body outside its blocks, where
    /// the method itself uses the value, in order and read lazily (a caller stops at its first
    /// answer); nil when it has no such parameter.
    private func references(toParameter index: Int, of method: ASTNode) -> LazyFilterSequence<[ASTNode]>? {
        let params = method.children.filter { $0.kind == CXCursor_ParmDecl }
        guard index < params.count else { return nil }
        let param = params[index]
        return method.all(where: { $0.kind == CXCursor_DeclRefExpr }).lazy.filter { node in
            node.referenced.kind == CXCursor_ParmDecl && node.referenced.locationOffset == param.locationOffset
                && node.enclosingBlock == nil
        }
    }

    /// True when the value of `expr` is what `method` returns: directly, or through the local it
    /// initializes or is assigned to.
    private func isReturned(_ expr: ASTNode, from method: ASTNode) -> Bool {
        let value = expr.wrapped
        guard let p = value.parent else { return false }
        if p.kind == CXCursor_ReturnStmt { return true }
        if p.kind == CXCursor_VarDecl, let v = variables[p.locationOffset], v.isAutomatic, v.initializer === value {
            return returns(v, from: method)
        }
        if isAssignment(p), p.children.count == 2, p.children[1] === value,
            let local = variable(referencedBy: p.children[0].unwrapped), local.isAutomatic
        {
            return returns(local, from: method)
        }
        return false
    }

    /// True when a `return` of `method` (outside its blocks) hands back the local `local`.
    private func returns(_ local: Variable, from method: ASTNode) -> Bool {
        local.references.contains { ref in
            ref.wrapped.parent?.kind == CXCursor_ReturnStmt && ref.enclosingBlock == nil
                && ref.ancestor(where: { $0 === method }) != nil
        }
    }

    /// The store `ref` (a parameter's value) is written into directly: the right side of an
    /// assignment to a strong property or ivar (`[ref copy]` included), or the argument of the
    /// setter of a declared strong property (`[info setHandler:ref]`).
    func parameterStore(_ ref: ASTNode) -> Store? {
        var value = ref
        while let p = value.parent,
            p.isTransparent || (p.kind == CXCursor_ObjCMessageExpr && p.spelling == "copy")
                || Self.isBranch(value, of: p)
        {
            value = p
        }
        guard let p = value.parent else { return nil }
        if isAssignment(p), p.children.count == 2, p.children[1] === value,
            case .stored(let store) = assignmentUse(lhs: p.children[0].unwrapped, site: p)
        {
            return store
        }
        if p.kind == CXCursor_ObjCMessageExpr, argumentIndex(of: value, in: p) == 0,
            Self.selectorPieces(p.spelling) == 1,
            p.spelling.hasPrefix("set"), Self.isSetterLike(p.spelling), let receiver = receiver(of: p),
            let property = declaredProperty(named: Self.propertyName(fromSetter: p.spelling), settingWith: p),
            isStrongProperty(property)
        {
            let name = Self.propertyName(fromSetter: p.spelling)
            return Store(owner: receiver, label: "\(name) \(propertyAttributeLabel(property))", site: p)
        }
        return nil
    }

    /// How `method` hands the object in the local `local` to its own `self`, as an edge label:
    /// stored in a strong property or ivar of self, or added to (set in) a collection or object
    /// that self keeps strongly (`[_infos addObject:local]`, `[_map setObject:local forKey:k]`,
    /// `_byKey[k] = local`), or handed to a method that keeps it (`messageKeeps`). Nil when no
    /// such store is in the method outside its blocks.
    func selfKeeps(_ local: Variable, in method: ASTNode, depth: Int, visiting: inout Set<Int>) -> String? {
        // Locals are told apart from methods' parameters by sign.
        guard depth <= Self.summaryDepth, visiting.insert(-1 - local.key).inserted else { return nil }
        defer { visiting.remove(-1 - local.key) }
        for ref in local.references where ref.enclosingBlock == nil && ref.ancestor(where: { $0 === method }) != nil {
            let value = ref.wrapped
            guard let p = value.parent else { continue }
            if isAssignment(p), p.children.count == 2, p.children[1] === value,
                case .stored(let store) = assignmentUse(lhs: p.children[0].unwrapped, site: p)
            {
                if store.owner == nil || store.owner?.unwrapped.kind == CXCursor_ObjCSelfExpr { return store.label }
                // `_byKey[k] = local`: an element of a collection self keeps.
                if let owner = store.owner, isKeptBySelf(owner), !letsGo(of: owner, in: method) {
                    return "\(describe(owner)) \(store.label)"
                }
                continue
            }
            if p.kind == CXCursor_ObjCMessageExpr, let i = argumentIndex(of: value, in: p),
                let kept = messageKeeps(p, argument: i, in: method, depth: depth, visiting: &visiting)
            {
                return kept
            }
        }
        return nil
    }

    /// True when this file resets the block property `name` of some object to nil or to an
    /// empty block (`op.block = ^{};` once the work has run): the class lets go of the blocks it
    /// keeps in such objects itself, as a queue of pending work does, so they are not kept for
    /// good.
    func releasesBlock(inProperty name: String) -> Bool {
        (memberAssignments[name] ?? []).contains { value in
            isNullConstant(value) || tokens(of: value).joined() == "^{}"
        }
    }

    /// True when `expr` is an object self keeps through strong properties and ivars (`_map`,
    /// `self.items`, `self->_list`), not self itself.
    func isKeptBySelf(_ expr: ASTNode) -> Bool {
        guard let chain = ownerChain(of: expr), case .selfObject = chain.root else { return false }
        return !chain.steps.isEmpty
    }
}

/// Where the run's Objective-C classes are implemented, which parameters their instance methods
/// keep on their own `self` (`SourceModel.selfKeepsParameter`), and which parameters their class
/// methods keep in the object they return (`SourceModel.resultKeepsParameter`). A file that sends
/// such a message, whose method a class implements in another file of the run, asks here; that
/// file is parsed once, on first use, and only its summaries are kept.
package final class ObjCImplementations: Sendable {
    /// What the methods of one file keep.
    struct FileSummary {
        /// Its classes (and categories, under their class's name): the instance methods they
        /// implement, which parameters those keep on their self (labelled with the edge), and
        /// which parameters of their class methods the returned object keeps.
        var ownership = OwnershipModel()
        /// The other files these summaries read (a superclass's helper the file's methods call).
        var consulted: Set<String> = []
    }

    private struct State {
        /// Class name → the files holding an `@implementation` of it; built on first use.
        var index: [String: [String]]?
        /// Protocol name → the classes whose `@interface` in a file of the run (or the header
        /// beside it) adopts it; built on first use.
        var adopters: [String: Set<String>]?
        /// By depth, then path.
        var summaries: [Int: [String: FileSummary]] = [:]
    }

    /// What every depth of one run shares.
    private final class Shared: Sendable {
        let state = Mutex(State())
    }

    /// How many files deep one file's summaries read others' (a helper calling its superclass's
    /// helper, implemented in a third file): the bound of the run-wide fixed point.
    static let maxDepth = 2

    private let files: [String]

    /// The dependency a result records when it rests on every file of the run (every class
    /// adopting a protocol): not a path, so no file's content answers it; the cache is told its
    /// fingerprint (the run's Objective-C files) and drops the result when another run's differs.
    package static let filesOfTheRun = "<the Objective-C files of the run>"
    private let analyzer: SourceAnalyzer
    private let keepers: ClosureKeepers
    private let nonEscapingAPIs: [String]
    private let shared: Shared
    /// 0 for the run's files; a summary read at depth d answers its own questions at d + 1.
    private let depth: Int

    /// The implementations among `files` (Objective-C sources of the run), parsed with `analyzer`.
    package init(
        files: [String], analyzer: SourceAnalyzer, keepers: ClosureKeepers = .bundled, nonEscapingAPIs: [String] = []
    ) {
        self.files = files.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }
        self.analyzer = analyzer
        self.keepers = keepers
        self.nonEscapingAPIs = nonEscapingAPIs
        self.shared = Shared()
        self.depth = 0
    }

    /// The same run, one file deeper.
    private init(deeper outer: ObjCImplementations) {
        files = outer.files
        analyzer = outer.analyzer
        keepers = outer.keepers
        nonEscapingAPIs = outer.nonEscapingAPIs
        shared = outer.shared
        depth = outer.depth + 1
    }

    /// The label of the edge through which `-[className selector]`, implemented in another file
    /// of the run than `asking`, keeps its parameter `index` on its self, and that file.
    package func keptBySelf(className: String, selector: String, index: Int, asking: String) -> (
        label: String, files: Set<String>
    )? {
        firstSummary(of: className, asking: asking) {
            $0.ownership.methods(of: className, named: selector).first?.keptBySelf[index]
        }.map {
            (label: $0.answer, files: $0.files)
        }
    }

    /// The file of another implementation than `asking` whose `+[className selector]` returns an
    /// object that keeps its parameter `index`.
    package func keptByResult(className: String, selector: String, index: Int, asking: String) -> Set<String>? {
        firstSummary(of: className, asking: asking) { summary in
            summary.ownership.typeMethod(of: className, named: selector)?.keptByResult.contains(index) == true
                ? true : nil
        }?.files
    }

    /// For a message sent to a receiver typed by the protocol `protocolName` (`id<Reachability>`):
    /// the label of the edge through which every class of the run that adopts the protocol and
    /// implements `selector` keeps its parameter `index` on its self, with the files read; nil
    /// when no class implements it or one does not keep it. The asking file's own classes are
    /// answered by `local` (implemented, and the label when kept).
    package func keptByConformers(
        protocolName: String, selector: String, index: Int, asking: String,
        local: (_ className: String) -> (implemented: Bool, label: String?)?
    ) -> (label: String, files: [String])? {
        let (classIndex, adopters) = indexes(adopters: true)
        var read: [String] = []
        // Each file implementing an adopter answers for its implementation of the class.
        let implementations = (adopters[protocolName] ?? []).sorted().flatMap { className in
            (classIndex[className] ?? []).map { (className: className, path: $0) }
        }
        let kept = OwnershipModel.keptByEveryAdopter(implementations.indices.map(String.init)) { key in
            let (className, path) = implementations[Int(key)!]
            let answer: (implemented: Bool, label: String?)
            if path == asking {
                guard let local = local(className) else { return .notImplemented }
                answer = local
            } else {
                let ownership = summary(of: path).ownership
                answer = (
                    ownership.types[className]?.implemented.contains(selector) == true,
                    ownership.methods(of: className, named: selector).first?.keptBySelf[index]
                )
                if answer.implemented { read.append(path) }
            }
            guard answer.implemented else { return .notImplemented }
            return answer.label.map { .keeps($0) } ?? .doesNotKeep
        }
        return kept.map { ($0.label, read) }
    }

    /// The first answer `read` gives from the summaries of the files implementing `className`,
    /// other than `asking`, with the file it came from and the files that file's summary read.
    private func firstSummary<Answer>(
        of className: String, asking: String, _ read: (FileSummary) -> Answer?
    ) -> (answer: Answer, files: Set<String>)? {
        for path in indexes(adopters: false).index[className] ?? [] where path != asking {
            let summary = summary(of: path)
            if let answer = read(summary) { return (answer, summary.consulted.union([path])) }
        }
        return nil
    }

    /// The run's class index (and protocol adopters when asked), built on first use.
    private func indexes(adopters: Bool) -> (index: [String: [String]], adopters: [String: Set<String>]) {
        shared.state.withLock { state in
            if state.index == nil { state.index = Self.implementations(in: files) }
            if adopters, state.adopters == nil { state.adopters = Self.adopters(in: files) }
            return (state.index ?? [:], state.adopters ?? [:])
        }
    }

    /// The summary of the file at `path` at this depth, parsed on first use and kept. Parsed
    /// outside the lock: its own questions about other files come back here one depth deeper.
    private func summary(of path: String) -> FileSummary {
        if let known = shared.state.withLock({ $0.summaries[depth]?[path] }) { return known }
        let summary = summarize(path)
        shared.state.withLock { $0.summaries[depth, default: [:]][path] = summary }
        return summary
    }

    private func summarize(_ path: String) -> FileSummary {
        guard let analysis = try? analyzer.analyze(file: path) else { return FileSummary() }
        let model = SourceModel(analysis, nonEscapingAPIs: nonEscapingAPIs, keepers: keepers)
        if depth < Self.maxDepth { model.implementations = ObjCImplementations(deeper: self) }
        var summary = FileSummary()
        for info in model.classes + model.categories {
            for (selector, method) in info.methods {
                let isInstance = method.kind == CXCursor_ObjCInstanceMethodDecl
                if isInstance { summary.ownership.types[info.name, default: .init()].implemented.insert(selector) }
                var kept = OwnershipModel.Method(name: selector, isTypeMethod: !isInstance)
                let count = method.children.filter { $0.kind == CXCursor_ParmDecl }.count
                for i in 0..<count {
                    if isInstance, let label = model.selfKeepsParameter(of: method, index: i) {
                        kept.keptBySelf[i] = label
                    }
                    if method.kind == CXCursor_ObjCClassMethodDecl, model.resultKeepsParameter(of: method, index: i) {
                        kept.keptByResult.insert(i)
                    }
                }
                if kept.keepsAnything { summary.ownership.types[info.name, default: .init()].methods.append(kept) }
            }
        }
        summary.consulted = model.consultedFiles
        return summary
    }

    /// Protocol name → classes whose `@interface` adopts it (`@interface A : B <P, Q>`, a class
    /// extension `@interface A () <P>`), read from the text of `files` and of the header beside
    /// each (`A.m` → `A.h`). Only protocols named in the declaration count, not ones a superclass
    /// or another protocol brings.
    static func adopters(in files: [String]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var paths = files
        for path in files {
            guard let dot = path.lastIndex(of: ".") else { continue }
            paths.append(path[..<dot] + ".h")
        }
        paths += namesakeHeaders(of: files)
        for path in Set(paths).sorted() {
            guard FileManager.default.fileExists(atPath: path),
                let bytes = try? SourceFileReader.read(path, limit: AnalyzerOptions.defaultMaxFileSize)
            else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            var rest = text[...]
            while let range = rest.range(of: "@interface") {
                rest = rest[range.upperBound...]
                var scanner = rest.drop { $0 == " " || $0 == "\t" }
                let name = scanner.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !name.isEmpty else { continue }
                scanner = scanner.dropFirst(name.count)
                // Up to the end of the declaration's head: `{`, a newline after `>`, or `@`.
                let head = scanner.prefix { $0 != "{" && $0 != "@" && $0 != ";" }
                guard let open = head.firstIndex(of: "<"), let close = head[open...].firstIndex(of: ">"),
                    !head[..<open].contains("\n")
                else { continue }
                for proto in head[head.index(after: open)..<close].split(separator: ",") {
                    let trimmed = proto.trimmingCharacters(in: .whitespacesAndNewlines)
                    if !trimmed.isEmpty { result[trimmed, default: []].insert(String(name)) }
                }
            }
        }
        return result
    }

    /// Class name → files with an `@implementation` of it, read from the text (comments are
    /// not told apart: a class named in one only costs a parse that finds nothing).
    static func implementations(in files: [String]) -> [String: [String]] {
        var index: [String: [String]] = [:]
        let keyword = Array("@implementation".utf8)
        for path in files {
            guard let bytes = try? SourceFileReader.read(path, limit: AnalyzerOptions.defaultMaxFileSize) else {
                continue
            }
            var i = 0
            while i + keyword.count < bytes.count {
                guard bytes[i] == UInt8(ascii: "@"), Array(bytes[i..<(i + keyword.count)]) == keyword else {
                    i += 1
                    continue
                }
                var j = i + keyword.count
                while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
                let start = j
                while j < bytes.count, Self.isIdentifierByte(bytes[j]) { j += 1 }
                if j > start {
                    let name = String(decoding: bytes[start..<j], as: UTF8.self)
                    if index[name]?.contains(path) != true { index[name, default: []].append(path) }
                }
                i = j
            }
        }
        return index
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }
}
