import Findings
import Foundation

/// Findings accepted as they are: a run with `--baseline FILE` reports only findings not in it.
///
/// An entry is matched by rule, file, message and a fingerprint of the finding's line text
/// (whitespace-trimmed), not by line number, so edits elsewhere in a file keep it matching;
/// editing the flagged line itself makes the finding new again. Identical entries are counted,
/// so a second copy of a known problem is still reported. Paths are stored relative to the
/// baseline file's directory, so the file can be committed and used from any working directory.
package struct Baseline: Codable, Sendable, Hashable {
    /// One accepted finding.
    package struct Entry: Codable, Sendable, Hashable {
        /// Rule id.
        package var rule: String
        /// Path relative to the baseline file's directory.
        package var file: String
        /// The finding's message.
        package var message: String
        /// First 16 hex digits of the SHA-256 of the finding's line, trimmed.
        package var fingerprint: String
    }

    /// Format version of the file.
    package var version = 1
    /// The accepted findings, sorted.
    package var findings: [Entry]

    /// A baseline accepting `findings`, to be written at `path`; `lineText` gives a finding's
    /// source line (nil when unreadable).
    package init(findings: [Finding], path: String, lineText: (Finding) -> String?) {
        let base = Self.directory(of: path)
        self.findings = findings.map { Self.entry(for: $0, base: base, lineText: lineText) }
            .sorted { ($0.file, $0.rule, $0.message, $0.fingerprint) < ($1.file, $1.rule, $1.message, $1.fingerprint) }
    }

    /// Reads a baseline file.
    package static func load(from path: String) throws -> Baseline {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw LintDriverError.badBaseline(file: path, reason: "cannot read it (\(error.localizedDescription))")
        }
        do { return try JSONDecoder().decode(Baseline.self, from: data) } catch {
            throw LintDriverError.badBaseline(file: path, reason: "not a capcheck baseline (\(error))")
        }
    }

    /// Writes the baseline as pretty, key-sorted JSON.
    package func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(self)
            data.append(0x0a)
            try FileManager.default.createDirectory(atPath: Self.directory(of: path), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw LintDriverError.badBaseline(file: path, reason: "cannot write it (\(error.localizedDescription))")
        }
    }

    /// Splits `findings` into those the baseline does not know (`new`) and the count it accepted.
    /// `path` is where this baseline was read from (paths in it are relative to it).
    package func filter(_ findings: [Finding], path: String, lineText: (Finding) -> String?) -> (
        new: [Finding], accepted: Int
    ) {
        var remaining: [Entry: Int] = [:]
        for entry in self.findings { remaining[entry, default: 0] += 1 }
        let base = Self.directory(of: path)
        var new: [Finding] = []
        var accepted = 0
        for finding in findings {
            let entry = Self.entry(for: finding, base: base, lineText: lineText)
            if let n = remaining[entry], n > 0 {
                remaining[entry] = n - 1
                accepted += 1
            } else {
                new.append(finding)
            }
        }
        return (new, accepted)
    }

    package static func entry(for finding: Finding, base: String, lineText: (Finding) -> String?) -> Entry {
        let line = lineText(finding)?.trimmingCharacters(in: .whitespaces) ?? ""
        return Entry(
            rule: finding.rule, file: relativePath(finding.file, to: base), message: finding.message,
            fingerprint: String(SHA256.hex(line).prefix(16)))
    }

    package static func directory(of path: String) -> String {
        let absolute = SourceTreeWalker.absolutePath(path)
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }

    /// `file` relative to directory `base` (both made absolute lexically), using `..` when needed.
    package static func relativePath(_ file: String, to base: String) -> String {
        guard !file.isEmpty else { return file }
        let target = SourceTreeWalker.absolutePath(file).split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < target.count && common < from.count && target[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }
}
