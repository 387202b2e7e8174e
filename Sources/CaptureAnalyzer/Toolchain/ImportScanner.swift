/// Finds what a source file imports, from its text alone (before clang sees it), so the shim can
/// write stand-ins for what nothing on the machine provides.
enum ImportScanner {
    /// The headers and modules a file names.
    struct Imports: Equatable, Sendable {
        /// `#import <X/Y.h>` / `#include <Y.h>` paths.
        var angled: [String] = []
        /// `#import "Y.h"` paths.
        var quoted: [String] = []
        /// `@import X;` / `@import X.Y;`: module name to the submodules named.
        var modules: [String: Set<String>] = [:]

        /// Everything `self` or `other` names.
        func merged(with other: Imports) -> Imports {
            var all = self
            all.angled += other.angled
            all.quoted += other.quoted
            all.modules.merge(other.modules) { $0.union($1) }
            return all
        }
    }

    /// What `source` includes and imports, read from its text.
    static func scan(_ source: String) -> Imports {
        var imports = Imports()
        for rawLine in directiveLines(source) {
            var line = Substring(rawLine).drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#") {
                line = line.dropFirst().drop { $0 == " " || $0 == "\t" }
                let directive = line.prefix { $0.isLetter || $0 == "_" }
                guard directive == "import" || directive == "include" else { continue }
                line = line.dropFirst(directive.count).drop { $0 == " " || $0 == "\t" }
                if line.hasPrefix("<"), let end = line.firstIndex(of: ">") {
                    let path = String(line[line.index(after: line.startIndex)..<end])
                    if !path.isEmpty { imports.angled.append(path) }
                } else if line.hasPrefix("\"") {
                    let rest = line.dropFirst()
                    if let end = rest.firstIndex(of: "\"") {
                        let path = String(rest[..<end])
                        if !path.isEmpty { imports.quoted.append(path) }
                    }
                }
            } else if line.hasPrefix("@import") {
                let rest = line.dropFirst("@import".count).drop { $0 == " " || $0 == "\t" }
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                let parts = name.split(separator: ".").map(String.init)
                guard let module = parts.first else { continue }
                var submodules = imports.modules[module] ?? []
                if parts.count > 1 { submodules.insert(parts[1]) }
                imports.modules[module] = submodules
            }
        }
        return imports
    }

    /// The lines whose first non-blank character is `#` or `@`, found on the UTF-8 bytes: only
    /// those can include or import, and building a string per line of a large file costs more
    /// than the rest of the scan.
    static func directiveLines(_ source: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = source.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            var first = index
            while first < utf8.endIndex, utf8[first] == 0x20 || utf8[first] == 0x09 { first = utf8.index(after: first) }
            var end = first
            while end < utf8.endIndex, utf8[end] != 0x0A, utf8[end] != 0x0D { end = utf8.index(after: end) }
            if first < end, utf8[first] == UInt8(ascii: "#") || utf8[first] == UInt8(ascii: "@") {
                lines.append(source[first..<end])
            }
            index = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        return lines
    }

    /// A path that stays inside the directory it is resolved against.
    static func isSafeRelativePath(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.contains("\\")
            && path.utf8.count < 512
    }
}
