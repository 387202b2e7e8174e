import Foundation
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
    /// Whether a header the prelude would import to declare a name can be found (a real SDK may
    /// lack one the shim has); when not, the name is declared instead.
    package var providesHeader: (String) -> Bool = { _ in true }

    package init(source: String, knownModules: Set<String>) {
        self.source = source
        scanner = MessageScanner(source)
        self.knownModules = knownModules
        let declarations = RecoveryPlanner.declaredNames(in: source)
        declaredInSource = declarations.names
        declaresOwnRoot = declarations.names.contains("NSObject") && declarations.interfaces.contains("NSObject")
        isObjectiveC =
            source.contains("@interface") || source.contains("@implementation")
            || source.contains("#import") || source.contains("@import") || source.contains("@protocol")
        isCxx =
            source.contains("@implementation")
            && (source.contains("std::") || source.contains("namespace ")
                || source.contains("template <") || source.contains("template<"))
    }

    /// Everything the prelude will declare.
    package struct Plan {
        package var classes: [String: String] = [:]  // name -> superclass
        package var forwardClasses: Set<String> = []
        package var protocols: Set<String> = []
        package var typedefs: [String: String] = [:]  // name -> declaration
        package var instanceMethods: [String: [String]] = [:]  // selector -> parameter types
        package var classMethods: [String: [String]] = [:]
        package var properties: [String: String] = [:]  // name -> type
        package var constants: [String: String] = [:]  // name -> declaration
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
        for diagnostic in diagnostics
        where diagnostic.severity >= .error
            || (diagnostic.severity == .warning && diagnostic.message.hasPrefix("implicit declaration of function "))
        {
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

    func apply(
        _ diagnostic: Diagnostic, to plan: inout Plan,
        corrections: inout [String: [Int: String]], classCorrections: inout [String: [Int: String]]
    ) {
        let message = diagnostic.message
        let offset = scanner.offset(line: diagnostic.location.line, column: diagnostic.location.column)
        let quoted = RecoveryPlanner.quotedNames(in: message)

        if message.hasPrefix("cannot find interface declaration for ")
            || message.hasPrefix("cannot define class extension for undefined class "),
            let name = quoted.first
        {
            // Also a category or class extension in a header read alone, whose class its
            // includer declares.
            addClass(name, to: &plan)
        } else if message.hasPrefix("unknown receiver "), let name = quoted.first {
            addClass(name, to: &plan)
        } else if message.hasPrefix("receiver "), message.contains("is a forward declaration"), let name = quoted.first
        {
            // "receiver 'X' for class message is a forward declaration"
            addClass(name, to: &plan)
        } else if message.hasPrefix("receiver type "), message.contains("is a forward declaration"),
            let name = quoted.first
        {
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
        } else if message.hasPrefix("property "), message.contains(" not found on object of type "),
            let name = quoted.first
        {
            addProperty(name, type: "id", to: &plan)
        } else if message.hasPrefix("implicit declaration of function "), let name = quoted.first {
            if !importIfShimDeclares(name, into: &plan), isCxx, diagnostic.severity >= .error {
                addFunction(name, to: &plan)
            }
        } else if let type = RecoveryPlanner.argumentTypeFromConversion(message) {
            correctArgument(
                at: offset, type: type, plan: &plan, corrections: &corrections, classCorrections: &classCorrections)
        } else if RecoveryPlanner.isSyntaxError(message) {
            // A block literal whose parameter list names an unknown class reads as garbage to
            // the parser: forward-declare the `Type *` names on that line.
            forwardDeclarePointerTypes(onLineOf: offset, to: &plan)
        }
    }

    /// When the shim declares `name`, the file is missing an import (typically a prefix header
    /// the build machine adds): import the framework instead of inventing a declaration.
    func importIfShimDeclares(_ name: String, into plan: inout Plan) -> Bool {
        guard isObjectiveC || !name.hasPrefix("NS"), !RecoveryPlanner.shimForwardOnlyNames.contains(name),
            let header = RecoveryPlanner.shimHeaders[name], providesHeader(header)
        else { return false }
        if header.hasPrefix("UIKit/") && source.contains("AppKit") { return false }
        plan.imports.insert(header)
        return true
    }

    func addClass(_ name: String, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name), !declaredInSource.contains(name) || plan.forwardClasses.contains(name)
        else { return }
        guard name != "NSObject", name != "id", name != "Class" else { return }
        plan.classes[name] = "NSObject"
        if let superclass = viewSuperclass(byNameOf: name), importIfShimDeclares(superclass, into: &plan) {
            plan.classes[name] = superclass
        }
        plan.typedefs[name] = nil
    }

    /// The UIKit (or AppKit) class an unknown class is taken to inherit from by Cocoa's naming:
    /// `…ViewController`, `…TableViewCell`, `…CollectionViewCell`, `…View`. Recovered as a view
    /// controller, such a class answers `self.view`, `self.navigationController` and `[super
    /// viewDidLoad]` in its subclasses, which would otherwise be errors that drop those lines.
    func viewSuperclass(byNameOf name: String) -> String? {
        let appKit = source.contains("AppKit") || source.contains("<Cocoa/")
        if name.hasSuffix("ViewController") { return appKit ? "NSViewController" : "UIViewController" }
        if appKit { return name.hasSuffix("View") ? "NSView" : nil }
        if name.hasSuffix("TableViewCell") { return "UITableViewCell" }
        if name.hasSuffix("CollectionViewCell") { return "UICollectionViewCell" }
        if name.hasSuffix("View") { return "UIView" }
        return nil
    }

    func addProtocol(_ name: String, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name) else { return }
        plan.protocols.insert(name)
    }

    func addUnknownType(_ name: String, at offset: Int, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name), plan.classes[name] == nil else { return }
        if isPointerUse(of: name, near: offset) {
            addClass(name, to: &plan)
        } else {
            plan.typedefs[name] = RecoveryPlanner.typedefGuess(for: name)
        }
    }

    func addUndeclaredIdentifier(_ name: String, at offset: Int, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name), plan.classes[name] == nil, !declaredInSource.contains(name) else {
            return
        }
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
            let next = scanner.nextSignificant(from: after.at + 1), scanner.isIdentifierStart(next.byte)
        {
            addClass(name, to: &plan)  // Name *variable = ...
        } else if let after, scanner.isIdentifierStart(after.byte),
            let word = scanner.identifier(startingAt: after.at), !RecoveryPlanner.keywords.contains(word.name),
            scanner.nextSignificant(from: word.end)?.byte != UInt8(ascii: ":")
        {
            plan.typedefs[name] = RecoveryPlanner.typedefGuess(for: name)  // Name variable = ...
        } else if let after, after.byte == UInt8(ascii: "(") {
            addFunction(name, to: &plan)
        } else if let after, after.byte == UInt8(ascii: "."), name.first?.isUppercase == true, isObjectiveC,
            name.hasPrefix("k") == false
        {
            addClass(name, to: &plan)  // Name.sharedThing
        } else if name.first?.isUppercase == true || name.hasPrefix("k") {
            if isCaseLabel(before: before), !isObjectiveCString(constantGuess(for: name)) {
                plan.constants[name] = RecoveryPlanner.caseLabelGuess(for: name)
            } else if plan.constants[name] != RecoveryPlanner.caseLabelGuess(for: name) {
                plan.constants[name] = constantGuess(for: name)
            }
        }
    }

    /// Whether the word before an identifier is `case`: `case NSURLErrorTimedOut:`.
    func isCaseLabel(before: (byte: UInt8, at: Int)?) -> Bool {
        guard let before, before.byte == UInt8(ascii: "e"), before.at >= 3 else { return false }
        let word = scanner.bytes[(before.at - 3)...before.at]
        let preceding = before.at >= 4 ? scanner.bytes[before.at - 4] : UInt8(ascii: " ")
        return Array(word) == Array("case".utf8) && !scanner.isIdentifierStart(preceding)
            && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(preceding)
    }

    private func isObjectiveCString(_ declaration: String) -> Bool { declaration.hasPrefix("extern") }

    /// An unknown constant used as a case label gets a value of its own: recovered as 0, two of
    /// them in one `switch` would be a duplicate case, an error the file does not have. The value
    /// is derived from the name (the same every run) and far from the small values real codes use.
    package static func caseLabelGuess(for name: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return "enum { \(name) = -\(0x2000_0000 + Int(hash % 0x1FFF_FFFF)) };"
    }

    func addFunction(_ name: String, to plan: inout Plan) {
        if importIfShimDeclares(name, into: &plan) { return }
        guard RecoveryPlanner.isIdentifier(name) else { return }
        plan.functions[name] = isCxx ? "id \(name)(...);" : "id \(name)();"
    }

    func constantGuess(for name: String) -> String {
        let stringSuffixes = [
            "Key", "Notification", "NotificationName", "Name", "Domain", "Identifier", "String", "Mode", "Path", "URL",
        ]
        if isObjectiveC, stringSuffixes.contains(where: { name.hasSuffix($0) }) {
            // CoreFoundation's keys are CFStringRefs: its functions are audited for ARC, so an
            // NSString passed where one is expected is an error.
            if name.hasPrefix("kCF") { return "extern const CFStringRef \(name);" }
            return "extern NSString * const \(name);"
        }
        // An enumerator with value 0 passes both as an integer and, being a null pointer
        // constant in C, as an object: the safest guess for an unknown option or constant.
        return "enum { \(name) = 0 };"
    }

    func addSelector(_ selector: String, isClassMethod: Bool, at offset: Int, to plan: inout Plan) {
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

    func addProperty(_ name: String, type: String, to plan: inout Plan) {
        guard RecoveryPlanner.isIdentifier(name) else { return }
        plan.properties[name] = type
    }

    func correctArgument(
        at offset: Int, type: String, plan: inout Plan,
        corrections: inout [String: [Int: String]], classCorrections: inout [String: [Int: String]]
    ) {
        let declared = RecoveryPlanner.declarableType(type)
        // A type of the SDK that the file's own imports reach but the prelude does not (C++
        // names `CGPoint` with no `struct`): the prelude imports its header.
        var words = declared.type.split(separator: " ").map(String.init)
        if words.first == "const" { words.removeFirst() }
        if let first = words.first, first != "struct", first.first?.isUppercase == true {
            _ = importIfShimDeclares(RecoveryPlanner.baseTypeName(first), into: &plan)
        }
        if let message = scanner.message(enclosing: offset),
            let index = message.arguments.firstIndex(where: { $0.contains(offset) || $0.upperBound == offset })
        {
            corrections[message.selector, default: [:]][index] = declared.type
            classCorrections[message.selector, default: [:]][index] = declared.type
            if let name = declared.forwardStruct { plan.structs.insert(name) }
            return
        }
        // `object.property = value` with a property the prelude typed as id.
        if let before = scanner.previousSignificant(before: offset), before.byte == UInt8(ascii: "="),
            let property = scanner.identifier(endingBefore: before.at), plan.properties[property.name] != nil
        {
            plan.properties[property.name] = declared.type
            if let name = declared.forwardStruct { plan.structs.insert(name) }
        }
    }

    func forwardDeclarePointerTypes(onLineOf offset: Int, to plan: inout Plan) {
        guard isObjectiveC else { return }
        let line = scanner.line(containing: offset)
        let bytes = scanner.bytes
        var index = line.lowerBound
        while index < line.upperBound {
            if let skipped = scanner.skipTrivia(at: index) {
                index = skipped
                continue
            }
            guard scanner.isIdentifierStart(bytes[index]), index == 0 || !scanner.isIdentifier(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < line.upperBound, scanner.isIdentifier(bytes[end]) { end += 1 }
            let name = scanner.text(index..<end)
            // `Type *name` with a capitalised, unknown Type: a class the file uses but nothing declares.
            if let star = scanner.nextSignificant(from: end), star.byte == UInt8(ascii: "*"), star.at < line.upperBound,
                let next = scanner.nextSignificant(from: star.at + 1),
                scanner.isIdentifierStart(next.byte) || next.byte == UInt8(ascii: ")"),
                name.first?.isUppercase == true, RecoveryPlanner.isIdentifier(name),
                !declaredInSource.contains(name), plan.classes[name] == nil
            {
                if RecoveryPlanner.shimTypeNames.contains(name) {
                    _ = importIfShimDeclares(name, into: &plan)
                } else {
                    plan.forwardClasses.insert(name)
                }
            }
            index = end
        }
    }

    func isPointerUse(of name: String, near offset: Int) -> Bool {
        let end = offset + name.utf8.count
        if let after = scanner.nextSignificant(from: end), after.byte == UInt8(ascii: "*") { return true }
        // Elsewhere in the file (`__kindof Name *`, generics `<Name *>`).
        return source.contains(name + " *") || source.contains(name + "*")
    }
}
