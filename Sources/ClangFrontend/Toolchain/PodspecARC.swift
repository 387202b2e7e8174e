import Foundation

/// What a podspec says about ARC: CocoaPods builds a pod's files with ARC unless its spec says
/// `requires_arc = false`, or names the files that get ARC (`requires_arc = ['a.m', 'dir/*.m']`,
/// every other file of that spec is built with `-fno-objc-arc`). A subspec's setting
/// (`sp.requires_arc = …` inside `s.subspec 'X' do |sp|`) covers its `source_files`; the
/// root's covers every file under the podspec's folder.
package struct PodspecARC: Sendable {
    /// One `requires_arc` value.
    package enum Setting: Sendable, Hashable {
        /// `true` or `false`: every file of the spec.
        case all(Bool)
        /// The file patterns that get ARC (paths from the podspec's folder, with `*`, `**`, `?`
        /// and `{a,b}`); the spec's other files do not.
        case only([String])
    }

    /// The root spec's setting; nil when it has none.
    package var root: Setting?
    /// Subspecs that set `requires_arc`: their `source_files` patterns and the setting.
    package var subspecs: [(sourceFiles: [String], setting: Setting)] = []

    /// A stable text of the settings, for cache keys.
    package var description: String {
        func text(_ setting: Setting?) -> String {
            switch setting {
            case .all(let value): return "\(value)"
            case .only(let patterns): return patterns.joined(separator: ",")
            case nil: return "-"
            }
        }
        return text(root)
            + subspecs.map { ";" + $0.sourceFiles.joined(separator: ",") + "=" + text($0.setting) }.joined()
    }

    /// The settings of the podspec `text`; nil when it sets `requires_arc` nowhere.
    package init?(_ text: String) {
        guard text.contains("requires_arc") else { return nil }
        var rootName: String?
        /// The subspec each block variable names, latest first: (variable, source files, setting).
        var specs: [(variable: String, sourceFiles: [String], setting: Setting?)] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.withoutComment)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if let variable = Self.blockVariable(line, after: "Pod::Spec.new") {
                rootName = variable
            } else if let variable = Self.blockVariable(line, after: ".subspec") {
                specs.append((variable, [], nil))
            } else if let (variable, key, first) = Self.assignment(line), key == "requires_arc" || key == "source_files"
            {
                var value = first
                // A value goes on over the next lines while it ends in `=` or `,`, or a list is open.
                // (Not over a line that sets something itself: `'b.m',` then `sp.requires_arc = 'b.m'`.)
                while index < lines.count, Self.continues(value), Self.assignment(lines[index]) == nil {
                    value += " " + lines[index]
                    index += 1
                }
                let spec = specs.lastIndex { $0.variable == variable }
                if key == "source_files" {
                    if let spec { specs[spec].sourceFiles = Self.strings(in: value) }
                } else if let setting = Self.setting(value) {
                    if let spec {
                        specs[spec].setting = setting
                    } else if variable == rootName {
                        root = setting
                    }
                }
            }
        }
        subspecs = specs.compactMap { spec in spec.setting.map { (spec.sourceFiles, $0) } }
        guard root != nil || !subspecs.isEmpty else { return nil }
    }

    /// Whether the podspec builds `file` (a path from the podspec's folder) with ARC: true for a
    /// file some `requires_arc` list names, else what the first subspec whose `source_files`
    /// hold it says, else what the root says; nil when nothing covers it.
    package func requiresARC(_ file: String) -> Bool? {
        let settings = [root].compactMap { $0 } + subspecs.map(\.setting)
        if settings.contains(where: { if case .only(let patterns) = $0 { Self.matches(file, patterns) } else { false } }
        ) {
            return true
        }
        if let subspec = subspecs.first(where: { Self.matches(file, $0.sourceFiles) }) {
            if case .all(let value) = subspec.setting { return value }
            return false
        }
        switch root {
        case .all(let value): return value
        case .only: return false
        case nil: return nil
        }
    }

    // MARK: - Reading

    /// `line` without a Ruby comment (a `#` outside quotes; `#{…}` interpolation is kept).
    static func withoutComment(_ line: Substring) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous != "%" {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return String(line)
    }

    /// The block variable of `… <keyword> … do |name|` on `line`.
    static func blockVariable(_ line: String, after keyword: String) -> String? {
        guard let start = line.range(of: keyword),
            let open = line.range(of: "|", range: start.upperBound..<line.endIndex),
            let close = line.range(of: "|", range: open.upperBound..<line.endIndex),
            line[start.upperBound..<open.lowerBound].contains("do")
        else { return nil }
        let name = line[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
        return ProjectHeaders.isIdentifier(name) ? name : nil
    }

    /// `variable.key = value` on `line` (`s.requires_arc = false`): the variable, the key and the
    /// value's text on this line.
    static func assignment(_ line: String) -> (String, String, String)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let variable = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !variable.isEmpty, trimmed.dropFirst(variable.count).first == "." else { return nil }
        let afterDot = trimmed.dropFirst(variable.count + 1)
        let key = afterDot.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = afterDot.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=", rest.dropFirst().first != "=" else { return nil }
        return (String(variable), String(key), String(rest.dropFirst()))
    }

    /// Whether a value goes on on the next line: it ends in `=` or `,`, or opens a list it does
    /// not close.
    static func continues(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasSuffix(",") { return true }
        let opened = value.filter { $0 == "[" || $0 == "{" }.count
        let closed = value.filter { $0 == "]" || $0 == "}" }.count
        return opened > closed
    }

    /// The setting a `requires_arc` value states; nil when it cannot be read.
    static func setting(_ value: String) -> Setting? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed == "true" { return .all(true) }
        if trimmed == "false" { return .all(false) }
        let patterns = strings(in: value)
        return patterns.isEmpty ? nil : .only(patterns)
    }

    /// The quoted strings of a value, and the words of `%w{…}`/`%w[…]`/`%w(…)`.
    static func strings(in value: String) -> [String] {
        var result: [String] = []
        var rest = Substring(value)
        while let start = rest.firstIndex(where: { $0 == "'" || $0 == "\"" || $0 == "%" }) {
            let opening = rest[start]
            if opening == "%" {
                let after = rest[rest.index(after: start)...]
                guard after.first == "w" || after.first == "W", let open = after.dropFirst().first,
                    let closing = ["{": "}", "[": "]", "(": ")"][open]
                else {
                    rest = after
                    continue
                }
                let body = after.dropFirst(2)
                let end = body.firstIndex(of: Character(closing)) ?? body.endIndex
                result += body[..<end].split(whereSeparator: \.isWhitespace).map(String.init)
                rest = end < body.endIndex ? body[body.index(after: end)...] : ""
            } else {
                let body = rest[rest.index(after: start)...]
                guard let end = body.firstIndex(of: opening) else { break }
                result.append(String(body[..<end]))
                rest = body[body.index(after: end)...]
            }
        }
        return result
    }

    // MARK: - Matching

    /// Whether one of `patterns` names `file` or a folder above it.
    static func matches(_ file: String, _ patterns: [String]) -> Bool {
        patterns.contains { pattern in
            guard let regex = try? NSRegularExpression(pattern: "^" + regexText(of: pattern) + "(/.*)?$") else {
                return false
            }
            return regex.firstMatch(in: file, range: NSRange(file.startIndex..., in: file)) != nil
        }
    }

    /// A regular expression for the glob `pattern`: `**/` any folders, `*` and `?` within one
    /// component, `{a,b}` either.
    static func regexText(of pattern: String) -> String {
        var text = ""
        var characters = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
        if characters.last == "/" { characters.removeLast() }
        var index = 0
        var braces = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*":
                if index + 1 < characters.count, characters[index + 1] == "*" {
                    let slash = index + 2 < characters.count && characters[index + 2] == "/"
                    text += slash ? "(?:.*/)?" : ".*"
                    index += slash ? 3 : 2
                    continue
                }
                text += "[^/]*"
            case "?": text += "[^/]"
            case "{":
                braces += 1
                text += "(?:"
            case "}" where braces > 0:
                braces -= 1
                text += ")"
            case "," where braces > 0: text += "|"
            default: text += NSRegularExpression.escapedPattern(for: String(character))
            }
            index += 1
        }
        return text + String(repeating: ")", count: braces)
    }
}
