/// Finds what a source file imports, from its text alone (before clang sees it), so the shim can
/// write stand-ins for what nothing on the machine provides.
package enum ImportScanner {
    /// The headers and modules a file names.
    package struct Imports: Equatable, Sendable {
        /// `#import <X/Y.h>` / `#include <Y.h>` paths.
        package var angled: [String] = []
        /// `#import "Y.h"` paths.
        package var quoted: [String] = []
        /// `@import X;` / `@import X.Y;`: module name to the submodules named.
        package var modules: [String: Set<String>] = [:]
        /// Paths tested by `__has_include(…)` / `__has_include_next(…)`: not included, but a
        /// header that answers one changes what the file includes next.
        package var probed: [String] = []
        /// Macros whose `#define` tests a header with `__has_include` (`#define HAS_X
        /// __has_include(<X/X.h>)`), with the headers each tests: an `#if HAS_X` is a probe too.
        package var probeMacros: [String: [String]] = [:]
        /// True when an `#include`/`#import` names its header through a macro, so what the file
        /// includes cannot be read from its text.
        package var computed = false

        /// Adds what `other` names.
        package mutating func merge(_ other: Imports) {
            angled += other.angled
            quoted += other.quoted
            modules.merge(other.modules) { $0.union($1) }
            probed += other.probed
            probeMacros.merge(other.probeMacros) { $0 + $1 }
            computed = computed || other.computed
        }
    }

    /// What `source` includes and imports, read from its text.
    ///
    /// Works on each directive line's UTF-8 bytes: an Objective-C file has a directive-like line
    /// for every `@property` and `@end`, and comparing `Character`s costs a grapheme break each.
    package static func scan(_ source: String) -> Imports {
        var imports = Imports()
        for bytes in directiveLines(source) {
            if bytes.first == UInt8(ascii: "#") {
                scanPreprocessorLine(bytes, into: &imports)
            } else if let module = importedModule(bytes) {
                let parts = module.split(separator: ".").map(String.init)
                guard let name = parts.first else { continue }
                var submodules = imports.modules[name] ?? []
                if parts.count > 1 { submodules.insert(parts[1]) }
                imports.modules[name] = submodules
            }
        }
        return imports
    }

    /// Reads `#import`/`#include` (and the probes of `#if`/`#elif`) from one line starting with
    /// `#`.
    private static func scanPreprocessorLine(_ bytes: [UInt8], into imports: inout Imports) {
        var i = skipBlanks(bytes, from: 1)
        let wordStart = i
        while i < bytes.count, isIdentifierByte(bytes[i]), !isDigit(bytes[i]) { i += 1 }
        let directive = bytes[wordStart..<i]
        if directive.elementsEqual("if".utf8) || directive.elementsEqual("elif".utf8) {
            imports.probed += probedPaths(Substring(String(decoding: bytes, as: UTF8.self)))
            return
        }
        if directive.elementsEqual("define".utf8) {
            let line = Substring(String(decoding: bytes, as: UTF8.self))
            guard line.contains("__has_include") else { return }
            let paths = probedPaths(line)
            var j = skipBlanks(bytes, from: i)
            let nameStart = j
            while j < bytes.count, isIdentifierByte(bytes[j]) { j += 1 }
            guard !paths.isEmpty, j > nameStart else { return }
            imports.probed += paths
            imports.probeMacros[String(decoding: bytes[nameStart..<j], as: UTF8.self), default: []] += paths
            return
        }
        guard directive.elementsEqual("import".utf8) || directive.elementsEqual("include".utf8) else { return }
        i = skipBlanks(bytes, from: i)
        guard i < bytes.count else { return }
        let open = bytes[i]
        if open == UInt8(ascii: "<") || open == UInt8(ascii: "\"") {
            let close = open == UInt8(ascii: "<") ? UInt8(ascii: ">") : open
            guard let end = bytes[(i + 1)...].firstIndex(of: close), end > i + 1 else { return }
            let path = String(decoding: bytes[(i + 1)..<end], as: UTF8.self)
            if open == UInt8(ascii: "<") { imports.angled.append(path) } else { imports.quoted.append(path) }
        } else if isIdentifierByte(open), !isDigit(open) {
            imports.computed = true
        }
    }

    /// The dotted module name of an `@import` line, nil for any other line.
    private static func importedModule(_ bytes: [UInt8]) -> String? {
        let keyword = Array("@import".utf8)
        guard bytes.count > keyword.count, bytes.starts(with: keyword) else { return nil }
        var i = skipBlanks(bytes, from: keyword.count)
        let start = i
        while i < bytes.count, isIdentifierByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
        return i > start ? String(decoding: bytes[start..<i], as: UTF8.self) : nil
    }

    private static func skipBlanks(_ bytes: [UInt8], from index: Int) -> Int {
        var i = index
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return i
    }

    /// ASCII letters, digits and `_`, and any byte of a non-ASCII character (identifiers may
    /// hold letters beyond ASCII).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || isDigit(byte)
            || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The paths in `__has_include(<…>)` / `__has_include("…")` tests on a directive line.
    package static func probedPaths(_ line: Substring) -> [String] {
        var paths: [String] = []
        var rest = line
        while let range = rest.range(of: "__has_include") {
            rest = rest[range.upperBound...]
            if rest.hasPrefix("_next") { rest = rest.dropFirst("_next".count) }
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "(" }
            guard let open = rest.first, open == "<" || open == "\"" else { continue }
            let close: Character = open == "<" ? ">" : "\""
            let body = rest.dropFirst()
            guard let end = body.firstIndex(of: close) else { break }
            if end > body.startIndex { paths.append(String(body[..<end])) }
            rest = body[end...]
        }
        return paths
    }

    /// The lines whose first non-blank character is `#` or `@`, from that character on, as
    /// UTF-8 bytes: only those can include or import, and building a string per line of a large
    /// file costs more than the rest of the scan.
    package static func directiveLines(_ source: String) -> [[UInt8]] {
        var text = source
        return text.withUTF8 { utf8 in
            var lines: [[UInt8]] = []
            var index = 0
            while index < utf8.count {
                var first = index
                while first < utf8.count, utf8[first] == 0x20 || utf8[first] == 0x09 { first += 1 }
                var end = first
                while end < utf8.count, utf8[end] != 0x0A, utf8[end] != 0x0D { end += 1 }
                if first < end, utf8[first] == UInt8(ascii: "#") || utf8[first] == UInt8(ascii: "@") {
                    lines.append(Array(utf8[first..<end]))
                }
                index = end + 1
            }
            return lines
        }
    }

    /// A path that stays inside the directory it is resolved against.
    package static func isSafeRelativePath(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.contains("\\")
            && path.utf8.count < 512
    }
}
