/// Who keeps what across a module, in either language: for each type, its superclass, the
/// methods it implements, and for the methods that keep a closure or block handed to them,
/// which parameter ends up kept where (on the method's `self`, or in the object it returns).
/// Protocols map to the types that adopt them.
///
/// The Swift module facts (`SwiftModuleFacts.ownership`, built from every file of a SwiftPM
/// target) and the Objective-C run's implementations (`ObjCImplementations`, one model per
/// `@implementation` file, read when a message needs it) fill one each. The questions both
/// languages ask are answered here once: which method a message to an instance reaches through
/// its superclasses, and whether a message to a value typed by a protocol reaches a method that
/// keeps its argument in every type that adopts it.
///
/// A type is named by a key the filler chooses: `module|Type` for Swift (two modules' types of
/// one name do not mix), the class name for Objective-C (one flat namespace).
package struct OwnershipModel: Sendable, Hashable {
    /// A method (or initializer) that keeps some of its parameters.
    package struct Method: Sendable, Hashable {
        /// Swift: the base name (`fetch`, `init`); Objective-C: the selector (`setHandler:`).
        package var name: String
        /// Swift argument labels (`_` for none), in order; empty in Objective-C, whose selector
        /// names them.
        package var labels: [String] = []
        /// An Objective-C class method (`+`), or a Swift `static`/`class` method.
        package var isTypeMethod = false
        /// Parameter index → where the method's `self` keeps it (`self.callbacks[…]`, `_handler`).
        package var keptBySelf: [Int: String] = [:]
        /// Indices of the parameters the returned object keeps (a factory: `+[Op opWithBlock:]`).
        package var keptByResult: Set<Int> = []
        /// Whether it returns `self` or something built with `self` (a token that keeps it).
        package var returnsSelf = false
        /// Indices of Swift `@autoclosure` parameters: their argument is an expression that the
        /// compiler wraps in a closure, which captures what the expression uses.
        package var autoclosures: Set<Int> = []
        /// Indices of the Swift parameters that have a default value (a call may leave them out).
        package var defaults: Set<Int> = []
        /// Indices of the Swift parameters of a function type (a trailing closure can take them).
        package var closureParameters: Set<Int> = []

        /// A summary of the method `name`.
        package init(
            name: String, labels: [String] = [], isTypeMethod: Bool = false, keptBySelf: [Int: String] = [:],
            keptByResult: Set<Int> = [], returnsSelf: Bool = false
        ) {
            self.name = name
            self.labels = labels
            self.isTypeMethod = isTypeMethod
            self.keptBySelf = keptBySelf
            self.keptByResult = keptByResult
            self.returnsSelf = returnsSelf
        }

        /// Whether the method keeps anything it is handed.
        package var keepsAnything: Bool { !keptBySelf.isEmpty || !keptByResult.isEmpty }

        /// The parameter a Swift trailing closure binds to, when the call's arguments end at
        /// parameter `next` of `count`: in Swift 5, the last parameter when that takes a closure
        /// (the backward scan), else the next one that has no default value or takes a closure.
        /// Nil when none is left. `hasDefault` and `takesClosure` answer for a parameter index.
        package static func trailingClosureParameter(
            after next: Int, count: Int, hasDefault: (Int) -> Bool, takesClosure: (Int) -> Bool
        ) -> Int? {
            guard next < count else { return nil }
            if takesClosure(count - 1) { return count - 1 }
            return (next..<count).first { !hasDefault($0) || takesClosure($0) }
        }

        /// The label under which every one of `overloads` (the methods a call may run) keeps its
        /// argument `index` on its self ("a or b" when they keep it in different members); nil
        /// when there are none or one does not.
        package static func keptBySelf(byEvery overloads: [Method], argument index: Int) -> String? {
            let labels = overloads.compactMap { $0.keptBySelf[index] }
            guard !labels.isEmpty, labels.count == overloads.count else { return nil }
            // Overloads the call's labels do not tell apart may keep it in different members:
            // name them all rather than pick one.
            var distinct: [String] = []
            for label in labels where !distinct.contains(label) { distinct.append(label) }
            return distinct.joined(separator: " or ")
        }
    }

    /// What a module says about one type.
    package struct TypeOwnership: Sendable, Hashable {
        /// The key of its superclass, when it has one.
        package var superclass: String?
        /// The names of the instance methods it implements, keeping or not (a subclass that
        /// implements one answers for itself; its superclass's summary does not).
        package var implemented: Set<String> = []
        /// The methods that keep something (`Method.keepsAnything`).
        package var methods: [Method] = []

        /// An empty type.
        package init() {}
    }

    /// Type key → what the module says about it.
    package var types: [String: TypeOwnership] = [:]

    /// Protocol key → the keys of the types that adopt it.
    package var adopters: [String: Set<String>] = [:]

    /// An empty model: nothing is known to keep anything.
    package init() {}

    /// `key` and then its superclasses, nearest first, as far as the model knows them (a
    /// superclass outside the module ends the list; so does a cycle of bad declarations).
    package func lineage(of key: String) -> [String] {
        var result: [String] = []
        var current: String? = key
        while let type = current, !result.contains(type) {
            result.append(type)
            current = types[type]?.superclass
        }
        return result
    }

    /// The first answer `pick` gives for the type `key` and then its superclasses, nearest first,
    /// among the types the model knows.
    package func nearest<T>(from key: String, _ pick: (TypeOwnership) -> T?) -> T? {
        for type in lineage(of: key) {
            guard let facts = types[type] else { return nil }
            if let answer = pick(facts) { return answer }
        }
        return nil
    }

    /// The summaries of the instance methods (or initializers) called `name` that a message to
    /// an instance of `key` runs: the type's own when it implements one, else those of its
    /// nearest superclass that does. Empty when none keeps anything.
    package func methods(of key: String, named name: String) -> [Method] {
        nearest(from: key) { facts in
            guard facts.implemented.contains(name) || name == "init" else { return nil }
            return facts.methods.filter { $0.name == name && !$0.isTypeMethod }
        } ?? []
    }

    /// The summary of the class method `name` of `key` itself, when it keeps anything.
    package func typeMethod(of key: String, named name: String) -> Method? {
        types[key]?.methods.first { $0.name == name && $0.isTypeMethod }
    }

    /// Changes whenever a type's superclass, methods or summaries, or a protocol's adopters
    /// change: part of the cache key of every file whose findings may rest on the model.
    package var fingerprint: String {
        let lines =
            types.sorted { $0.key < $1.key }.map { key, facts in
                let methods = facts.methods.map { method in
                    let kept = method.keptBySelf.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                    return "\(method.isTypeMethod ? "+" : "-")\(method.name)(\(method.labels.joined(separator: ":")))"
                        + "\(kept)\(method.keptByResult.sorted())\(method.returnsSelf)\(method.autoclosures.sorted())"
                        + "\(method.defaults.sorted())\(method.closureParameters.sorted())"
                }
                return "\(key):\(facts.superclass ?? "");\(facts.implemented.sorted());\(methods.sorted())"
            } + adopters.sorted { $0.key < $1.key }.map { "\($0.key)<\($0.value.sorted())" }
        return lines.joined(separator: "\n")
    }

    /// What one adopter of a protocol does with a message's argument.
    package enum AdopterAnswer: Sendable, Hashable {
        /// It does not implement the method (an optional protocol method in Objective-C).
        case notImplemented
        /// Its method does not keep the argument, or the model cannot say.
        case doesNotKeep
        /// Its method keeps the argument on its self, under this label.
        case keeps(String)
    }

    /// For a message to a value typed by a protocol that `adopters` (sorted) adopt: the label
    /// under which every adopter that implements the method keeps the argument on its self, and
    /// the adopters that do. Nil when one adopter does not keep it, or none implements it: a
    /// type outside the model could be behind the value, and unknown code is never claimed to
    /// keep anything.
    package static func keptByEveryAdopter(
        _ adopters: [String], _ answer: (String) -> AdopterAnswer
    ) -> (label: String, keepers: [String])? {
        var label: String?
        var keepers: [String] = []
        for adopter in adopters {
            switch answer(adopter) {
            case .notImplemented: continue
            case .doesNotKeep: return nil
            case .keeps(let kept):
                label = label ?? kept
                keepers.append(adopter)
            }
        }
        return label.map { ($0, keepers) }
    }

    /// How a finding names the keeper found by `keptByEveryAdopter`: "`label` (in Cache, the one
    /// type conforming to Storing)", or "(in every type conforming to Storing)".
    package static func describe(label: String, keepers: [String], protocolName: String) -> String {
        let keeper =
            keepers.count == 1
            ? "\(keepers[0]), the one type conforming to \(protocolName)"
            : "every type conforming to \(protocolName)"
        return "\(label) (in \(keeper))"
    }
}
