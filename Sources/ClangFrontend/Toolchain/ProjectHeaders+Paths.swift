import Foundation

/// Includes of three or more components (`<ccan/likely/likely.h>`, `"ccan/str/str.h"`): a build
/// gives the compiler the folder above the first component (`-I lib/ccan`), and the header is
/// found by its whole path. Two components are answered by module (`<Folder/Header.h>`).
extension ProjectHeaders {
    /// Whether `spelled` names a header by a path of three or more components that can be looked
    /// up below a folder (no `.` or `..` component, not absolute).
    static func isDeepPath(_ spelled: String) -> Bool {
        guard !spelled.hasPrefix("/") else { return false }
        let components = spelled.split(separator: "/", omittingEmptySubsequences: false)
        return components.count >= 3 && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// Header file name → the deep paths (`isDeepPath`) the tree's headers of that name include
    /// or test for, for the reach of one file's parse.
    static func deepIncludesByName(of headerImports: [String: ImportScanner.Imports]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (header, imports) in headerImports {
            let deep = (imports.angled + imports.quoted + imports.probed).filter(isDeepPath)
            guard !deep.isEmpty else { continue }
            result[(header as NSString).lastPathComponent, default: []].formUnion(deep)
        }
        return result
    }

    /// Forwarders at `<virtual directory>/<path>` for the deep paths `roots` include and the
    /// tree's headers named in `names` (all headers when nil) include: each answered by the
    /// tree's header whose path ends with it, the one nearest `directory` when several do.
    func pathForwarders(from directory: String, roots: [ImportScanner.Imports], reaching names: Set<String>?)
        -> [UnsavedFile]
    {
        var spellings = Set<String>()
        for imports in roots {
            spellings.formUnion((imports.angled + imports.quoted + imports.probed).filter(Self.isDeepPath))
        }
        if let names {
            for name in names { spellings.formUnion(deepIncludes[name] ?? []) }
        } else {
            for paths in deepIncludes.values { spellings.formUnion(paths) }
        }
        var files: [UnsavedFile] = []
        for spelled in spellings.sorted() {
            let name = spelled.split(separator: "/").last.map(String.init) ?? spelled
            let candidates = (byName[name] ?? []).filter { $0.hasSuffix("/" + spelled) }
            guard
                let nearest = candidates.max(by: {
                    ProjectHeaders.sharedDepth($0, directory) < ProjectHeaders.sharedDepth($1, directory)
                })
            else { continue }
            files.append(
                UnsavedFile(path: virtualDirectory + "/" + spelled, contents: ProjectHeaders.forwarder(to: nearest)))
        }
        return files
    }
}
