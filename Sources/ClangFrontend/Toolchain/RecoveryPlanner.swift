import Findings
import SDKStandIn

/// Turns the errors of a parse into declarations that make a second parse keep every message
/// send and its blocks: unknown classes become `NSObject` subclasses, unknown selectors become
/// methods of a category on `NSObject` (so every receiver answers them), unknown types become
/// typedefs, unknown constants become declarations. Parameter types start from what the call's
/// argument text shows (a block, a number, a selector, an object) and are corrected from the
/// conversion errors of the next pass, which name the real argument type.
package struct RecoveryPlanner {
    package let source: String
    package let scanner: MessageScanner
    package let knownModules: Set<String>
    /// Whether the file is Objective-C++ (undeclared functions are errors there).
    package let isCxx: Bool
    /// Whether the file reads like Objective-C at all.
    package let isObjectiveC: Bool
    /// Whether the file declares its own root `NSObject` (then nothing may be put in front of it
    /// that brings in Foundation).
    package let declaresOwnRoot: Bool
    /// Names the file declares itself (never redeclared by the prelude).
    package let declaredInSource: Set<String>

    package init(source: String, knownModules: Set<String>) {
        self.source = source
        scanner = MessageScanner(source)
        self.knownModules = knownModules
        let declarations = RecoveryPlanner.declaredNames(in: source)
        declaredInSource = declarations.names
        declaresOwnRoot = declarations.names.contains("NSObject") && declarations.interfaces.contains("NSObject")
        isObjectiveC = source.contains("@interface") || source.contains("@implementation")
            || source.contains("#import") || source.contains("@import") || source.contains("@protocol")
        isCxx = source.contains("@implementation") && (source.contains("std::") || source.contains("namespace ")
            || source.contains("template <") || source.contains("template<"))
    }

    /// Everything the prelude will declare.
    package struct Plan {
        package var classes: [String: String] = [:]             // name -> superclass
        package var forwardClasses: Set<String> = []
        package var protocols: Set<String> = []
        package var typedefs: [String: String] = [:]            // name -> declaration
        package var instanceMethods: [String: [String]] = [:]   // selector -> parameter types
        package var classMethods: [String: [String]] = [:]
        package var properties: [String: String] = [:]          // name -> type
        package var constants: [String: String] = [:]           // name -> declaration
        package var functions: [String: String] = [:]
        package var structs: Set<String> = []
        /// Shim headers to bring in: the file uses their names without importing them (a
        /// project prefix header that is not part of the parse did it on the build machine).
        package var imports: Set<String> = []

        package var isEmpty: Bool {
            imports.isEmpty && classes.isEmpty && forwardClasses.isEmpty && protocols.isEmpty && typedefs.isEmpty
                && instanceMethods.isEmpty && classMethods.isEmpty && properties.isEmpty
                && constants.isEmpty && functions.isEmpty
        }
        package var needsObjectiveC: Bool {
            !classes.isEmpty || !forwardClasses.isEmpty || !protocols.isEmpty || !instanceMethods.isEmpty
                || !classMethods.isEmpty || !properties.isEmpty
        }
    }

    package func prelude(for diagnostics: [Diagnostic]) -> String? {
        var plan = Plan()
        // Selector parameter types corrected by conversion errors: selector -> index -> type.
        var corrections: [String: [Int: String]] = [:]
        var classCorrections: [String: [Int: String]] = [:]
        for diagnostic in diagnostics where diagnostic.severity >= .error
            || (diagnostic.severity == .warning && diagnostic.message.hasPrefix("implicit declaration of function ")) {
            apply(diagnostic, to: &plan, corrections: &corrections, classCorrections: &classCorrections)
        }
        for (selector, types) in corrections where plan.instanceMethods[selector] != nil {
            for (index, type) in types where index < plan.instanceMethods[selector]!.count {
                plan.instanceMethods[selector]![index] = type
            }
        }
        for (selector, types) in classCorrections where plan.classMethods[selector] != nil {
            for (index, type) in types where index < plan.classMethods[selector]!.count {
                plan.classMethods[selector]![index] = type
            }
        }
        guard !plan.isEmpty else { return nil }
        if plan.needsObjectiveC && (declaresOwnRoot || !isObjectiveC) { return nil }
        return render(plan)
    }

    // MARK: - Reading diagnostics

    private func apply(_ diagnostic: Diagnostic, to plan: inout Plan,
                       corrections: inout [String: [Int: String]], classCorrections: inout [String: [Int: String]]) {
        let message = diagnostic.message
        let offset = scanner.offset(line: diagnostic.location.line, column: diagnostic.location.column)
        let quoted = RecoveryPlanner.quotedNames(in: message)

        if message.hasPrefix("cannot find interface declaration for "), let name = quoted.first {
            addClass(name, to: &plan)
        } else if message.hasPrefix("unknown receiver "), let name = quoted.first {
            addClass(name, to: &plan)
        } else if message.hasPrefix("receiver "), message.contains("is a forward declaration"), let name = quoted.first {
            // "receiver 'X' for class message is a forward declaration"
            addClass(name, to: &plan)
        } else if message.hasPrefix("receiver type "), message.contains("is a forward declaration"), let name = quoted.first {
            addClass(RecoveryPlanner.baseTypeName(name), to: &plan)
        } else if message.hasPrefix("no type or protocol named "), let name = quoted.first {
            addProtocol(name, to: &plan)
        } else if message.hasPrefix("cannot find protocol declaration for "), let name = quoted.first {
            addProtocol(name, to: &plan)
        } else if message.hasPrefix("unknown type name "), let name = quoted.first {
            addUnknownType(name, at: offset, to: &plan)
        } else if message.hasPrefix("use of undeclared identifier "), let name = quoted.first {
            addUndeclaredIdentifier(name, at: offset, to: &plan)
        } else if message.hasPrefix("no visible @interface for "), quoted.count >= 2 {
            addSelector(quoted[1], isClassMethod: false, at: offset, to: &plan)
        } else if message.hasPrefix("no known instance method for selector "), let selector = quoted.first {
            addSelector(selector, isClassMethod: false, at: offset, to: &plan)
        } else if message.hasPrefix("no known class method for selector "), let selector = quoted.first {
            addSelector(selector, isClassMethod: true, at: offset, to: &plan)
        } else if message.hasPrefix("instance method "), message.contains("not found"), let selector = quoted.first {
            addSelector(RecoveryPlanner.dropSign(selector), isClassMethod: false, at: offset, to: &plan)
        } else if message.hasPrefix("class method "), message.contains("not found"), let selector = quoted.first {
            addSelector(RecoveryPlanner.dropSign(selector), isClassMethod: true, at: offset, to: &plan)
        } else if message.hasPrefix("property "), message.contains(" not found on object of type "), let name = quoted.first {
            addProperty(name, type: "id", to: &plan)
        } else if message.hasPrefix("implicit declaration of function "), let name = quoted.first {
            if !importIfShimDeclares(name, into: &plan), isCxx, diagnostic.severity >= .error { addFunction(name, to: &plan) }
        } else if let type = RecoveryPlanner.argumentTypeFromConversion(message) {
            correctArgument(at: offset, type: type, plan: &plan, corrections: &corrections, classCorrections: &classCorrections)
        } else if RecoveryPlanner.isSyntaxError(message) {
            // A block literal whose parameter list names an unknown class reads as garbage to
            // the parser: forward-declare the `Type *` names on that line.
            forwardDeclarePointerTypes(onLineOf: offset, to: &plan)
        }
    }

    /// When the shim declares `name`, the file is missing an import (typically a prefix header
    /// the build machine adds): import the framework instead of inventing a declaration.
    private func importIfShimDeclares(_ name: String, into plan: inout Plan) -> Bool {
        guard isObjectiveC || !name.hasPrefix("NS"), !RecoveryPlanner.shimForwardOnlyNames.contains(name),
              let header = RecoveryPlanner.shimHeaders[name] else { return false }
        if header.hasPrefix("UIKit/") && source.contains("AppKit") { return false }
        plan.imports.insert(header)
        return true
    }

    private func addClass(_ name: String, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name), !declaredInSource.contains(name) || plan.forwardClasses.contains(name) else { return }
        guard name != "NSObject", name != "id", name != "Class" else { return }
        plan.classes[name] = "NSObject"
        plan.typedefs[name] = nil
    }

    private func addProtocol(_ name: String, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name) else { return }
        plan.protocols.insert(name)
    }

    private func addUnknownType(_ name: String, at offset: Int, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name), plan.classes[name] == nil else { return }
        if isPointerUse(of: name, near: offset) {
            addClass(name, to: &plan)
        } else {
            plan.typedefs[name] = RecoveryPlanner.typedefGuess(for: name)
        }
    }

    private func addUndeclaredIdentifier(_ name: String, at offset: Int, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name), plan.classes[name] == nil, !declaredInSource.contains(name) else { return }
        // Find the identifier in the text at or after the diagnostic position.
        let start = offset
        let end = start + name.utf8.count
        let before = scanner.previousSignificant(before: start)
        let after = scanner.nextSignificant(from: end)
        if let before, before.byte == UInt8(ascii: "["), let after, scanner.isIdentifierStart(after.byte) {
            // [Name message]: a class when capitalised; an undeclared variable otherwise (the
            // parameter of a block whose parameter list did not parse), which a later pass fixes.
            if name.first?.isUppercase == true { addClass(name, to: &plan) }
        } else if let after, after.byte == UInt8(ascii: "*"), isObjectiveC,
                  let next = scanner.nextSignificant(from: after.at + 1), scanner.isIdentifierStart(next.byte) {
            addClass(name, to: &plan)                                 // Name *variable = ...
        } else if let after, scanner.isIdentifierStart(after.byte),
                  let word = scanner.identifier(startingAt: after.at), !RecoveryPlanner.keywords.contains(word.name),
                  scanner.nextSignificant(from: word.end)?.byte != UInt8(ascii: ":") {
            plan.typedefs[name] = RecoveryPlanner.typedefGuess(for: name) // Name variable = ...
        } else if let after, after.byte == UInt8(ascii: "(") {
            addFunction(name, to: &plan)
        } else if let after, after.byte == UInt8(ascii: "."), name.first?.isUppercase == true, isObjectiveC,
                  name.hasPrefix("k") == false {
            addClass(name, to: &plan)                                 // Name.sharedThing
        } else if name.first?.isUppercase == true || name.hasPrefix("k") {
            plan.constants[name] = constantGuess(for: name)
        }
    }

    private func addFunction(_ name: String, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name) else { return }
        plan.functions[name] = isCxx ? "id \(name)(...);" : "id \(name)();"
    }

    private func constantGuess(for name: String) -> String {
        let stringSuffixes = ["Key", "Notification", "NotificationName", "Name", "Domain", "Identifier", "String", "Mode", "Path", "URL"]
        if isObjectiveC, stringSuffixes.contains(where: { name.hasSuffix($0) }) {
            return "extern NSString * const \(name);"
        }
        // An enumerator with value 0 passes both as an integer and, being a null pointer
        // constant in C, as an object: the safest guess for an unknown option or constant.
        return "enum { \(name) = 0 };"
    }

    private func addSelector(_ selector: String, isClassMethod: Bool, at offset: Int, to plan: inout Plan) {
        guard RecoveryPlanner.isSelector(selector) else { return }
        let count = selector.filter { $0 == ":" }.count
        var types = Array(repeating: "id", count: count)
        if let message = scanner.message(enclosing: offset), message.selector == selector {
            for (index, range) in message.arguments.enumerated() where index < count {
                types[index] = RecoveryPlanner.guessType(ofArgument: scanner.text(range).trimmingBlanks())
            }
        }
        if isClassMethod {
            if plan.classMethods[selector] == nil { plan.classMethods[selector] = types }
        } else if plan.instanceMethods[selector] == nil {
            plan.instanceMethods[selector] = types
        }
    }

    private func addProperty(_ name: String, type: String, to plan: inout Plan) {
        guard RecoveryPlanner.isIdentifier(name) else { return }
        plan.properties[name] = type
    }

    private func correctArgument(at offset: Int, type: String, plan: inout Plan,
                                 corrections: inout [String: [Int: String]], classCorrections: inout [String: [Int: String]]) {
        let declared = RecoveryPlanner.declarableType(type)
        if let message = scanner.message(enclosing: offset),
           let index = message.arguments.firstIndex(where: { $0.contains(offset) || $0.upperBound == offset }) {
            corrections[message.selector, default: [:]][index] = declared.type
            classCorrections[message.selector, default: [:]][index] = declared.type
            if let name = declared.forwardStruct { plan.structs.insert(name) }
            return
        }
        // `object.property = value` with a property the prelude typed as id.
        if let before = scanner.previousSignificant(before: offset), before.byte == UInt8(ascii: "="),
           let property = scanner.identifier(endingBefore: before.at), plan.properties[property.name] != nil {
            plan.properties[property.name] = declared.type
            if let name = declared.forwardStruct { plan.structs.insert(name) }
        }
    }

    private func forwardDeclarePointerTypes(onLineOf offset: Int, to plan: inout Plan) {
        guard isObjectiveC else { return }
        let line = scanner.line(containing: offset)
        let bytes = scanner.bytes
        var index = line.lowerBound
        while index < line.upperBound {
            if let skipped = scanner.skipTrivia(at: index) { index = skipped; continue }
            guard scanner.isIdentifierStart(bytes[index]), index == 0 || !scanner.isIdentifier(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < line.upperBound, scanner.isIdentifier(bytes[end]) { end += 1 }
            let name = scanner.text(index..<end)
            // `Type *name` with a capitalised, unknown Type: a class the file uses but nothing declares.
            if let star = scanner.nextSignificant(from: end), star.byte == UInt8(ascii: "*"), star.at < line.upperBound,
               let next = scanner.nextSignificant(from: star.at + 1), scanner.isIdentifierStart(next.byte) || next.byte == UInt8(ascii: ")"),
               name.first?.isUppercase == true, RecoveryPlanner.isIdentifier(name),
               !declaredInSource.contains(name), plan.classes[name] == nil {
                if RecoveryPlanner.shimTypeNames.contains(name) {
                    _ = importIfShimDeclares(name, into: &plan)
                } else {
                    plan.forwardClasses.insert(name)
                }
            }
            index = end
        }
    }

    private func isPointerUse(of name: String, near offset: Int) -> Bool {
        let end = offset + name.utf8.count
        if let after = scanner.nextSignificant(from: end), after.byte == UInt8(ascii: "*") { return true }
        // Elsewhere in the file (`__kindof Name *`, generics `<Name *>`).
        return source.contains(name + " *") || source.contains(name + "*")
    }

    // MARK: - Writing the prelude

    private func render(_ plan: Plan) -> String {
        var lines: [String] = ["/* capcheck recovery prelude: declarations for what this file's diagnostics say is missing. */"]
        if plan.needsObjectiveC || plan.constants.values.contains(where: { $0.contains("NSString") }) {
            lines.append("#import <Foundation/Foundation.h>")
        }
        for header in plan.imports.sorted() { lines.append("#include <\(header)>") }
        lines.append("#pragma clang diagnostic push")
        lines.append("#pragma clang diagnostic ignored \"-Weverything\"")
        for name in plan.structs.sorted() { lines.append("struct \(name);") }
        let forward = plan.forwardClasses.union(plan.classes.keys).sorted()
        if !forward.isEmpty { lines.append("@class " + forward.joined(separator: ", ") + ";") }
        for name in plan.protocols.sorted() {
            // A receiver typed `id<P>` only sees P's methods, not NSObject's categories: the
            // recovered selectors are optional members of every recovered protocol too.
            if plan.instanceMethods.isEmpty {
                lines.append("@protocol \(name) <NSObject> @end")
            } else {
                lines.append("@protocol \(name) <NSObject>")
                lines.append("@optional")
                for selector in plan.instanceMethods.keys.sorted() {
                    lines.append("- " + RecoveryPlanner.methodDeclaration(selector, types: plan.instanceMethods[selector]!))
                }
                lines.append("@end")
            }
        }
        for name in plan.typedefs.keys.sorted() { lines.append(plan.typedefs[name]!) }
        for name in plan.classes.keys.sorted() {
            lines.append("@interface \(name) : \(plan.classes[name]!) @end")
        }
        if !plan.instanceMethods.isEmpty || !plan.classMethods.isEmpty || !plan.properties.isEmpty {
            lines.append("@interface NSObject (CapcheckRecovery)")
            for name in plan.properties.keys.sorted() {
                let type = plan.properties[name]!
                let attributes = RecoveryPlanner.isObjectType(type) ? "nonatomic, strong" : "nonatomic, assign"
                lines.append("@property (\(attributes)) \(type) \(name);")
                lines.append("+ (\(type))\(name);")
            }
            for selector in plan.instanceMethods.keys.sorted() {
                lines.append("- " + RecoveryPlanner.methodDeclaration(selector, types: plan.instanceMethods[selector]!))
            }
            for selector in plan.classMethods.keys.sorted() {
                lines.append("+ " + RecoveryPlanner.methodDeclaration(selector, types: plan.classMethods[selector]!))
            }
            lines.append("@end")
        }
        for name in plan.constants.keys.sorted() { lines.append(plan.constants[name]!) }
        for name in plan.functions.keys.sorted() { lines.append(plan.functions[name]!) }
        lines.append("#pragma clang diagnostic pop")
        return lines.joined(separator: "\n") + "\n"
    }

    package static func methodDeclaration(_ selector: String, types: [String]) -> String {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard !types.isEmpty else { return "(id)\(selector);" }
        var parts: [String] = []
        for (index, piece) in pieces.enumerated() {
            let type = index < types.count ? types[index] : "id"
            parts.append("\(piece):(\(type))capcheck_argument\(index)")
        }
        return "(id)" + parts.joined(separator: " ") + ";"
    }

    // MARK: - Guessing types

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
        if text == "YES" || text == "NO" || text == "true" || text == "false" || text == "TRUE" || text == "FALSE" { return "BOOL" }
        if text == "nil" || text == "Nil" || text == "NULL" || text == "self" || text == "super" { return "id" }
        if first == "&" { return "void *" }
        if first.isNumber || first == "-" || first == "." {
            let isFloating = text.contains(".") || text.lowercased().hasSuffix("f") && !text.lowercased().hasPrefix("0x")
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
        ]
        for (prefix, suffix) in patterns where message.hasPrefix(prefix) && message.hasSuffix(suffix) {
            let inner = String(message.dropFirst(prefix.count).dropLast(suffix.count))
            // "'NSInteger' (aka 'long')": keep the canonical spelling when there is one, because
            // a typedef of the file itself is not visible in front of the file.
            if let aka = inner.range(of: "' (aka '"), inner.hasSuffix("')") {
                return String(inner[aka.upperBound...].dropLast(2))
            }
            guard inner.hasPrefix("'"), inner.hasSuffix("'"), inner.count >= 2 else { continue }
            return String(inner.dropFirst().dropLast())
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
                if let name = current { names.append(name); current = nil } else { current = "" }
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
        guard let first = name.unicodeScalars.first, first == "_" || (first.properties.isAlphabetic && first.isASCII) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            && !keywords.contains(name)
    }

    package static func isSelector(_ selector: String) -> Bool {
        !selector.isEmpty && selector.unicodeScalars.allSatisfy {
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

    private static let shimDeclarations: (names: Set<String>, forwards: Set<String>) = {
        let root = SDKShim.bundled.includeDirectory
        var names = Set<String>()
        var forwards = Set<String>()
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return (names, forwards) }
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".h"), let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else { continue }
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
                if let skipped = scanner.skipTrivia(at: index) { index = skipped; continue }
                guard scanner.isIdentifierStart(bytes[index]), index == 0 || !scanner.isIdentifier(bytes[index - 1]) else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, scanner.isIdentifier(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                let isCall = end < bytes.count && bytes[end] == UInt8(ascii: "(")
                if word.first?.isUppercase == true || isCall || previousWord == "define" || word.hasPrefix("k") && word.dropFirst().first?.isUppercase == true {
                    if map[word] == nil, !keywords.contains(word) { map[word] = header }
                }
                previousWord = word
                index = end
            }
        }
        return map
    }()

    private static func umbrella(for relative: String, root: String) -> String {
        let parts = relative.split(separator: "/")
        guard parts.count == 2, parts[0].first?.isUppercase == true else { return relative }
        let framework = String(parts[0])
        let candidate = framework + "/" + framework + ".h"
        return FileManager.default.fileExists(atPath: root + "/" + candidate) ? candidate : relative
    }

    /// Names a text declares: interfaces, protocols, forward classes, typedefs.
    package static func declaredNames(in text: String) -> (names: Set<String>, interfaces: Set<String>, forwards: Set<String>) {
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
            if let skipped = scanner.skipTrivia(at: index) { index = skipped; continue }
            let byte = bytes[index]
            if byte == UInt8(ascii: "@") {
                if let (keyword, end) = word(at: index + 1) {
                    switch keyword {
                    case "interface", "protocol", "implementation":
                        if let (name, _) = word(at: end) {
                            names.insert(name)
                            if keyword == "interface" { interfaces.insert(name) }
                        }
                    case "class":
                        var cursor = end
                        while let (name, next) = word(at: cursor) {
                            forwards.insert(name)
                            guard let separator = scanner.nextSignificant(from: next), separator.byte == UInt8(ascii: ",") else { break }
                            cursor = separator.at + 1
                        }
                    default: break
                    }
                    index = end
                    continue
                }
            } else if byte == UInt8(ascii: "t"), index == 0 || !scanner.isIdentifier(bytes[index - 1]),
                      let (keyword, end) = word(at: index), keyword == "typedef" {
                // The typedef's name is the last identifier before its `;` at depth 0.
                var cursor = end
                var last: String?
                var depth = 0
                while cursor < bytes.count {
                    if let skipped = scanner.skipTrivia(at: cursor) { cursor = skipped; continue }
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

import Foundation
