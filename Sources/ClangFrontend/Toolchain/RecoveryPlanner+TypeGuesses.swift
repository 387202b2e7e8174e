import Foundation
import SDKStandIn

extension RecoveryPlanner {

    /// A parameter type that accepts what the argument text shows.
    package static func guessType(ofArgument text: String) -> String {
        guard let first = text.first else { return "id" }
        if first == "^" { return blockType(ofLiteral: text) }
        if text.hasPrefix("@selector(") { return "SEL" }
        if text.hasPrefix("@encode(") { return "const char *" }
        if text.hasPrefix("@protocol(") { return "id" }
        if first == "@" { return "id" }
        if first == "\"" { return "const char *" }
        if first == "'" { return "int" }
        if text == "YES" || text == "NO" || text == "true" || text == "false" || text == "TRUE" || text == "FALSE" {
            return "BOOL"
        }
        if text == "nil" || text == "Nil" || text == "NULL" || text == "self" || text == "super" { return "id" }
        if first == "&" { return "void *" }
        if first.isNumber || first == "-" || first == "." {
            let isFloating =
                text.contains(".") || text.lowercased().hasSuffix("f") && !text.lowercased().hasPrefix("0x")
            return isFloating ? "double" : "long"
        }
        if text.hasPrefix("sizeof") { return "unsigned long" }
        // ALL_CAPS or kConstant-style names joined with | are options.
        if text.contains("|") { return "unsigned long" }
        return "id"
    }

    /// `void (^)(void)` for a literal that takes no parameters and returns nothing (the common
    /// `completion:^{ … }`), so the recovered parameter is a block like the real one; `id` (which
    /// every block literal converts to) when the literal's signature names types the prelude may
    /// not see.
    package static func blockType(ofLiteral text: String) -> String {
        var rest = Substring(text.dropFirst()).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if rest.hasPrefix("(") {
            let inner = rest.dropFirst().prefix { $0 != ")" }
            guard inner.trimmingCharacters(in: .whitespaces) == "void" else { return "id" }
            rest = rest.dropFirst(inner.count + 2).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        }
        guard rest.hasPrefix("{") else { return "id" }
        // Any `return value;` inside (nested blocks included, to stay on the safe side) means the
        // literal's return type is inferred from it.
        var search = rest[...]
        while let found = search.range(of: "return") {
            let after = search[found.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if !after.hasPrefix(";") { return "id" }
            search = search[found.upperBound...]
        }
        return "void (^)(void)"
    }

    /// The type a conversion error says the argument has, if the message is one of those.
    package static func argumentTypeFromConversion(_ message: String) -> String? {
        let patterns = [
            ("implicit conversion of a non-Objective-C pointer type ", " to 'id' is disallowed with ARC"),
            ("implicit conversion of C pointer type ", " to Objective-C pointer type 'id' requires a bridged cast"),
            ("implicit conversion of ", " to 'id' is disallowed with ARC"),
            ("sending ", " to parameter of incompatible type 'id'"),
            ("incompatible integer to pointer conversion sending ", " to parameter of type 'id'"),
            ("incompatible pointer types sending ", " to parameter of type 'id'"),
            ("assigning to 'id' from incompatible type ", ""),
            ("initializing 'id' with an expression of incompatible type ", ""),
            // Objective-C++ says it in C++'s words.
            ("cannot initialize a parameter of type 'id' with an lvalue of type ", ""),
            ("cannot initialize a parameter of type 'id' with an rvalue of type ", ""),
            ("no viable conversion from ", " to 'id'"),
        ]
        for (prefix, suffix) in patterns where message.hasPrefix(prefix) && message.hasSuffix(suffix) {
            let inner = String(message.dropFirst(prefix.count).dropLast(suffix.count))
            // "'NSInteger' (aka 'long')": keep the canonical spelling when there is one, because
            // a typedef of the file itself is not visible in front of the file.
            if let aka = inner.range(of: "' (aka '"), inner.hasSuffix("')") {
                return String(inner[aka.upperBound...].dropLast(2))
            }
            guard inner.hasPrefix("'"), inner.hasSuffix("'"), inner.count >= 2 else { continue }
            let type = String(inner.dropFirst().dropLast())
            // An anonymous enum's constant (`(unnamed enum at …)`) has no name to declare: an
            // integer takes it.
            return type.hasPrefix("(unnamed enum") || type.hasPrefix("(anonymous enum") ? "long" : type
        }
        return nil
    }

    /// A spelling usable in the prelude, and a struct to forward-declare for it.
    package static func declarableType(_ type: String) -> (type: String, forwardStruct: String?) {
        if type.hasPrefix("enum ") { return ("long", nil) }
        if type.hasPrefix("struct ") {
            let name = type.dropFirst("struct ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty, !type.contains("(") { return (type, String(name)) }
            return ("id", nil)
        }
        if type.contains("(") || type.contains("anonymous") || type.contains("unnamed") { return ("id", nil) }
        return (type, nil)
    }

    package static func isObjectType(_ type: String) -> Bool {
        type == "id" || (type.hasSuffix("*") && type.first?.isUppercase == true && !type.hasPrefix("struct"))
    }

    package static func typedefGuess(for name: String) -> String {
        let blockSuffixes = ["Block", "Handler", "Callback", "Completion", "CompletionBlock", "Closure"]
        if blockSuffixes.contains(where: { name.hasSuffix($0) }) {
            // An unprototyped block type accepts any block literal returning void and can be
            // called with any arguments.
            return "typedef void (^\(name))();"
        }
        if name.hasSuffix("Ref") { return "typedef const void *\(name);" }
        return "typedef long \(name);"
    }

    package static func isSyntaxError(_ message: String) -> Bool {
        message == "type-id cannot have a name" || message.hasPrefix("expected ')'")
            || message == "expected a type" || message.hasPrefix("expected parameter declarator")
            || message.hasPrefix("expected expression")
    }

    package static func quotedNames(in message: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in message {
            if character == "'" {
                if let name = current {
                    names.append(name)
                    current = nil
                } else {
                    current = ""
                }
            } else if current != nil {
                current!.append(character)
            }
        }
        return names
    }

    package static func baseTypeName(_ type: String) -> String {
        String(type.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    package static func dropSign(_ selector: String) -> String {
        selector.hasPrefix("-") || selector.hasPrefix("+") ? String(selector.dropFirst()) : selector
    }

    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.properties.isAlphabetic && first.isASCII)
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
            && !keywords.contains(name)
    }

    package static func isSelector(_ selector: String) -> Bool {
        !selector.isEmpty
            && selector.unicodeScalars.allSatisfy {
                $0.isASCII && ($0 == "_" || $0 == ":" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
            } && selector.first != ":"
    }

    package static let keywords: Set<String> = [
        "if", "else", "for", "while", "do", "return", "switch", "case", "default", "break", "continue",
        "goto", "sizeof", "typeof", "__typeof__", "__typeof", "struct", "union", "enum", "typedef", "static",
        "extern", "const", "volatile", "void", "int", "long", "short", "char", "float", "double", "signed",
        "unsigned", "self", "super", "nil", "Nil", "YES", "NO", "id", "Class", "SEL", "BOOL", "in", "out",
        "inout", "bycopy", "byref", "oneway", "auto", "register", "inline", "restrict", "_Bool",
        "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "instancetype",
        "new", "delete", "this", "class", "namespace", "template", "typename", "using", "operator", "true", "false",
    ]

    /// Type and class names the shim's headers declare (a `Name *` on a broken line that names one
    /// of these is not what is missing).
    package static let shimTypeNames: Set<String> = shimDeclarations.names

    /// Names the shim only forward-declares (`@class X;`): importing the shim does not define them.
    package static let shimForwardOnlyNames: Set<String> = shimDeclarations.forwards.subtracting(shimDeclarations.names)

    static let shimDeclarations: (names: Set<String>, forwards: Set<String>) = {
        let root = SDKShim.bundled.includeDirectory
        var names = Set<String>()
        var forwards = Set<String>()
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return (names, forwards) }
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".h"),
                let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            else { continue }
            let declared = declaredNames(in: text)
            names.formUnion(declared.names)
            forwards.formUnion(declared.forwards)
        }
        return (names, forwards)
    }()

    /// Which shim header (a framework's umbrella when it has one) declares each name: every
    /// capitalised identifier, every identifier followed by `(` (functions, function-like macros)
    /// and every `#define`d name of the shim's headers. A header only mentions names it declares
    /// or imports, so importing it makes the name visible.
    package static let shimHeaders: [String: String] = {
        let root = SDKShim.bundled.includeDirectory
        var map: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return map }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".h") { files.append(relative) }
        }
        for relative in files.sorted() {
            guard let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else { continue }
            let header = umbrella(for: relative, root: root)
            let bytes = Array(text.utf8)
            let scanner = MessageScanner(text)
            var index = 0
            var previousWord = ""
            while index < bytes.count {
                if let skipped = scanner.skipTrivia(at: index) {
                    index = skipped
                    continue
                }
                guard scanner.isIdentifierStart(bytes[index]), index == 0 || !scanner.isIdentifier(bytes[index - 1])
                else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, scanner.isIdentifier(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                let isCall = end < bytes.count && bytes[end] == UInt8(ascii: "(")
                if word.first?.isUppercase == true || isCall || previousWord == "define"
                    || word.hasPrefix("k") && word.dropFirst().first?.isUppercase == true
                {
                    if map[word] == nil, !keywords.contains(word) { map[word] = header }
                }
                previousWord = word
                index = end
            }
        }
        return map
    }()

    static func umbrella(for relative: String, root: String) -> String {
        let parts = relative.split(separator: "/")
        guard parts.count == 2, parts[0].first?.isUppercase == true else { return relative }
        let framework = String(parts[0])
        let candidate = framework + "/" + framework + ".h"
        return FileManager.default.fileExists(atPath: root + "/" + candidate) ? candidate : relative
    }

    /// Names a text declares: interfaces, protocols, forward classes, typedefs.
    package static func declaredNames(in text: String) -> (
        names: Set<String>, interfaces: Set<String>, forwards: Set<String>
    ) {
        var names = Set<String>()
        var interfaces = Set<String>()
        var forwards = Set<String>()
        let scanner = MessageScanner(text)
        let bytes = scanner.bytes
        var index = 0
        func word(at offset: Int) -> (String, Int)? {
            scanner.identifier(startingAt: offset).map { ($0.name, $0.end) }
        }
        while index < bytes.count {
            if let skipped = scanner.skipTrivia(at: index) {
                index = skipped
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "@") {
                if let (keyword, end) = word(at: index + 1) {
                    switch keyword {
                    case "interface", "protocol", "implementation":
                        // A category or class extension (`@interface Name (Private)`) adds to a
                        // class declared elsewhere: it does not declare the class.
                        if let (name, after) = word(at: end),
                            keyword == "protocol" || scanner.nextSignificant(from: after)?.byte != UInt8(ascii: "(")
                        {
                            names.insert(name)
                            if keyword == "interface" { interfaces.insert(name) }
                        }
                    case "class":
                        var cursor = end
                        while let (name, next) = word(at: cursor) {
                            forwards.insert(name)
                            guard let separator = scanner.nextSignificant(from: next),
                                separator.byte == UInt8(ascii: ",")
                            else { break }
                            cursor = separator.at + 1
                        }
                    default: break
                    }
                    index = end
                    continue
                }
            } else if byte == UInt8(ascii: "t"), index == 0 || !scanner.isIdentifier(bytes[index - 1]),
                let (keyword, end) = word(at: index), keyword == "typedef"
            {
                // The typedef's name is the last identifier before its `;` at depth 0.
                var cursor = end
                var last: String?
                var depth = 0
                while cursor < bytes.count {
                    if let skipped = scanner.skipTrivia(at: cursor) {
                        cursor = skipped
                        continue
                    }
                    let b = bytes[cursor]
                    if b == UInt8(ascii: "{") || b == UInt8(ascii: "(") { depth += 1 }
                    if b == UInt8(ascii: "}") || b == UInt8(ascii: ")") { depth -= 1 }
                    if b == UInt8(ascii: ";"), depth <= 0 { break }
                    if scanner.isIdentifierStart(b), let (name, next) = word(at: cursor) {
                        // `(^Name)` block typedefs sit inside parentheses.
                        if depth == 0 || (cursor > 0 && bytes[cursor - 1] == UInt8(ascii: "^")) { last = name }
                        cursor = next
                        continue
                    }
                    cursor += 1
                }
                if let last { names.insert(last) }
                index = cursor
                continue
            }
            index += 1
        }
        return (names, interfaces, forwards)
    }
}
