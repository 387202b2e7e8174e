import Foundation
import Testing

/// Two rules of the style guide checked over every Swift file in Sources/: each public
/// declaration has a `///` summary, and no function is much longer than about 60 lines.
@Suite struct SourceHygieneTests {
    static let sources = packageDirectory + "/Sources"

    /// Lines from a declaration to its closing brace; "about 60" with room for a signature and
    /// arguments that swift-format wraps at 120 columns (its line breaks made nine functions of
    /// 60–64 lines 65–76 lines long without adding code).
    static let maximumFunctionLines = 80

    /// Every Swift file under Sources/, relative to it, with its lines.
    static func swiftFiles() throws -> [(path: String, lines: [String])] {
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            (
                relative,
                try String(contentsOfFile: sources + "/" + relative, encoding: .utf8).components(separatedBy: "\n")
            )
        }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 50)
        var undocumented: [String] = []
        for (path, lines) in files {
            for (index, line) in lines.enumerated() where SwiftSourceScan.isPublicDeclaration(line) {
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                    previous -= 1
                }
                let above = previous >= 0 ? lines[previous].trimmingCharacters(in: .whitespaces) : ""
                if !above.hasPrefix("///") && !above.hasSuffix("*/") {
                    undocumented.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(undocumented.isEmpty, "public without ///:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test func noFunctionIsLongerThanAboutSixtyLines() throws {
        var long: [String] = []
        for (path, lines) in try Self.swiftFiles() {
            for function in SwiftSourceScan.functions(in: lines) where function.lines > Self.maximumFunctionLines {
                long.append("\(path):\(function.line): \(function.name) has \(function.lines) lines")
            }
        }
        #expect(long.isEmpty, "split along the concepts they mix:\n\(long.joined(separator: "\n"))")
    }

    /// The scan finds what it must: a long function, one whose signature wraps, braces in
    /// strings and comments that are not code, and an undocumented public declaration.
    @Test func theScanSeesLongFunctionsAndUndocumentedDeclarations() {
        let body = Array(repeating: "        let x = \"{\" // }", count: 70)
        let lines =
            ["struct S {", "    public func wrapped(", "        a: Int", "    ) -> Int {"] + body + [
                "        return 1", "    }", "    func short() {}", "}",
            ]
        let found = SwiftSourceScan.functions(in: lines)
        #expect(found.map(\.name) == ["func wrapped", "func short"])
        #expect(found.first?.lines == 75)
        #expect(found.first?.line == 2)
        #expect(SwiftSourceScan.isPublicDeclaration("    @discardableResult public static func f() {"))
        #expect(SwiftSourceScan.isPublicDeclaration("public struct S: Sendable {"))
        #expect(!SwiftSourceScan.isPublicDeclaration("public extension S {"))
        #expect(!SwiftSourceScan.isPublicDeclaration("    func f() {}"))
    }
}

/// A line-based reading of Swift source that is good enough for these checks: string literals
/// and comments are blanked out before braces are counted.
enum SwiftSourceScan {
    /// A function, initializer or deinitializer: its kind and name, first line (1-based) and
    /// length in lines up to its closing brace.
    struct Function {
        var name: String
        var line: Int
        var lines: Int
    }

    static let declaration = try! NSRegularExpression(
        pattern:
            #"^\s*(?:(?:@\w+(?:\([^)]*\))?|public|private|fileprivate|internal|package|static|class|final|override|"#
            + #"mutating|nonisolated|convenience|required|dynamic)\s+)*(func\s+[^\s(<]+|init[?!]?(?=\s*[(<])|deinit)"#
    )
    static let continuation = try! NSRegularExpression(pattern: #"^\s*(->|throws|rethrows|async|where|\{|\))"#)
    static let publicDeclaration = try! NSRegularExpression(
        pattern:
            #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:static|final|class|override|mutating|"#
            + #"nonisolated|indirect|convenience|required|private\(set\)|internal\(set\))\s+)*"#
            + #"(func|var|let|init|struct|class|enum|protocol|typealias|actor|subscript|case)\b"#
    )

    static func matches(_ regex: NSRegularExpression, _ line: String) -> NSTextCheckingResult? {
        regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
    }

    /// Whether `line` declares something public (not an extension, whose members carry the docs).
    static func isPublicDeclaration(_ line: String) -> Bool { matches(publicDeclaration, line) != nil }

    /// Every function of `lines` with its length.
    static func functions(in lines: [String]) -> [Function] {
        let code = blankedOut(lines)
        var found: [Function] = []
        var open: [(name: String, line: Int, depth: Int)] = []
        var pending: (name: String, line: Int)?
        var depth = 0
        var parentheses = 0
        for (index, line) in code.enumerated() {
            if let match = matches(declaration, line), let range = Range(match.range(at: 1), in: line) {
                pending = (String(line[range]), index + 1)
                parentheses = 0
            }
            for character in line {
                switch character {
                case "(" where pending != nil: parentheses += 1
                case ")" where pending != nil: parentheses -= 1
                case "{":
                    depth += 1
                    if let declared = pending {
                        open.append((declared.name, declared.line, depth))
                        pending = nil
                    }
                case "}":
                    if let last = open.last, last.depth == depth {
                        open.removeLast()
                        found.append(Function(name: last.name, line: last.line, lines: index + 2 - last.line))
                    }
                    depth -= 1
                default: break
                }
            }
            // A declaration without a body (a protocol requirement) ends where its signature does.
            if pending != nil && parentheses <= 0 {
                let next = code[(index + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                if matches(continuation, next) == nil { pending = nil }
            }
        }
        return found.sorted { $0.line < $1.line }
    }

    /// The lines with string literals (also multi-line ones) and `//` comments removed.
    static func blankedOut(_ lines: [String]) -> [String] {
        var inMultiline = false
        return lines.map { line in
            var out = ""
            var rest = Substring(line)
            while !rest.isEmpty {
                if inMultiline {
                    guard let end = rest.range(of: "\"\"\"") else { return out }
                    inMultiline = false
                    rest = rest[end.upperBound...]
                } else if rest.hasPrefix("\"\"\"") {
                    inMultiline = true
                    rest = rest.dropFirst(3)
                } else if rest.hasPrefix("//") {
                    return out
                } else if rest.first == "\"" {
                    rest = rest.dropFirst()
                    while let c = rest.first, c != "\"" { rest = rest.dropFirst(c == "\\" ? 2 : 1) }
                    rest = rest.dropFirst()
                } else {
                    out.append(rest.removeFirst())
                }
            }
            return out
        }
    }
}
