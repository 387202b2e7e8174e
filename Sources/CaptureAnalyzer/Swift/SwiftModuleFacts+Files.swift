import Foundation
import SwiftSyntax
import Synchronization

/// What one file declares about its module's types (`MemberFactsCollector`'s findings).
struct FileDeclarations: Sendable {
    var properties: [String: [String: SwiftModuleFacts.Property]]
    var superclasses: [String: String]
    var initializers: Set<String>
    var aliases: [String: String]
    var closureAliases: Set<String>
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

extension SyntaxProtocol {
    /// `trimmedDescription`, read from the node's bytes instead of a trimmed copy of the node
    /// (making that copy was a tenth of the module read). A node with missing or unexpected
    /// tokens, or with bytes beyond ASCII, takes swift-syntax's own way, so the text is the same.
    package var trimmedText: String {
        guard !hasError else { return trimmedDescription }
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start <= end, !bytes.contains(where: { $0 >= 0x80 }) else { return trimmedDescription }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension SwiftSourceModel {
    /// Whether a parameter of this type can be kept by the callee: an `@escaping` closure, or an
    /// optional closure (`(() -> Void)?`), which escapes without the attribute.
    package static func mayEscape(_ type: TypeSyntax) -> Bool {
        if type.trimmedText.contains("@escaping") { return true }
        let wrapped =
            type.as(OptionalTypeSyntax.self)?.wrappedType
            ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
        return wrapped.map(isFunctionType) ?? false
    }

    /// `mayEscape`, knowing the module's type aliases of function types: `Action?` with
    /// `typealias Action = (Row) -> Void` is an optional closure too.
    package static func mayEscape(_ type: TypeSyntax, module: String, facts: SwiftModuleFacts) -> Bool {
        if mayEscape(type) { return true }
        guard !facts.closureAliases.isEmpty,
            let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType
                ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType,
            let name = wrapped.as(IdentifierTypeSyntax.self)?.name.text
        else { return false }
        return facts.closureAliases.contains(module + "|" + name)
    }

    /// `mayEscape` for a file of this model's module.
    package func mayEscape(_ type: TypeSyntax) -> Bool {
        Self.mayEscape(type, module: module, facts: types.module)
    }

    /// Whether `type` is a function type, in parentheses or with attributes (`(() -> Void)`,
    /// `@Sendable () -> Void`).
    package static func isFunctionType(_ type: TypeSyntax) -> Bool {
        var current: TypeSyntax? = type
        while let type = current {
            if type.is(FunctionTypeSyntax.self) { return true }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
                current = tuple.elements.first?.type
            } else if let attributed = type.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
            } else {
                return false
            }
        }
        return false
    }

    /// The methods and initializers of this file's types that keep a parameter, by type name.
    package func methodSummaries() -> [(type: String, summary: SwiftModuleFacts.MethodSummary)] {
        var result: [(String, SwiftModuleFacts.MethodSummary)] = []
        for (type, name, signature, body) in callees {
            guard let body else { continue }
            let parameters = Array(signature.parameterClause.parameters)
            var stored: [Int: String] = [:]
            for (i, parameter) in parameters.enumerated() where mayEscape(parameter.type) {
                if let label = storedUse(of: (parameter.secondName ?? parameter.firstName).text, in: body) {
                    stored[i] = label
                }
            }
            guard !stored.isEmpty else { continue }
            result.append(
                (
                    type,
                    summary(
                        name: name, parameters: parameters, stored: stored,
                        returnsSelf: name == "init" || returnsSelf(body))
                ))
        }
        return result
    }

    /// The summary of a method called `name` with `parameters`, which keeps `stored` on its self.
    private func summary(
        name: String, parameters: [FunctionParameterSyntax], stored: [Int: String], returnsSelf: Bool
    ) -> SwiftModuleFacts.MethodSummary {
        var summary = SwiftModuleFacts.MethodSummary(
            name: name, labels: parameters.map(\.firstName.text), keptBySelf: stored, returnsSelf: returnsSelf)
        summary.autoclosures = Set(
            parameters.indices.filter { parameters[$0].type.trimmedText.contains("@autoclosure") })
        summary.defaults = Set(parameters.indices.filter { parameters[$0].defaultValue != nil })
        summary.closureParameters = Set(
            parameters.indices.filter {
                parameters[$0].type.trimmedText.contains("->") || mayEscape(parameters[$0].type)
            })
        return summary
    }
}

extension OwnershipModel.Method {
    /// This summary as seen by a call with argument labels `labels`, which may leave out
    /// parameters with default values: indexed by the call's arguments and a trailing closure
    /// after them. Nil when the call cannot reach this method.
    func skippingDefaults(for labels: [String]) -> Self? {
        var parameterOf: [Int] = []
        var next = 0
        for label in labels {
            while next < self.labels.count, self.labels[next] != label {
                guard defaults.contains(next) else { return nil }
                next += 1
            }
            guard next < self.labels.count else { return nil }
            parameterOf.append(next)
            next += 1
        }
        if let trailing = Self.trailingClosureParameter(
            after: next, count: self.labels.count, hasDefault: defaults.contains,
            takesClosure: closureParameters.contains)
        {
            parameterOf.append(trailing)
        }
        var result = self
        result.labels = parameterOf.map { self.labels[$0] }
        result.keptBySelf = [:]
        result.autoclosures = []
        result.defaults = []
        result.closureParameters = []
        for (argument, parameter) in parameterOf.enumerated() {
            result.keptBySelf[argument] = keptBySelf[parameter]
            if autoclosures.contains(parameter) { result.autoclosures.insert(argument) }
        }
        return result
    }
}
