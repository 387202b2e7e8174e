import Foundation

/// Which captured types are class references, from the compiler's own demangler
/// (`swift-demangle -tree-only` on the AST's mangled type names): a class, a bound generic
/// class, `AnyObject` or a class-bound existential, or an `Optional` of one of those.
package struct TypeClassifier: Sendable {
    private var references: Set<String> = []
    /// Generic parameters and existentials (but `any Error`, a box of its own): address-only
    /// unless class-bound, so one passed to a closure directly is a class reference.
    private var referencesWhenDirect: Set<String> = []

    package init() {}

    /// Asks the demangler about `mangledTypes`.
    /// `classBoundProtocols`: protocols whose existentials are class references.
    package static func make(swiftc: String, mangledTypes: [String], classBoundProtocols: Set<String> = []) async
        -> TypeClassifier
    {
        var classifier = TypeClassifier()
        let unique = Array(Set(mangledTypes.filter { $0.hasPrefix("$s") }))
        guard !unique.isEmpty else { return classifier }
        let tool = demangler(besides: swiftc)
        guard let output = try? await ToolRun.run(tool, ["-tree-only"] + unique, timeout: .seconds(60)),
            output.status == 0
        else {
            return classifier
        }
        let kinds = typeKinds(inTrees: output.stdout, classBoundProtocols: classBoundProtocols)
        classifier.references = Set(kinds.filter { $0.value == .reference }.keys)
        classifier.referencesWhenDirect = Set(kinds.filter { $0.value == .referenceWhenDirect }.keys)
        return classifier
    }

    /// `swift-demangle` from the toolchain of `swiftc`, else from PATH.
    package static func demangler(besides swiftc: String) -> String {
        let directory = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let demangler = directory.appendingPathComponent("swift-demangle").path
        return FileManager.default.isExecutableFile(atPath: demangler) ? demangler : "swift-demangle"
    }

    /// Whether the mangled type holds a class reference; `direct`: SIL passes the captured value
    /// itself, not its address (which a generic parameter or an existential only allows when
    /// it is class-bound, as `T: AnyObject` or `any P` for `P: AnyObject` from another module).
    package func isReference(_ mangled: String, direct: Bool = false) -> Bool {
        references.contains(mangled) || (direct && referencesWhenDirect.contains(mangled))
    }

    /// What a demangled type is, for ownership.
    package enum Kind: Sendable { case reference, referenceWhenDirect, other }

    /// Each mangled name's kind, from `swift-demangle -tree-only` output.
    package static func typeKinds(inTrees text: String, classBoundProtocols: Set<String> = []) -> [String: Kind] {
        var result: [String: Kind] = [:]
        var name: String?
        var nodes: [(depth: Int, kind: String, text: String)] = []
        func finish() {
            if let name { result[name] = kind(of: nodes, classBoundProtocols: classBoundProtocols) }
            nodes = []
        }
        for line in text.split(separator: "\n") {
            if line.hasPrefix("Demangling for ") {
                finish()
                name = String(line.dropFirst("Demangling for ".count))
                continue
            }
            let depth = line.prefix { $0 == " " }.count / 2
            let body = line.drop { $0 == " " }
            guard body.hasPrefix("kind=") else { continue }
            let kind = String(body.dropFirst(5).prefix { $0 != "," })
            let text = body.range(of: "text=\"").map { String(body[$0.upperBound...].dropLast()) } ?? ""
            nodes.append((depth, kind, text))
        }
        finish()
        return result
    }

    /// The first type under `Global > TypeMangling > Type`, looking through `Optional`.
    private static func kind(of nodes: [(depth: Int, kind: String, text: String)], classBoundProtocols: Set<String>)
        -> Kind
    {
        guard let typeIndex = nodes.firstIndex(where: { $0.kind == "Type" }) else { return .other }
        var i = typeIndex + 1
        while i < nodes.count {
            let node = nodes[i]
            switch node.kind {
            case "Class", "BoundGenericClass", "ProtocolListWithAnyObject", "ProtocolListWithClass",
                "BuiltinTypeName" where node.text == "Builtin.NativeObject":
                return .reference
            case "BoundGenericEnum"
            where i + 2 < nodes.count && nodes[i + 2].kind == "Enum"
                && nodes[(i + 3)..<min(nodes.count, i + 5)].contains(where: { $0.text == "Optional" }):
                // Optional<Wrapped>: skip to Wrapped (the Type under the TypeList).
                guard let list = nodes[i...].firstIndex(where: { $0.kind == "TypeList" }),
                    list + 2 < nodes.count, nodes[list + 1].kind == "Type"
                else { return .other }
                i = list + 2
                continue
            case "ProtocolList":
                // `any P` (or `any P & Q`) where a protocol only classes adopt is among them.
                let names = nodes[(i + 1)...].filter { $0.kind == "Identifier" }.map(\.text)
                if names.contains(where: classBoundProtocols.contains) { return .reference }
                return names == ["Error"] ? .other : .referenceWhenDirect
            case "DependentGenericParamType":
                return .referenceWhenDirect
            case "DynamicSelf", "Type":
                i += 1
                continue
            default:
                return .other
            }
        }
        return .other
    }
}
