import Foundation

/// The prefix headers Xcode projects name in their build settings (`GCC_PREFIX_HEADER`), for
/// files with no prefix header in a folder above them (`Misc/App-Prefix.pch` serves all of an
/// app's folders).
extension ProjectHeaders {
    /// Project folder → the prefix headers its settings name (absolute paths of files in the
    /// tree), from each `project.pbxproj` (the folder holding the `.xcodeproj`, for its
    /// configurations not named for a release build) and `.xcconfig` (the nearest folder at or
    /// above it from which the path names a file).
    ///
    /// Also the headers the projects take from the build's products (`sourceTree =
    /// BUILT_PRODUCTS_DIR`: a build step makes them), by file name, with the project that says so
    /// (a path from the root).
    static func xcodeProjectFacts(settingsFiles: [String], root: String) -> (
        prefixHeaders: [String: [String]], builtHeaders: [String: String]
    ) {
        var result: [String: Set<String>] = [:]
        var built: [String: String] = [:]
        for path in settingsFiles.sorted() {
            let name = (path as NSString).lastPathComponent
            guard !BuildSettings.namesRelease(name), let text = try? String(contentsOfFile: path, encoding: .utf8)
            else { continue }
            let isProject = name == "project.pbxproj"
            if isProject, text.contains("BUILT_PRODUCTS_DIR") {
                let project = String((path as NSString).deletingLastPathComponent.dropFirst(root.count + 1))
                for header in builtProductHeaders(text) where built[header] == nil { built[header] = project }
            }
            guard text.contains("GCC_PREFIX_HEADER") else { continue }
            let assignments =
                isProject ? BuildSettings.projectAssignments(text) : BuildSettings.xcconfigAssignments(text)
            let folder = (path as NSString).deletingLastPathComponent
            // A project's paths are relative to the folder that holds the `.xcodeproj`.
            let bases = isProject ? [(folder as NSString).deletingLastPathComponent] : ancestors(of: folder, upTo: root)
            for (setting, value) in assignments where setting == "GCC_PREFIX_HEADER" {
                guard let relative = prefixHeaderPath(value) else { continue }
                for base in bases {
                    let header = standardized(base + "/" + relative)
                    if isInside(header, root), FileManager.default.fileExists(atPath: header) {
                        result[base, default: []].insert(header)
                        break
                    }
                }
            }
        }
        return (result.mapValues { $0.sorted() }, built)
    }

    /// The header file names a pbxproj's file references take from the build's products.
    static func builtProductHeaders(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.contains("isa = PBXFileReference;"), line.contains("sourceTree = BUILT_PRODUCTS_DIR;"),
                let range = line.range(of: " path = ")
            else { return nil }
            let value = line[range.upperBound...].prefix { $0 != ";" }
            let path = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let file = (path as NSString).lastPathComponent
            return headerExtensions.contains((file as NSString).pathExtension.lowercased()) ? file : nil
        }
    }

    /// `value` as a path from the project's folder: `$(SRCROOT)`, `$(PROJECT_DIR)` and
    /// `$(SOURCE_ROOT)` name that folder; nil for an absolute path, an empty value or another
    /// setting (`$(TARGET_NAME)`), which the tree cannot tell.
    static func prefixHeaderPath(_ value: String) -> String? {
        var path = value.trimmingCharacters(in: .whitespaces)
        if path.count >= 2, path.first == "\"", path.last == "\"" { path = String(path.dropFirst().dropLast()) }
        for folder in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for spelled in ["$(\(folder))", "${\(folder)}", "$\(folder)"] where path.hasPrefix(spelled) {
                path = String(path.dropFirst(spelled.count))
                while path.hasPrefix("/") { path.removeFirst() }
            }
        }
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("$") else { return nil }
        return path
    }

    /// `folder` and the folders above it, up to `root`, nearest first.
    static func ancestors(of folder: String, upTo root: String) -> [String] {
        var result: [String] = []
        var directory = folder
        while isInside(directory, root) || directory == root {
            result.append(directory)
            if directory == root { break }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return result
    }

    /// The prefix header the settings of a project holding `file` name: of the projects whose
    /// folder holds it, the header sharing the most folders with the file; nil when two do
    /// equally (targets the tree cannot tell apart).
    func configuredPrefixHeader(for file: String) -> String? {
        let candidates = configuredPrefixHeaders.filter { ProjectHeaders.isInside(file, $0.key) }.values.flatMap { $0 }
        let ranked = Set(candidates).map { ($0, ProjectHeaders.sharedDepth($0, file)) }.sorted { $0.1 > $1.1 }
        guard let best = ranked.first, ranked.count == 1 || ranked[1].1 < best.1 else { return nil }
        return best.0
    }
}
