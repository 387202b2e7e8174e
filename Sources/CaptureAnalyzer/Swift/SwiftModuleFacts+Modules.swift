import Foundation
import SwiftSyntax
import Synchronization

/// Which module a file belongs to, and types of one module seen from another: a file of the
/// `App` target that imports `Kit` calls `Kit`'s methods, subclasses its classes and reads their
/// properties, and the facts of those types are `Kit`'s. A name resolves to another module only
/// when exactly one module that the caller's module imports declares it, so a library type of
/// the same name is never mistaken for a sibling target's.
extension SwiftModuleFacts {
    /// The module a file belongs to: the folder under the nearest `Sources`/`Tests` folder.
    ///
    /// Only a `Sources`/`Tests` folder beside a `Package.swift` holds targets: an app whose code
    /// sits in a folder named `Sources` (split into feature folders, not targets) is one module.
    package static func module(of path: String) -> String {
        if let known = modules.withLock({ $0[path] }) { return known }
        let module = findModule(of: path)
        modules.withLock { $0[path] = module }
        return module
    }

    /// File → its module, found once per file (the module read asks for every type and method).
    private static let modules = Mutex<[String: String]>([:])

    private static func findModule(of path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let i = components.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), i + 1 < components.count - 1,
            isPackage(components[..<i].joined(separator: "/"))
        else {
            return ""
        }
        return components[...(i + 1)].joined(separator: "/")
    }

    /// The module part of a "module|Type" key.
    static func module(ofKey key: String) -> String {
        key.lastIndex(of: "|").map { String(key[..<$0]) } ?? ""
    }

    /// The type part of a "module|Type" key.
    static func typeName(ofKey key: String) -> String {
        key.lastIndex(of: "|").map { String(key[key.index(after: $0)...]) } ?? key
    }

    /// Folder → whether it holds a `Package.swift`, asked once per folder.
    private static let packages = Mutex<[String: Bool]>([:])

    private static func isPackage(_ folder: String) -> Bool {
        if let known = packages.withLock({ $0[folder] }) { return known }
        let found = FileManager.default.fileExists(atPath: (folder.isEmpty ? "" : folder + "/") + "Package.swift")
        packages.withLock { $0[folder] = found }
        return found
    }

    /// The key ("module|Type") of `type` as seen from a file of `module`: the module's own
    /// declaration, else the one imported module of the run that declares it, else the module's
    /// own key (which then names nothing the run declares).
    package func key(of type: String, from module: String) -> String {
        let own = module + "|" + type
        guard !declares(own), let homes = homes[type], let imported = imports[module] else { return own }
        let reachable = homes.filter { imported.contains(Self.moduleName(ofModule: $0)) }
        return reachable.count == 1 ? reachable[0] + "|" + type : own
    }

    /// The name other modules import a module by: the target folder's name (`…/Sources/Kit` is
    /// `Kit`, as SwiftPM names a target's default folder). The whole-run module ("") has none.
    package static func moduleName(ofModule module: String) -> String {
        module.split(separator: "/").last.map(String.init) ?? ""
    }

    /// The modules a file imports (`import Kit`, `@testable import Kit`, `import struct Kit.Row`,
    /// and imports inside `#if`).
    static func importedModules(of tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        func read(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let decl = item.item.as(ImportDeclSyntax.self), let first = decl.path.first {
                    names.insert(first.name.text)
                } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if let statements = clause.elements?.as(CodeBlockItemListSyntax.self) { read(statements) }
                    }
                }
            }
        }
        read(tree.statements)
        return names
    }

    /// Records what each file imports and where each type is declared, then points superclasses
    /// declared in an imported module at that module's class (`class Screen: KitController`).
    mutating func linkModules(trees: [(path: String, tree: SourceFileSyntax)]) {
        for (path, tree) in trees {
            let imported = Self.importedModules(of: tree)
            if !imported.isEmpty { imports[Self.module(of: path), default: []].formUnion(imported) }
        }
        guard !imports.isEmpty else { return }
        for key in Set(types.keys).union(ownership.types.keys) {
            homes[Self.typeName(ofKey: key), default: []].append(Self.module(ofKey: key))
        }
        for name in homes.keys { homes[name]?.sort() }
        for (key, fact) in ownership.types {
            guard let superclass = fact.superclass, !declares(superclass) else { continue }
            let resolved = self.key(of: Self.typeName(ofKey: superclass), from: Self.module(ofKey: superclass))
            if resolved != superclass { ownership.types[key]?.superclass = resolved }
        }
    }
}
