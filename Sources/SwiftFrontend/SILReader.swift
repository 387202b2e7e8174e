/// One function of a SIL module that captures something (a closure, an autoclosure, a local
/// function or a `defer` body), read from `swiftc -emit-sil -Onone -Xllvm -sil-print-debuginfo`.
package struct SILClosureFunction: Sendable {
    /// The mangled name, e.g. `$s4main5OwnerC5setupyyFyycfU_`.
    package var mangledName: String
    /// The demangled description SIL prints above it, e.g. `closure #1 in Owner.setup()`.
    package var description: String
    /// The file name in the function's location, as the compiler wrote it.
    package var file: String
    /// 1-based line and byte column of the location (the `{`, or a local function's name).
    package var line: Int
    package var column: Int
    /// Captured arguments (`@closureCapture`), in order.
    package var captures: [SILCapture]
    /// Whether the function has generic parameters of its own (its context then starts with
    /// their metadata).
    package var isGeneric: Bool = false
}

/// One `@closureCapture` argument of a closure function.
package struct SILCapture: Sendable, Hashable {
    /// The captured variable's name from the argument's debug name (`_level` for a wrapped
    /// local's backing storage); empty when SIL gives none.
    package var name: String
    /// The argument's SIL type without the `$`, e.g. `{ var Int }`, `*Int`, `@sil_unowned Owner`.
    package var type: String
    /// The parameter convention in the function type, e.g. `@guaranteed`, `@inout_aliasable`,
    /// `@in_guaranteed`; empty for a trivial value passed directly.
    package var convention: String
}

/// How one `partial_apply` uses a function: whether the closure it makes stays on the stack.
package struct SILPartialApply: Sendable, Hashable {
    package var callee: String
    package var onStack: Bool
    package var line: Int
    package var column: Int
}

/// What the SIL of one module says about closures.
package struct SILModuleFacts: Sendable {
    package var functions: [SILClosureFunction]
    package var partialApplies: [SILPartialApply]
    /// Functions made into closure values without a context (`thin_to_thick_function`): a local
    /// function that captures nothing, used as a value.
    package var thinToThick: Set<String> = []
    /// Protocols of the module that only classes can adopt (`protocol P : AnyObject`, or one
    /// inheriting from such a protocol): a value of `any P` is a class reference.
    package var classBoundProtocols: Set<String> = []
}

/// Reads the closure facts out of textual SIL. Only what the printer writes for every
/// function is used: the location comment above `sil @name : $type {`, the `// %N "name"`
/// argument comments, the `bb0(...)` argument list with its `@closureCapture` markers, and
/// `function_ref` / `partial_apply` instructions.
package enum SILReader {
    package static func read(_ sil: String) -> SILModuleFacts {
        var facts = SILModuleFacts(functions: [], partialApplies: [])
        var header: (description: String, file: String, line: Int, column: Int)?
        var current: SILClosureFunction?
        var signature = ""
        var argumentNames: [Int: String] = [:]
        var references: [String: String] = [:]
        var inBody = false
        for rawLine in sil.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Substring(rawLine)
            if !inBody {
                if let (name, inherited) = protocolDeclaration(line) {
                    if inherited.contains(where: {
                        $0 == "AnyObject" || $0 == "class" || facts.classBoundProtocols.contains($0)
                    }) {
                        facts.classBoundProtocols.insert(name)
                    }
                    continue
                }
                if line.hasPrefix("// "), let parsed = locationComment(line) {
                    header = parsed
                } else if line.hasPrefix("sil "), line.hasSuffix("{"), let at = line.firstIndex(of: "@") {
                    let rest = line[line.index(after: at)...]
                    let name = String(rest.prefix { $0 != " " })
                    inBody = true
                    references = [:]
                    argumentNames = [:]
                    signature = rest.range(of: " : $").map { String(rest[$0.upperBound...].dropLast()) } ?? ""
                    if let header {
                        current = SILClosureFunction(
                            mangledName: name, description: header.description, file: header.file,
                            line: header.line, column: header.column, captures: [],
                            isGeneric: isGenericSignature(signature))
                    }
                    header = nil
                } else if !line.hasPrefix("// ") {
                    header = nil
                }
                continue
            }
            if line.hasPrefix("} // end sil function") {
                if let function = current, !function.captures.isEmpty || isClosureLike(function.description) {
                    facts.functions.append(function)
                }
                current = nil
                inBody = false
                continue
            }
            if line.hasPrefix("// %"), let (index, name) = argumentComment(line) {
                argumentNames[index] = name
            } else if line.hasPrefix("bb0("), current != nil {
                current?.captures = captures(entryBlock: line, names: argumentNames, signature: signature)
            } else if line.contains(" = function_ref @") {
                if let value = line.split(separator: " ").first(where: { $0.hasPrefix("%") }),
                    let at = line.range(of: "function_ref @")
                {
                    references[String(value)] = String(line[at.upperBound...].prefix { $0 != " " })
                }
            } else if line.contains(" = partial_apply ") {
                if let apply = partialApply(line, references: references) { facts.partialApplies.append(apply) }
            } else if let keyword = line.range(of: " = thin_to_thick_function ") {
                let operand = line[keyword.upperBound...].prefix { $0 != " " }
                if let name = references[String(operand)] { facts.thinToThick.insert(name) }
            }
        }
        return facts
    }

    /// `protocol Delegate : AnyObject, Named {` (as SIL prints the module's declarations) →
    /// ("Delegate", ["AnyObject", "Named"]).
    package static func protocolDeclaration(_ line: Substring) -> (String, [String])? {
        let words = line.split(separator: " ")
        guard let keyword = words.firstIndex(of: "protocol"), keyword + 1 < words.count, line.hasSuffix("{"),
            words[..<keyword].allSatisfy({
                $0.hasPrefix("@") || ["public", "internal", "private", "fileprivate"].contains($0)
            })
        else { return nil }
        let name = String(words[keyword + 1].prefix { $0 != ":" && $0 != "<" })
        guard let colon = line.firstIndex(of: ":") else { return (name, []) }
        let rest = line[line.index(after: colon)...].prefix { $0 != "{" }.split(separator: " where ").first ?? ""
        return (name, rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    /// Descriptions of functions that are closures even when they capture nothing.
    package static func isClosureLike(_ description: String) -> Bool {
        description.hasPrefix("closure #") || description.hasPrefix("implicit closure #")
            || description.contains(" #") && description.contains(" in ")
    }

    /// `// closure #1 in f(), loc "file.swift":8:19, scope 21` → its parts.
    package static func locationComment(_ line: Substring) -> (
        description: String, file: String, line: Int, column: Int
    )? {
        guard let loc = line.range(of: ", loc \"", options: .backwards), let place = location(line) else { return nil }
        let description = String(line[line.index(line.startIndex, offsetBy: 3)..<loc.lowerBound])
        return (description, place.file, place.line, place.column)
    }

    /// The last `loc "file":line:column` in a line.
    package static func location(_ line: Substring) -> (file: String, line: Int, column: Int)? {
        guard let loc = line.range(of: "loc \"", options: .backwards) else { return nil }
        let rest = line[loc.upperBound...]
        guard let quote = rest.firstIndex(of: "\"") else { return nil }
        let file = String(rest[..<quote])
        let numbers = rest[rest.index(after: quote)...].dropFirst().prefix { $0 != "," && $0 != " " }.split(
            separator: ":")
        guard numbers.count == 2, let l = Int(numbers[0]), let c = Int(numbers[1]) else { return nil }
        return (file, l, c)
    }

    /// `@convention(thin) <T where …> (…)`: a generic signature right after the convention.
    package static func isGenericSignature(_ signature: String) -> Bool {
        guard let convention = signature.range(of: "@convention(") else { return false }
        let rest = signature[convention.upperBound...].drop { $0 != ")" }.dropFirst().drop { $0 == " " }
        return rest.hasPrefix("<")
    }

    /// `// %0 "local"      // users: …` → (0, "local").
    package static func argumentComment(_ line: Substring) -> (Int, String)? {
        let body = line.dropFirst(4)
        let digits = body.prefix { $0.isNumber }
        guard let index = Int(digits) else { return nil }
        let rest = body.dropFirst(digits.count).drop { $0 == " " }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return (index, String(rest[rest.index(after: rest.startIndex)..<close]))
    }

    /// The `@closureCapture` arguments of `bb0(%0 : $A, %1 : @closureCapture ${ var Int }):`,
    /// each with the convention of the matching parameter of the function type (captures are
    /// its last parameters).
    package static func captures(entryBlock line: Substring, names: [Int: String], signature: String) -> [SILCapture] {
        guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")") else { return [] }
        let arguments = splitTopLevel(line[line.index(after: open)..<close])
        var found: [(index: Int, type: String)] = []
        for argument in arguments {
            guard argument.hasPrefix("%"), let colon = argument.range(of: " : ") else { continue }
            guard let index = Int(argument.dropFirst().prefix { $0.isNumber }) else { continue }
            var type = argument[colon.upperBound...]
            guard type.hasPrefix("@closureCapture ") else { continue }
            type = type.dropFirst("@closureCapture ".count)
            if type.hasPrefix("$") { type = type.dropFirst() }
            found.append((index, String(type)))
        }
        let parameters = functionParameters(signature)
        let conventions = parameters.suffix(found.count).map(parameterConvention)
        let padded = Array(repeating: "", count: max(0, found.count - conventions.count)) + conventions
        return found.enumerated().map { i, capture in
            SILCapture(name: names[capture.index] ?? "", type: capture.type, convention: padded[i])
        }
    }

    /// The parameters of a SIL function type, `@convention(thin) <T> (A, B) -> R` → [A, B].
    package static func functionParameters(_ signature: String) -> [String] {
        var text = Substring(signature)
        // Skip attributes and a generic signature before the parameter list.
        while let first = text.first, first != "(" {
            if first == "<" {
                guard let end = matchingClose(text, open: "<", close: ">") else { return [] }
                text = text[text.index(after: end)...]
            } else if first == "@" {
                let name = text.prefix { $0 != " " && $0 != "(" }
                text = text.dropFirst(name.count)
                if text.first == "(" && (name == "@convention" || name.hasPrefix("@differentiable")) {
                    guard let end = matchingClose(text, open: "(", close: ")") else { return [] }
                    text = text[text.index(after: end)...]
                }
            } else {
                // `@substituted <…>` and plain words.
                text = text.dropFirst()
            }
        }
        guard let end = matchingClose(text, open: "(", close: ")") else { return [] }
        return splitTopLevel(text[text.index(after: text.startIndex)..<end]).map(String.init)
    }

    /// `@inout_aliasable Int` → `@inout_aliasable`; `Int` → "".
    package static func parameterConvention(_ parameter: String) -> String {
        let conventions = [
            "@inout_aliasable", "@inout", "@in_guaranteed", "@in_constant", "@in", "@guaranteed", "@owned",
        ]
        return conventions.first { parameter.hasPrefix($0 + " ") } ?? ""
    }

    private static func partialApply(_ line: Substring, references: [String: String]) -> SILPartialApply? {
        guard let keyword = line.range(of: " = partial_apply ") else { return nil }
        let rest = line[keyword.upperBound...]
        guard let value = rest.split(separator: " ").first(where: { $0.hasPrefix("%") }) else { return nil }
        // `%5(%3)`, or `%5<T, U>(%3)` for a generic closure.
        let callee = value.prefix { $0 != "(" && $0 != "<" }
        guard let name = references[String(callee)] else { return nil }
        let place = location(line)
        return SILPartialApply(
            callee: name, onStack: rest.contains("[on_stack]"), line: place?.line ?? 0, column: place?.column ?? 0)
    }

    /// Splits at commas that are not inside brackets of any kind.
    package static func splitTopLevel(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "(" || c == "<" || c == "{" || c == "[" { depth += 1 }
            if c == ")" || c == ">" || c == "}" || c == "]" {
                // `->` is not a bracket.
                if !(c == ">" && i > text.startIndex && text[text.index(before: i)] == "-") { depth -= 1 }
            }
            if c == "," && depth == 0 {
                parts.append(text[start..<i].drop { $0 == " " })
                start = text.index(after: i)
            }
            i = text.index(after: i)
        }
        let last = text[start...].drop { $0 == " " }
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// The index of the bracket closing the one `text` starts with.
    package static func matchingClose(_ text: Substring, open: Character, close: Character) -> Substring.Index? {
        var depth = 0
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == open { depth += 1 }
            if c == close && !(c == ">" && i > text.startIndex && text[text.index(before: i)] == "-") {
                depth -= 1
                if depth == 0 { return i }
            }
            i = text.index(after: i)
        }
        return nil
    }
}
