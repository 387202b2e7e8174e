import Findings
import Foundation
import Yams

/// What library APIs do with the closures and blocks handed to them, read from the documented
/// data file `Knowledge/closure-keepers.yml` (and `closure_keepers:` in `.capcheck.yml`): which
/// calls keep their closure, and who keeps it. Swift calls are named by base name (`methods`),
/// Objective-C messages by selector (`selectors`), C calls by function name (`functions`). Lint
/// cannot read library code; an API that is not listed is never assumed to keep anything.
package struct ClosureKeepers: Sendable, Hashable {
    /// Who keeps what a listed call is handed.
    package enum KeptBy: Sendable, Hashable {
        /// The object the call returns (a subscription, disposable, token, observation).
        case result
        /// The object the method is called on.
        case receiver
        /// Whatever the operator chain the call is part of ends in.
        case chain
        /// The call's argument at this 0-based index (`dispatch_source_set_event_handler(source, …)`:
        /// argument 0).
        case argument(Int)
        /// Nobody for long: the call runs what it is given and lets go (an operation queue).
        case nobody
        /// Whatever keeps the source of the signal the message is sent to (an Objective-C
        /// subscription): found through `chain` operators, or nobody known.
        case source

        /// Reads the YAML spelling: `result`, `receiver`, `chain`, `argument N`, `none`.
        package init?(spelling: String) {
            let words = spelling.split(separator: " ")
            switch (words.first, words.count) {
            case ("result", 1): self = .result
            case ("receiver", 1): self = .receiver
            case ("chain", 1): self = .chain
            case ("none", 1): self = .nobody
            case ("source", 1): self = .source
            case ("argument", 2):
                guard let index = Int(words[1]), index >= 0 else { return nil }
                self = .argument(index)
            default: return nil
            }
        }

        /// The YAML spelling.
        package var spelling: String {
            switch self {
            case .result: return "result"
            case .receiver: return "receiver"
            case .chain: return "chain"
            case .argument(let index): return "argument \(index)"
            case .nobody: return "none"
            case .source: return "source"
            }
        }

        /// What the list's `kept_by` accepts, for error messages.
        static let choices = "result, receiver, chain, argument N, source or none"
    }

    /// What a listed Objective-C or C call makes its keeper keep.
    package enum Kept: String, Sendable, Hashable {
        /// The blocks handed to the call (the default).
        case blocks
        /// Whatever subscribes to the signal the call returns (`rac_valuesForKeyPath:observer:`), or
        /// to an instance of a listed class (`RACSubject`), with the blocks of the operators before it.
        case subscribers
        /// The receiver, a signal, with what it is subscribed with (`setKeyPath:onObject:`: the object
        /// keeps the binding of the signal the message is sent to).
        case receiver
        /// The `info` of the C context struct handed as argument `context` (`{version, info, retain,
        /// release, copyDescription}`: `SCNetworkReachabilitySetCallback(ref, fn, &context)`), kept
        /// only when the context's `retain` callback is not NULL.
        case context
    }

    /// One listed API.
    package struct Keeper: Sendable, Hashable {
        /// Where it comes from.
        package var library: String
        /// Swift method (or type, for an initializer) base names.
        package var methods: [String]
        /// The first argument label must be one of these (`_` for none); empty: any.
        package var labels: [String]
        /// Who keeps the closure.
        package var keptBy: KeptBy
        /// When the keeper lets go, if it ever does on its own.
        package var until: String?
        /// Objective-C selectors (`subscribeNext:`, `rac_textSignal`).
        package var selectors: [String] = []
        /// C functions (`dispatch_source_set_event_handler`).
        package var functions: [String] = []
        /// Objective-C classes whose instances (subclasses' too) keep what `keeps` says.
        package var classes: [String] = []
        /// What the keeper keeps (Objective-C and C entries).
        package var keeps: Kept = .blocks
        /// How the keeping edge is named in messages (`event handler`); nil: the call's name.
        package var edge: String?
        /// The selectors count only for methods these classes (their categories, their
        /// subclasses) declare; empty: any method of that name.
        package var declaredIn: [String] = []
        /// With `keeps: context`: the 0-based index of the argument that points at the context.
        package var contextArgument: Int?

        /// An entry from its parts.
        package init(
            library: String, methods: [String], labels: [String], keptBy: KeptBy, until: String?
        ) {
            self.library = library
            self.methods = methods
            self.labels = labels
            self.keptBy = keptBy
            self.until = until
        }

        /// Every name the entry lists, for reports.
        package var names: [String] { methods + selectors + functions + classes }
    }

    /// How a result ends up kept by another object.
    package struct Holder: Sendable, Hashable {
        /// Where it comes from.
        package var library: String
        /// Methods called on the result (`disposed`) or on the holder (`insert`).
        package var methods: [String]
        /// True when the receiver keeps its argument (`bag.insert(x)`); false when the argument
        /// keeps the receiver (`x.disposed(by: bag)`).
        package var receiverHolds: Bool
    }

    /// A library superclass's members that every instance keeps strongly.
    package struct InheritedMembers: Sendable, Hashable {
        /// Where it comes from.
        package var library: String
        /// The superclass (`FormViewController`).
        package var superclass: String
        /// Its strong stored members (`form`).
        package var members: [String]
    }

    /// Closure properties a library class sets to nil by itself (an operation's
    /// `completionBlock` once it starts): a cycle through one ends without the app's code.
    package struct Release: Sendable, Hashable {
        /// Where it comes from.
        package var library: String
        /// The classes (their subclasses too) that declare the properties, Swift and Objective-C
        /// spellings.
        package var classes: [String]
        /// The properties.
        package var properties: [String]
        /// When the class lets go.
        package var when: String
    }

    /// The listed APIs.
    package var keepers: [Keeper] = []
    /// The listed properties libraries let go of by themselves.
    package var releases: [Release] = []
    /// Infix operators whose left operand keeps the right one (`+++`, `<<<`).
    package var holdingOperators: Set<String> = []
    /// Members inherited from library superclasses.
    package var inheritedMembers: [InheritedMembers] = []
    /// The listed holders.
    package var holders: [Holder] = []
    /// Why the bundled list could not be read, when it could not.
    package var problem: String?

    /// An empty list.
    package init() {}

    /// A text that changes whenever an entry does, the same in every process (a `Set`'s
    /// description is not: its order follows the process's random hashing seed).
    package var fingerprint: String {
        "\(keepers)|\(holdingOperators.sorted())|\(inheritedMembers)|\(holders)|\(releases)|\(problem ?? "")"
    }

    /// The list shipped with capcheck; empty, with `problem` set, when its file is missing.
    package static let bundled: ClosureKeepers = {
        let path =
            ResourceLocator.locate(
                "Knowledge", of: "CaptureAnalyzer", containing: "closure-keepers.yml",
                sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            ) + "/closure-keepers.yml"
        do {
            return try parse(yaml: String(contentsOfFile: path, encoding: .utf8), file: path)
        } catch {
            var empty = ClosureKeepers()
            empty.problem = "\(path): \(error)"
            return empty
        }
    }()

    /// The entry for a call named `name` whose first argument label is `label` (`_` for none).
    package func keeper(method name: String, firstLabel label: String?) -> Keeper? {
        // An entry that names the label is more specific than one that takes any.
        keepers.first { $0.methods.contains(name) && $0.labels.contains(label ?? "_") }
            ?? keepers.first { $0.methods.contains(name) && $0.labels.isEmpty }
    }

    /// The entry for blocks handed to the Objective-C message `selector` (`subscribeNext:`), or,
    /// with `keeps`, for what else a listed message makes its keeper keep.
    package func keeper(selector: String, keeps: Kept = .blocks) -> Keeper? {
        keepers.first { $0.keeps == keeps && $0.selectors.contains(selector) }
    }

    /// The entry for blocks handed to the C function `name`.
    package func keeper(function name: String, keeps: Kept = .blocks) -> Keeper? {
        keepers.first { $0.keeps == keeps && $0.functions.contains(name) }
    }

    /// The entry whose `classes` list one of `classNames` (a class and its superclasses, nearest
    /// first) as keeping `keeps`.
    package func keeper(classes classNames: [String], keeps: Kept) -> Keeper? {
        for name in classNames {
            if let keeper = keepers.first(where: { $0.keeps == keeps && $0.classes.contains(name) }) { return keeper }
        }
        return nil
    }

    /// The entry saying that a class lets go of its property `name` by itself: one of
    /// `classNames` (a class and its superclasses) when given, else any listed class.
    package func release(property name: String, classes classNames: [String]? = nil) -> Release? {
        releases.first { release in
            release.properties.contains(name)
                && (classNames.map { $0.contains(where: release.classes.contains) } ?? true)
        }
    }

    /// The holder entry for `name`.
    package func holder(method name: String) -> Holder? {
        holders.first { $0.methods.contains(name) }
    }

    /// This list with `other`'s entries added (a user's entries come first, so they win).
    package func adding(_ other: ClosureKeepers) -> ClosureKeepers {
        var merged = self
        merged.keepers = other.keepers + keepers
        merged.holders = other.holders + holders
        merged.holdingOperators.formUnion(other.holdingOperators)
        merged.inheritedMembers = other.inheritedMembers + inheritedMembers
        merged.releases = other.releases + releases
        return merged
    }

    /// One `keepers` entry, checked: it names calls, says who keeps what they are handed, and uses
    /// only what the names it lists can mean (`argument N` and `keeps` are for selectors, functions
    /// and classes).
    private static func keeper(_ entry: Any, number: Int, file: String) throws -> Keeper {
        guard let map = entry as? [String: Any] else {
            throw InvalidKnowledge(file: file, reason: "keepers entry \(number) must be a mapping")
        }
        let library = map["library"] as? String ?? "your code"
        func fail(_ problem: String) -> InvalidKnowledge {
            InvalidKnowledge(file: file, reason: "keepers entry \(number) (\(library)): \(problem)")
        }
        func names(_ key: String) throws -> [String] {
            guard let value = map[key], !(value is NSNull) else { return [] }
            guard let list = value as? [Any], let strings = list as? [String] else {
                throw fail("'\(key)' must be a list of names (quote selectors: \"subscribeNext:\")")
            }
            return strings
        }
        let known: Set = [
            "library", "methods", "selectors", "functions", "classes", "labels", "kept_by", "keeps", "until", "edge",
            "declared_in", "context",
        ]
        if let unknown = map.keys.sorted().first(where: { !known.contains($0) }) {
            throw fail("unknown key '\(unknown)' (known: \(known.sorted().joined(separator: ", ")))")
        }
        let methods = try names("methods")
        let selectors = try names("selectors")
        let functions = try names("functions")
        let classes = try names("classes")
        guard !(methods + selectors + functions + classes).isEmpty else {
            throw fail("needs methods, selectors, functions or classes (a list) and kept_by (\(KeptBy.choices))")
        }
        guard let spelled = map["kept_by"] as? String, let keptBy = KeptBy(spelling: spelled) else {
            let given = map["kept_by"].map { " (not '\($0)')" } ?? ""
            throw fail("kept_by must be one of \(KeptBy.choices)\(given)")
        }
        var kept = Kept.blocks
        if let value = map["keeps"] {
            guard let spelled = value as? String, let k = Kept(rawValue: spelled) else {
                throw fail("keeps must be blocks, subscribers, receiver or context (not '\(value)')")
            }
            kept = k
        }
        let objectiveC = !(selectors + functions + classes).isEmpty
        if case .argument = keptBy, !objectiveC {
            throw fail("kept_by 'argument N' is for selectors and functions")
        }
        if keptBy == .source, selectors.isEmpty || kept != .blocks {
            throw fail("kept_by 'source' is for selectors of subscriptions (keeps: blocks)")
        }
        if kept != .blocks, !objectiveC { throw fail("keeps is for selectors, functions and classes") }
        if !classes.isEmpty, kept != .subscribers || keptBy != .receiver {
            throw fail(
                "classes entries say that an instance keeps its subscribers: keeps: subscribers, kept_by: receiver")
        }
        var keeper = Keeper(
            library: library, methods: methods, labels: try names("labels"), keptBy: keptBy,
            until: map["until"] as? String)
        keeper.selectors = selectors
        keeper.functions = functions
        keeper.classes = classes
        keeper.keeps = kept
        keeper.edge = map["edge"] as? String
        keeper.declaredIn = try names("declared_in")
        if !keeper.declaredIn.isEmpty, selectors.isEmpty { throw fail("declared_in is for selectors") }
        if let value = map["context"] {
            guard let index = value as? Int, index >= 0 else { throw fail("context must be an argument index") }
            keeper.contextArgument = index
        }
        if (kept == .context) != (keeper.contextArgument != nil) || (kept == .context && functions.isEmpty) {
            throw fail("keeps: context goes with functions and context: N (the argument that points at the context)")
        }
        return keeper
    }

    /// An entry of a closure-keepers list that makes no sense, in the file that holds it.
    package struct InvalidKnowledge: Error, CustomStringConvertible, Sendable {
        /// The file that holds the list.
        package var file: String
        /// What is wrong, naming the entry.
        package var reason: String
        /// One sentence naming the file and the problem, as for any configuration error.
        package var description: String { "\(file): invalid configuration: \(reason)" }
    }

    /// Reads the YAML shape of `closure-keepers.yml` (`keepers:` and `holders:` lists).
    package static func parse(yaml: String, file: String) throws -> ClosureKeepers {
        guard let document = try Yams.load(yaml: yaml) as? [String: Any] else { return ClosureKeepers() }
        return try parse(document, file: file)
    }

    /// Reads the `keepers:`/`holders:` lists of an already loaded mapping.
    package static func parse(_ document: [String: Any], file: String) throws -> ClosureKeepers {
        var list = ClosureKeepers()
        for (i, entry) in ((document["keepers"] as? [Any]) ?? []).enumerated() {
            list.keepers.append(try keeper(entry, number: i + 1, file: file))
        }
        for (i, entry) in ((document["holders"] as? [Any]) ?? []).enumerated() {
            if let map = entry as? [String: Any], let operators = map["operators"] as? [String],
                map["holder"] as? String == "left"
            {
                list.holdingOperators.formUnion(operators)
                continue
            }
            guard let map = entry as? [String: Any], let methods = map["methods"] as? [String], !methods.isEmpty,
                let holder = map["holder"] as? String, ["argument", "receiver"].contains(holder)
            else {
                throw InvalidKnowledge(
                    file: file,
                    reason: "holders entry \(i + 1) needs methods (a list) and holder (argument or receiver)")
            }
            list.holders.append(
                Holder(
                    library: map["library"] as? String ?? "your code", methods: methods,
                    receiverHolds: holder == "receiver"))
        }
        for (i, entry) in ((document["inherited_members"] as? [Any]) ?? []).enumerated() {
            guard let map = entry as? [String: Any], let superclass = map["superclass"] as? String,
                let members = map["members"] as? [String]
            else {
                throw InvalidKnowledge(
                    file: file, reason: "inherited_members entry \(i + 1) needs superclass and members (a list)")
            }
            list.inheritedMembers.append(
                InheritedMembers(
                    library: map["library"] as? String ?? "your code",
                    superclass: superclass, members: members))
        }
        for (i, entry) in ((document["releases"] as? [Any]) ?? []).enumerated() {
            guard let map = entry as? [String: Any], let classes = map["classes"] as? [String], !classes.isEmpty,
                let properties = map["properties"] as? [String], !properties.isEmpty
            else {
                throw InvalidKnowledge(
                    file: file, reason: "releases entry \(i + 1) needs classes and properties (lists of names)")
            }
            list.releases.append(
                Release(
                    library: map["library"] as? String ?? "your code", classes: classes, properties: properties,
                    when: map["when"] as? String ?? "it has run"))
        }
        return list
    }
}
