import ClangFrontend
import Foundation
import LintDriver
import RetainGraph
import SwiftFrontend

/// One expectation written in an example's source, in the spirit of `clang -verify`.
///
/// ```
/// ^{ printf("%d\n", num); };   // expected-capture {{num: value}}
/// // expected-capture@+1 {{self: value strong implicit}}
/// // expected-output: 6
/// // expected-warning {{retains self}} [retain-cycle]
/// // expected-cycle {{Owner -> closure context -> Owner}}
/// // expected-leaked-thread {{keep-alive}}
/// { [weak self] in … }   // expected-capture {{self: box weak list}} expected-closure {{escaping}}
/// ```
package struct Annotation: Sendable, Hashable {
    /// What the annotation expects.
    package enum Kind: Sendable, Hashable {
        /// The block whose `^` is on `line` captures `name` this way.
        case capture(ExpectedCapture)
        /// The block whose `^` is on `line` is of this kind (`global` / `stack`).
        case blockKind(String)
        /// The Swift closure whose `{` is on `line` escapes or not.
        case closure(escaping: Bool)
        /// The next line of the program's standard output (`{{regex}}` parts allowed).
        case output(String)
        /// A lint finding on `line` whose message contains `message`, from rule `rule`.
        case warning(message: String, rule: String?)
        /// A retain cycle the Swift program reports, nodes in order (any rotation).
        case cycle([String])
        /// A thread the Swift program reports as leaked.
        case leakedThread(String)
        /// The program's exit status (default 0).
        case exitStatus(Int32)
    }

    /// What is expected.
    package var kind: Kind
    /// The 1-based line the expectation is about (the annotation's line plus its `@±N` offset).
    package var line: Int
    /// The 1-based line the annotation is written on.
    package var writtenOn: Int
}

/// A capture as an annotation spells it: `{{name: kind [ownership] [implicit] [list]}}`.
package struct ExpectedCapture: Sendable, Hashable, CustomStringConvertible {
    /// The captured variable.
    package var name: String
    /// `value`, `pointer`, `byref` or `global` for a block; `value`, `box` or `address` for a
    /// Swift closure.
    package var kind: String
    /// `strong`, `weak`, `unretained` or `none`, and for Swift `unowned` or
    /// `unowned(unsafe)`; nil when the annotation does not say.
    package var ownership: String?
    /// True when the annotation says `implicit`; nil when it does not say.
    package var implicit: Bool?
    /// True when the annotation says `list` (Swift: the name comes from the capture list);
    /// nil when it does not say.
    package var list: Bool? = nil

    /// The capture as an annotation would write it.
    package var description: String {
        var parts = [kind]
        if let ownership { parts.append(ownership) }
        if implicit == true { parts.append("implicit") }
        if list == true { parts.append("list") }
        return "\(name): " + parts.joined(separator: " ")
    }
}

/// A malformed annotation: the runner reports it instead of silently ignoring it.
package struct AnnotationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line of the annotation.
    package var line: Int
    /// What is wrong with it.
    package var reason: String
    /// `line N: reason`.
    package var description: String { "line \(line): \(reason)" }
}

/// Reads the annotations out of an example's source text.
package enum AnnotationParser {
    private static let keywords = [
        "expected-capture", "expected-block-kind", "expected-output", "expected-warning",
        "expected-cycle", "expected-leaked-thread", "expected-exit", "expected-closure",
    ]

    /// Every annotation in `source`, in source order, and the malformed ones as errors.
    package static func parse(_ source: String) -> (annotations: [Annotation], errors: [AnnotationError]) {
        var annotations: [Annotation] = []
        var errors: [AnnotationError] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            // Annotations live in `//` comments; only the first `//` on a line starts one, so
            // `"http://"` inside a string literal is not mistaken for a comment start.
            guard let commentStart = commentStart(in: rawLine) else { continue }
            let comment = rawLine[commentStart...].dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard let keyword = keywords.first(where: { comment.hasPrefix($0) }) else { continue }
            var rest = Substring(comment.dropFirst(keyword.count))
            // `expected-output:` text is taken verbatim; everything else may carry `@±N`.
            var target = lineNumber
            if keyword != "expected-output", rest.hasPrefix("@") {
                rest = rest.dropFirst()
                let offsetText = rest.prefix { "+-0123456789".contains($0) }
                guard let offset = Int(offsetText), offsetText.first == "+" || offsetText.first == "-" else {
                    errors.append(
                        AnnotationError(line: lineNumber, reason: "bad line offset after @ (write @+1 or @-2)"))
                    continue
                }
                target = lineNumber + offset
                rest = rest.dropFirst(offsetText.count)
            }
            do {
                for kind in try parseBody(keyword: keyword, rest: String(rest)) {
                    annotations.append(Annotation(kind: kind, line: target, writtenOn: lineNumber))
                }
            } catch let reason as Reason {
                errors.append(AnnotationError(line: lineNumber, reason: reason.text))
            } catch {}
        }
        return (annotations, errors)
    }

    private struct Reason: Error { var text: String }

    private static func parseBody(keyword: String, rest: String) throws -> [Annotation.Kind] {
        switch keyword {
        case "expected-output":
            guard rest.hasPrefix(":") else { throw Reason(text: "write `expected-output: <line>`") }
            var text = String(rest.dropFirst())
            if text.hasPrefix(" ") { text.removeFirst() }
            return [.output(text)]
        case "expected-exit":
            let text = rest.trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            guard let status = Int32(text) else { throw Reason(text: "write `expected-exit: <status>`") }
            return [.exitStatus(status)]
        default:
            break
        }
        let (bodies, tail) = try braced(rest)
        guard !bodies.isEmpty else { throw Reason(text: "\(keyword) needs a {{...}} body") }
        switch keyword {
        case "expected-capture":
            return try bodies.map { .capture(try capture($0)) }
        case "expected-block-kind":
            return try bodies.map { body in
                guard ["global", "stack"].contains(body) else {
                    throw Reason(text: "block kind is global or stack, not `\(body)`")
                }
                return .blockKind(body)
            }
        case "expected-warning":
            guard !bodies.contains("") else {
                throw Reason(text: "give part of the finding's message: {{captures 'self'}}")
            }
            var rule: String?
            if let open = tail.firstIndex(of: "["), let close = tail[open...].firstIndex(of: "]") {
                rule = String(tail[tail.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            }
            return bodies.map { .warning(message: $0, rule: rule) }
        case "expected-cycle":
            return try bodies.map { body in
                var nodes = body.components(separatedBy: "->").map { $0.trimmingCharacters(in: .whitespaces) }
                guard nodes.count >= 2, !nodes.contains("") else {
                    throw Reason(text: "write a cycle as {{A -> B -> A}}")
                }
                // `A -> B -> A` names the start twice to read as a loop; the cycle is A, B.
                if nodes.first == nodes.last { nodes.removeLast() }
                return .cycle(nodes)
            }
        case "expected-leaked-thread":
            return bodies.map { .leakedThread($0) }
        case "expected-closure":
            return try bodies.map { body in
                guard ["escaping", "non-escaping"].contains(body) else {
                    throw Reason(text: "a closure is escaping or non-escaping, not `\(body)`")
                }
                return .closure(escaping: body == "escaping")
            }
        default:
            throw Reason(text: "unknown annotation \(keyword)")
        }
    }

    /// `{{a}} {{b}} tail` → (["a", "b"], "tail").
    private static func braced(_ text: String) throws -> ([String], Substring) {
        var bodies: [String] = []
        var rest = Substring(text).drop { $0 == " " }
        while rest.hasPrefix("{{") {
            guard let close = rest.range(of: "}}") else { throw Reason(text: "unclosed {{") }
            bodies.append(
                String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]).trimmingCharacters(
                    in: .whitespaces))
            rest = rest[close.upperBound...].drop { $0 == " " }
        }
        return (bodies, rest)
    }

    private static func capture(_ body: String) throws -> ExpectedCapture {
        let parts = body.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].isEmpty else {
            throw Reason(text: "write a capture as {{name: kind [ownership] [implicit]}}")
        }
        let words = parts[1].split(separator: " ").map(String.init)
        guard let kind = words.first, ["value", "pointer", "byref", "global", "box", "address"].contains(kind) else {
            throw Reason(
                text: "capture kind is value, pointer, byref or global (Swift: value, box or address) in {{\(body)}}")
        }
        var expected = ExpectedCapture(name: parts[0], kind: kind, ownership: nil, implicit: nil)
        for word in words.dropFirst() {
            switch word {
            case "strong", "weak", "unretained", "none", "unowned", "unowned(unsafe)": expected.ownership = word
            case "list": expected.list = true
            case "implicit": expected.implicit = true
            case "explicit": expected.implicit = false
            default: throw Reason(text: "unknown capture attribute `\(word)` in {{\(body)}}")
            }
        }
        return expected
    }

    /// Index of the `//` that starts a comment, skipping string and character literals.
    private static func commentStart(in line: Substring) -> Substring.Index? {
        var inString: Character?
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let char = line[index]
            if let quote = inString {
                if escaped {
                    escaped = false
                } else if char == "\\" {
                    escaped = true
                } else if char == quote {
                    inString = nil
                }
            } else if char == "\"" || char == "'" {
                inString = char
            } else if char == "/" {
                let next = line.index(after: index)
                if next < line.endIndex, line[next] == "/" { return index }
            }
            index = line.index(after: index)
        }
        return nil
    }
}
