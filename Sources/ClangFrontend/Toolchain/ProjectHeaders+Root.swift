import Foundation

/// Where a path's project starts: the folder whose headers and settings a lint of the path reads.
extension ProjectHeaders {
    /// The projects of `paths` (`root(containing:)` of each that exists), each once, in order.
    package static func roots(of paths: [String]) -> [String] {
        var roots: [String] = []
        for path in paths where FileManager.default.fileExists(atPath: path) {
            let root = root(containing: path)
            if !roots.contains(root) { roots.append(root) }
        }
        return roots
    }

    /// The project that holds `path`: the git checkout it is in (the nearest folder above it
    /// holding `.git`), else the nearest folder holding a podspec, `Package.swift`, an Xcode
    /// project or `.capcheck.yml`; the file's directory when none is found.
    package static func root(containing path: String) -> String {
        let absolute = standardized(path)
        var isDirectory: ObjCBool = false
        var directory =
            FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
            ? absolute : (absolute as NSString).deletingLastPathComponent
        let start = directory
        var nearest: String?
        while directory != "/" && !directory.isEmpty {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            // The checkout a project sits in: an example app's Xcode project inside a library's
            // repository reaches the library's headers, as its project file does (`../Kit`).
            if entries.contains(".git") { return directory }
            if nearest == nil,
                entries.contains(where: {
                    ["Package.swift", ".capcheck.yml"].contains($0) || $0.hasSuffix(".podspec")
                        || $0.hasSuffix(".xcodeproj")
                })
            {
                nearest = directory
            }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return nearest ?? start
    }
}
