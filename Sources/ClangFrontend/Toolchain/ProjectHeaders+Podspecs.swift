import Foundation

/// What the tree's podspecs and prefix headers say: module names, and which files are built
/// without ARC.
extension ProjectHeaders {
    /// The names a podspec gives its module: `module_name`, else the pod's `name`; and the
    /// `header_dir` its headers are imported under, when that differs.
    package static func podspecModuleNames(_ text: String) -> [String] {
        func value(of key: String) -> String? {
            guard let regex = try? NSRegularExpression(pattern: "\\.\\s*\(key)\\s*=\\s*['\"]([A-Za-z0-9_+-]+)['\"]")
            else { return nil }
            let range = NSRange(text.startIndex..., in: text)
            guard let match = regex.firstMatch(in: text, range: range), let r = Range(match.range(at: 1), in: text)
            else { return nil }
            return String(text[r])
        }
        // `header_dir` is the folder of `<Folder/Header.h>` CocoaPods gives the headers; it can
        // differ from the module's name.
        let module = value(of: "module_name") ?? value(of: "name").map { $0.replacingOccurrences(of: "-", with: "_") }
        let folder = value(of: "header_dir")
        return ([module, folder].compactMap { $0 }).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// What the podspecs nearest above `file` (in the tree) say about building it with ARC
    /// (`PodspecARC.requiresARC`): false only when every one of them that covers it says so;
    /// nil when none covers it.
    package func podspecRequiresARC(_ file: String) -> Bool? {
        let file = ProjectHeaders.standardized(file)
        var directory = (file as NSString).deletingLastPathComponent
        while ProjectHeaders.isInside(directory, root) || directory == root {
            if let specs = podspecARC[directory] {
                let relative = String(file.dropFirst(directory == "/" ? 1 : directory.count + 1))
                let answers = specs.compactMap { $0.requiresARC(relative) }
                return answers.isEmpty ? nil : answers.contains(true)
            }
            if directory == root { break }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Whether the prefix header Xcode forces into `file` stops an ARC build with its own `#error`.
    package func prefixHeaderRefusesARC(for file: String) -> Bool {
        prefixHeader(for: file).map(prefixHeadersRefusingARC.contains) ?? false
    }

    /// Those of `prefixHeaders` whose own preprocessor tests refuse ARC (`ARCRequirement`).
    static func refusingARC(_ prefixHeaders: some Sequence<String>) -> Set<String> {
        Set(
            prefixHeaders.filter { path in
                (try? String(contentsOfFile: path, encoding: .utf8)).map { ARCRequirement.of($0) == .refused } ?? false
            })
    }

    /// The podspecs' ARC settings, for the tree's fingerprint.
    var arcFingerprint: String {
        podspecARC.keys.sorted().map { directory in
            "\n" + directory + ":" + podspecARC[directory]!.map(\.description).joined(separator: "|")
        }.joined()
    }
}
