import Foundation
import Testing

@testable import SwiftFrontend

/// Swift explain against the compiler, file by file over `Tests/Fixtures/swift-closures/`.
///
/// The truth is derived here, independently of the readers under test: this oracle runs the
/// compiler *driver* itself and reads different lines of its output than the analyzer does.
/// The analyzer reads each closure function's `bb0(... @closureCapture ...)` arguments; the
/// oracle reads the call sites instead: every `partial_apply` of a closure, its operands'
/// parameter types in the applied function type, whether it is `[on_stack]`, and the class
/// declarations SIL prints at the top; names come from the `debug_value … name "x", argno N`
/// instructions; escaping and positions of closure expressions come from the AST JSON.
@Suite struct SwiftExplainCorpusTests {
    static let directory = ExplainBinary.packageRoot.appendingPathComponent("Tests/Fixtures/swift-closures")
    static var corpus: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".swift") }
            .sorted()
    }

    /// One capture as the call site passes it.
    struct Passed: Equatable, CustomStringConvertible {
        var kind: String
        var ownership: String
        var description: String { "\(kind)/\(ownership)" }
    }

    @Test(arguments: corpus)
    func everyPartialApplyPassesWhatExplainReports(_ name: String) async throws {
        let path = Self.directory.appendingPathComponent(name).path
        let analysis = try await SwiftClosureAnalyzer().analyze(file: path)
        let library = analysis.parsedAsLibrary
        let sil = try await Self.driver(
            path, ["-emit-sil", "-Onone", "-Xllvm", "-sil-print-debuginfo"], library: library)
        let classes = Self.classNames(sil)
        let byName = Dictionary(analysis.closures.map { ($0.mangledName, $0) }, uniquingKeysWith: { a, _ in a })
        var checked: Set<String> = []
        for apply in Self.partialApplies(sil, file: name) {
            guard let closure = byName[apply.callee] else { continue }
            checked.insert(apply.callee)
            let passed = apply.parameters.map {
                Self.classify(
                    $0, classes: classes.union(Self.classBoundParameters(apply.functionType, classes: classes)))
            }
            let reported = closure.captures.map { Passed(kind: $0.kind.rawValue, ownership: $0.ownership.rawValue) }
            #expect(
                reported == passed, "\(name): \(closure.symbol) at \(closure.location.line):\(closure.location.column)")
            // An `async let` body escapes into its child task (the type checker's answer), while
            // -Onone SIL builds its context on the stack of the scope that awaits it.
            let asyncLet = closure.kind == .autoclosure && apply.onStack && apply.functionType.contains("@async")
            #expect(closure.escaping == (!apply.onStack || asyncLet), "\(name): \(closure.symbol) escaping")
            if closure.kind == .closure {
                #expect(
                    closure.location.line == apply.line && closure.location.column == apply.column,
                    "\(name): \(closure.symbol) position")
            }
            let names = Self.argumentNames(sil, function: apply.callee)
            #expect(
                closure.captures.map(\.name) == Array(names.suffix(closure.captures.count)),
                "\(name): \(closure.symbol) names")
        }
        // Every closure explain says has a context was made by a partial_apply the oracle read.
        for closure in analysis.closures where [.heap, .capturedObject, .stack].contains(closure.context.storage) {
            #expect(
                checked.contains(closure.mangledName),
                "\(name): \(closure.symbol) has a context but no partial_apply was checked")
        }
    }

    /// A captured value is `strong` exactly when the run time cannot copy its type bit for bit
    /// (`_isPOD` is false: copying retains something), and then explain says through what.
    @Test func valueCapturesAreStrongExactlyWhenCopyingThemRetains() async throws {
        let path = Self.directory.appendingPathComponent("value-ownership.swift").path
        let analysis = try await SwiftClosureAnalyzer().analyze(file: path)
        let closure = try #require(analysis.closures.first { $0.symbol == "closure #2 in captureValues(_:)" })
        let run = try await SwiftLintCorpusTests.compileAndRun(path)
        try #require(run.status == 0, "\(run.output)")
        var isPOD: [String: Bool] = [:]
        for line in run.output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 2 { isPOD[String(words[0])] = words[1] == "true" }
        }
        #expect(closure.captures.count == 13)
        for capture in closure.captures {
            let pod = try #require(isPOD[capture.name], "\(capture.name) is not probed")
            #expect(capture.kind == .value, "\(capture.name)")
            #expect((capture.ownership == .strong) == !pod, "\(capture.name): \(capture.ownership), POD \(pod)")
            #expect(
                (capture.heldThrough != nil) == !pod,
                "\(capture.name): held through \(capture.heldThrough ?? "nothing")")
        }
        let through = Dictionary(uniqueKeysWithValues: closure.captures.map { ($0.name, $0.heldThrough ?? "") })
        #expect(through["objects"] == "array buffer → elements")
        #expect(through["byName"] == "dictionary storage → keys and values")
        #expect(through["pair"] == "tuple element 0")
        #expect(through["holder"] == "Holder's stored properties")
        #expect(through["payload"] == "Payload's case payloads")
        #expect(through["text"] == "string storage")
    }

    /// A method used as a value is a closure that holds its object strongly; an `async let`
    /// body escapes into its child task; `defer` bodies and local functions called in place are
    /// not closures at all.
    @Test func methodReferencesAsyncLetAndDeferAreTheCompilersClosures() async throws {
        let path = Self.directory.appendingPathComponent("value-ownership.swift").path
        let analysis = try await SwiftClosureAnalyzer().analyze(file: path)
        let references = analysis.closures.filter { $0.symbol.hasSuffix("in Button.wire(to:)") }
        #expect(references.count == 2)
        for reference in references {
            #expect(reference.escaping)
            #expect(reference.captures.map { "\($0.name) \($0.kind) \($0.ownership)" } == ["self value strong"])
        }
        #expect(references.map { $0.captures.first?.isImplicit } == [false, true])
        let child = try #require(analysis.closures.first { $0.symbol.hasSuffix("in childTask(_:)") })
        #expect(child.kind == .autoclosure && child.escaping)
        #expect(!analysis.closures.contains { $0.kind == .deferBody || $0.symbol.contains("pod<") })
    }

    /// A method reference captures the object it is written after, named as the source names it;
    /// a method named through its type is a thunk that captures nothing.
    @Test func methodReferencesNameTheObjectTheyCapture() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("capcheck-refs-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("references.swift")
        try """
        final class Button {
            var onTap: (() -> Void)?
            func press() {}
        }
        final class Screen {
            let button = Button()
            func handle() {}
            func wire(other: Button) {
                button.onTap = other.press
                let unbound: (Screen) -> () -> Void = Screen.handle
                _ = unbound
            }
        }

        """.write(to: file, atomically: true, encoding: .utf8)
        let closures = try await SwiftClosureAnalyzer().analyze(file: file.path).closures
        let described = closures.map { closure in
            "\(closure.location.line): "
                + closure.captures.map { "\($0.name) \($0.ownership) \($0.isImplicit)" }
                .joined(separator: ", ")
        }
        #expect(described == ["9: other strong false", "10: "])
    }

    @Test(arguments: corpus)
    func closureExpressionsSitWhereTheASTPutsThemAndEscapeAsItSays(_ name: String) async throws {
        let path = Self.directory.appendingPathComponent(name).path
        let analysis = try await SwiftClosureAnalyzer().analyze(file: path)
        let json = try await Self.driver(
            path, ["-dump-ast", "-dump-ast-format", "json"], library: analysis.parsedAsLibrary)
        let source = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var expected: [String: Bool] = [:]
        // Every "closure_expr" object: its range start and its escaping flag.
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8))
        func visit(_ node: Any) {
            if let object = node as? [String: Any] {
                if object["_kind"] as? String == "closure_expr", let range = object["range"] as? [String: Any],
                    let start = range["start"] as? Int
                {
                    let before = source[..<start]
                    let line = before.filter { $0 == 10 }.count + 1
                    let column = start - (before.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
                    expected["\(line):\(column)"] = object["escaping"] as? Bool ?? false
                }
                object.values.forEach(visit)
            } else if let array = node as? [Any] {
                array.forEach(visit)
            }
        }
        visit(root)
        let reported = Dictionary(
            analysis.closures.filter { $0.kind == .closure }.map {
                ("\($0.location.line):\($0.location.column)", $0.escaping)
            },
            uniquingKeysWith: { a, _ in a })
        #expect(reported == expected, "\(name)")
    }

    // MARK: - Hand-checked facts: the lessons the examples teach, as sentences

    @Test func aVarCapturedByAnEscapingClosureIsABoxAndACaptureListCopiesIt() async throws {
        let closures = try await SwiftClosureAnalyzer().analyze(
            file: Self.directory.appendingPathComponent("var-let.swift").path
        ).closures
        let increment = try #require(closures.first { $0.location.line == 6 })
        #expect(increment.captures.map { "\($0.name):\($0.kind.rawValue)" } == ["counter:box", "step:value"])
        let read = try #require(closures.first { $0.location.line == 7 })
        #expect(read.captures.first { $0.name == "counter" }?.kind == .value)
        #expect(read.captures.first { $0.name == "counter" }?.isFromCaptureList == true)
        let forEach = try #require(closures.first { $0.location.line == 9 })
        #expect(!forEach.escaping && forEach.captures.map(\.kind) == [.address])
    }

    @Test func weakUnownedAndUnsafeSelfAreToldApart() async throws {
        let closures = try await SwiftClosureAnalyzer().analyze(
            file: Self.directory.appendingPathComponent("ownership.swift").path
        ).closures
        let selves = closures.prefix(5).map {
            $0.captures.first.map { "\($0.kind.rawValue) \($0.ownership.rawValue) list:\($0.isFromCaptureList)" } ?? ""
        }
        #expect(
            selves == [
                "box weak list:true", "value unowned list:true", "value unowned(unsafe) list:true",
                "value strong list:false", "value strong list:true",
            ])
        let implicit = try #require(closures.first { $0.location.line == 11 }?.captures.first)
        #expect(implicit.name == "self" && !implicit.isImplicit, "[self] in the list is written")
    }

    @Test func implicitSelfInAStructClosureIsReportedImplicit() async throws {
        let closures = try await SwiftClosureAnalyzer().analyze(
            file: Self.directory.appendingPathComponent("value-self.swift").path
        ).closures
        let reader = try #require(closures.first { $0.location.line == 4 })
        #expect(
            reader.captures.map { "\($0.name) \($0.kind.rawValue) \($0.ownership.rawValue) implicit:\($0.isImplicit)" }
                == ["self value strong implicit:true"])
        // Counter holds a String: copying it retains the string's storage.
        #expect(reader.captures.first?.heldThrough == "Counter's stored properties")
        let mutating = try #require(closures.first { $0.location.line == 5 })
        #expect(mutating.captures.first?.kind == .address, "a mutating method's self is captured by address")
    }

    @Test func aFileThatDoesNotTypeCheckAloneIsAnErrorWithTheCompilersDiagnostics() async throws {
        let bad = Self.directory.appendingPathComponent("bad/needs-other-file.swift").path
        await #expect {
            _ = try await SwiftClosureAnalyzer().analyze(file: bad)
        } throws: { error in
            guard let error = error as? SwiftAnalysisError, case .doesNotCompile(let file, let diagnostics) = error
            else { return false }
            return file == bad && diagnostics.contains("cannot find 'Helper' in scope")
        }
        // With the other source after `--` it compiles, and only the file's closures are shown.
        let helper = Self.directory.appendingPathComponent("bad/Helper.swift").path
        let analysis = try await SwiftClosureAnalyzer(options: SwiftAnalyzerOptions(compilerFlags: [helper])).analyze(
            file: bad)
        #expect(analysis.closures.map { $0.captures.map(\.name) } == [["helper"]])
        #expect(analysis.closures.first?.captures.first?.ownership == .strong)
    }

    /// Existentials of a protocol from another module: `NSObjectProtocol` is declared
    /// `: AnyObject` in Foundation, so its existential is a class reference the closure holds;
    /// a plain protocol's is kept by address, and `any Error` is a box of its own, not an object.
    @Test func existentialsOfAnotherModulesProtocolsAreStrongOnlyWhenClassBoundOrBoxed() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capcheck-existentials-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("existentials.swift")
        try """
        import Foundation
        final class Box { var f: (() -> Void)? }
        func classBound(_ value: any NSObjectProtocol, box: Box) { box.f = { print(value) } }
        func plain(_ value: any CustomStringConvertible, box: Box) { box.f = { print(value) } }
        func error(_ value: any Error, box: Box) { box.f = { print(value) } }

        """.write(to: file, atomically: true, encoding: .utf8)
        let closures = try await SwiftClosureAnalyzer().analyze(file: file.path).closures
        #expect(
            closures.map { $0.captures.map { "\($0.kind.rawValue) \($0.ownership.rawValue)" } }
                == [["value strong"], ["value none"], ["value strong"]])
        // `any Error` is a box of its own, whatever the error: copying it retains the box.
        #expect(closures.last?.captures.first?.heldThrough == "the error's box")
    }

    /// A property-wrapped local is captured as its storage `_level` (what SIL passes and the
    /// runtime context holds) and names the local the source declares, `@Clamped var level`.
    @Test func aWrappedLocalsStorageNamesTheLocal() async throws {
        let path = Self.directory.appendingPathComponent("property-wrappers.swift").path
        let closures = try await SwiftClosureAnalyzer().analyze(file: path).closures
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let declared = try #require(
            source.split(separator: "\n").first { $0.contains("@Clamped var") && !$0.contains("volume") })
        let local = try #require(declared.split(separator: " ").drop { $0 != "var" }.dropFirst().first).description
        let wrapped = closures.flatMap(\.captures).filter { $0.wrappedVariable != nil }
        #expect(wrapped.map { "\($0.name) \($0.wrappedVariable ?? "")" } == ["_\(local) \(local)"])
        #expect(closures.flatMap(\.captures).filter { $0.name == "self" }.allSatisfy { $0.wrappedVariable == nil })
    }

    // MARK: - The independent oracle

    static func driver(_ path: String, _ action: [String], library: Bool) async throws -> String {
        let swiftc = try #require(ToolRun.find("swiftc"))
        let output = try await CompilerOracle.swiftc(swiftc, action + (library ? ["-parse-as-library"] : []) + [path])
        try #require(output.status == 0, "\(output.stderr)")
        return output.stdout
    }

    struct Apply {
        var callee: String
        var onStack: Bool
        var functionType: String
        var parameters: [String]
        var line: Int
        var column: Int
    }

    /// Every `partial_apply` whose location is in `file`, with the types of the parameters
    /// its operands fill (the last N parameters of the applied function type).
    static func partialApplies(_ sil: String, file: String) -> [Apply] {
        var refs: [String: String] = [:]
        var applies: [Apply] = []
        let pattern = try! NSRegularExpression(
            pattern:
                #"^\s*(%\d+) = partial_apply((?: \[[a-z_]+\])*) (%\d+)(?:<[^(]*>)?\(([^)]*)\) : \$(.*), "#
                + #"loc "([^"]+)":(\d+):(\d+)"#
        )
        for line in sil.split(separator: "\n") {
            let text = String(line)
            if let range = text.range(of: " = function_ref @") {
                let value = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                refs[value] = String(text[range.upperBound...].prefix { $0 != " " })
                continue
            }
            guard let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else {
                continue
            }
            func group(_ i: Int) -> String { Range(match.range(at: i), in: text).map { String(text[$0]) } ?? "" }
            guard group(6).hasSuffix(file), let callee = refs[group(3)] else { continue }
            // An `[isolated_any]` closure (a Task's operation) gets its isolation as the first
            // operand: the actor the closure runs on, not a captured variable.
            let operands = group(4).split(separator: ",").count - (group(2).contains("[isolated_any]") ? 1 : 0)
            let parameters = SILReader.functionParameters(group(5))
            applies.append(
                Apply(
                    callee: callee, onStack: group(2).contains("[on_stack]"), functionType: group(5),
                    parameters: Array(parameters.suffix(operands)),
                    line: Int(group(7)) ?? 0, column: Int(group(8)) ?? 0))
        }
        return applies
    }

    /// Classes the module declares (SIL prints the module's declarations first), and protocols
    /// declared `: AnyObject` (their existentials are class references too).
    static func classNames(_ sil: String) -> Set<String> {
        var names: Set<String> = ["AnyObject"]
        // `protocol Refined : Delegate {` inherits class-boundness from `protocol Delegate : AnyObject {`.
        for line in sil.split(separator: "\n") where line.hasPrefix("protocol ") && line.contains(" : ") {
            let parts = line.dropFirst("protocol ".count).dropLast().components(separatedBy: " : ")
            let inherited = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if inherited.contains(where: { $0 == "AnyObject" || names.contains($0) }) { names.insert(parts[0]) }
        }
        for line in sil.split(separator: "\n") where !line.hasPrefix(" ") {
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(where: { $0 == "class" || $0 == "actor" }), index + 1 < words.count,
                words[..<index].allSatisfy({
                    [
                        "final", "public", "internal", "private", "fileprivate", "open",
                        "@_inheritsConvenienceInitializers",
                    ].contains(String($0))
                })
            else { continue }
            names.insert(String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return names
    }

    /// The generic parameters of a function type that its `where` clause binds to classes:
    /// `<τ_0_0 where τ_0_0 : AnyObject>` (or `: SomeClass`) → ["τ_0_0"].
    static func classBoundParameters(_ functionType: String, classes: Set<String>) -> Set<String> {
        guard let open = functionType.firstIndex(of: "<"), let whereRange = functionType.range(of: " where "),
            whereRange.lowerBound > open, let close = functionType[whereRange.upperBound...].firstIndex(of: ">")
        else { return [] }
        var bound: Set<String> = []
        for requirement in functionType[whereRange.upperBound..<close].split(separator: ",") {
            let sides = requirement.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            if sides.count == 2, sides[1] == "AnyObject" || classes.contains(sides[1]) { bound.insert(sides[0]) }
        }
        return bound
    }

    /// A parameter of the applied function type, as the oracle reads it.
    static func classify(_ parameter: String, classes: Set<String>) -> Passed {
        var type = parameter
        var classes = classes
        // An actor's `self` in its own async closure is also `@sil_isolated`.
        if type.hasPrefix("@sil_isolated ") { type.removeFirst("@sil_isolated ".count) }
        // SIL passes a trivial value (copied bit for bit) with no convention; any other value has
        // reference-counted components, and copying it into the context retains them.
        // (Address-only values, `@in_guaranteed`, are generic or existential: whether they hold a
        // reference depends on the value, so only class-bound ones count, as before.)
        let convention = ["@guaranteed ", "@owned "].first { type.hasPrefix($0) }
        for convention in ["@inout_aliasable ", "@in_guaranteed ", "@guaranteed ", "@owned "]
        where type.hasPrefix(convention) {
            if convention == "@inout_aliasable " { return Passed(kind: "address", ownership: "none") }
            type.removeFirst(convention.count)
        }
        var kind = "value"
        if type.contains("{ var ") || type.contains("{ let ") {
            kind = "box"
            // A generic box carries its own signature: `<τ_0_0 where τ_0_0 : AnyObject> { var τ_0_0 }`.
            classes.formUnion(classBoundParameters(type, classes: classes))
            type = String(type[type.range(of: "{ ")!.upperBound...].dropFirst(4).prefix { $0 != "}" })
                .trimmingCharacters(in: .whitespaces)
        }
        if type.hasPrefix("@sil_weak ") { return Passed(kind: kind, ownership: "weak") }
        if type.hasPrefix("@sil_unowned ") { return Passed(kind: kind, ownership: "unowned") }
        if type.hasPrefix("@sil_unmanaged ") { return Passed(kind: kind, ownership: "unowned(unsafe)") }
        if type.hasPrefix("Optional<") && type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
        if type.hasPrefix("any ") { type = String(type.dropFirst(4)) }
        let base = String(type.prefix { $0 != "<" && $0 != " " })
        if classes.contains(base) { return Passed(kind: kind, ownership: "strong") }
        return Passed(kind: kind, ownership: kind == "value" && convention != nil ? "strong" : "none")
    }

    /// Debug names of a function's arguments, by argument number, from its `debug_value`s.
    static func argumentNames(_ sil: String, function: String) -> [String] {
        guard let end = sil.range(of: "} // end sil function '\(function)'"),
            let start = sil.range(of: "\nsil ", options: .backwards, range: sil.startIndex..<end.lowerBound)
        else { return [] }
        var names: [Int: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"debug_value [^,]+, (?:let|var), name "([^"]+)", argno (\d+)"#)
        let body = String(sil[start.upperBound..<end.lowerBound])
        for match in pattern.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            let name = String(body[Range(match.range(at: 1), in: body)!])
            let number = Int(body[Range(match.range(at: 2), in: body)!])!
            if names[number] == nil { names[number] = name }
        }
        return names.keys.sorted().map { names[$0]! }
    }
}
