import CaptureAnalyzer
import Foundation

/// The Swift files a run reads without linting them: the rest of each linted file's SwiftPM
/// target, and the targets of the same package that those files import, and theirs in turn.
///
/// A folder linted on its own (`capcheck lint Sources/App/Settings`) is judged with its whole
/// module, and a call into a sibling target (`import Kit`) reads `Kit`'s method summaries:
/// which of its methods keep a closure. Nothing is reported in the files read this way.
enum SwiftModuleContext {
    /// At most this many files are read beyond the linted ones.
    static let limit = 5000

    /// The files to read beside `linted` (paths as the walk gives them), in walk order.
    static func files(around linted: [String]) -> [String] {
        var seen = Set(linted.map(SourceTreeWalker.absolutePath))
        var visited = Set<String>()
        var added: [String] = []
        var pending = linted
        while !pending.isEmpty, added.count < limit {
            var next: [String] = []
            for path in pending {
                let module = SwiftModuleFacts.module(of: path)
                guard !module.isEmpty else { continue }
                let root = packageRoot(ofModule: module)
                let folders = [module] + importedModules(of: path).map { root + "Sources/" + $0 }
                for folder in folders where visited.insert(folder).inserted && isTarget(folder, root: root) {
                    for file in SourceTreeWalker().walk([folder]).files.map(\.path) where SwiftLinter.handles(file) {
                        guard added.count < limit, seen.insert(SourceTreeWalker.absolutePath(file)).inserted else {
                            continue
                        }
                        added.append(file)
                        next.append(file)
                    }
                }
            }
            pending = next
        }
        return added
    }

    /// `…/Package/Sources/App` → `…/Package/` (empty for `Sources/App` relative to the working
    /// folder).
    static func packageRoot(ofModule module: String) -> String {
        let parts = module.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }

    /// Whether `folder` is a target of the package at `root`: a folder whose name the manifest
    /// quotes (`.target(name: "Kit")`). A folder under `Tests` that no target names (test
    /// fixtures) is not one.
    static func isTarget(_ folder: String, root: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            let manifest = manifest(at: root)
        else { return false }
        return manifest.contains("\"" + SwiftModuleFacts.moduleName(ofModule: folder) + "\"")
    }

    private static func manifest(at root: String) -> String? {
        FileManager.default.contents(atPath: root + "Package.swift").map { String(decoding: $0, as: UTF8.self) }
    }

    /// The module names a file's `import` lines name (`import Kit`, `@testable import Kit`,
    /// `import struct Kit.Row`), read from its text without a parse, up to the first `{`.
    static func importedModules(of path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]
        var names: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            // Imports come before the first declaration's body.
            if line.contains("{") { break }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || first == "public" || first == "internal" {
                words = words.dropFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let name = words.first?.split(separator: ".").first, !name.isEmpty else { continue }
            names.append(String(name))
        }
        return names
    }
}
