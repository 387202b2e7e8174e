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
    package func manifest(naming library: String) -> String? {
        guard !library.isEmpty else { return nil }
        let spellings = [
            "'\(library)'", "\"\(library)\"", "'\(library)/", "\"\(library)/", "/\(library)\"", "/\(library).git\"",
        ]
        return manifests.first { manifest in spellings.contains { manifest.text.contains($0) } }?.name
    }
}
