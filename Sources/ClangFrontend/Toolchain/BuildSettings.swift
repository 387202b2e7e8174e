import Foundation

/// The preprocessor macros an Xcode project defines in its build settings
/// (`GCC_PREPROCESSOR_DEFINITIONS`), read from the tree's `.xcconfig` files and `project.pbxproj`
/// files as Xcode's Debug configuration (the one its Analyze action uses) would have them.
///
/// Projects define attribute macros (`SPU_OBJC_DIRECT=__attribute__((objc_direct))`), string
/// constants (`BUNDLE_ID=\"$(BUNDLE_ID)\"`) and feature switches there; without them, every file
/// that uses one is parsed in part. Only what is certain is kept:
/// - settings of configurations or files named for a release build are left out;
/// - a macro defined with two different values anywhere in the tree is left out (targets differ);
/// - a macro whose value names a setting the tree does not define once (an Xcode built-in such as
///   `$(PRODUCT_NAME)`, or one with two values) is left out;
/// - `DEBUG` is left to the Debug default and the user's flags.
package struct BuildSettings: Sendable, Hashable {
    /// `NAME` or `NAME=VALUE`, each to be handed to clang as `-D`, sorted.
    package let macros: [String]

    /// The macros of the settings files among `paths` (`.xcconfig` files and `project.pbxproj`
    /// files; other paths are ignored).
    package init(files paths: [String]) {
        var assignments: [(name: String, value: String)] = []
        for path in paths.sorted() {
            let name = (path as NSString).lastPathComponent
            guard !BuildSettings.namesRelease(name),
                let text = try? String(contentsOfFile: path, encoding: .utf8)
            else { continue }
            if name.lowercased().hasSuffix(".xcconfig") {
                assignments += BuildSettings.xcconfigAssignments(text)
            } else if name == "project.pbxproj" {
                assignments += BuildSettings.projectAssignments(text)
            }
        }
        self.init(assignments: assignments)
    }

    /// The macros `assignments` (setting name and value, in the order read) define.
    package init(assignments: [(name: String, value: String)]) {
        var values: [String: Set<String>] = [:]
        for (name, value) in assignments { values[name, default: []].insert(value) }
        let settings = values.compactMapValues { $0.count == 1 ? $0.first : nil }
        var definitions: [String: Set<String>] = [:]
        for (name, value) in assignments where name == "GCC_PREPROCESSOR_DEFINITIONS" {
            for definition in BuildSettings.definitions(in: value, settings: settings) {
                let macro = definition.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                guard ProjectHeaders.isIdentifier(macro), macro != "DEBUG" else { continue }
                definitions[macro, default: []].insert(definition)
            }
        }
        macros = definitions.values.compactMap { $0.count == 1 ? $0.first : nil }.sorted()
    }

    /// The definitions a `GCC_PREPROCESSOR_DEFINITIONS` value lists: its words, a word that is a
    /// whole `$(SETTING)` standing for that setting's own words (`$(inherited)` and the setting
    /// itself for none), other references expanded; a word naming a setting without one value is
    /// left out.
    static func definitions(in value: String, settings: [String: String], depth: Int = 0) -> [String] {
        var result: [String] = []
        for word in words(value) {
            if let name = wholeReference(word) {
                if name != "inherited", name != "GCC_PREPROCESSOR_DEFINITIONS", depth < 8, let list = settings[name] {
                    result += definitions(in: list, settings: settings, depth: depth + 1)
                }
            } else if let expanded = expand(word, settings: settings) {
                result.append(expanded)
            }
        }
        return result
    }

    /// `NAME` when `word` is exactly `$(NAME)` or `${NAME}`.
    static func wholeReference(_ word: String) -> String? {
        guard word.count > 3, word.first == "$" else { return nil }
        let open = word[word.index(after: word.startIndex)]
        guard (open == "(" && word.last == ")") || (open == "{" && word.last == "}") else { return nil }
        let name = String(word.dropFirst(2).dropLast())
        return ProjectHeaders.isIdentifier(name) ? name : nil
    }

    /// Whether a file or configuration name says it is for a release build.
    static func namesRelease(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["release", "production", "distribution", "appstore"].contains { lowered.contains($0) }
    }

    /// `NAME = value` lines of an `.xcconfig` (conditional settings such as `NAME[sdk=…]` and
    /// `#include` lines are left out).
    static func xcconfigAssignments(_ text: String) -> [(name: String, value: String)] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
            guard let equals = code.firstIndex(of: "=") else { return nil }
            let name = code[..<equals].trimmingCharacters(in: .whitespaces)
            guard ProjectHeaders.isIdentifier(name) else { return nil }
            return (name, code[code.index(after: equals)...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The build settings of a `project.pbxproj`'s configurations not named for a release build:
    /// `NAME = value;` and `NAME = ("a", "b");` inside each configuration's `buildSettings`.
    static func projectAssignments(_ text: String) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        let configurations = text.components(separatedBy: "isa = XCBuildConfiguration;").dropFirst()
        for configuration in configurations {
            // The settings block, and the configuration's name written after it.
            guard let start = configuration.range(of: "buildSettings = {"),
                let end = configuration.range(of: "\n\t\t\t};", range: start.upperBound..<configuration.endIndex)
            else { continue }
            let tail = configuration[end.upperBound...].prefix(200)
            if let named = tail.range(of: "name = "),
                BuildSettings.namesRelease(String(tail[named.upperBound...].prefix { $0 != ";" }))
            {
                continue
            }
            result += settingsBlockAssignments(String(configuration[start.upperBound..<end.lowerBound]))
        }
        return result
    }

    /// `NAME = value;` and `NAME = ( items );` entries of a pbxproj settings block, each value as
    /// the setting's text (a list's items joined by spaces, as Xcode joins them).
    static func settingsBlockAssignments(_ block: String) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var rest = Substring(block)
        while let equals = rest.range(of: " = ") {
            let name = rest[..<equals.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            var after = rest[equals.upperBound...]
            let value: String
            if after.first == "(" {
                guard let close = after.range(of: ");") else { break }
                let items = after[after.index(after: after.startIndex)..<close.lowerBound]
                value = items.split(separator: ",").map { unquote($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                    .filter { !$0.isEmpty }.joined(separator: " ")
                after = after[close.upperBound...]
            } else {
                guard let semicolon = endOfValue(after) else { break }
                value = unquote(after[..<semicolon].trimmingCharacters(in: .whitespaces))
                after = after[after.index(after: semicolon)...]
            }
            if ProjectHeaders.isIdentifier(name) { result.append((name, value)) }
            rest = after
        }
        return result
    }

    /// The `;` that ends a pbxproj value (outside a quoted string).
    static func endOfValue(_ text: Substring) -> Substring.Index? {
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\\" && quoted {
                index = text.index(after: index)
            } else if character == "\"" {
                quoted.toggle()
            } else if character == ";" && !quoted {
                return index
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return nil
    }

    /// A pbxproj string's text: quotes removed, `\"` and `\\` unescaped.
    static func unquote(_ text: String) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return text }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A setting's value split into words as Xcode splits it: at spaces outside quotes, quotes
    /// grouping, a backslash taking the next character as it is (`\"` is a quote in the word).
    static func words(_ value: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in value {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// `word` with each `$(NAME)` and `${NAME}` replaced by the setting's one value (again
    /// expanded, at most eight levels); `$(inherited)` is empty. Nil when a named setting has no
    /// single value in the tree.
    static func expand(_ word: String, settings: [String: String], depth: Int = 0) -> String? {
        guard word.contains("$"), depth < 8 else { return word.contains("$(") || word.contains("${") ? nil : word }
        var result = ""
        var rest = Substring(word)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{",
                let close = rest[open...].firstIndex(of: rest[open] == "(" ? ")" : "}")
            else {
                result.append("$")
                rest = rest[rest.index(after: dollar)...]
                continue
            }
            let name = String(rest[rest.index(after: open)..<close])
            if name != "inherited" {
                guard let value = settings[name], let expanded = expand(value, settings: settings, depth: depth + 1)
                else { return nil }
                result += expanded
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
