import Foundation

/// What the type-checked AST says about one closure, autoclosure, local function or `defer`
/// body (`swiftc -dump-ast -dump-ast-format json`).
package struct ASTClosure: Sendable {
    /// Byte offset of the position SIL uses for it: the `{`, an autoclosure's expression,
    /// a local function's name, the `defer` keyword.
    package var offset: Int
    /// Byte range of the whole closure in the file.
    package var range: Range<Int>
    package var kind: SwiftClosureKind
    /// The compiler's `escaping` flag (closures and autoclosures only).
    package var escaping: Bool?
    /// Captured declarations by name, with the type as a mangled name (`$sSiD`).
    package var captureTypes: [String: String]
    /// Names bound in its capture list, in order.
    package var captureList: [String]
    /// Whether `self` is written somewhere in its body (a reference that is not implicit).
    package var writesSelf: Bool
}

/// Reads closures out of the JSON AST dump. Closure expressions can appear twice (a pattern
/// binding's original and processed initializer): the first one at an offset wins.
package enum ASTReader {
    /// Closures of the file whose dump is `json`, keyed by offset; `source` is the file's bytes
    /// (for the position of local function names).
    package static func read(_ json: Data, source: [UInt8]) throws -> [Int: ASTClosure] {
        let root = try JSONSerialization.jsonObject(with: json)
        var closures: [Int: ASTClosure] = [:]
        var lists: [Int: [String]] = [:]
        walk(root) { node, kind in
            switch kind {
            case "capture_list":
                if let start = range(node)?.lowerBound { lists[start] = captureListNames(node) }
            case "closure_expr", "autoclosure_expr":
                guard let span = range(node), closures[span.lowerBound] == nil else { return }
                closures[span.lowerBound] = ASTClosure(
                    offset: span.lowerBound, range: span, kind: kind == "closure_expr" ? .closure : .autoclosure,
                    escaping: node["escaping"] as? Bool ?? false, captureTypes: captureTypes(node), captureList: [],
                    writesSelf: writesSelf(node))
            case "func_decl":
                guard node["captures"] != nil, let span = range(node),
                    let name = ((node["name"] as? [String: Any])?["base_name"] as? [String: Any])?["name"] as? String
                else { return }
                let isDefer = name == "$defer"
                let offset = isDefer ? span.lowerBound : nameOffset(after: span.lowerBound, in: source)
                guard closures[offset] == nil else { return }
                closures[offset] = ASTClosure(
                    offset: offset, range: span, kind: isDefer ? .deferBody : .localFunction,
                    escaping: nil, captureTypes: captureTypes(node), captureList: [],
                    writesSelf: writesSelf(node))
            default:
                break
            }
        }
        for (start, names) in lists { closures[start]?.captureList = names }
        return closures
    }

    /// Calls `visit` on every object node with its `_kind`, depth first.
    private static func walk(_ node: Any, _ visit: ([String: Any], String) -> Void) {
        if let object = node as? [String: Any] {
            if let kind = object["_kind"] as? String { visit(object, kind) }
            for value in object.values { walk(value, visit) }
        } else if let array = node as? [Any] {
            for value in array { walk(value, visit) }
        }
    }

    private static func range(_ node: [String: Any]) -> Range<Int>? {
        guard let range = node["range"] as? [String: Any], let start = range["start"] as? Int,
            let end = range["end"] as? Int, end >= start
        else { return nil }
        return start..<(end + 1)
    }

    private static func captureTypes(_ node: [String: Any]) -> [String: String] {
        var types: [String: String] = [:]
        for case let capture as [String: Any] in node["captures"] as? [Any] ?? [] {
            guard let decl = capture["decl"] as? [String: Any], let name = decl["base_name"] as? String else {
                continue
            }
            types[name] = decl["type_usr"] as? String ?? ""
        }
        return types
    }

    /// `[weak self, unowned model = self]` → ["self", "model"].
    private static func captureListNames(_ node: [String: Any]) -> [String] {
        var names: [String] = []
        for case let binding as [String: Any] in node["captures"] as? [Any] ?? [] {
            for case let entry as [String: Any] in binding["pattern_entries"] as? [Any] ?? [] {
                walk(entry["pattern"] ?? [:]) { pattern, kind in
                    if kind == "pattern_named",
                        let name = ((pattern["name"] as? [String: Any])?["base_name"] as? [String: Any])?["name"]
                            as? String
                    {
                        names.append(name)
                    }
                }
            }
        }
        return names
    }

    /// Whether the subtree holds a `self` reference the programmer wrote.
    private static func writesSelf(_ node: [String: Any]) -> Bool {
        var found = false
        walk(node) { child, kind in
            guard !found, kind == "declref_expr" || kind == "unresolved_decl_ref_expr" else { return }
            let name = (child["decl"] as? [String: Any])?["base_name"] as? String ?? child["name"] as? String
            if name == "self", child["implicit"] as? Bool != true { found = true }
        }
        return found
    }

    /// The offset of a function's name: after `func` and blanks.
    package static func nameOffset(after start: Int, in source: [UInt8]) -> Int {
        var i = start
        let keyword = Array("func".utf8)
        // Skip modifiers/attributes up to the `func` keyword.
        while i + keyword.count <= source.count, Array(source[i..<(i + keyword.count)]) != keyword { i += 1 }
        guard i + keyword.count <= source.count else { return start }
        i += keyword.count
        while i < source.count,
            source[i] == UInt8(ascii: " ") || source[i] == UInt8(ascii: "\t") || source[i] == UInt8(ascii: "\n")
        { i += 1 }
        return i
    }
}
