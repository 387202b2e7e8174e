import Foundation

/// The libraries a tree names but does not contain: what it tests for with `__has_include`, and
/// the manifests that fetch its dependencies.
extension ProjectHeaders {
    /// `standIns` without those answering a header in `probed` (module maps stay).
    static func withoutProbed(
        _ standIns: [UnsavedFile], probed: Set<String>, directories: (angled: String, quoted: String)
    ) -> [UnsavedFile] {
        guard !probed.isEmpty else { return standIns }
        return standIns.filter { standIn in
            for directory in [directories.angled, directories.quoted] where standIn.path.hasPrefix(directory + "/") {
                return !probed.contains(String(standIn.path.dropFirst(directory.count + 1)))
            }
            return true
        }
    }

    /// The dependency manifests at `root`: `Podfile`, `*.podspec`, `Cartfile`, `Package.swift`.
    static func manifests(in root: String) -> [(name: String, text: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return entries.sorted().compactMap { name in
            guard ["Podfile", "Cartfile", "Package.swift"].contains(name) || name.hasSuffix(".podspec"),
                let text = try? String(contentsOfFile: root + "/" + name, encoding: .utf8)
            else { return nil }
            return (name, text)
        }
    }

    /// The manifest that names `library` as a dependency (`pod 'X'`, `dependency 'X'`,
    /// `github "owner/X"`, `.package(url: ".../X.git")`), nil when none does.
    /// A framework a podspec links (`frameworks`, `weak_frameworks`) is the SDK's, not one it
    /// fetches.
    package func manifest(naming library: String) -> String? {
        guard !library.isEmpty else { return nil }
        let spellings = [
            "'\(library)'", "\"\(library)\"", "'\(library)/", "\"\(library)/", "/\(library)\"", "/\(library).git\"",
        ]
        return manifests.first { manifest in
            let text = Self.podspecFrameworks(manifest.text).rest
            return spellings.contains { text.contains($0) }
        }?.name
    }

    /// The SDK frameworks the tree's podspecs link: `frameworks`, `weak_frameworks` (and their
    /// singular and per-platform spellings, `s.ios.weak_framework = 'Twitter'`).
    package var linkedSDKFrameworks: Set<String> {
        manifests.filter { $0.name.hasSuffix(".podspec") }.reduce(into: []) {
            $0.formUnion(Self.podspecFrameworks($1.text).frameworks)
        }
    }

    /// The frameworks a podspec's `frameworks`/`weak_frameworks` settings name, and the text
    /// without those settings. A value is a list of quoted names, `%w{…}` or `[…]` (which may
    /// span lines).
    static func podspecFrameworks(_ text: String) -> (frameworks: Set<String>, rest: String) {
        guard text.contains("framework") else { return ([], text) }
        var frameworks = Set<String>()
        var rest: [Substring] = []
        var open: Character?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var value: Substring
            if let closing = open {
                value = line
                if line.contains(closing) { open = nil }
            } else if let range = line.range(
                of: #"\.\s*(weak_)?frameworks?\s*=\s*"#, options: .regularExpression),
                !line[..<range.lowerBound].contains("#"), !line.contains("vendored")
            {
                value = line[range.upperBound...]
                for (opening, closing) in [("[", "]"), ("%w{", "}"), ("%w(", ")")]
                where value.contains(opening) && !value.contains(Character(closing)) {
                    open = Character(closing)
                }
            } else {
                rest.append(line)
                continue
            }
            value = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? value
            let words = value.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            frameworks.formUnion(words.map(String.init).filter { $0 != "w" && ProjectHeaders.isIdentifier($0) })
        }
        return (frameworks, rest.joined(separator: "\n"))
    }
}
