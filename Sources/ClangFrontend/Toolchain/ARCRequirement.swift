import Foundation

/// What a file's own preprocessor tests say about ARC: an `#error` under `#if
/// __has_feature(objc_arc)` refuses ARC (the project builds the file with `-fno-objc-arc`), one
/// under `#if !__has_feature(objc_arc)` (or in the `#else` of the plain test) requires it.
package enum ARCRequirement: Equatable, Sendable {
    /// The file stops with an `#error` when compiled with ARC.
    case refused
    /// The file stops with an `#error` when compiled without ARC.
    case required

    /// The requirement `source` states, nil when it states none. Only an `#error` whose nearest
    /// enclosing `#if`/`#ifdef` tests `__has_feature(objc_arc)` counts; a branch of an `#elif`
    /// chain after such a test, and a test combined with other features, tell nothing.
    package static func of(_ source: String) -> ARCRequirement? {
        guard source.containsBytes("objc_arc"), source.containsBytes("error") else { return nil }
        /// Per open conditional: the ARC value under which its current branch is compiled, when
        /// the test is about ARC alone.
        var stack: [Bool?] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix("#") else { continue }
            let directive = text.dropFirst().drop { $0 == " " || $0 == "\t" }
            let word = directive.prefix { $0.isLetter }
            let rest = directive.dropFirst(word.count)
            switch word {
            case "if": stack.append(arcValue(of: rest))
            case "ifdef", "ifndef": stack.append(nil)
            case "elif", "elifdef", "elifndef": if !stack.isEmpty { stack[stack.count - 1] = nil }
            case "else": if let last = stack.last, let arc = last { stack[stack.count - 1] = !arc }
            case "endif": _ = stack.popLast()
            case "error":
                // The nearest enclosing test that is about ARC decides; others are taken as true.
                if let arc = stack.last(where: { $0 != nil }) ?? nil { return arc ? .refused : .required }
            default: continue
            }
        }
        return nil
    }

    /// The ARC value under which `condition` holds when it tests `__has_feature(objc_arc)`
    /// alone, possibly negated or joined with `defined(__has_feature)`; nil otherwise.
    static func arcValue(of condition: Substring) -> Bool? {
        let code = condition.range(of: "//").map { condition[..<$0.lowerBound] } ?? condition
        var text = String(code).replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\t", with: "")
        if let comment = text.range(of: "/*") { text = String(text[..<comment.lowerBound]) }
        for guardTest in ["defined(__has_feature)&&", "!defined(__has_feature)||"] {
            text = text.replacingOccurrences(of: guardTest, with: "")
        }
        text = withoutOuterParentheses(text)
        var negated = false
        while text.hasPrefix("!") {
            negated.toggle()
            text = withoutOuterParentheses(String(text.dropFirst()))
        }
        guard text == "__has_feature(objc_arc)" else { return nil }
        return !negated
    }

    /// `text` without parentheses that enclose all of it: `((a))` → `a`, `(a)&&(b)` unchanged.
    static func withoutOuterParentheses(_ text: String) -> String {
        var text = text
        while text.hasPrefix("("), text.hasSuffix(")") {
            var depth = 0
            var closesEarly = false
            for (index, character) in text.enumerated() {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0 && index < text.count - 1 {
                    closesEarly = true
                    break
                }
            }
            if closesEarly { break }
            text = String(text.dropFirst().dropLast())
        }
        return text
    }
}
