/// A list of gitignore-style patterns read from one file (`.gitignore`, `.git/info/exclude`) or
/// given as a configuration's `excluded` list, matched relative to the directory they belong to.
///
/// Follows gitignore(5): `#` comments, `!` re-includes, a trailing `/` matches directories only,
/// a pattern with a `/` before its end is anchored to the base directory, otherwise it matches a
/// name at any depth; `*`, `?`, `[a-z]`, `[!x]` never cross `/`; `**/`, `/**/` and `/**` span
/// directories; `\` escapes. The last matching pattern decides.
package struct IgnoreRules: Sendable {
    package struct Pattern: Sendable {
        package var glob: [UInt8]
        package var negated: Bool
        package var directoryOnly: Bool
        package var anchored: Bool
    }

    package var patterns: [Pattern] = []

    /// Rules from the text of a gitignore file.
    package init(text: String) {
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            if let pattern = Self.parse(String(raw)) { patterns.append(pattern) }
        }
    }

    /// Rules from a list of patterns (one per element, same syntax as a gitignore line).
    package init(patterns lines: [String]) {
        patterns = lines.compactMap(Self.parse)
    }

    /// True when there is nothing to match.
    package var isEmpty: Bool { patterns.isEmpty }

    /// What the rules say about `relativePath` (`/`-separated, relative to the base directory):
    /// `true` ignored, `false` explicitly re-included by a `!` pattern, `nil` no pattern matched.
    package func verdict(relativePath: String, isDirectory: Bool) -> Bool? {
        let path = Array(relativePath.utf8)
        let name: ArraySlice<UInt8> = path.lastIndex(of: UInt8(ascii: "/")).map { path[($0 + 1)...] } ?? path[...]
        for pattern in patterns.reversed() {
            if pattern.directoryOnly && !isDirectory { continue }
            let hit = pattern.anchored ? wildmatch(pattern.glob, path) : wildmatch(pattern.glob, Array(name))
            if hit { return !pattern.negated }
        }
        return nil
    }

    package static func parse(_ line: String) -> Pattern? {
        var bytes = Array(line.utf8)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        // Trailing unescaped spaces are not part of the pattern.
        while let last = bytes.last, last == UInt8(ascii: " ") {
            if bytes.count >= 2 && bytes[bytes.count - 2] == UInt8(ascii: "\\") { break }
            bytes.removeLast()
        }
        guard let first = bytes.first, first != UInt8(ascii: "#") else { return nil }
        var negated = false
        if first == UInt8(ascii: "!") {
            negated = true
            bytes.removeFirst()
        } else if first == UInt8(ascii: "\\"), bytes.count > 1,
            bytes[1] == UInt8(ascii: "#") || bytes[1] == UInt8(ascii: "!")
        {
            bytes.removeFirst()
        }
        var directoryOnly = false
        if bytes.last == UInt8(ascii: "/") {
            directoryOnly = true
            while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        }
        guard !bytes.isEmpty else { return nil }
        let anchored = bytes.contains(UInt8(ascii: "/"))
        if bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
        return Pattern(glob: bytes, negated: negated, directoryOnly: directoryOnly, anchored: anchored)
    }
}

/// gitignore's glob match of a whole `text` against `pattern` (git's wildmatch with
/// WM_PATHNAME): `*` and `?` stop at `/`; a `**` bounded by `/` or the ends spans directories.
package func wildmatch(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
    match(pattern, 0, text, 0)
}

private let slash = UInt8(ascii: "/")

private func match(_ p: [UInt8], _ startP: Int, _ t: [UInt8], _ startT: Int) -> Bool {
    var pi = startP
    var ti = startT
    while pi < p.count {
        let c = p[pi]
        switch c {
        case UInt8(ascii: "?"):
            guard ti < t.count, t[ti] != slash else { return false }
            pi += 1
            ti += 1
        case UInt8(ascii: "*"):
            var q = pi
            while q < p.count && p[q] == UInt8(ascii: "*") { q += 1 }
            let isDouble = q - pi >= 2
            let boundedBefore = pi == 0 || p[pi - 1] == slash
            let boundedAfter = q == p.count || p[q] == slash
            if isDouble && boundedBefore && boundedAfter {
                if q == p.count { return true }  // trailing `**`: everything below
                // `**/`: zero or more whole directories.
                if match(p, q + 1, t, ti) { return true }
                var k = ti
                while k < t.count {
                    if t[k] == slash && match(p, q + 1, t, k + 1) { return true }
                    k += 1
                }
                return false
            }
            // A single star (or an unbounded `**`, which git treats the same): any run without `/`.
            if q == p.count { return !t[ti...].contains(slash) }
            var k = ti
            while true {
                if match(p, q, t, k) { return true }
                if k >= t.count || t[k] == slash { return false }
                k += 1
            }
        case UInt8(ascii: "["):
            guard ti < t.count, t[ti] != slash else { return false }
            guard let (matched, next) = matchClass(p, pi, t[ti]) else {
                // An unterminated `[` is a literal.
                guard t[ti] == c else { return false }
                pi += 1
                ti += 1
                continue
            }
            guard matched else { return false }
            pi = next
            ti += 1
        case UInt8(ascii: "\\") where pi + 1 < p.count:
            guard ti < t.count, t[ti] == p[pi + 1] else { return false }
            pi += 2
            ti += 1
        default:
            guard ti < t.count, t[ti] == c else { return false }
            pi += 1
            ti += 1
        }
    }
    return ti == t.count
}

/// Matches `ch` against the bracket expression starting at `p[start]` (`[`); returns whether it
/// matched and the index after the closing `]`, or nil when the bracket is never closed.
private func matchClass(_ p: [UInt8], _ start: Int, _ ch: UInt8) -> (Bool, Int)? {
    var i = start + 1
    var negate = false
    if i < p.count && (p[i] == UInt8(ascii: "!") || p[i] == UInt8(ascii: "^")) {
        negate = true
        i += 1
    }
    var matched = false
    var first = true
    while i < p.count {
        var lo = p[i]
        if lo == UInt8(ascii: "]") && !first { return (matched != negate, i + 1) }
        first = false
        if lo == UInt8(ascii: "\\") && i + 1 < p.count {
            i += 1
            lo = p[i]
        }
        if i + 2 < p.count && p[i + 1] == UInt8(ascii: "-") && p[i + 2] != UInt8(ascii: "]") {
            var hi = p[i + 2]
            var advance = 3
            if hi == UInt8(ascii: "\\") && i + 3 < p.count {
                hi = p[i + 3]
                advance = 4
            }
            if lo <= ch && ch <= hi { matched = true }
            i += advance
        } else {
            if lo == ch { matched = true }
            i += 1
        }
    }
    return nil
}
