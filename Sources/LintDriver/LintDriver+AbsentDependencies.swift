import CaptureAnalyzer
import ClangFrontend
import Findings
import Foundation

/// Headers of libraries a tree names but does not contain: the pods, Carthage frameworks and
/// packages a build fetches, and the optional dependencies code tests for with `__has_include`.
extension LintDriver {
    /// The header a `'X/Y.h' file not found` diagnostic names, nil for any other diagnostic.
    static func notFoundHeader(_ diagnostic: Diagnostic) -> String? {
        let message = diagnostic.message
        guard message.hasSuffix("' file not found"), message.hasPrefix("'") else { return nil }
        let name = message.dropFirst().dropLast("' file not found".count)
        return name.isEmpty ? nil : String(name)
    }

    /// `name` spelled as the include that named it: `"Y.h"` when the line at `position` quotes
    /// it, else `<X/Y.h>`.
    static func spelledInclude(_ name: String, at position: SourcePosition) -> String {
        let lines = (try? String(contentsOfFile: position.file, encoding: .utf8))?.split(
            separator: "\n", omittingEmptySubsequences: false)
        if let lines, position.line >= 1, position.line <= lines.count,
            lines[position.line - 1].contains("\"\(name)\"")
        {
            return "\"\(name)\""
        }
        return "<\(name)>"
    }

    /// True when a file whose missing headers were parsed as empty used nothing they would have
    /// declared: clang compiled the file and every header it read without an error, and no
    /// declaration had to be guessed. A file importing a library's umbrella header for one
    /// feature it does not use then counts as complete. (A macro of the missing header tested
    /// by `#ifdef` would still go unseen.)
    static func usesNothingMissing(_ analysis: FileAnalysis) -> Bool {
        !analysis.recovered
            && !analysis.unit.diagnostics.contains { diagnostic in
                // Some uses of what no header declared are only warnings: a C function called
                // without a declaration, a message to a forward class or an unknown method.
                diagnostic.severity >= .error
                    || (diagnostic.severity == .warning
                        && [
                            "implicit declaration of function", "forward class", "not found (return type defaults",
                            "undeclared",
                        ].contains { diagnostic.message.contains($0) })
            }
    }

    /// The first Swift interface Xcode generates (`Module-Swift.h`) that the tree tests for and
    /// nothing provides, tested by one of the tree's headers in `included`, with that header: it
    /// declares the module's Swift classes, which a file with errors most likely used. (An
    /// optional library tested the same way is not named: its absence is the usual build.)
    static func absentProbe(reachedFrom included: [String], project: ProjectHeaders) -> (String, String)? {
        guard !project.absentProbes.isEmpty else { return nil }
        for path in included {
            if let probe = project.headerImports[path]?.probed.first(where: {
                $0.hasSuffix("-Swift.h") && project.absentProbes.contains($0)
            }) {
                return (probe, path)
            }
        }
        return nil
    }

    /// True when `header` is one the tree tests for with `__has_include` and nothing provides.
    static func isAbsentProbe(_ header: String?, project: ProjectHeaders?) -> Bool {
        guard let header, let project else { return false }
        return project.absentProbes.contains(header)
    }

    /// The tree's Mach interface definitions (`Helper.defs`) from which the build makes `file`
    /// with `mig` (`Helper.h`, `HelperServer.h`, `HelperUser.h`), as a path from the tree's root.
    static func migDefinitions(generating file: String, project: ProjectHeaders?) -> String? {
        guard let project, file.hasSuffix(".h") else { return nil }
        let stem = String(file.dropLast(2))
        let names =
            [stem] + ["Server", "User"].compactMap { stem.hasSuffix($0) ? String(stem.dropLast($0.count)) : nil }
        return names.lazy.compactMap { project.migDefinitions[$0 + ".defs"] }.first
    }

    /// What helps for a header of `library` when a manifest at the tree's root names it: the
    /// build fetches it, so it is not in the tree.
    static func fetchedDependencyHint(_ library: String, project: ProjectHeaders?) -> String? {
        guard let project, let manifest = project.manifest(naming: library) else { return nil }
        let fetch: String
        switch manifest {
        case "Cartfile": fetch = "`carthage bootstrap`"
        case "Package.swift": fetch = "`swift package resolve`"
        default: fetch = "`pod install`"
        }
        return "\(manifest) names \(library), which the build fetches and the tree does not contain; run \(fetch) "
            + "and add -I flags for its headers after --"
    }

    /// What helps for code skipped because `header` is absent: fetching its library.
    static func skippedCodeHint(_ header: String, project: ProjectHeaders) -> String {
        let library = header.contains("/") ? header.split(separator: "/").first.map(String.init) ?? "" : ""
        return fetchedDependencyHint(library, project: project) ?? "add -I flags for its headers after --"
    }

    /// The first `#if`/`#elif` of `source` that tests, directly or through a macro the tree
    /// defines as the test, for a header nothing provides, and whose branch holds code: that code
    /// was skipped. A branch of directives only (`#import <Kit/Kit.h>` for the header it tests)
    /// loses nothing, and a negated test (`#if !__has_include(…)`, `#if !HAS_KIT`) keeps its code.
    static func skippedForAbsentDependency(_ source: String, project: ProjectHeaders) -> (
        header: String, condition: String, line: Int
    )? {
        guard !project.absentProbes.isEmpty, source.contains("__has_include") || !project.probeMacros.isEmpty
        else { return nil }
        let own = ImportScanner.scan(source).probeMacros
        let macros = project.probeMacros.merging(own) { $0 + $1 }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix("#") else { continue }
            let directive = text.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard directive.hasPrefix("if ") || directive.hasPrefix("if(") || directive.hasPrefix("elif") else {
                continue
            }
            var header = unnegatedProbes(directive).first(where: project.absentProbes.contains)
            let words = directive.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "!") })
            for word in words where header == nil && !word.hasPrefix("!") {
                header = macros[String(word)]?.first(where: project.absentProbes.contains)
            }
            if let header, branchHoldsCode(lines, after: index) {
                return (header, String(text).trimmingCharacters(in: .whitespaces), index + 1)
            }
        }
        return nil
    }

    /// The headers `directive` tests with `__has_include` without a `!` before the test.
    static func unnegatedProbes(_ directive: Substring) -> [String] {
        var probes: [String] = []
        var rest = directive
        while let range = rest.range(of: "__has_include") {
            let before = rest[..<range.lowerBound].reversed().drop { $0 == " " || $0 == "(" || $0 == "\t" }
            if before.first != "!", let path = ImportScanner.probedPaths(rest[range.lowerBound...]).first {
                probes.append(path)
            }
            rest = rest[range.upperBound...]
        }
        return probes
    }

    /// Whether the branch that starts after `lines[index]` (up to its `#else`, `#elif` or
    /// `#endif`) holds a line that is not a directive, a comment or blank.
    static func branchHoldsCode(_ lines: [Substring], after index: Int) -> Bool {
        var depth = 0
        var inComment = false
        for line in lines[(index + 1)...] {
            let text = line.trimmingCharacters(in: .whitespaces)
            if inComment {
                if text.contains("*/") { inComment = false }
                continue
            }
            if text.hasPrefix("#") {
                let directive = text.dropFirst().trimmingCharacters(in: .whitespaces)
                if directive.hasPrefix("if") {
                    depth += 1
                } else if directive.hasPrefix("endif") {
                    if depth == 0 { return false }
                    depth -= 1
                } else if depth == 0, directive.hasPrefix("else") || directive.hasPrefix("elif") {
                    return false
                }
                continue
            }
            if text.isEmpty || text.hasPrefix("//") { continue }
            if text.hasPrefix("/*") {
                inComment = !text.contains("*/")
                continue
            }
            return true
        }
        return false
    }
}
