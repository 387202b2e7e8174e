import Foundation

/// A submodule a tree's module map declares (`module Dynamic { header "A.h" module Foundation {…} }`),
/// so a file that says `@import Kit.Dynamic.Foundation;` finds it in the module map capcheck hands
/// clang for the tree's module, as it does in the framework Xcode builds.
package struct ModuleMapSubmodule: Sendable, Equatable {
    package var name: String
    /// `explicit module`: `@import Kit;` does not import it.
    package var isExplicit = false
    /// Its headers: absolute paths where the map's folder holds them, else the file names the map
    /// gives (a framework's map names its headers as they sit in `Headers/`, flat).
    package var headers: [String] = []
    /// Its `textual header`s, as `headers`.
    package var textualHeaders: [String] = []
    package var submodules: [ModuleMapSubmodule] = []

    package init(name: String, isExplicit: Bool = false) {
        self.name = name
        self.isExplicit = isExplicit
    }

    /// The submodules of each top-level module of the module map `text` whose folder is
    /// `directory`. Wildcard (`module *`) and excluded headers are left out; attributes, `link`,
    /// `requires`, `export` and `use` lines are not needed to find a header and are skipped.
    package static func parse(_ text: String, directory: String) -> [String: [ModuleMapSubmodule]] {
        let tokens = ModuleMembership.tokenize(text)
        var result: [String: [ModuleMapSubmodule]] = [:]
        var i = 0
        while i < tokens.count {
            if tokens[i] == "module", i + 1 < tokens.count, let open = tokens[(i + 1)...].firstIndex(of: "{") {
                let name = tokens[i + 1]
                var top = ModuleMapSubmodule(name: name)
                i = open + 1
                parseBody(tokens, &i, into: &top, directory: directory)
                result[name] = merged(result[name] ?? [], top.submodules)
            } else if tokens[i] == "{" {
                i += 1
                skipBlock(tokens, &i)
            } else {
                i += 1
            }
        }
        return result
    }

    /// Reads a module's body from the token after its `{` through its `}`.
    private static func parseBody(
        _ tokens: [String], _ i: inout Int, into module: inout ModuleMapSubmodule, directory: String
    ) {
        while i < tokens.count {
            let token = tokens[i]
            if token == "}" {
                i += 1
                return
            }
            if token == "{" {
                i += 1
                skipBlock(tokens, &i)
            } else if token == "module", i + 1 < tokens.count, let open = tokens[(i + 1)...].firstIndex(of: "{") {
                let name = tokens[i + 1]
                var child = ModuleMapSubmodule(name: name, isExplicit: i > 0 && tokens[i - 1] == "explicit")
                i = open + 1
                parseBody(tokens, &i, into: &child, directory: directory)
                if name != "*" && ProjectHeaders.isIdentifier(name) { module.submodules.append(child) }
            } else if token == "header", i + 1 < tokens.count, tokens[i + 1].hasPrefix("\"") {
                let named = String(tokens[i + 1].dropFirst().dropLast())
                let path = ProjectHeaders.standardized(directory + "/" + named)
                let header = FileManager.default.fileExists(atPath: path) ? path : named
                switch i > 0 ? tokens[i - 1] : "" {
                case "exclude": break
                case "textual": module.textualHeaders.append(header)
                default: module.headers.append(header)
                }
                i += 2
            } else {
                i += 1
            }
        }
    }

    /// Skips a `{ … }` block that is not a module (a header's `{ size … }`), from after its `{`.
    private static func skipBlock(_ tokens: [String], _ i: inout Int) {
        var depth = 1
        while i < tokens.count && depth > 0 {
            if tokens[i] == "{" { depth += 1 } else if tokens[i] == "}" { depth -= 1 }
            i += 1
        }
    }

    /// The submodules of two maps of one module (a framework's iOS and macOS maps), joined by name.
    package static func merged(_ first: [ModuleMapSubmodule], _ second: [ModuleMapSubmodule]) -> [ModuleMapSubmodule] {
        var result = first
        for module in second {
            guard let index = result.firstIndex(where: { $0.name == module.name }) else {
                result.append(module)
                continue
            }
            result[index].headers += module.headers.filter { !result[index].headers.contains($0) }
            result[index].textualHeaders += module.textualHeaders.filter { !result[index].textualHeaders.contains($0) }
            result[index].submodules = merged(result[index].submodules, module.submodules)
        }
        return result
    }

    /// The submodules written into a module map, each header an absolute path: `resolve` finds a
    /// header the map names by file name only; one it cannot find is left out, and a header is
    /// listed once (the first submodule that names it, never one `excluding` names).
    package static func render(
        _ modules: [ModuleMapSubmodule], excluding: Set<String>, indent: String = "  ",
        resolve: (String) -> String?
    ) -> (text: String, headers: [String]) {
        var seen = excluding
        var listed: [String] = []
        func lines(_ modules: [ModuleMapSubmodule], _ indent: String) -> String {
            var text = ""
            for module in modules {
                text += indent + (module.isExplicit ? "explicit " : "") + "module " + module.name + " {\n"
                for (headers, keyword) in [(module.headers, "header"), (module.textualHeaders, "textual header")] {
                    for named in headers {
                        guard let path = named.hasPrefix("/") ? named : resolve(named), seen.insert(path).inserted
                        else { continue }
                        listed.append(path)
                        text += indent + "  " + keyword + " \"" + path + "\"\n"
                    }
                }
                text += lines(module.submodules, indent + "  ")
                text += indent + "  export *\n" + indent + "}\n"
            }
            return text
        }
        return (lines(modules, indent), listed)
    }
}

extension ProjectHeaders {
    /// Top-level module names in a module map and the first umbrella header it names.
    package static func moduleMapNames(_ text: String) -> (names: [String], umbrella: String?) {
        var names: [String] = []
        var umbrella: String?
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" })
            if !line.hasPrefix(" "), !line.hasPrefix("\t"), let i = words.firstIndex(of: "module"), i + 1 < words.count,
                words[..<i].allSatisfy({ $0 == "framework" || $0 == "explicit" })
            {
                names.append(String(words[i + 1]))
            }
            if umbrella == nil, words.count >= 3, words[0] == "umbrella", words[1] == "header" {
                umbrella = words[2].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return (names, umbrella)
    }

    /// Each module's submodules as written into the module map of `@import Module;` (header
    /// names the map gives alone are looked up in the module's headers, then the tree's).
    static func renderedSubmodules(
        _ submodules: [String: [ModuleMapSubmodule]], modules: [String: [String: String]], umbrellas: [String: String]
    ) -> [String: (text: String, headers: [String])] {
        var maps: [String: (text: String, headers: [String])] = [:]
        for (module, declared) in submodules where umbrellas[module] != nil {
            let rendered = ModuleMapSubmodule.render(declared, excluding: [umbrellas[module]!]) { modules[module]?[$0] }
            if !rendered.text.isEmpty { maps[module] = rendered }
        }
        return maps
    }

    /// What the tree's headers and prefix headers include, read once (a header's missing include
    /// needs a stand-in in every file that reaches the header), which are written in C++, and
    /// which mention `__cplusplus`.
    static func importsOfHeaders(_ headers: [String]) -> (
        imports: [String: ImportScanner.Imports], cxx: Set<String>, guarded: Set<String>
    ) {
        var imports: [String: ImportScanner.Imports] = [:]
        var cxx = Set<String>()
        var guarded = Set<String>()
        for header in headers {
            guard let text = try? String(contentsOfFile: header, encoding: .utf8) else { continue }
            imports[header] = ImportScanner.scan(text)
            if text.contains("__cplusplus") {
                guarded.insert(header)
            } else if SourceLanguage.isCxxOnlyHeader(text) {
                cxx.insert(header)
            }
        }
        return (imports, cxx, guarded)
    }

    /// `headers` and, repeatedly, the headers that include one of them by file name, except the
    /// `excluding` ones (a header that mentions `__cplusplus` keeps its C++ for C++ includers).
    static func includers(
        of headers: Set<String>, imports: [String: ImportScanner.Imports], byName: [String: [String]],
        excluding: Set<String>
    ) -> Set<String> {
        var result = headers
        var changed = !headers.isEmpty
        while changed {
            changed = false
            for (header, included) in imports where !result.contains(header) && !excluding.contains(header) {
                let names = (included.angled + included.quoted).map {
                    $0.split(separator: "/").last.map(String.init) ?? $0
                }
                if names.contains(where: { (byName[$0] ?? []).contains(where: result.contains) }) {
                    result.insert(header)
                    changed = true
                }
            }
        }
        return result
    }
}
