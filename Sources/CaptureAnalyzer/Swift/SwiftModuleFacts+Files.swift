import Foundation
import SwiftSyntax
import Synchronization

/// What one file declares about its module's types (`MemberFactsCollector`'s findings).
struct FileDeclarations: Sendable {
    var properties: [String: [String: SwiftModuleFacts.Property]]
    var superclasses: [String: String]
    var initializers: Set<String>
    var aliases: [String: String]
    var protocols: Set<String>
    var conformances: [String: Set<String>]
}

extension SwiftModuleFacts {
    /// `body(0..<count)` on `jobs` threads, each with a large stack that survives a crash, results
    /// in index order; nil when a call crashed (the module read then claims nothing).
    static func guardedMap<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T]? {
        let state = GuardedMapState<T>(count: count)
        let work: @Sendable () -> Void = {
            while let i = state.take() { state.put(i, body(i)) }
        }
        let threads = min(max(1, jobs), count)
        if threads <= 1 {
            // One thread: the caller's own (the module read runs on a large, guarded stack).
            work()
        } else {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                if (try? SourceAnalyzer.withLargeStack(file: "", work)) == nil { state.crash() }
            }
        }
        return state.collected()
    }
}

/// The work counter, result slots and crash flag `guardedMap` shares between its threads.
private final class GuardedMapState<T: Sendable>: Sendable {
    private let count: Int
    private let next = Atomic<Int>(0)
    private let crashed = Atomic<Bool>(false)
    private let items: Mutex<[T?]>

    init(count: Int) {
        self.count = count
        items = Mutex(Array(repeating: nil, count: count))
    }

    func take() -> Int? {
        guard !crashed.load(ordering: .relaxed) else { return nil }
        let i = next.add(1, ordering: .relaxed).oldValue
        return i < count ? i : nil
    }

    func put(_ i: Int, _ value: sending T) { items.withLock { $0[i] = value } }

    func crash() { crashed.store(true, ordering: .relaxed) }

    func collected() -> [T]? {
        crashed.load(ordering: .relaxed) ? nil : items.withLock { $0.map { $0! } }
    }
}

/// Instance methods and initializers of the types a file declares, with their type's name.
final class CalleeFinder: SyntaxVisitor {
    var callees: [(String, String, FunctionSignatureSyntax, CodeBlockSyntax?)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !SwiftSourceModel.isStatic(node.modifiers), let type = MemberFactsCollector.enclosingType(of: node) {
            callees.append((type, node.name.text, node.signature, node.body))
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = MemberFactsCollector.enclosingType(of: node) {
            callees.append((type, "init", node.signature, node.body))
        }
        return .skipChildren
    }
}
