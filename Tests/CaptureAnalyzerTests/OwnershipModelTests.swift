import SwiftParser
import Testing

@testable import CaptureAnalyzer

/// The ownership model both languages fill: the questions it answers once for both (a method
/// reached through superclasses, a message to a protocol-typed value), and that each language's
/// reader fills it the same way for the same shape.
struct OwnershipModelTests {
    /// `Base` keeps `observe:`'s block; `Middle` declares nothing; `Leaf` implements `observe:`
    /// again and keeps nothing.
    static func hierarchy() -> OwnershipModel {
        var model = OwnershipModel()
        model.types["Base", default: .init()].implemented = ["observe:", "reload"]
        model.types["Base", default: .init()].methods = [.init(name: "observe:", keptBySelf: [0: "_observers"])]
        model.types["Middle", default: .init()].superclass = "Base"
        model.types["Leaf", default: .init()].superclass = "Middle"
        model.types["Leaf", default: .init()].implemented = ["observe:"]
        model.types["Other", default: .init()].superclass = "Library"
        return model
    }

    @Test func aMessageRunsTheNearestImplementationThroughTheSuperclasses() {
        let model = Self.hierarchy()
        #expect(model.lineage(of: "Leaf") == ["Leaf", "Middle", "Base"])
        #expect(model.methods(of: "Middle", named: "observe:").map(\.keptBySelf) == [[0: "_observers"]])
        // A subclass that implements the method answers for itself, keeping or not.
        #expect(model.methods(of: "Leaf", named: "observe:").isEmpty)
        // A superclass outside the model says nothing.
        #expect(model.lineage(of: "Other") == ["Other", "Library"])
        #expect(model.methods(of: "Other", named: "observe:").isEmpty)
    }

    /// Overloads a call cannot tell apart keep the argument, each in its own member: the label
    /// names both (a router's `register` keeping routes in `directRoutes` or `parameterRoutes`);
    /// one that keeps nothing leaves the argument unclaimed.
    @Test func overloadsThatKeepInDifferentMembersAreNamedTogether() {
        let direct = OwnershipModel.Method(name: "register", keptBySelf: [1: "self.directRoutes"])
        let parameter = OwnershipModel.Method(name: "register", keptBySelf: [1: "self.parameterRoutes"])
        let none = OwnershipModel.Method(name: "register", keptBySelf: [0: "self.names"])
        #expect(
            OwnershipModel.Method.keptBySelf(byEvery: [direct, parameter, direct], argument: 1)
                == "self.directRoutes or self.parameterRoutes")
        #expect(OwnershipModel.Method.keptBySelf(byEvery: [direct, direct], argument: 1) == "self.directRoutes")
        #expect(OwnershipModel.Method.keptBySelf(byEvery: [direct, none], argument: 1) == nil)
        #expect(OwnershipModel.Method.keptBySelf(byEvery: [], argument: 1) == nil)
    }

    @Test func aCycleOfBadSuperclassDeclarationsEnds() {
        var model = OwnershipModel()
        model.types["A", default: .init()].superclass = "B"
        model.types["B", default: .init()].superclass = "A"
        #expect(model.lineage(of: "A") == ["A", "B"])
        #expect(model.methods(of: "A", named: "run").isEmpty)
    }

    @Test func everyAdopterThatImplementsTheMethodMustKeepTheArgument() {
        let answers: [String: OwnershipModel.AdopterAnswer] = [
            "Cache": .keeps("_handlers"), "Disk": .keeps("_callbacks"), "Optional": .notImplemented,
            "Fake": .doesNotKeep,
        ]
        let all = OwnershipModel.keptByEveryAdopter(["Cache", "Disk", "Optional"]) { answers[$0]! }
        #expect(all?.label == "_handlers")
        #expect(all?.keepers == ["Cache", "Disk"])
        #expect(OwnershipModel.keptByEveryAdopter(["Cache", "Fake"]) { answers[$0]! } == nil)
        // Nobody implements it, or nobody adopts the protocol: unknown code keeps nothing.
        #expect(OwnershipModel.keptByEveryAdopter(["Optional"]) { answers[$0]! } == nil)
        #expect(OwnershipModel.keptByEveryAdopter([]) { answers[$0]! } == nil)
        #expect(
            OwnershipModel.describe(label: "self.handlers", keepers: ["Cache"], protocolName: "Storing")
                == "self.handlers (in Cache, the one type conforming to Storing)")
    }

    /// One Swift module of two files: the superclass and its summaries land in the shared model
    /// under module keys, and a subclass in another file reaches the superclass's method.
    @Test func swiftModuleFactsFillTheSharedModel() throws {
        let base = """
            class Base {
                var observers: [() -> Void] = []
                func observe(_ handler: @escaping () -> Void) { observers.append(handler) }
                func reload() {}
            }
            protocol Storing: AnyObject { func store(_ handler: @escaping () -> Void) }
            final class Cache: Storing {
                var handlers: [() -> Void] = []
                func store(_ handler: @escaping () -> Void) { handlers.append(handler) }
            }
            """
        let leaf = """
            final class Leaf: Base {
                func start() { observe { self.reload() } }
            }
            """
        let sources = [("Base.swift", base), ("Leaf.swift", leaf)]
        let trees = sources.map { (path: $0.0, tree: Parser.parse(source: $0.1)) }
        var kinds = SwiftTypeIndex()
        for (_, source) in sources { kinds.add(source: source) }
        let facts = SwiftModuleFacts.build(trees: trees, kinds: kinds)
        let model = facts.ownership
        #expect(model.lineage(of: "|Leaf") == ["|Leaf", "|Base"])
        let kept = model.methods(of: "|Leaf", named: "observe").map(\.keptBySelf)
        #expect(kept.count == 1)
        #expect(kept.first?[0]?.contains("observers") == true)
        #expect(model.adopters["|Storing"] == ["|Cache"])
        #expect(facts.superclass(of: "Leaf", module: "") == "Base")
        #expect(facts.lineage(of: "Leaf", module: "") == ["Leaf", "Base"])
    }
}
