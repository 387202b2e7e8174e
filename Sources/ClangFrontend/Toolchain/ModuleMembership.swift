import Foundation

/// Which module a header belongs to, by the `module.modulemap` in its folder or a folder above.
///
/// A header parsed on its own that imports a sibling header of its module makes clang build that
/// module, which includes the header itself. libclang hands the header to clang in memory, and the
/// module built from that buffer cannot be read back ("the AST could not be read", with clang's
/// own message dropped). Xcode and SwiftPM compile a module's own files with `-fmodule-name=`,
/// which makes the module's headers textual for them: parsed that way, the header reads its
/// siblings as its module's implementation does.
package enum ModuleMembership {
    /// The module that names `header` (an absolute path) in a module map found in the header's
    /// folder or one above it, up to `root` (at most four folders up without one); nil when none
    /// does. A header belongs to a module when the map lists it (`header`, `private header`,
    /// `exclude header`, …), when it lies under an `umbrella "folder"`, or when the map's umbrella
    /// header includes it by name.
    package static func module(containing header: String, upTo root: String? = nil) -> String? {
        for map in moduleMaps(around: header, upTo: root) {
            guard let text = try? String(contentsOfFile: map, encoding: .utf8) else { continue }
            let directory = (map as NSString).deletingLastPathComponent
            if let module = module(containing: header, inMap: text, directory: directory) { return module }
        }
        return nil
    }

    /// The module maps in `file`'s folder and the folders above it, nearest first.
    package static func moduleMaps(around file: String, upTo root: String? = nil) -> [String] {
        var maps: [String] = []
        var directory = (file as NSString).deletingLastPathComponent
        for _ in 0..<(root == nil ? 4 : 64) {
            for name in ["module.modulemap", "module.map"]
            where FileManager.default.fileExists(atPath: directory + "/" + name) {
                maps.append(directory + "/" + name)
            }
            if directory == "/" || directory.isEmpty || directory == root { break }
            if let root, !directory.hasPrefix(root + "/") { break }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return maps
    }

    /// The top-level module of the map `text` (whose folder is `directory`) that `header` belongs to.
    static func module(containing header: String, inMap text: String, directory: String) -> String? {
        let tokens = tokenize(text)
        var depth = 0
        var current: String?
        let fileName = (header as NSString).lastPathComponent
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token {
            case "{": depth += 1
            case "}": depth -= 1
            case "module" where depth == 0 && i + 1 < tokens.count:
                current = tokens[i + 1]
            case "header" where i + 1 < tokens.count && tokens[i + 1].hasPrefix("\""):
                guard let module = current else { break }
                let named = unquote(tokens[i + 1])
                if standardized(directory + "/" + named) == header { return module }
                // The umbrella header includes the header by its name (`#import "X.h"`, `<Kit/X.h>`).
                if i > 0, tokens[i - 1] == "umbrella",
                    let umbrella = try? String(contentsOfFile: directory + "/" + named, encoding: .utf8),
                    umbrella.contains("\"\(fileName)\"") || umbrella.contains("/\(fileName)>")
                {
                    return module
                }
            case "umbrella" where i + 1 < tokens.count && tokens[i + 1].hasPrefix("\""):
                guard let module = current else { break }
                let folder = standardized(directory + "/" + unquote(tokens[i + 1]))
                if header.hasPrefix(folder + "/") { return module }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// Words, quoted strings and braces of a module map, without comments.
    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        var iterator = Array(text).makeIterator()
        var pending: Character?
        func flush() {
            if !word.isEmpty { tokens.append(word) }
            word = ""
        }
        while let c = pending ?? iterator.next() {
            pending = nil
            if c == "\"" {
                flush()
                var quoted = "\""
                while let q = iterator.next(), q != "\"" { quoted.append(q) }
                tokens.append(quoted + "\"")
            } else if c == "/" {
                let next = iterator.next()
                if next == "/" {
                    flush()
                    while let q = iterator.next(), q != "\n" {}
                } else if next == "*" {
                    flush()
                    var last: Character = " "
                    while let q = iterator.next() {
                        if last == "*" && q == "/" { break }
                        last = q
                    }
                } else {
                    word.append(c)
                    pending = next
                }
            } else if c == "{" || c == "}" || c == "[" || c == "]" || c == "," {
                flush()
                if c == "{" || c == "}" { tokens.append(String(c)) }
            } else if c.isWhitespace {
                flush()
            } else {
                word.append(c)
            }
        }
        flush()
        return tokens
    }

    private static func unquote(_ token: String) -> String {
        String(token.dropFirst().dropLast())
    }

    private static func standardized(_ path: String) -> String {
        ProjectHeaders.standardized(path)
    }
}
