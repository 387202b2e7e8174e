import Findings
import Foundation
import Yams

/// What library APIs do with the closures handed to them, read from the documented data file
/// `Knowledge/closure-keepers.yml` (and `closure_keepers:` in `.capcheck.yml`): which calls keep
/// their closure, and whether the call's result or its receiver is what keeps it. Lint cannot
/// read library code; an API that is not listed is never assumed to keep anything.
package struct ClosureKeepers: Sendable, Hashable {
    /// Who keeps the closure handed to a listed call.
    package enum KeptBy: String, Sendable, Hashable, CaseIterable {
        /// The object the call returns (a subscription, disposable, token, observation).
        case result
        /// The object the method is called on.
        case receiver
        /// Whatever the operator chain the call is part of ends in.
        case chain
    }

    /// One listed API.
    package struct Keeper: Sendable, Hashable {
        /// Where it comes from.
        package var library: String
        /// Method (or type, for an initializer) base names.
        package var methods: [String]
        /// The first argument label must be one of these (`_` for none); empty: any.
        package var labels: [String]
        /// Who keeps the closure.
        package var keptBy: KeptBy
        /// When the keeper lets go, if it ever does on its own.
        package var until: String?
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

    /// The listed APIs.
    package var keepers: [Keeper] = []
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

    /// The list shipped with capcheck; empty, with `problem` set, when its file is missing.
    package static let bundled: ClosureKeepers = {
        let path =
            ResourceLocator.locate(
                "Knowledge", of: "CaptureAnalyzer", containing: "closure-keepers.yml",
                sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
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
        keepers.first { keeper in
            keeper.methods.contains(name) && (keeper.labels.isEmpty || keeper.labels.contains(label ?? "_"))
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
        return merged
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
            guard let map = entry as? [String: Any], let methods = map["methods"] as? [String], !methods.isEmpty,
                let keptBy = (map["kept_by"] as? String).flatMap(KeptBy.init(rawValue:))
            else {
                throw InvalidKnowledge(
                    file: file,
                    reason:
                        "keepers entry \(i + 1) needs methods (a list) and kept_by "
                        + "(\(KeptBy.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            list.keepers.append(
                Keeper(
                    library: map["library"] as? String ?? "your code", methods: methods,
                    labels: map["labels"] as? [String] ?? [], keptBy: keptBy, until: map["until"] as? String))
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
        return list
    }
}
